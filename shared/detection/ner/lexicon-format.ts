/**
 * Bit layout of the packed lexicon table (`../data/lexicons.json`), shared by the build script
 * that writes it and the loader that reads it. One integer per normalized word:
 *
 *   bits 0-13  facts (F_*)                    bits 14-15  place kind (0 none, 1-3 PLACE_*)
 *   bits 16-17 population bucket (0 <100k, 1 ≥100k, 2 ≥1M)
 *   bits 18-20 longest multi-word place phrase starting with this word (F_PLACE_START)
 */

export const F_FIRST_EN = 1;
export const F_FIRST_ES = 2;
export const F_LAST_EN = 4;
export const F_LAST_ES = 8;
/** An everyday word (English: mostly written lower case in subtitles; Spanish: frequent, names excluded). */
export const F_COMMON_EN = 16;
export const F_COMMON_ES = 32;
/** A name that is also an everyday word ("will", "rosa"). */
export const F_AMBIG_EN = 64;
export const F_AMBIG_ES = 128;
/** A one-word place. */
export const F_PLACE = 512;
/** First word of a multi-word place. */
export const F_PLACE_START = 1024;
/** A frequent surname (top 30,000 US Census or top 5,000 INE). */
export const F_STRONG_LAST = 2048;
/** Among the 1,500 most frequent words of subtitles (names included). */
export const F_TOP_COMMON_EN = 4096;
export const F_TOP_COMMON_ES = 8192;

export const PLACE_COUNTRY = 1;
export const PLACE_REGION = 2;
export const PLACE_CITY = 3;

/** Place bits of a packed value: kind, population bucket and word count (words only for phrases). */
export function packPlace(kind: number, population: number, words: number): number {
  const bucket = population >= 1_000_000 ? 2 : population >= 100_000 ? 1 : 0;
  return (kind << 14) | (bucket << 16) | ((words > 1 ? Math.min(words, 7) : 0) << 18);
}

export function placeKind(packed: number): number {
  return (packed >>> 14) & 3;
}

/** A representative population for the bucket (the rules only compare with 100k and 1M). */
export function placePopulation(packed: number): number {
  const bucket = (packed >>> 16) & 3;
  return bucket === 2 ? 1_000_000 : bucket === 1 ? 100_000 : 0;
}

export function placeWords(packed: number): number {
  return (packed >>> 18) & 7;
}
