/**
 * The bit tests of ner/person/street-named-after.ts stand for its tables: built at load from
 * them, so a title or street type added to a table is a bit too.
 */
import { describe, expect, it } from 'vitest';
import { TITLES } from '#shared/detection/ner/cues.js';
import { STREET_TYPES_AFTER_CUE, TITLE_WORDS_IN_STREETS } from '#shared/detection/ner/person/street-named-after.js';

describe('street-named-after bit tests', () => {
  it('cover every person title and the street titles', () => {
    for (const t of TITLES) expect(TITLE_WORDS_IN_STREETS.has(t)).toBe(true);
    for (const t of ['pdte', 'gral', 'dr', 'san']) expect(TITLE_WORDS_IN_STREETS.has(t)).toBe(true);
  });
  it('read the street types after a name', () => {
    for (const t of ['street', 'avenue', 'road', 'blvd']) expect(STREET_TYPES_AFTER_CUE.words.has(t)).toBe(true);
  });
});
