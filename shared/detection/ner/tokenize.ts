/**
 * One linear pass over the text's char codes that yields word, number and punctuation tokens in
 * parallel typed arrays (no per-token objects or strings). Everything the NER rules need about a
 * token's form (capitalization, what separates it from the previous token) is computed here once.
 */

import { C_DIGIT, C_LETTER, C_LOWER, C_NEWLINE, C_OTHER, C_SPACE, C_UNKNOWN, C_UPPER, charClasses, classOf, isLetterClass } from './char-classes.js';
import { ASCII_LOWER_BIT, DIGIT_0, DIGIT_9, LAST_ASCII, LOWER_A, LOWER_Z, SPACE } from './chars.js';
import {
  CAP, FORM_JOINED, FORM_NON_ASCII, INFO_KIND_SHIFT, INFO_SEP_SHIFT, INFO_SHAPE_SHIFT, LOWER, NO_PAIR, NOCASE, NUM, PUNCT, SEP_BLANK, SEP_NEWLINE, SEP_NONE,
  SEP_SPACE, UPPER, WORD,
} from './token-info.js';
import { wordPairOfWord } from './word-cache.js';
import { WORD_HASH_OFFSET, WORD_HASH_PRIME, wordPairOf } from './word-hash.js';

export {
  WORD, NUM, PUNCT, LOWER, CAP, UPPER, NOCASE, SEP_NONE, SEP_SPACE, SEP_NEWLINE, SEP_BLANK, INFO_FIRST, INFO_KIND_SHIFT, INFO_KIND, INFO_SHAPE_SHIFT,
  INFO_SHAPE, INFO_SEP_SHIFT, NO_PAIR, FORM_JOINED, FORM_NON_ASCII,
} from './token-info.js';

export function warmTokenizer(): void {
  charClasses();
}

/** One token's packed facts (token-info.ts: INFO_FIRST). */
export function packInfo(first: number, kind: number, shape: number, sep: number): number {
  return first | (kind << INFO_KIND_SHIFT) | (shape << INFO_SHAPE_SHIFT) | (sep << INFO_SEP_SHIFT);
}

export interface Tokens {
  readonly text: string;
  count: number;
  start: Int32Array;
  end: Int32Array;
  /** First unit, kind, shape and separator of each token, packed (token-info.ts: INFO_FIRST). */
  info: Int32Array;
  /**
   * Zeroed per-token space the token view fills with its own facts (doc.ts: lexicon flags, cue-set
   * ids, claimed tokens), in the same buffer as the arrays above: one allocation per text, not two.
   */
  spare32: Int32Array;
  spare32b: Int32Array;
  spare8: Uint8Array;
  /**
   * For each WORD token, its pair in the cache of recent words (word-cache.ts: wordPairOf of the
   * hash of the lower-cased word), hashed during the scan so the look-up need not read the chars
   * again; NO_PAIR for a word with a non-ASCII char ("Muñoz", "O’Brien"). Undefined for other tokens.
   */
  wordPair: Int32Array;
  /**
   * For each WORD token, FORM_* bits (0: ASCII letters only, "March"), so a scan that looks for
   * whole ASCII words (date-anchors.ts) can read a plain word from its first char on and look
   * inside the others only. Undefined for other tokens.
   */
  wordForm: Uint8Array;
  /**
   * The NUM tokens, in text order: the first `numberCount` entries are their indices. Every maximal
   * run of ASCII digits starts one (text-facts.ts reads the text's digit runs from them).
   */
  numbers: Int32Array;
  numberCount: number;
  /**
   * The tokens a search for watched words (watchWords) must read, in text order: the first
   * `watchCount` entries are their indices. They are the ASCII words whose cache pair falls in the
   * bucket of a watched word's pair (a superset of the watched words), the words with a
   * joiner or a non-ASCII letter ("mid-March", "éMarch"), and the NUM tokens that end in letters
   * ("3éSept"): every other token is a word of ASCII letters that is no watched word, or one that
   * cannot hold a letter after a non-letter. Example: date-anchors.ts finds month names so.
   */
  watched: Int32Array;
  watchCount: number;
}

