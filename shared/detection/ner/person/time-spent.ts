/**
 * A capitalized run right after "<number> hours of" is a game, a show or an album, not a person:
 * reviews and forum posts count the time they spent on a title.
 *
 *   after maybe 40 hours of Mario Kart World · 3 seasons of Ted Lasso · 200 hrs of Elden Ring
 *
 * Time is spent with a person ("2 hours with Ana"), not "of" one. English only: the Spanish
 * "horas de Juan" is Juan's hours.
 */
import type { Doc } from '../doc.js';
import { cueSet } from '../cue-bits.js';

/** Units of time spent on a title, as written after a number. Lower-case keys. */
const TIME_SPENT_UNITS = new Set(['hours', 'hrs', 'minutes', 'mins', 'episodes', 'seasons']);
export const TIME_SPENT_UNITS_CUE = cueSet(TIME_SPENT_UNITS);
/** Quantity words that stand for the number: "countless hours of Stardew Valley". */
const TIME_QUANTITY_WORDS = new Set(['few', 'many', 'several', 'countless', 'endless']);

/** The run starting at token a comes right after "<number> hours of" (see the file comment). */
export function afterTimeSpent(doc: Doc, a: number): boolean {
  const of = a - 1;
  // The length test first: it rules out almost every word before a run without its key.
  if (doc.lang !== 'en' || of < 2 || doc.len(of) !== 2 || !doc.spaced(a) || !doc.isWord(of) || doc.key(of) !== 'of') return false;
  const unit = of - 1;
  if (!doc.isWord(unit) || !doc.inSet(unit, TIME_SPENT_UNITS_CUE)) return false;
  const n = unit - 1;
  return doc.isNum(n) || (doc.isWord(n) && TIME_QUANTITY_WORDS.has(doc.key(n)));
}
