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
import { type Doc, SEP_NEWLINE, SEP_SPACE } from '../doc.js';
import { COMMA, EN_DASH, HYPHEN } from '../chars.js';
import { cueSet } from '../cue-bits.js';

/** Building words that end a building's name (capitalized, right after it). Lower-case keys. */
const BUILDING_WORDS = new Set([
  'apartments', 'apartment', 'apts', 'towers', 'tower', 'heights', 'residency', 'residences', 'enclave', 'mansions', 'mansion',
  'chambers', 'plaza', 'complex', 'bhavan', 'bhawan', 'nivas', 'niwas', 'sadan',
]);
export const BUILDING_WORDS_CUE = cueSet(BUILDING_WORDS);

/** The token after the run [a, b] is a capitalized building word ("Sai Krupa Apartments"). */
export function buildingWordAfter(doc: Doc, b: number): boolean {
  const n = b + 1;
  return doc.sep(n) === SEP_SPACE && doc.capitalized(n) && doc.inSet(n, BUILDING_WORDS_CUE);
}

/**
 * people7en (round 7). British, Irish and Australian addresses name a block or a house before
 * its street: "Flat 4B, Marlowe House⏎27 Cavendish Road", "Kestrel Court, 41–59 Harbour Road",
 * "3rd Floor, Sterling House, 22 St Mary's Gate". The name's last word is a building word that
 * is also a rare surname ("House", "Court"), so the name alone reads as a person; the house
 * number after it does not follow a person ("Margaret Court, 42, of Perth": an age, then a
 * lower-case word or a comma).
 */
const HOUSE_NAME_ENDS = new Set(['house', 'court', 'mews', 'manor', 'cottage', 'villa',
  // people8en: an office building before its street, "2/F Marquee Bldg, 88 Kalayaan Ave, Makati City".
  'bldg', 'building']);
// Not "Hall", "Lodge", "Mill": frequent surnames before an address ("Return to: Beatrice Hall, 9 Rosemary Court").
export const HOUSE_NAME_ENDS_CUE = cueSet(HOUSE_NAME_ENDS);

/** The run [a, b] ends in a house word and is followed by ", " or a line break and a house number. */
export function houseNameBeforeNumber(doc: Doc, a: number, b: number): boolean {
  if (b <= a || !doc.inSet(b, HOUSE_NAME_ENDS_CUE)) return false;
  let n = b + 1;
  if (doc.isChar(n, COMMA) && doc.adjacent(n)) n++;
  else if (doc.sep(n) < SEP_NEWLINE) return false;
  if (!doc.isNum(n)) return false;
  // The street after the number ("27 Cavendish Road"), or a range of numbers ("41–59 Harbour Road").
  const m = n + 1;
  return (doc.sep(m) === SEP_SPACE && doc.capitalized(m)) || ((doc.isChar(m, EN_DASH) || doc.isChar(m, HYPHEN)) && doc.adjacent(m) && doc.isNum(m + 1));
}
