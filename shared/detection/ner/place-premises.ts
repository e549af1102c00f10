/**
 * A town or suburb no gazetteer holds, named by the premises it places: "the Indiranagar branch of
 * Third Wave", "standing at the Belcoo stop", "the Kaneshie hub", "our Guindy office", "the Tuas
 * yard". Offices, branches, depots and stops are named after where they are, so a capitalized
 * word that no list knows (no place, given name, surname of note, everyday or heading word)
 * right before one of these nouns is the place. Not "site" (a website: "the Shopify site") nor
 * "team" or "store" (named after their brand as often as their town). places8 (round 8).
 *
 * Cheap: location.ts asks only at capitalized words the gazetteer does not hold, and the first
 * test (the next token is a lower-case premises noun) fails for almost all of them.
 */
import { type Doc, SEP_SPACE, UPPER } from './doc.js';
import { cueSet } from './cue-bits.js';
import type { FixedScore } from './fixed-score.js';
import { NOT_NAME } from './cues.js';

export const PLACE_BEFORE_PREMISES: FixedScore = {
  score: 0.6,
  why: 'a capitalized word no list knows right before an office, branch, depot or stop',
  example: 'shoutout to kavya at the Indiranagar branch of Third Wave',
};

/** Premises named after the place they stand in: "the Kaneshie hub", "the Belcoo stop". */
const PREMISES_CUE = cueSet(new Set(['office', 'branch', 'depot', 'warehouse', 'hub', 'yard', 'stop']));
const NOT_NAME_CUE = cueSet(NOT_NAME);

/** Shortest town name read here: "Tuas" passes, "Bay" alone does not. */
const MIN_LENGTH = 4;

/** Token i is a town no list knows, before a premises noun: "Indiranagar branch". */
export function placeBeforePremises(doc: Doc, i: number): boolean {
  const n = i + 1;
  if (doc.sep(n) !== SEP_SPACE || !doc.lower(n) || !doc.inSet(n, PREMISES_CUE)) return false;
  if (!doc.isWord(i) || doc.shape(i) === UPPER || doc.len(i) < MIN_LENGTH || doc.claimed[i]) return false;
  // One word alone: "Lekki Phase", "Third Wave branch" belong to longer names.
  if (doc.sep(i) === SEP_SPACE && doc.capitalized(i - 1)) return false;
  return !doc.knownWord(i) && !doc.firstName(i) && !doc.strongSurname(i) && !doc.inSet(i, NOT_NAME_CUE);
}
