/**
 * Streets named after people: a title or a full name inside a street's name is no person.
 *
 *   No. 3 Dr. Isert Street, North Ridge · Nelson Mandela Avenue · Av. Pdte. Eduardo Frei Montalva 9750
 *   · Calle Dr. Fleming 12
 *
 * English puts the street type after the name, Spanish before it (with a title between).
 */
import { type Doc } from '../doc.js';
import { STREET_PREFIXES, TITLES } from '../cues.js';
import { DOT } from '../chars.js';
import { cueSet } from '../cue-bits.js';
import { words } from '../thing-words.js';

/** Street types after a name that no name continues with (not "Lane", "Hill", "Way": surnames). */
const STREET_TYPES_AFTER = words(`street avenue ave road rd boulevard blvd`);
/** Spanish street prefixes shorter than this are left out: "C." and "Pl." may be initials. */
const MIN_PREFIX_LEN = 3;
/** Title abbreviations that name streets but are no person's title: "Av. Pdte. …" (presidente). */
const STREET_TITLES = words(`pdte presidente gral general cap capitan ing dr dra doctor san santa`);
/** At most this many title tokens between the prefix and the name ("Av. Pdte.", "Calle Dr."). */
const MAX_BETWEEN = 4;

/**
 * The same tables as one-bit tests (cue-bits.ts), built at load from them: this rule asks about
 * every person candidate, and a bit test reads no key. `doc.inSet(i, cue)` is
 * `cue.words.has(doc.key(i))`.
 */
export const STREET_TYPES_AFTER_CUE = cueSet(STREET_TYPES_AFTER);
/** Person titles and street titles, which may stand between a street prefix and the name. */
export const TITLE_WORDS_IN_STREETS = new Set([...TITLES, ...STREET_TITLES]);
const TITLE_WORDS_IN_STREETS_CUE = cueSet(TITLE_WORDS_IN_STREETS);

/** A capitalized street type right after the run [a, b], or ending it ("Isert Street": "Street" is a surname too). */
function streetTypeAfter(doc: Doc, a: number, b: number): boolean {
  const n = b + 1;
  if (b > a && doc.capitalized(b) && doc.inSet(b, STREET_TYPES_AFTER_CUE)) return true;
  return doc.isWord(n) && doc.spaced(n) && doc.capitalized(n) && doc.inSet(n, STREET_TYPES_AFTER_CUE);
}

/** A street prefix before the run, past titles and their dots ("Av. Pdte. Eduardo Frei Montalva"). */
function streetPrefixBefore(doc: Doc, a: number): boolean {
  let titles = 0;
  for (let p = a - 1, n = 0; p >= 0 && n < MAX_BETWEEN; p--, n++) {
    if (doc.isChar(p, DOT) && doc.adjacent(p)) continue;
    if (!doc.isWord(p) || !doc.capitalized(p)) return false;
    if (doc.inSet(p, TITLE_WORDS_IN_STREETS_CUE)) {
      titles++;
      continue;
    }
    // No title before the name: no street prefix is asked for ("Ana Ruiz", most runs).
    if (titles === 0) return false;
    const k = doc.key(p);
    return (k.length >= MIN_PREFIX_LEN || k === 'av') && STREET_PREFIXES.has(k);
  }
  return false;
}

/**
 * Every street name streetNamedAfter reads holds a street type after the run or a street prefix
 * before it: the rule's document gate (score-table.ts `needs`), derived from both lists.
 */
export const STREET_NAME_WORDS_CUE = cueSet(new Set([...STREET_TYPES_AFTER, ...STREET_PREFIXES]));

/** The run [a, b] is the person part of a street's name. */
export function streetNamedAfter(doc: Doc, a: number, b: number): boolean {
  return streetTypeAfter(doc, a, b) || streetPrefixBefore(doc, a);
}
