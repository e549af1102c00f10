/**
 * A town or suburb no gazetteer holds, named right after a business: "Five stars for Bluewave
 * Plumbing in Durbanville", "Stayed at The Kingfisher Inn in Kinsale". The organization finders
 * have already claimed the business's tokens; "in" and a capitalized word that no list knows (no
 * place, given name, everyday word or heading word) after them is where the business is. English
 * only: Spanish "en" also joins a shop to its platform ("Tienda Oficial Samsung en Mercado Libre").
 * places7 (round 7).
 *
 * Cheap: location.ts asks only about capitalized words the gazetteer does not hold, and the first
 * test (a claimed token two back) fails for almost all of them.
 */
import { NOT_NAME } from './cues.js';
import { cueSet } from './cue-bits.js';
import { type Doc, SEP_SPACE, UPPER } from './doc.js';
import type { FixedScore } from './fixed-score.js';

export const PLACE_AFTER_ORGANIZATION: FixedScore = {
  score: 0.6,
  why: 'a capitalized word no list knows after a named business and "in"',
  example: 'Five stars for Bluewave Plumbing in Durbanville',
};

/** "in" between the business and its town. */
const IN_WORDS_CUE = cueSet(new Set(['in']));
const NOT_NAME_CUE = cueSet(NOT_NAME);

/** Shortest town name read here: "Yaba" passes, "Bay" alone does not. */
const MIN_LENGTH = 4;

/** Token i can be a town no list knows: a capitalized word, not an acronym, no given name, everyday or heading word. */
function unknownName(doc: Doc, i: number): boolean {
  if (!doc.isWord(i) || !doc.capitalized(i) || doc.shape(i) === UPPER || doc.len(i) < MIN_LENGTH || doc.claimed[i]) return false;
  return !doc.commonWord(i) && !doc.firstName(i) && !doc.inSet(i, NOT_NAME_CUE);
}

/**
 * The last token of the town that starts at token i after a claimed business and "in"
 * ("Bluewave Plumbing in Durbanville"), or -1. At most two words: "Apollo Bay".
 */
export function placeAfterOrganization(doc: Doc, i: number): number {
  if (doc.lang !== 'en') return -1;
  const p = i - 1;
  if (p < 1 || !doc.claimed[p - 1] || doc.claimed[p] || doc.sep(i) !== SEP_SPACE || doc.sep(p) !== SEP_SPACE) return -1;
  if (!doc.isWord(p) || !doc.lower(p) || !doc.inSet(p, IN_WORDS_CUE) || !unknownName(doc, i)) return -1;
  const n = i + 1;
  return doc.sep(n) === SEP_SPACE && doc.isWord(n) && doc.capitalized(n) && !doc.firstName(n) && doc.shape(n) !== UPPER ? n : i;
}
