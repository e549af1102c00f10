/**
 * people7en (round 7). A compound given name written with a hyphen, both of its parts given
 * names: "Jean-Baptiste", "Mei-Lin", "Ella-Rose Kinsella", "Anne-Marie", "Jean-Luc". The name
 * lists hold each part, seldom the compound; a hyphenated surname ("Tremblay-Okafor",
 * "Parry-Jones") has at least one part that is no given name, and a compound of everyday words
 * ("Early-bird pricing", "Trip-free day") joins two everyday words.
 */
import type { Doc } from '../doc.js';
import { F_COMMON_EN, F_COMMON_ES, F_FIRST_EN, F_FIRST_ES } from '../lexicon.js';

const FIRST = F_FIRST_EN | F_FIRST_ES;
/** Two everyday words make a compound of everyday words: "Early-bird", "Trip-free". */
const COMMON = F_COMMON_EN | F_COMMON_ES;
/** Shortest compound ("Mei-Lin" is 7 characters). */
const MIN_COMPOUND_LEN = 5;
const DASH = '-';

/** Token t is a word whose two hyphen-joined parts are both given names: "Ella-Rose". */
export function hyphenatedGivenName(doc: Doc, t: number): boolean {
  // Only a word holding a joiner has a "-" in its key (Doc.joined: one bit).
  if (!doc.joined(t) || doc.len(t) < MIN_COMPOUND_LEN) return false;
  const k = doc.key(t);
  const dash = k.indexOf(DASH);
  if (dash <= 0 || dash === k.length - 1 || k.indexOf(DASH, dash + 1) >= 0) return false;
  const head = doc.lex.flags(k.slice(0, dash));
  const tail = doc.lex.flags(k.slice(dash + 1));
  // "Jean-Luc", "Ella-Rose": one part may be an everyday word too, not both ("Early-bird").
  return (head & FIRST) !== 0 && (tail & FIRST) !== 0 && ((head & COMMON) === 0 || (tail & COMMON) === 0);
}
