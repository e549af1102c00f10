/**
 * A capitalized run that ends with a quantifier is a command or a heading in title case, not a
 * person: "Mark All as Read", "Select All", "Reply All", "Expand None". No given name or surname
 * ends with "All", "None", "Both" or "Each" (nopii7en: release notes and app reviews).
 */
import { type Doc } from '../doc.js';
import { cueSet } from '../cue-bits.js';

/** Quantifiers that end a title-case command. English only: Spanish "Todo" is a heading word too, but not this table's. */
const QUANTIFIERS = new Set(['all', 'none', 'both', 'each', 'every', 'any']);
export const QUANTIFIERS_CUE = cueSet(QUANTIFIERS);

/** The run [a, b] holds two or more words and its last is a quantifier: "Mark All". */
export function endsWithQuantifier(doc: Doc, a: number, b: number): boolean {
  return b > a && doc.lang === 'en' && doc.isWord(b) && doc.inSet(b, QUANTIFIERS_CUE);
}
