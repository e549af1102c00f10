/**
 * A line that opens with a run and ends with a dash and a rating out of five or ten is a review's
 * heading: the run names the product, place or show reviewed, not a person.
 *
 *   Aeropress Go — 5/5 · Ooni Koda 16 – 4/5 · Severance - 9/10
 *
 * The score table keeps a sure full name (a tutor or a driver rated by name).
 */
import { type Doc, SEP_NEWLINE } from '../doc.js';
import { EM_DASH, EN_DASH, HYPHEN, SLASH } from '../chars.js';

const DASHES = [HYPHEN, EN_DASH, EM_DASH];

/** The scales a rating is given on ("4/5", "9/10"). */
const RATING_SCALES = new Set(['5', '10']);

/** The run [a, b] opens a line and "— N/5" or "– N/10" ends it ("Aeropress Go — 5/5"). */
export function ratingHeadingAfter(doc: Doc, a: number, b: number): boolean {
  const dash = b + 1;
  if (doc.sep(a) < SEP_NEWLINE || !DASHES.some((d) => doc.isChar(dash, d)) || doc.adjacent(dash)) return false;
  const slash = dash + 2;
  if (!doc.isNum(dash + 1) || !doc.isChar(slash, SLASH) || !doc.adjacent(slash) || !doc.isNum(slash + 1) || !doc.adjacent(slash + 1)) return false;
  return RATING_SCALES.has(doc.raw(slash + 1)) && doc.sep(slash + 2) >= SEP_NEWLINE;
}
