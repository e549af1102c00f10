/**
 * A sales report's `region` or `territory` column holds either sales regions ("East", "EMEA",
 * "Northeast", "Zona Norte"), which are no personal data, or real places ("Alberta", "Antioquia",
 * "Lima Norte"), which place the person on the same row. A cell is a place when the gazetteer
 * knows it whole, or knows all of it but a last compass word ("Lima Norte", "Madrid Sur"); the
 * rest of the column stays claimed and unreported (csv-roles.ts). places6 (round 6).
 */
import type { Candidate, Doc } from './doc.js';
import { cueSet } from './cue-bits.js';
import { COMPASS } from './thing-words.js';

/** Compass words (thing-words.ts): alone they name a sales region; after a place, a part of it ("Lima Norte"). */
const COMPASS_CUE = cueSet(COMPASS);

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

/**
 * A postal code alone in a `postcode` column, of the shapes that name a street or a block: a UK
 * or Canadian postcode ("BS8 1TH", "M1 3WD", "H2X 1Y4"), a Dutch one ("1012 AB"), an Argentine
 * CPA ("S2000ABC"). The cell is the address's part on that row, as annotators mark it. Digits
 * alone ("46009", "94103") name a district of thousands of homes: left alone.
 */
const POSTCODE_CELL = /^(?:[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}|[A-Z]\d[A-Z] ?\d[A-Z]\d|\d{4} ?[A-Z]{2}|[A-Z]\d{4}[A-Z]{3})$/i;

/** Score of a postcode cell: a shape check under a header that names it. */
const POSTCODE_CELL_SCORE = 0.8;

/** The ADDRESS of the postcode cell [start, end) (tokens first..last), or undefined for any other cell. */
export function postcodeCellAddress(doc: Doc, first: number, last: number, start: number, end: number): Candidate | undefined {
  if (end - start > 10 || !POSTCODE_CELL.test(doc.text.slice(start, end))) return undefined;
  return { entity: 'ADDRESS', first, last, start, end, score: POSTCODE_CELL_SCORE };
}