/**
 * 1 at WATCH_BUCKET(pair) when a watched word's cache pair (word-cache.ts) falls in that bucket
 * (watchWords). Small on purpose: the tokenizer reads it once per word, and a table of every
 * pair (16 KB) missed the processor's first-level cache on most words, while these 2 KB stay in
 * it; a word in a watched word's bucket is listed too, and the reader checks it (a few percent of
 * the words more).
 */
const WATCH_BUCKETS = 2048;
const WATCHED_BUCKETS = new Uint8Array(WATCH_BUCKETS);
/** The bucket of a pair: pairs are even (two slots each), so drop the low bit first. */
function watchBucket(pair: number): number {
  return (pair >>> 1) & (WATCH_BUCKETS - 1);
}

/**
 * Adds words (ASCII, any case) to those Tokens.watched lists for every later text. Call at load.
 * Example: `watchWords(['march', 'the'])`.
 */
export function watchWords(words: readonly string[]): void {
  for (const w of words) WATCHED_BUCKETS[watchBucket(wordPairOfWord(w))] = 1;
}

/**
 * Per-token arrays of `cap` entries, all views of ONE ArrayBuffer: a typed array over 64 bytes
 * gets its own off-heap backing store, and six of them per document cost more than the scan.
 */
type TokenArrays = Pick<Tokens, 'start' | 'end' | 'info' | 'spare32' | 'spare32b' | 'spare8' | 'wordPair' | 'wordForm' | 'numbers' | 'watched'>;

/** Token capacity of the smallest arrays (a text of a few words). */
const MIN_CAPACITY = 16;
/**
 * Chars scanned between two capacity tests: every token starts at a char of its own, so the
 * tokens that start in the next SCAN_CHUNK chars fit when that many entries are free. A test per
 * token (and the arrays it may replace) kept the scan loop about 8 % slower; a 1 KB text is one
 * chunk.
 */
const SCAN_CHUNK = 4096;
/** Bytes per token over all the arrays of TokenArrays. */
const TOKEN_BYTES = 34;

/**
 * The all-zero arrays of a released tokenization (releaseTokens), taken by the next one that
 * fits: allocating an ArrayBuffer and six views on it costs more than tokenizing a 1 KB text,
 * and the engine analyzes one text at a time. At most one set is kept. Reused arrays may be
 * longer than a new set would be; past the tokens they read zero either way.
 */
let spareArrays: TokenArrays | undefined;

function tokenArrays(cap: number): TokenArrays {
  if (spareArrays !== undefined && spareArrays.start.length >= cap) {
    const a = spareArrays;
    spareArrays = undefined;
    return a;
  }
  const buf = new ArrayBuffer(cap * TOKEN_BYTES);
  // Layout keeps every view aligned: 4-byte fields, then the 1-byte one.
  return {
    start: new Int32Array(buf, 0, cap),
    end: new Int32Array(buf, cap * 4, cap),
    info: new Int32Array(buf, cap * 8, cap),
    spare32: new Int32Array(buf, cap * 12, cap),
    spare32b: new Int32Array(buf, cap * 16, cap),
    wordPair: new Int32Array(buf, cap * 20, cap),
    numbers: new Int32Array(buf, cap * 24, cap),
    watched: new Int32Array(buf, cap * 28, cap),
    spare8: new Uint8Array(buf, cap * 32, cap),
    wordForm: new Uint8Array(buf, cap * 33, cap),
  };
}

