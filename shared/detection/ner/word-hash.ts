/**
 * The hash of a word for the cache of recent words (word-cache.ts), shared with the tokenizer,
 * which hashes each word in its own pass over the chars (tokenize.ts: Tokens.wordPair) so the
 * word's look-up does not read them all again.
 *
 * A module that imports nothing, on purpose: esbuild writes an imported constant's value into the
 * code that reads it only when the constant's module has no imports (token-info.ts says more), and
 * the tokenizer steps the hash once per char.
 */

/** Slots of the word cache, two per pair. */
export const WORD_CACHE_SLOTS = 16384;

/**
 * The hash of a word: FNV-1a over its lower-cased chars, begun with WORD_HASH_OFFSET and stepped
 * with `Math.imul(h ^ c, WORD_HASH_PRIME)` per char; `wordPairOf` turns it into the pair both
 * sides use.
 */
export const WORD_HASH_OFFSET = 0x811c9dc5;
export const WORD_HASH_PRIME = 0x01000193;

/** Index of a pair's first slot: even numbers below WORD_CACHE_SLOTS. */
const PAIR_MASK = WORD_CACHE_SLOTS - 2;

/** The pair (index of its first slot) of a word with hash `h` (see WORD_HASH_OFFSET). */
export function wordPairOf(h: number): number {
  return (h ^ (h >>> 15)) & PAIR_MASK;
}
