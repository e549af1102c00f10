/**
 * A small process-wide cache of recently seen ASCII words: their lexicon key (the lower-cased
 * word), their lexicon flags and their cue-set row (cue-bits.ts). Text is Zipf-shaped ("the",
 * "and", "order", "Maria" come back in every document), and the packed lexicon is several MB: a
 * lookup there costs a few cache misses (slot, key position, key chars, value), while the words
 * of the last documents stay hot in a table this size. It also saves making the same key string
 * again for every document.
 *
 * Two slots per hash (a pair, 2-way): with one, two frequent words that share a slot ("down" and
 * some other everyday word) evict each other in every document, and a few hundred such pairs are
 * bound to exist among a few thousand words; three words sharing a pair are far rarer.
 *
 * One entry is four neighbouring elements of one array (key, flags, cue-set row, short code), so
 * a look-up touches one cache line, not one per fact; and a word of at most four letters is
 * recognized by its short code alone, without reading its key string. Between two documents the
 * pattern recognizers run and push the table out of the processor's caches: each line a word's
 * look-up needs then costs a trip to memory.
 *
 * Exact by construction: an entry is only used when its stored key equals the lower-cased token
 * char by char (or its short code, which spells the same chars); a collision just replaces an
 * entry. Non-ASCII tokens ("Muñoz") are not cached (their key needs Unicode normalization;
 * normalize.ts).
 */
import { ASCII_LOWER_BIT, LAST_ASCII, UPPER_A, UPPER_Z } from './chars.js';
import { cueWordRow, syncCueBits } from './cue-bits.js';
import { normalizeKey } from './normalize.js';
import { WORD_CACHE_SLOTS, WORD_HASH_OFFSET, WORD_HASH_PRIME, wordPairOf } from './word-hash.js';

/** Elements per entry, and where each fact sits in it. */
const STRIDE = 4;
const KEY = 0;
/** Lexicon flags, UNKNOWN until first asked. */
const FLAGS = 1;
/** Cue-set row (cue-bits.ts: cueWordRow), UNKNOWN until first asked. */
const CUE = 2;
/** The key's short code (see SHORT), LONG for longer keys, EMPTY for a free entry. */
const CODE = 3;
const UNKNOWN = -1;

/**
 * Keys of at most SHORT chars have a short code: the length minus one in bits 0-1, then 7 bits
 * per char. It fits a small integer (at most 2^30 - 1), so it is stored in the entry itself.
 * Example: "the" → 2 | 116 << 2 | 104 << 9 | 101 << 16.
 */
const SHORT = 4;
const LENGTH_BITS = 2;
const CHAR_BITS = 7;
const LONG = -1;
const EMPTY = -2;

const entries: Array<string | number | undefined> = [];
for (let slot = 0; slot < WORD_CACHE_SLOTS; slot++) entries.push(undefined, UNKNOWN, UNKNOWN, EMPTY);
/** The cue-bits version the cached rows belong to. */
let cueVersion = -1;

/**
 * The pair of an ASCII word (any case), as the tokenizer gives it (Tokens.wordPair). Example: a
 * table of the pairs of a few words, read at each word token's pair, finds the tokens that may be
 * one of those words without reading their chars (date-anchors.ts: the month names).
 */
export function wordPairOfWord(word: string): number {
  let h = WORD_HASH_OFFSET;
  for (let i = 0; i < word.length; i++) {
    let c = word.charCodeAt(i);
    if (c >= UPPER_A && c <= UPPER_Z) c |= ASCII_LOWER_BIT;
    h = Math.imul(h ^ c, WORD_HASH_PRIME);
  }
  return wordPairOf(h);
}

/** How many pairs there are: a table indexed by pair (wordPairOf) has this many entries. */
export const PAIRS = WORD_CACHE_SLOTS;

/**
 * Slot of text[start, end) lower-cased, filled on a miss; -1 when the range holds a non-ASCII
 * character. Example: "Order" and "ORDER" share the slot of "order".
 */