export function tokenize(text: string): Tokens {
  const cls = charClasses();
  const n = text.length;
  let a = tokenArrays(Math.max(MIN_CAPACITY, Math.min(n, SCAN_CHUNK) + 1));
  // The arrays as locals, read again only when they grow: a store through `a.start[count]`
  // loads the field first, and the loop below stores five of them per token.
  let starts = a.start, ends = a.end, infos = a.info, pairs = a.wordPair, forms = a.wordForm, numbers = a.numbers, watched = a.watched;
  let count = 0;
  let numberCount = 0;
  let watchCount = 0;
  // Plain locals, not variables shared with a closure: the loop below runs once per char, and
  // a closure's variables live in a context object that every access would load and store.
  let pendingSep = SEP_BLANK; // text start behaves like a paragraph start
  let newlines = 0;
  let i = 0;
  while (i < n) {
    const stop = Math.min(n, i + SCAN_CHUNK);
    if (starts.length - count < stop - i) {
      a = grown(a, count, count + stop - i);
      ({ start: starts, end: ends, info: infos, wordPair: pairs, wordForm: forms, numbers, watched } = a);
    }
    while (i < stop) {
      const c = text.charCodeAt(i);
      // Most separators are one ASCII space: no table read for them.
      if (c === SPACE) {
        if (pendingSep < SEP_SPACE) pendingSep = SEP_SPACE;
        i++;
        continue;
      }
      let k = cls[c]!;
      if (k === C_UNKNOWN) k = classOf(cls, c);
      if (k === C_SPACE) {
        if (pendingSep < SEP_SPACE) pendingSep = SEP_SPACE;
        i++;
        continue;
      }
      if (k === C_NEWLINE) {
        // \r\n counts once.
        if (!(c === 13 && i + 1 < n && text.charCodeAt(i + 1) === 10)) newlines++;
        pendingSep = newlines >= 2 ? SEP_BLANK : Math.max(pendingSep, SEP_NEWLINE);
        i++;
        continue;
      }
      const s = i;
      let kind: number;
      let shape: number;
      let pair = NO_PAIR;
      let form = 0;
      if (isLetterClass(k)) {
        let lowers = k === C_LOWER ? 1 : 0;
        // The word's hash for the cache of recent words (word-cache.ts), over its lower-cased
        // chars; `ascii` turns false at a non-ASCII char, which the cache does not take. OR-ing
        // ASCII_LOWER_BIT lower-cases a letter and leaves the joiners "-" (45) and "'" (39) as they are.
        let h = Math.imul(WORD_HASH_OFFSET ^ (c | ASCII_LOWER_BIT), WORD_HASH_PRIME);
        let ascii = c <= LAST_ASCII;
        i++;
        for (;;) {
          while (i < n) {
            const ch = text.charCodeAt(i);
            // Most letters are ASCII lower case: no table read for them.
            if (ch >= LOWER_A && ch <= LOWER_Z) {
              lowers++;
              h = Math.imul(h ^ ch, WORD_HASH_PRIME);
              i++;
              continue;
            }
            let kk = cls[ch]!;
            if (kk === C_UNKNOWN) kk = classOf(cls, ch);
            if (kk === C_LOWER) lowers++;
            else if (kk !== C_UPPER && kk !== C_LETTER) break;
            h = Math.imul(h ^ (ch | ASCII_LOWER_BIT), WORD_HASH_PRIME);
            if (ch > LAST_ASCII) ascii = false;
            i++;
          }
          // Joiners inside a word: hyphen (García-López) and apostrophe (O'Brien), but not the
          // possessive 's, which PERSON spans exclude.
          // Every read stays inside the text: one past its end returns NaN, and V8 compiles such
          // a read into slower code for the whole loop (and drops its first code to learn so).
          if (i === n) break;
          const j = text.charCodeAt(i);
          if ((j === 45 || j === 39 || j === 0x2019 || j === 0x2010) && i + 1 < n && isLetterClass(classOf(cls, text.charCodeAt(i + 1)))) {
            if (j !== 45 && j !== 0x2010) {
              const after = text.charCodeAt(i + 1);
              const next2 = i + 2 < n ? classOf(cls, text.charCodeAt(i + 2)) : C_OTHER;
              if ((after === 115 || after === 83) && !isLetterClass(next2)) break;
            }
            h = Math.imul(h ^ (j | ASCII_LOWER_BIT), WORD_HASH_PRIME);
            if (j > LAST_ASCII) ascii = false;
            form |= FORM_JOINED;
            i++;
            continue;
          }
          break;
        }
        if (ascii) pair = wordPairOf(h);
        else form |= FORM_NON_ASCII;
        if (form !== 0 || WATCHED_BUCKETS[watchBucket(pair)] === 1) {
          watched[watchCount++] = count;
        }
        kind = WORD;
        shape = k === C_LOWER ? LOWER : k === C_LETTER ? NOCASE : lowers === 0 ? UPPER : CAP;
      } else if (k === C_DIGIT) {
        // Only the ASCII digits have the digit class (classify).
        i++;
        while (i < n) {
          const d = text.charCodeAt(i);
          if (d < DIGIT_0 || d > DIGIT_9) break;
          i++;
        }
        let letters = 0;
        while (i < n && isLetterClass(classOf(cls, text.charCodeAt(i)))) {
          i++;
          letters++;
        }
        kind = NUM;
        shape = letters > 0 ? 1 : 0;
        numbers[numberCount++] = count;
        if (letters > 0) watched[watchCount++] = count;
      } else {
        // Surrogate pairs and symbols: one punctuation token per code unit run of the same char
        // would be fancier; single units are enough for the rules.
        i++;
        kind = PUNCT;
        shape = 0;
      }
      starts[count] = s;
      ends[count] = i;
      infos[count] = packInfo(c, kind, shape, pendingSep);
      pairs[count] = pair;
      forms[count] = form;
      count++;
      pendingSep = SEP_NONE;
      newlines = 0;
    }
  }
  return {
    text, count, start: a.start, end: a.end, info: a.info, spare32: a.spare32, spare32b: a.spare32b, spare8: a.spare8, wordPair: a.wordPair,
    wordForm: a.wordForm,
    numbers: a.numbers,
    numberCount,
    watched: a.watched,
    watchCount,
  };
}

