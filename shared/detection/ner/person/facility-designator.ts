/**
 * A run that ends with a facility noun and is followed by a one-letter or numbered designator
 * names a part of a site, not a person: signs and visitor notes number their car parks, gates and
 * blocks.
 *
 *   Visitor parking is in Car Park C · Meet at Staff Car Park 2 · Collect from Loading Bay B
 *
 * A person is kept when the run opens with a given name that is no everyday word ("Jenny Park 3" on a scoreboard) or when
 * the letter is an initial glued to a dot ("Car Park C. Jones" stays for the other rules).
 */
import { type Doc, SEP_SPACE } from '../doc.js';
import { DOT } from '../chars.js';
import { cueSet } from '../cue-bits.js';

/** Facility nouns that take a designator after them. Lower-case keys. */
const FACILITY_NOUNS = new Set([
  'park', 'lot', 'gate', 'bay', 'block', 'wing', 'zone', 'level', 'deck', 'hall', 'building', 'terminal', 'platform',
  'pitch', 'court', 'field', 'stand', 'dock',
]);
export const FACILITY_NOUNS_CUE = cueSet(FACILITY_NOUNS);

/** The run [a, b] ends with a facility noun and a designator follows ("Car Park C", "Loading Bay 4"). */
export function facilityDesignatorAfter(doc: Doc, a: number, b: number): boolean {
  // A given name that is no everyday word opens a person's name ("Jenny Park 3"); "Car" is both.
  if (!doc.inSet(b, FACILITY_NOUNS_CUE) || (doc.firstName(a) && !doc.ambiguous(a))) return false;
  const n = b + 1;
  if (doc.sep(n) !== SEP_SPACE) return false;
  const letter = doc.isWord(n) && doc.len(n) === 1 && doc.capitalized(n);
  // A number counts only when no lower-case word follows it: "Car Park 2 (staff)", not "Mark Hall
  // 2 doors down", where it counts something else.
  if (!letter && !(doc.isNum(n) && !(doc.isWord(n + 1) && doc.lower(n + 1)))) return false;
  // "Park C." with a dot is an initial, or a sentence's end the other rules read.
  return !(doc.isChar(n + 1, DOT) && doc.adjacent(n + 1));
}
