/**
 * A capitalized building word right after a run makes the run a building's name, part of an
 * address line, not a person: Indian, Gulf and Asian addresses name the building before the
 * street, and such buildings are often named after people or blessings.
 *
 *   Flat 302, Sai Krupa Apartments, 5th Cross · Registered office: Mahindra Towers, Worli
 *
 * A person is followed by a building word only in a possessive ("Ana's Apartments" is no name
 * either) or in a firm's name, which the organization rules read.
 */
import { type Doc, SEP_SPACE } from '../doc.js';
import { cueSet } from '../cue-bits.js';

/** Building words that end a building's name (capitalized, right after it). Lower-case keys. */
const BUILDING_WORDS = new Set([
  'apartments', 'apartment', 'apts', 'towers', 'tower', 'heights', 'residency', 'residences', 'enclave', 'mansions', 'mansion',
  'chambers', 'plaza', 'complex', 'bhavan', 'bhawan', 'nivas', 'niwas', 'sadan',
]);
const BUILDING_WORDS_CUE = cueSet(BUILDING_WORDS);

/** The token after the run [a, b] is a capitalized building word ("Sai Krupa Apartments"). */
export function buildingWordAfter(doc: Doc, b: number): boolean {
  const n = b + 1;
  return doc.sep(n) === SEP_SPACE && doc.capitalized(n) && doc.inSet(n, BUILDING_WORDS_CUE);
}
