/**
 * Round-8 English person cues of issue 13 (people8en), tuned on the blind-written dev files
 * b12/b13 (systems and records; public and community text): each cue with a text it must decide
 * and one it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { labels } from './helpers.js';

const persons = (text: string) => labels(text, 'en').filter((l) => l.startsWith('PERSON:'));

describe('a directory of teams named after birds (chat.ts, codename-words.ts)', () => {
  it('takes no bulleted code-name label for a speaker', () => {
    expect(persons('Team directory\n- Falcon: payments\n- Kestrel: ledger\n- Osprey: releases\n- Harrier: mobile\n- Merlin: data platform')).toEqual([]);
  });
  it('keeps the speakers of standup notes', () => {
    expect(persons('Standup\n- Priya: finished the export\n- Tom: blocked on review')).toEqual(expect.arrayContaining(['PERSON:Priya', 'PERSON:Tom']));
  });
});

describe('form values and JSON keys (person/labels.ts)', () => {
  it('ends a value at a two-space gap before the next label', () => {
    expect(persons('Patient: Mr Harold James Pennington  NHS No: 931 920 6007')).toEqual(['PERSON:Harold James Pennington']);
  });
  it('keeps a value whose words are spaced by one', () => {
    expect(persons('Name: Harold James Pennington')).toEqual(['PERSON:Harold James Pennington']);
  });
  it('reads person keys of a JSON export', () => {
    expect(persons('{"customer":{"first":"Rocío","last":"Bermúdez Salgado","email":"r@x.com"}}')).toEqual(['PERSON:Rocío', 'PERSON:Bermúdez Salgado']);
    expect(persons('{\n  "preferredName": "Lola",\n  "jobTitle": "Director"\n}')).toEqual(['PERSON:Lola']);
  });
  it('leaves a bare JSON "name" and other keys to the run scoring', () => {
    expect(persons('{"plan":{"name":"Premium Plan","tier":"Gold"}}')).toEqual([]);
  });
  it('reads a payroll log key "emp"', () => {
    expect(persons('DEBUG [payroll.export] row=118 emp="Nomvula Khumalo-Sithole" acc_type=cheque')).toEqual(['PERSON:Nomvula Khumalo-Sithole']);
  });
  it('takes no station with a bracketed code after a route label for a person', () => {
    expect(persons('From: Mumbai Central (MMCT) To: New Delhi (NDLS)')).toEqual([]);
  });
  it('keeps a sender with a bracketed department', () => {
    expect(persons('From: Jane Doe (HR)\nTo: Tom Hale')).toEqual(['PERSON:Jane Doe', 'PERSON:Tom Hale']);
  });
});

describe('an age in commas after a name (person/age-apposition.ts)', () => {
  it('reads the name of a news item', () => {
    expect(persons('Rekha Deshpande, 52, set off from Kanyakumari on 2 September.')).toEqual(['PERSON:Rekha Deshpande']);
    expect(persons('The garden feeds 200 families. Wanjiru Kamau, 46, began the project.')).toEqual(['PERSON:Wanjiru Kamau']);
  });
  it('leaves a team with a count alone', () => {
    expect(persons('Results: Zorbat Quimble, 3 wins and 2 draws.')).toEqual([]);
  });
});

describe('cues of notices, calls and directions (person/evidence.ts, cues.ts)', () => {
  it('reads kin "of", "the late", "my name is", "name as", "ask for", "RSVP to"', () => {
    expect(persons('Husband of Rahab Wairimu and father of four.')).toContain('PERSON:Rahab Wairimu');
    expect(persons('Father of Wanjiku and the late Mwangi.')).toContain('PERSON:Mwangi');
    expect(persons('Welcome through to billing, my name is Lerato.')).toEqual(['PERSON:Lerato']);
    expect(persons('Third party driver gave his name as Bello.')).toEqual(['PERSON:Bello']);
    expect(persons('Ask for Kiprono at the stage.')).toEqual(['PERSON:Kiprono']);
    expect(persons('RSVP to Funmi by Friday.')).toEqual(['PERSON:Funmi']);
  });
  it('leaves things after the same words alone', () => {
    expect(persons('The file name is Report and the queue is full.')).toEqual([]);
    expect(persons('Ask for Help at the front desk.')).toEqual([]);
  });
  it('reads Filipino courtesy and kin titles', () => {
    expect(persons("Look for Sir Jomar or Ma'am Precious.")).toEqual(['PERSON:Jomar', 'PERSON:Precious']);
    expect(persons('Tita Baby has been waiting at arrivals.')).toEqual(['PERSON:Baby']);
  });
});

describe('a contact verb opening a classified ad line (person/features.ts, contact-phone.ts)', () => {
  it('reads the name between the verb and the phone', () => {
    expect(persons('Very timid, please do not chase. Call Aroha 021 448 9073.')).toEqual(['PERSON:Aroha']);
    expect(persons('Located Toowoomba. Ph Mandy 0438 120 675, no tyre kickers.')).toEqual(['PERSON:Mandy']);
  });
  it('leaves a sentence without a phone alone', () => {
    expect(persons('Call Center hours are nine to five.')).toEqual([]);
  });
});

describe('characters of a reviewed story (person/work-review.ts)', () => {
  it('takes no character of a film, book or series review for a person', () => {
    expect(persons('Film review: "Marigold Hotel Nights" is cosy. Evelyn and Douglas\'s slow-burn romance still works, and Muriel gets all the best lines.')).toEqual([]);
    expect(persons('Book review: "Lessons in Chemistry". Elizabeth Zott is prickly and wonderful, and Calvin... well, no spoilers.')).toEqual([]);
  });
  it('keeps the author after "by" and the actor playing a part', () => {
    expect(persons('Book review: "The Salt Road" by Ann Cleeves is superb.')).toEqual(['PERSON:Ann Cleeves']);
    expect(persons('Film review: Marigold Nights. Judi Dench is superb as the widow.')).toEqual(['PERSON:Judi Dench']);
  });
  it('keeps names in a text that is no review', () => {
    expect(persons('Evelyn and Douglas are coming to the film on Friday.')).toEqual(expect.arrayContaining(['PERSON:Evelyn']));
  });
});

describe('runs that open with a nationality or end with a building word', () => {
  it('takes no breed for a person', () => {
    expect(persons('Australian Shepherd vs Border Collie: both are workaholics.')).toEqual([]);
  });
  it('takes no office building before its street for a person', () => {
    expect(persons('Interviews at 2/F Marquee Bldg, 88 Kalayaan Ave, Makati City.')).toEqual([]);
  });
  it('keeps a person before a street', () => {
    expect(persons('Return to: Beatrice Hall, 9 Rosemary Court')).toContain('PERSON:Beatrice Hall');
  });
});

describe('surnames written first in capitals (person/caps-surname-names.ts)', () => {
  it('reads the surname heading a death notice', () => {
    expect(persons('HOLLOWAY, Margaret Anne (née Duggan) – peacefully at home.')).toEqual(expect.arrayContaining(['PERSON:HOLLOWAY', 'PERSON:Margaret Anne']));
    expect(persons('KARIUKI, Samuel Njoroge. It is with humble acceptance of God\'s will that we announce his passing.')).toEqual(['PERSON:KARIUKI', 'PERSON:Samuel Njoroge']);
  });
  it('reads an airline booking name', () => {
    expect(persons('Booking confirmed – ADEYEMI/OLUWAFEMI MR\nFlight: ZA 206')).toEqual(['PERSON:ADEYEMI/OLUWAFEMI']);
  });
  it('leaves a capitalized word before a comma and a sentence alone', () => {
    expect(persons('URGENT, Please reply by Friday.')).toEqual([]);
    expect(persons('HR/PAYROLL MR 12 closed')).toEqual([]);
  });
});

describe('the name attribute of an XML element (person/labels.ts)', () => {
  it('takes no service name for a person', () => {
    expect(persons('<config>\n  <service name="Everest" env="uat">\n  </service>\n</config>')).toEqual([]);
  });
  it('keeps a person element', () => {
    expect(persons('<record>\n  <author name="Ana Ruiz" role="x"/>\n</record>')).toEqual(['PERSON:Ana Ruiz']);
  });
});
