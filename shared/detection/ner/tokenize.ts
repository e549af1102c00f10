/**
 * One linear pass over the text's char codes that yields word, number and punctuation tokens in
 * parallel typed arrays (no per-token objects or strings). Everything the NER rules need about a
 * token's form (capitalization, what separates it from the previous token) is computed here once.
 */

export const WORD = 1;
export const NUM = 2;
export const PUNCT = 3;

/** Word shapes. */
export const LOWER = 1;
/** First letter upper, some later letter lower ("Smith", "McDonald", "García-López"). */
export const CAP = 2;
/** Every letter upper ("SMITH", "J", "IL"). */
export const UPPER = 3;
/** Starts with a letter without case (CJK, ...). */
export const NOCASE = 4;

/** Separators before a token. */
export const SEP_NONE = 0;
export const SEP_SPACE = 1;
export const SEP_NEWLINE = 2;
/** An empty line (paragraph break) or more. */
export const SEP_BLANK = 3;

// Character classes.
const C_OTHER = 0;
const C_UPPER = 1;
const C_LOWER = 2;
const C_LETTER = 3;
const C_DIGIT = 4;
const C_SPACE = 5;
const C_NEWLINE = 6;

let classes: Uint8Array | undefined;

/** Classifies every BMP code point once (about 10 ms), so the scan is one table lookup a char. */
function charClasses(): Uint8Array {
  if (classes) return classes;
  const t = new Uint8Array(65536);
  const upper = /[\p{Lu}\p{Lt}]/u;
  const lower = /[\p{Ll}\p{M}]/u;
  const letter = /\p{L}/u;
  const space = /\s/u;
  for (let c = 0; c < 65536; c++) {
    if (c >= 0xd800 && c <= 0xdfff) continue;
    if (c < 128) {
      if (c >= 65 && c <= 90) t[c] = C_UPPER;
      else if (c >= 97 && c <= 122) t[c] = C_LOWER;
      else if (c >= 48 && c <= 57) t[c] = C_DIGIT;
      else if (c === 10 || c === 13) t[c] = C_NEWLINE;
      else if (c === 32 || c === 9 || c === 11 || c === 12) t[c] = C_SPACE;
      continue;
    }
    const s = String.fromCharCode(c);
    if (c === 0x2028 || c === 0x2029) t[c] = C_NEWLINE;
    else if (upper.test(s)) t[c] = C_UPPER;
    else if (lower.test(s)) t[c] = C_LOWER;
    else if (letter.test(s)) t[c] = c === 0xaa || c === 0xba ? C_LOWER : C_LETTER;
    else if (space.test(s)) t[c] = C_SPACE;
  }
  classes = t;
  return t;
}

export function warmTokenizer(): void {
  charClasses();
}

export interface Tokens {
  readonly text: string;
  count: number;
  start: Int32Array;
  end: Int32Array;
  kind: Uint8Array;
  /** Word shape for WORD tokens; for NUM tokens 1 when letters follow the digits ("4B", "5th"). */
  shape: Uint8Array;
  /** Separator before the token (SEP_*). */
  sep: Uint8Array;
}

const isLetterClass = (k: number): boolean => k === C_UPPER || k === C_LOWER || k === C_LETTER;

export function tokenize(text: string): Tokens {
  const cls = charClasses();
  const n = text.length;
  let cap = Math.max(16, n >>> 2);
  let start = new Int32Array(cap);
  let end = new Int32Array(cap);
  let kind = new Uint8Array(cap);
  let shape = new Uint8Array(cap);
  let sep = new Uint8Array(cap);
  let count = 0;
  let pendingSep = SEP_BLANK; // text start behaves like a paragraph start
  let newlines = 0;

  const push = (s: number, e: number, k: number, sh: number): void => {
    if (count === cap) {
      cap *= 2;
      const grow = <T extends Int32Array | Uint8Array>(a: T, make: (len: number) => T): T => {
        const b = make(cap);
        b.set(a);
        return b;
      };
      start = grow(start, (l) => new Int32Array(l));
      end = grow(end, (l) => new Int32Array(l));
      kind = grow(kind, (l) => new Uint8Array(l));
      shape = grow(shape, (l) => new Uint8Array(l));
      sep = grow(sep, (l) => new Uint8Array(l));
    }
    start[count] = s;
    end[count] = e;
    kind[count] = k;
    shape[count] = sh;
    sep[count] = pendingSep;
    count++;
    pendingSep = SEP_NONE;
    newlines = 0;
  };

  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    const k = cls[c]!;
    if (k === C_SPACE) {
      if (pendingSep < SEP_SPACE) pendingSep = SEP_SPACE;
      i++;
    } else if (k === C_NEWLINE) {
      // \r\n counts once.
      if (!(c === 13 && text.charCodeAt(i + 1) === 10)) newlines++;
      pendingSep = newlines >= 2 ? SEP_BLANK : Math.max(pendingSep, SEP_NEWLINE);
      i++;
    } else if (isLetterClass(k)) {
      const s = i;
      let uppers = k === C_UPPER ? 1 : 0;
      let lowers = k === C_LOWER ? 1 : 0;
      i++;
      for (;;) {
        while (i < n) {
          const kk = cls[text.charCodeAt(i)]!;
          if (kk === C_UPPER) uppers++;
          else if (kk === C_LOWER) lowers++;
          else if (kk !== C_LETTER) break;
          i++;
        }
        // Joiners inside a word: hyphen (García-López) and apostrophe (O'Brien), but not the
        // possessive 's, which PERSON spans exclude.
        const j = text.charCodeAt(i);
        if ((j === 45 || j === 39 || j === 0x2019 || j === 0x2010) && i + 1 < n && isLetterClass(cls[text.charCodeAt(i + 1)]!)) {
          if (j !== 45 && j !== 0x2010) {
            const after = text.charCodeAt(i + 1);
            const next2 = i + 2 < n ? cls[text.charCodeAt(i + 2)]! : C_OTHER;
            if ((after === 115 || after === 83) && !isLetterClass(next2)) break;
          }
          i++;
          continue;
        }
        break;
      }
      const first = cls[text.charCodeAt(s)]!;
      const sh =
        first === C_LOWER ? LOWER : first === C_LETTER ? NOCASE : lowers === 0 ? UPPER : CAP;
      void uppers;
      push(s, i, WORD, sh);
    } else if (k === C_DIGIT) {
      const s = i;
      while (i < n && cls[text.charCodeAt(i)] === C_DIGIT) i++;
      let letters = 0;
      while (i < n && isLetterClass(cls[text.charCodeAt(i)]!)) {
        i++;
        letters++;
      }
      push(s, i, NUM, letters > 0 ? 1 : 0);
    } else {
      // Surrogate pairs and symbols: one punctuation token per code unit run of the same char
      // would be fancier; single units are enough for the rules.
      push(i, i + 1, PUNCT, 0);
      i++;
    }
  }
  return { text, count, start, end, kind, shape, sep };
}
