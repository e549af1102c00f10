/**
 * A small process-wide cache of recently seen ASCII words: their lexicon key (the lower-cased
 * word), their lexicon flags and their cue-set id (cue-bits.ts). Text is Zipf-shaped ("the",
 * "and", "order", "Maria" come back in every document), and the packed lexicon is several MB: a
 * lookup there costs a few cache misses (slot, key position, key chars, value), while the words
 * of the last documents stay hot in a table this size. It also saves making the same key string
 * again for every document.
 *
 * Two slots per hash (a pair, 2-way): with one, two frequent words that share a slot ("down" and
 * some other everyday word) evict each other in every document, and a few hundred such pairs are
 * bound to exist among a few thousand words; three words sharing a pair are far rarer.
 *
 * Exact by construction: an entry is only used when its stored key equals the lower-cased token
 * char by char; a collision just replaces an entry. Non-ASCII tokens ("Muñoz") are not cached
 * (their key needs Unicode normalization; normalize.ts).
 */
import { cueWordId, syncCueBits } from './cue-bits.js';
import { normalizeKey } from './normalize.js';

const SIZE = 16384;
/** Index of a pair's first slot: even numbers below SIZE. */
const PAIR_MASK = SIZE - 2;
const UPPER_A = 65;
const UPPER_Z = 90;
const TO_LOWER = 32;
const LAST_ASCII = 127;
/** Flags not looked up yet for this entry. */
const UNKNOWN = -1;

const keys: Array<string | undefined> = new Array<string | undefined>(SIZE).fill(undefined);
/**
 * Two facts per slot, side by side so a word's look-up touches one cache line: its lexicon flags
 * (at 2 * slot) and its cue-set id (at 2 * slot + 1), each UNKNOWN until first asked.
 */
const facts = new Int32Array(2 * SIZE).fill(UNKNOWN);
/** The cue-bits version the cached ids belong to. */
let cueVersion = -1;

/**
 * Slot of text[start, end) lower-cased, filled on a miss; -1 when the range holds a non-ASCII
 * character. Example: "Order" and "ORDER" share the slot of "order".
 */
export function wordSlot(text: string, start: number, end: number): number {
  let h = 0x811c9dc5;
  for (let i = start; i < end; i++) {
    let c = text.charCodeAt(i);
    if (c > LAST_ASCII) return -1;
    if (c >= UPPER_A && c <= UPPER_Z) c += TO_LOWER;
    h = Math.imul(h ^ c, 0x01000193);
  }
  const slot = (h ^ (h >>> 15)) & PAIR_MASK;
  if (holds(slot, text, start, end)) return slot;
  const other = slot + 1;
  if (holds(other, text, start, end)) return other;
  // A miss: the pair's first entry moves to the second (dropping that one) and the word takes
  // the first, so the pair keeps the two words seen last.
  keys[other] = keys[slot];
  facts[2 * other] = facts[2 * slot]!;
  facts[2 * other + 1] = facts[2 * slot + 1]!;
  // For ASCII, normalizeKey is exactly lower-casing.
  keys[slot] = normalizeKey(text.slice(start, end));
  facts[2 * slot] = UNKNOWN;
  facts[2 * slot + 1] = UNKNOWN;
  return slot;
}

/** The slot holds text[start, end) lower-cased (an ASCII range). */
function holds(slot: number, text: string, start: number, end: number): boolean {
  const k = keys[slot];
  const n = end - start;
  if (k === undefined || k.length !== n) return false;
  for (let i = 0; i < n; i++) {
    let c = text.charCodeAt(start + i);
    if (c >= UPPER_A && c <= UPPER_Z) c += TO_LOWER;
    if (k.charCodeAt(i) !== c) return false;
  }
  return true;
}

/** The lexicon key stored in a slot from wordSlot. */
export function slotKey(slot: number): string {
  return keys[slot] as string;
}

/** The lexicon flags of a slot's word, looked up once per entry with `lookup(key)`. */
export function slotFlags(slot: number, lookup: (key: string) => number): number {
  let f = facts[2 * slot]!;
  if (f === UNKNOWN) {
    f = lookup(keys[slot] as string);
    facts[2 * slot] = f;
  }
  return f;
}

/** The cue-set id of a slot's word (cue-bits.ts: cueWordId), looked up once per entry. */
export function slotCueId(slot: number): number {
  let id = facts[2 * slot + 1]!;
  if (id === UNKNOWN) {
    id = cueWordId(keys[slot] as string);
    facts[2 * slot + 1] = id;
  }
  return id;
}

/**
 * Forgets the cached cue-set ids when a set was registered since they were looked up (at load;
 * never between two documents of a running service). Call before a document's first slotCueId.
 */
export function syncSlotCueIds(): void {
  const v = syncCueBits();
  if (v === cueVersion) return;
  for (let slot = 0; slot < SIZE; slot++) facts[2 * slot + 1] = UNKNOWN;
  cueVersion = v;
}
