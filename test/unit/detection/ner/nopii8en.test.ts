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
