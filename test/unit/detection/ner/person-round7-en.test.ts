/**
 * Round-7 English person cues of issue 13 (people7en), tuned on the blind-written dev files
 * b10/b11: each cue with a text it must decide and one it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { labels } from './helpers.js';

const persons = (text: string) => labels(text, 'en').filter((l) => l.startsWith('PERSON:'));

describe('what a family calls a mother is no name (cues.ts NOT_NAME)', () => {
  it('takes no "Mummy" or "Mum" for a person', () => {
    expect(persons('Thank you my dear. Tell Mummy I will come Saturday by 4')).toEqual([]);
    expect(persons('Mum says the ward is on the second floor')).toEqual([]);
  });
  it('still reads the name after a kinship word', () => {
    expect(persons('Mum says Grandad Jack is being moved to the ward')).toContain('PERSON:Jack');
  });
});

describe('kin-prefixed chat speakers (chat-kin-speakers.ts)', () => {
  it('reads "nana rose:" as the speaker rose, and "nana" as no name', () => {
    const found = persons('nana rose: is this the right group\ntash: yes nana 😂\nnana rose: where is it again\ntash: the bowls club');
    expect(found).toEqual(expect.arrayContaining(['PERSON:rose', 'PERSON:tash']));
    expect(found).not.toContain('PERSON:nana');
  });
  it('leaves a line that opens with a kinship word and no colon alone', () => {
    expect(persons('nana rose early and made tea\nthen we left')).toEqual([]);
  });
});

describe('an everyday-word given name labelling two lines of a transcript (chat.ts)', () => {
  it('reads "Will:" twice beside another speaker as a speaker', () => {
    expect(persons('Will: the kids want a dog\nSol: no\nWill: they want a Cavoodle\nSol: absolutely not')).toEqual(
      expect.arrayContaining(['PERSON:Will', 'PERSON:Sol']));
  });
  it('leaves "Will:" on one line of a form alone', () => {
    expect(persons('Will: signed and witnessed\nDate of death: 3 May 2021')).not.toContain('PERSON:Will');
  });
});

describe('two names joined by "and" before a plural noun they qualify (person/coordinated-things.ts)', () => {
  it('takes no product, theme or service pair for people', () => {
    expect(persons('Maps: the Ranger and Voyager basemaps now include elevation shading.')).toEqual([]);
    expect(persons('Smart Albums now group by pet, the Ivory and Onyx widgets support toggles.')).toEqual([]);
    expect(persons('3. Roll the Hermes and Apollo ingress pods one at a time.')).toEqual([]);
  });
  it('keeps two people followed by a verb', () => {
    expect(persons('Yesterday Priya and Mark visited friends in Leeds.')).toEqual(expect.arrayContaining(['PERSON:Priya']));
    expect(persons('I met Priya and Tom Jones at the bar.')).toEqual(expect.arrayContaining(['PERSON:Tom Jones']));
  });
});

describe('hyphenated compound given names (person/hyphen-givens.ts)', () => {
  it('reads a compound of two given names before a surname, and alone', () => {
    expect(persons('Baptisms this month: Ella-Rose Kinsella, Darragh Moynihan.')).toContain('PERSON:Ella-Rose Kinsella');
    expect(persons('I went there for a year. Mei-Lin fixed my shoulder in five sessions.')).toContain('PERSON:Mei-Lin');
  });
  it('takes no compound of everyday words for a name', () => {
    expect(persons('Thu: Trip-free day, film afternoon. Early-bird pricing ends Aug 31.')).toEqual([]);
  });
});

describe('cue words of round 7 (cues.ts, labels.ts, thing-names.ts)', () => {
  it('reads a maiden name after "née" and a name after a service role', () => {
    expect(persons('HENNESSY, Margaret (née Culhane), Ballinlough, peacefully at home.')).toContain('PERSON:Culhane');
    expect(persons('Riaan and his apprentice Themba were here by 10.')).toContain('PERSON:Themba');
    expect(persons('On Sunday, assessor Hayden from Suncorp will inspect the roof at 9')).toContain('PERSON:Hayden');
  });
  it('leaves a dotted weak title out of a label value', () => {
    expect(persons('Recipient: Hon. Ruth Abernathy-Cole, Office of the Clerk')).toEqual(['PERSON:Ruth Abernathy-Cole']);
    expect(persons('Name: Hon.\nDate: today')).toEqual([]);
  });
  it('reads a couple signing with "&", and no firm of two surnames', () => {
    expect(persons('See you then.\n\n- Carly & Brent Hoekstra\n915 W Sycamore Ln')).toEqual(expect.arrayContaining(['PERSON:Carly', 'PERSON:Brent Hoekstra']));
    expect(persons('I shop at Marks & Spencer on Fridays')).toEqual([]);
  });
});

describe('house names before a house number, pets in brackets, unknown names paired with a given name', () => {
  it('takes no building of an address for a person', () => {
    expect(persons('New one is:\nFlat 4B, Marlowe House\n27 Cavendish Road\nLondon SW4 9QD')).not.toContain('PERSON:Marlowe House');
    expect(persons('Tenants, Kestrel Court, 41–59 Harbour Road, Fremantle WA 6160')).not.toContain('PERSON:Kestrel Court');
  });
  it('keeps a person followed by an age', () => {
    expect(persons('Margaret Court, 42, of Perth won the final')).toContain('PERSON:Margaret Court');
  });
  it('takes no pet noted "(dog)" for a person', () => {
    expect(persons('Paris Okoro-Lamb,905-555-0127,309,Bruno (dog),2022-06-01')).not.toContain('PERSON:Bruno');
  });
  it('reads two unknown words joined by "and" to a full name as a person', () => {
    expect(persons('Thanks to our beta testers, especially Naledi Khumalo and Byron Smith')).toContain('PERSON:Naledi Khumalo');
  });
});

describe('a nickname in brackets inside a full name (labels.ts)', () => {
  it('reads "Patrick (Paddy) Whelan" as one name', () => {
    expect(persons('Please pray for the recently deceased: Patrick (Paddy) Whelan, Main St; Nora Dunphy, Kilmacow.')).toContain('PERSON:Patrick (Paddy) Whelan');
  });
  it('leaves a bracketed note between two words that are no name alone', () => {
    expect(persons('See the Q3 (EMEA) Report for details')).toEqual([]);
  });
});

describe('vocatives and callers (person/address-forms.ts)', () => {
  it('reads a name closing a sentence addressed to "you"', () => {
    expect(persons('Your bill is ready, Ayodele.\nAccount number: 8812 4410 37')).toContain('PERSON:Ayodele');
  });
  it('leaves a region after a comma alone', () => {
    expect(persons('Shipped to Leeds, Yorkshire.')).toEqual([]);
  });
  it('reads a caller introducing themself', () => {
    expect(persons("G'day, it's Shazza from the Ipswich Turf Club, just checking in")).toContain('PERSON:Shazza');
    expect(persons('Hi, this is Dumisani calling about the flat')).toContain('PERSON:Dumisani');
  });
  it('keeps a person before an address', () => {
    expect(persons('Return to sender: Beatrice Hall, 9 Rosemary Court, Asheville, NC 28801.')).toContain('PERSON:Beatrice Hall');
  });
});

describe('lower-case surnames after an addressing verb or a title (person/lower-surnames.ts)', () => {
  it('reads the surname', () => {
    expect(persons('kenji 8:52 AM\nask ramirez, his team handles it')).toContain('PERSON:ramirez');
    expect(persons('tomas: yeah left them w/ mrs hoang downstairs')).toContain('PERSON:hoang');
  });
  it('leaves a team or an everyday word after "ask" alone', () => {
    expect(persons('can you ask legal to check? tell support about it')).toEqual([]);
  });
});

describe('a name between a contact verb and a phone number (person/contact-phone.ts)', () => {
  it('reads the person to contact', () => {
    expect(persons('Viewing at the flat, text Melvin 9183 2274. Can throw in the bike')).toContain('PERSON:Melvin');
    expect(persons('For parts ring Siobhan on 087 224 1190 after 6')).toContain('PERSON:Siobhan');
  });
  it('leaves a keyword and a short code alone', () => {
    expect(persons('Text HELP to 80080 for support.')).toEqual([]);
  });
});

describe('bots, answers and couples (chat-bots.ts, cues.ts, thing-names.ts)', () => {
  it('takes no bot handle labelling chat lines for a person', () => {
    const found = persons('[14:07] ops-bot: deploy started by jgoldberg\n[14:09] ops-bot: deploy complete\n[14:10] Jen Goldberg: thanks');
    expect(found).toEqual(['PERSON:Jen Goldberg']);
  });
  it('keeps a surname ending in "bot"', () => {
    expect(persons('[10:00] Tom Talbot: hi\n[10:01] Ana Ruiz: hey')).toContain('PERSON:Tom Talbot');
  });
  it('takes no "Yeah" after a caller label for a name', () => {
    expect(persons("Caller: Yeah g'day, it's Bruce Whitcombe, account holder")).not.toContain('PERSON:Yeah');
  });
  it('reads both of a couple with everyday-word given names, and no firm', () => {
    expect(persons('Itinerary – Hope & Mercedes Adjei\n21 Dec Accra (ACC)')).toEqual(expect.arrayContaining(['PERSON:Hope', 'PERSON:Mercedes Adjei']));
    expect(persons('Gifts from Crabtree & Evelyn and Johnson & Johnson')).toEqual([]);
  });
});

describe('rooms, classes and receipt lines (person/room-and-receipt.ts)', () => {
  it('takes no room or class for a person, even after a sign-off', () => {
    expect(persons('See you soon.\nKind regards,\nLittle Acorns Room, Bramblewood Day Nursery')).not.toContain('PERSON:Little Acorns Room');
    expect(persons('Where: Level 21, Merlion Room, 1 Raffles Place')).toEqual([]);
  });
  it('takes no product of a receipt line for a person', () => {
    expect(persons('Sari-sari store\n2 Lucky Me Pancit Canton      ₱36.00\n1 Coke Mismo      ₱20.00')).toEqual([]);
  });
  it('keeps names in a results table', () => {
    expect(persons('Results\n1 Liam Murphy 16:32\n2 Sarah Jones 17:01')).toEqual(['PERSON:Liam Murphy', 'PERSON:Sarah Jones']);
  });
});

describe('a middle initial without its dot (person/middle-initial.ts)', () => {
  it('reads the initial inside the name', () => {
    expect(persons('Signed by John F Kennedy on the day')).toContain('PERSON:John F Kennedy');
    expect(persons('DARNELL W HUNTER')).toEqual(['PERSON:DARNELL W HUNTER']);
  });
  it('takes no model letter into a name', () => {
    expect(persons('The Falcon X200 Pro ships in May')).toEqual([]);
  });
});

describe('a given name before a verb and "his"/"her" (person/address-forms.ts)', () => {
  it('reads the subject as a person', () => {
    expect(persons('Morning! Just a reminder Jasper needs his wellies and a spare set')).toContain('PERSON:Jasper');
  });
  it('leaves a country that takes "its" alone', () => {
    expect(persons('Jordan won its first medal at the games.')).toEqual([]);
  });
});