export function wordSlot(text: string, start: number, end: number): number {
  let h = WORD_HASH_OFFSET;
  for (let i = start; i < end; i++) {
    let c = text.charCodeAt(i);
    if (c > LAST_ASCII) return -1;
    if (c >= UPPER_A && c <= UPPER_Z) c |= ASCII_LOWER_BIT;
    h = Math.imul(h ^ c, WORD_HASH_PRIME);
  }
  return wordSlotInPair(wordPairOf(h), text, start, end);
}

/**
 * Slot of text[start, end), an ASCII range whose lower case hashes to `pair` (wordPairOf): what
 * wordSlot returns for it, without hashing its chars again. Example: the tokenizer's pair of
 * "Order" gives the slot of "order".
 */
export function wordSlotInPair(pair: number, text: string, start: number, end: number): number {
  const n = end - start;
  let code = LONG;
  if (n <= SHORT) {
    code = n - 1;
    for (let i = start, shift = LENGTH_BITS; i < end; i++, shift += CHAR_BITS) {
      let c = text.charCodeAt(i);
      if (c >= UPPER_A && c <= UPPER_Z) c |= ASCII_LOWER_BIT;
      code |= c << shift;
    }
  }
  const slot = pair;
  if (holds(slot, code, text, start, end)) return slot;
  const other = slot + 1;
  if (holds(other, code, text, start, end)) return other;
  // A miss: the pair's first entry moves to the second (dropping that one) and the word takes
  // the first, so the pair keeps the two words seen last.
  const from = slot * STRIDE;
  const to = other * STRIDE;
  for (let k = 0; k < STRIDE; k++) entries[to + k] = entries[from + k];
  // For ASCII, normalizeKey is exactly lower-casing.
  entries[from + KEY] = normalizeKey(text.slice(start, end));
  entries[from + FLAGS] = UNKNOWN;
  entries[from + CUE] = UNKNOWN;
  entries[from + CODE] = code;
  return slot;
}

/**
 * Reads the entries of a pair (and returns a number of no meaning): a pass that asks this for
 * every word of a text before looking any of them up has the processor fetch the entries' cache
 * lines in parallel, where the look-ups, one word after the other, wait for each line in turn
 * (doc.ts: resolveWords). Between two texts the other passes push the table out of the caches.
 */
export function touchPair(pair: number): number {
  return entries[pair * STRIDE + CODE] as number;
}

/** The slot holds text[start, end) lower-cased (an ASCII range whose short code is `code`). */
function holds(slot: number, code: number, text: string, start: number, end: number): boolean {
  const e = slot * STRIDE;
  if (code !== LONG) return entries[e + CODE] === code;
  if (entries[e + CODE] !== LONG) return false;
  const k = entries[e + KEY] as string;
  const n = end - start;
  if (k.length !== n) return false;
  for (let i = 0; i < n; i++) {
    let c = text.charCodeAt(start + i);
    if (c >= UPPER_A && c <= UPPER_Z) c |= ASCII_LOWER_BIT;
    if (k.charCodeAt(i) !== c) return false;
  }
  return true;
}

/** The lexicon key stored in a slot from wordSlot. */
export function slotKey(slot: number): string {
  return entries[slot * STRIDE + KEY] as string;
}

/** The lexicon flags of a slot's word, looked up once per entry with `lookup(key)`. */
export function slotFlags(slot: number, lookup: (key: string) => number): number {
  const e = slot * STRIDE;
  let f = entries[e + FLAGS] as number;
  if (f === UNKNOWN) {
    f = lookup(entries[e + KEY] as string);
    entries[e + FLAGS] = f;
  }
  return f;
}

/** The cue-set row of a slot's word (cue-bits.ts: cueWordRow), looked up once per entry. */
export function slotCueRow(slot: number): number {
  const e = slot * STRIDE;
  let row = entries[e + CUE] as number;
  if (row === UNKNOWN) {
    row = cueWordRow(entries[e + KEY] as string);
    entries[e + CUE] = row;
  }
  return row;
}

/**
 * Forgets the cached cue-set rows when a set was registered since they were looked up (at load;
 * never between two documents of a running service). Call before a document's first slotCueRow.
 */
export function syncSlotCueRows(): void {
  const v = syncCueBits();
  if (v === cueVersion) return;
  for (let slot = 0; slot < WORD_CACHE_SLOTS; slot++) entries[slot * STRIDE + CUE] = UNKNOWN;
  cueVersion = v;
}
