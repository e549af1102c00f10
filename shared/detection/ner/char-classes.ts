/**
 * The tokenizer's character classes (tokenize.ts): a class per BMP code point, from a table filled
 * for the Latin ranges at first use and for any other code point on first sight.
 *
 * A module that imports nothing, on purpose: esbuild writes an imported constant's value into the
 * code that reads it only when the constant's module has no imports (token-info.ts says more).
 * The tokenizer compares each char's class with these constants; as variables of the bundle each
 * comparison was a load more in its per-char loop.
 */

export const C_OTHER = 0;
export const C_UPPER = 1;
export const C_LOWER = 2;
export const C_LETTER = 3;
export const C_DIGIT = 4;
export const C_SPACE = 5;
export const C_NEWLINE = 6;
/** A table entry not classified yet (classOf fills it). */
export const C_UNKNOWN = 255;

let classes: Uint8Array | undefined;
const UPPER_RE = /[\p{Lu}\p{Lt}]/u;
const LOWER_RE = /[\p{Ll}\p{M}]/u;
const LETTER_RE = /\p{L}/u;
const SPACE_RE = /\s/u;

/** Class of one code point, by Unicode properties. */
function classify(c: number): number {
  if (c < 128) {
    if (c >= 65 && c <= 90) return C_UPPER;
    if (c >= 97 && c <= 122) return C_LOWER;
    if (c >= 48 && c <= 57) return C_DIGIT;
    if (c === 10 || c === 13) return C_NEWLINE;
    if (c === 32 || c === 9 || c === 11 || c === 12) return C_SPACE;
    return C_OTHER;
  }
  if (c >= 0xd800 && c <= 0xdfff) return C_OTHER;
  if (c === 0x2028 || c === 0x2029) return C_NEWLINE;
  if (c === 0xaa || c === 0xba) return C_LOWER; // "Mª", "3º"
  const s = String.fromCharCode(c);
  if (UPPER_RE.test(s)) return C_UPPER;
  if (LOWER_RE.test(s)) return C_LOWER;
  if (LETTER_RE.test(s)) return C_LETTER;
  if (SPACE_RE.test(s)) return C_SPACE;
  return C_OTHER;
}

/**
 * Class table for every BMP code point: Latin ranges are filled at once (well under 1 ms), the
 * rest on first sight (classOf), so a scan costs one table lookup a char.
 */
export function charClasses(): Uint8Array {
  if (classes) return classes;
  const t = new Uint8Array(65536).fill(C_UNKNOWN);
  for (let c = 0; c < 0x250; c++) t[c] = classify(c);
  classes = t;
  return t;
}

/** The table entry for c, classifying it first when never seen. */
export function classOf(t: Uint8Array, c: number): number {
  const k = t[c]!;
  if (k !== C_UNKNOWN) return k;
  const v = classify(c);
  t[c] = v;
  return v;
}

/** A letter of any case. */
export const isLetterClass = (k: number): boolean => k === C_UPPER || k === C_LOWER || k === C_LETTER;
