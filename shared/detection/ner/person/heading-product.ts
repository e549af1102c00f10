/**
 * A product heading: a capitalized product noun opens the line (or the part after a dash) and the
 * capitalized words right after it are the product's name: "Zapatillas Runner Sol", "Guía de
 * tallas — Zapatillas Runner Sol", "Manual de uso — Cafetera Milano Espresso". The nouns are the
 * ones that name a product before its name in running text (thing-words.ts PRODUCT_BEFORE: "las
 * zapatillas Runner", "el modelo Orion"), here capitalized because they open the heading.
 */
import { type Doc } from '../doc.js';
import { EM_DASH, EN_DASH, HYPHEN } from '../chars.js';
import { PRODUCT_BEFORE } from '../thing-words.js';
import { cueSet } from '../cue-bits.js';

/** PRODUCT_BEFORE as a cue set: the score rule's document gate (score-table.ts `needs`). */
export const PRODUCT_BEFORE_CUE = cueSet(PRODUCT_BEFORE);

/** Dashes that separate a heading's parts ("Guía de tallas — Zapatillas Runner Sol"). */
const HEADING_DASHES = [EM_DASH, EN_DASH, HYPHEN];

/** Token a is the first word of a name right after a heading's capitalized product noun. */
export function afterHeadingProductNoun(doc: Doc, a: number): boolean {
  const p = a - 1;
  if (!doc.isWord(p) || !doc.capitalized(p) || !doc.spaced(a) || !PRODUCT_BEFORE.has(doc.key(p))) return false;
  if (doc.sentenceStart(p)) return true;
  return doc.spaced(p) && HEADING_DASHES.some((d) => doc.isChar(p - 1, d));
}
