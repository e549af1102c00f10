/**
 * A sales report's `region` or `territory` column holds either sales regions ("East", "EMEA",
 * "Northeast", "Zona Norte"), which are no personal data, or real places ("Alberta", "Antioquia",
 * "Lima Norte"), which place the person on the same row. A cell is a place when the gazetteer
 * knows it whole, or knows all of it but a last compass word ("Lima Norte", "Madrid Sur"); the
 * rest of the column stays claimed and unreported (csv-roles.ts). places6 (round 6).
 */
import type { Candidate, Doc } from './doc.js';
import { cueSet } from './cue-bits.js';

/** Compass words: alone they name a sales region; after a place, a part of it ("Lima Norte"). */
const COMPASS_CUE = cueSet(new Set(`north south east west central northeast northwest southeast southwest
  norte sur este oeste centro noreste noroeste sureste suroeste`.split(/\s+/)));

/** Score of a region cell the gazetteer knows: as sure as a city column's cell. */
const REGION_CELL_SCORE = 0.8;

/** At most this many words in a region cell: "Santiago de los Caballeros Norte". */
const MAX_CELL_WORDS = 6;

/**
 * The LOCATION of tokens first..last (one region cell), or undefined when the cell is no known
 * place: "Alberta", "British Columbia", "Lima Norte" are; "Northeast", "EMEA", "Norte" are not.
 */
export function regionCellPlace(doc: Doc, first: number, last: number, start: number, end: number): Candidate | undefined {
  if (last - first + 1 > MAX_CELL_WORDS || !doc.capitalized(first) || doc.inSet(first, COMPASS_CUE)) return undefined;
  let phrase = '';
  for (let t = first; t <= last; t++) {
    if (!doc.isWord(t)) return undefined;
    phrase += (t > first ? ' ' : '') + doc.key(t);
  }
  let known = doc.lex.place(phrase) !== undefined;
  if (!known && last > first && doc.inSet(last, COMPASS_CUE)) known = doc.lex.place(phrase.slice(0, phrase.lastIndexOf(' '))) !== undefined;
  return known ? { entity: 'LOCATION', first, last, start, end, score: REGION_CELL_SCORE } : undefined;
}
