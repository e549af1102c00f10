/**
 * "Max" before a measured quantity is the maximum on a spec sheet, not the given name Max:
 *
 *   Max torque 130Nm, 2 speeds · Max load 150 kg · Max speed 25 km/h
 *
 * Max the person is followed by a verb or a surname ("Max said", "Max Weber"), never by a
 * lower-case quantity noun.
 */
import { type Doc } from '../doc.js';
import { words } from '../thing-words.js';

/** Abbreviations of "maximum"/"minimum" that are also given names (lower-case keys). */
const LIMIT_WORDS = words(`max`);

/** Quantities a spec sheet gives a maximum of (lower-case keys). */
const QUANTITY_NOUNS = words(`
  torque speed load power weight capacity height width depth length temperature pressure
  output input current voltage rpm payload range resolution brightness volume`);

/** The one-word run at a is "Max" right before a lower-case quantity noun ("Max torque"). */
export function limitBeforeQuantity(doc: Doc, a: number): boolean {
  const n = a + 1;
  return LIMIT_WORDS.has(doc.key(a)) && doc.spaced(n) && doc.isWord(n) && doc.lower(n) && QUANTITY_NOUNS.has(doc.key(n));
}
