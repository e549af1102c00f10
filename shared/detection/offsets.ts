/**
 * UTF-16 index ↔ Unicode code point conversion. Recognizers work in UTF-16 (what RegExp gives);
 * the API counts code points. Both directions walk the text once for a sorted list of indices.
 */

/** True when the text holds any surrogate (astral code point), i.e. when the offsets differ. */
export function hasSurrogates(text: string): boolean {
  return /[\uD800-\uDFFF]/.test(text);
}

/**
 * Converts ascending UTF-16 indices to code point indices in one pass. `indices` must be sorted
 * ascending; the result has the same order.
 */
export function utf16ToCodePoints(text: string, indices: readonly number[]): number[] {
  const out = new Array<number>(indices.length);
  let i = 0; // UTF-16 position
  let cp = 0; // code points that start before i
  for (let k = 0; k < indices.length; k++) {
    const target = indices[k] as number;
    for (; i < target; i++) {
      // The low half of a surrogate pair does not start a code point.
      const c = text.charCodeAt(i);
      if (!(c >= 0xdc00 && c <= 0xdfff && i > 0 && (text.charCodeAt(i - 1) & 0xfc00) === 0xd800)) cp++;
    }
    out[k] = cp;
  }
  return out;
}

/** Converts ascending code point indices back to UTF-16 indices in one pass. */
export function codePointsToUtf16(text: string, indices: readonly number[]): number[] {
  const out = new Array<number>(indices.length);
  let i = 0;
  let cp = 0;
  for (let k = 0; k < indices.length; k++) {
    const target = indices[k] as number;
    while (cp < target && i < text.length) {
      const c = text.charCodeAt(i);
      i += c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00 ? 2 : 1;
      cp++;
    }
    out[k] = i;
  }
  return out;
}

/** Number of code points in a string. */
export function codePointLength(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) i++;
    n++;
  }
  return n;
}