/**
 * Arrays of twice the capacity, and at least `need`, holding the first `count` tokens of `a` (the
 * spare space is still all zero).
 */
function grown(a: TokenArrays, count: number, need: number): TokenArrays {
  const b = tokenArrays(Math.max(count * 2, need));
  b.start.set(a.start);
  b.end.set(a.end);
  b.info.set(a.info);
  b.wordPair.set(a.wordPair);
  b.wordForm.set(a.wordForm);
  b.numbers.set(a.numbers);
  b.watched.set(a.watched);
  release(a, count);
  return b;
}

/**
 * Gives the arrays of tokens nobody reads any more to the next tokenize, zeroed. The caller must
 * not read `t` (or any array of it) afterwards, and must have written its spare arrays only
 * below `t.count` (doc.ts writes per-token facts of tokens only). Example: analyzeNer releases its
 * document's tokens once its candidates are made.
 */
export function releaseTokens(t: Tokens): void {
  release(t, t.count);
}

/** Keeps `a` for the next tokenize, zeroing its first `used` entries (the rest is still zero). */
function release(a: TokenArrays, used: number): void {
  // Keep the larger arrays: they fit more texts.
  if (spareArrays !== undefined && spareArrays.start.length >= a.start.length) return;
  a.start.fill(0, 0, used);
  a.end.fill(0, 0, used);
  a.info.fill(0, 0, used);
  a.spare32.fill(0, 0, used);
  a.spare32b.fill(0, 0, used);
  a.spare8.fill(0, 0, used);
  a.wordPair.fill(0, 0, used);
  a.wordForm.fill(0, 0, used);
  // At most one NUM token per token.
  a.numbers.fill(0, 0, used);
  a.watched.fill(0, 0, used);
  spareArrays = a;
}

/**
 * The tokens of the text being analyzed, made once for both sides of the engine: the pattern side
 * reads them first (text-facts.ts: the digit runs; date-anchors.ts: the month and weekday names),
 * where each of those was a scan of the whole text of its own, and the token view of the NER
 * (doc.ts) then takes them over with takeTokens instead of tokenizing the text again. A one-entry
 * memo: the engine analyzes one text at a time.
 */
let sharedText: string | undefined;
let shared: Tokens | undefined;

/**
 * The tokens of `text`, read only: the caller must not write their spare arrays, nor keep them
 * past the text's analysis (the token view takes them, and releases them when it is done).
 */
export function sharedTokens(text: string): Tokens {
  if (shared !== undefined && sharedText === text) return shared;
  dropShared();
  const t = tokenize(text);
  shared = t;
  sharedText = text;
  return t;
}

/**
 * The tokens of `text` for the token view to own (it writes their spare arrays and releases them):
 * those sharedTokens made for it, or new ones. Example: analyzeNer's Doc takes the tokens the
 * date anchors were read from.
 */
export function takeTokens(text: string): Tokens {
  if (shared !== undefined && sharedText === text) {
    const t = shared;
    shared = undefined;
    sharedText = undefined;
    return t;
  }
  dropShared();
  return tokenize(text);
}

/** Gives the shared tokens of an earlier text (nobody took them) to the next tokenize. */
function dropShared(): void {
  if (shared === undefined) return;
  // Read only, so their spare arrays are still all zero, as releaseTokens requires.
  releaseTokens(shared);
  shared = undefined;
  sharedText = undefined;
}
