/**
 * nopii8en (issue 13, no-PII sprint 8, English): false persons and places in English texts with
 * no personal data. Each rule with a text it must clear and one where the person or place stays.
 */
import { describe, expect, it } from 'vitest';
import { labels } from './helpers.js';

const namesAndPlaces = (text: string) => labels(text, 'en').filter((l) => l.startsWith('PERSON:') || l.startsWith('LOCATION:'));

describe('a name listed with a seat count, named again (counted-names.ts)', () => {
  it('reads no person in the later mention of a room', () => {
    expect(namesAndPlaces('Meeting room guide: Everest (12 seats, VC), Kilimanjaro (6 seats). Please wipe the whiteboard in Everest after use.')).toEqual([]);
    expect(namesAndPlaces('Rooms, Level 4\nKauri (12 seats) — Teams Room\nRimu (6 seats) — screen only\nKauri is blocked for all-hands on Mondays.')).toEqual([]);
  });
  it('keeps a person the list never counts', () => {
    expect(namesAndPlaces('Rooms: Kauri (12 seats). Ask Jordan Ellis in Kauri to book it.')).toContain('PERSON:Jordan Ellis');
  });
});

describe('a product introduced by an apposition (person/thing-names.ts THING_APPOSITION_NOUNS)', () => {
  it('reads no person in a catalogue introducing a duvet', () => {
    expect(namesAndPlaces('Marketing copy: Meet Luna, our softest duvet yet. Available in Cloud White and Dove Grey.')).toEqual([]);
  });
  it('keeps a person introduced with a role', () => {
    expect(namesAndPlaces('Meet Luna Okafor, our newest designer.')).toContain('PERSON:Luna Okafor');
    expect(namesAndPlaces('Hi Sandra, the Chesterfield sofa you ordered ships on March 3.')).toContain('PERSON:Sandra');
  });
});

describe('a breed word last (person/breed-names.ts)', () => {
  it('reads no person in dog-show results', () => {
    expect(namesAndPlaces('Dog show results - Open classes\nBest in Show: Irish Wolfhound\nReserve Best in Show: Border Terrier\nBest Puppy: Cocker Spaniel')).toEqual([]);
  });
  it('keeps an owner and a surname no breed list holds', () => {
    const found = namesAndPlaces('Best in Show went to Maeve Shepherd and her Irish Wolfhound.');
    expect(found).toContain('PERSON:Maeve Shepherd');
    expect(found).not.toContain('PERSON:Irish Wolfhound');
  });
});

describe('a new name after "renamed to" (person/renamed-to.ts)', () => {
  it('reads no person in renamed themes', () => {
    expect(namesAndPlaces('Click to add cursors. The Hyde Park and Camden themes were renamed to Park Light and Camden Dark.')).toEqual([]);
  });
  it('keeps a person after a plain "to"', () => {
    expect(namesAndPlaces('The file was renamed and sent to Camden Doyle.')).toContain('PERSON:Camden Doyle');
    expect(namesAndPlaces('The ticket was reassigned to Mark Lewis and Anna Ruiz.')).toEqual(['PERSON:Mark Lewis', 'PERSON:Anna Ruiz']);
  });
});

describe('grape varieties as product nouns (thing-words.ts PRODUCT_AFTER)', () => {
  it('reads no person in a winery named before its grape', () => {
    expect(namesAndPlaces('Bar menu: a pint of Doom Bar, or a glass of house red or the Oyster Bay sauvignon.')).toEqual([]);
  });
  it('keeps a person who pours it', () => {
    expect(namesAndPlaces('Our sommelier Priya Raman recommends the shiraz.')).toContain('PERSON:Priya Raman');
  });
});

describe('allowed values of a field (person/enumerated-values.ts)', () => {
  it('reads no person in a data dictionary', () => {
    expect(namesAndPlaces('Data dictionary – roster_export.csv\nhouse: one of Kelly, Flynn, Mawson, Chisholm\nhomeroom: string, e.g. 7B')).toEqual([]);
  });
  it('keeps people listed without "one of"', () => {
    expect(namesAndPlaces('attendees: Kelly, Flynn, Mawson and Chisholm')).toContain('PERSON:Kelly');
    expect(namesAndPlaces('I think one of Kelly or Flynn should call the client.')).toContain('PERSON:Kelly');
  });
});

describe('ensembles and their pieces (person/ensemble-names.ts)', () => {
  it('reads no person in a concert programme', () => {
    expect(namesAndPlaces('Spring Concert - Programme\n  Junior Choir: "Rainbow Connection"\n  String Quartet: "Eleanor Rigby"\n  Staff Band: "Sweet Caroline"')).toEqual([]);
  });
  it('keeps a conductor and a soloist', () => {
    const found = namesAndPlaces('Conductor: Eleanor Rigby. Soloist Maeve Doyle sings with the Junior Choir.');
    expect(found).toContain('PERSON:Eleanor Rigby');
    expect(found).toContain('PERSON:Maeve Doyle');
  });
});
