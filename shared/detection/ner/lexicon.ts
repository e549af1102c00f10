/**
 * Lexicon lookups, built lazily from `../data/lexicons.json` on first use.
 *
 * One Map from normalized token to an index into parallel typed arrays (flags, ranks, population)
 * keeps memory flat and every lookup a single hash probe. Multi-word places ("new york",
 * "castilla y leon") live in a second map keyed by the whole phrase; their first word carries a
 * flag and the phrase length so the matcher only tries phrases where one can start.
 */
import data from '../data/lexicons.json' with { type: 'json' };

export const F_FIRST_EN = 1;
export const F_FIRST_ES = 2;
export const F_LAST_EN = 4;
export const F_LAST_ES = 8;
export const F_COMMON_EN = 16;
export const F_COMMON_ES = 32;
export const F_AMBIG_EN = 64;
export const F_AMBIG_ES = 128;
export const F_PLACE = 512;
/** First word of a multi-word place. */
export const F_PLACE_START = 1024;

export const PLACE_COUNTRY = 1;
export const PLACE_REGION = 2;
export const PLACE_CITY = 3;

export interface Place {
  kind: number;
  population: number;
  /** Number of words in the phrase. */
  words: number;
}

export interface Lexicon {
  /** Flags of a normalized single token (0 when unknown). */
  flags(key: string): number;
  /** Frequency rank (1 = most frequent) of a surname in the language, or 0. */
  surnameRank(key: string, lang: 'en' | 'es'): number;
  /** Frequency rank of a common word in the language, or 0. */
  commonRank(key: string, lang: 'en' | 'es'): number;
  /** A place by normalized phrase (words joined by single spaces). */
  place(phrase: string): Place | undefined;
  /** Longest place phrase, in words, that starts with this word. */
  maxPlaceWords(key: string): number;
}

let lexicon: Lexicon | undefined;

export function getLexicon(): Lexicon {
  return (lexicon ??= build());
}

/** Calls fn for each line of a newline-joined list, with its 1-based rank. */
function each(list: string, fn: (key: string, rank: number) => void): void {
  let rank = 1;
  let from = 0;
  while (from < list.length) {
    let to = list.indexOf('\n', from);
    if (to < 0) to = list.length;
    fn(list.slice(from, to), rank++);
    from = to + 1;
  }
}

function build(): Lexicon {
  // One id per distinct key; facts in parallel typed arrays indexed by id (no per-key objects).
  const ids = new Map<string, number>();
  const size = 200_000;
  const flags = new Uint16Array(size);
  const lastEn = new Uint32Array(size);
  const lastEs = new Uint16Array(size);
  const commonEn = new Uint16Array(size);
  const commonEs = new Uint16Array(size);
  const placeWords = new Uint8Array(size);
  const idOf = (key: string): number => {
    let id = ids.get(key);
    if (id === undefined) {
      id = ids.size;
      ids.set(key, id);
    }
    return id;
  };

  each(data.firstEn, (k) => (flags[idOf(k)]! |= F_FIRST_EN));
  each(data.firstEs, (k) => (flags[idOf(k)]! |= F_FIRST_ES));
  each(data.lastEn, (k, r) => {
    const id = idOf(k);
    flags[id]! |= F_LAST_EN;
    lastEn[id] = r;
  });
  each(data.lastEs, (k, r) => {
    const id = idOf(k);
    flags[id]! |= F_LAST_ES;
    lastEs[id] = r;
  });
  each(data.commonEn, (k, r) => {
    const id = idOf(k);
    flags[id]! |= F_COMMON_EN;
    commonEn[id] = r;
  });
  each(data.commonEs, (k, r) => {
    const id = idOf(k);
    flags[id]! |= F_COMMON_ES;
    commonEs[id] = r;
  });
  each(data.ambiguousEn, (k) => (flags[idOf(k)]! |= F_AMBIG_EN));
  each(data.ambiguousEs, (k) => (flags[idOf(k)]! |= F_AMBIG_ES));

  const places = new Map<string, Place>();
  each(data.places, (line) => {
    const t1 = line.indexOf('\t');
    const name = line.slice(0, t1);
    const kind = line.charCodeAt(t1 + 1);
    const words = countWords(name);
    const place: Place = {
      kind: kind === 67 /* C */ ? PLACE_COUNTRY : kind === 82 /* R */ ? PLACE_REGION : PLACE_CITY,
      population: Number(line.slice(t1 + 3)),
      words,
    };
    const old = places.get(name);
    // A name that is both a country/region and a city keeps the larger kind (lower number).
    if (!old || place.kind < old.kind) places.set(name, place);
    const id = idOf(words === 1 ? name : name.slice(0, name.indexOf(' ')));
    if (words === 1) flags[id]! |= F_PLACE;
    else {
      flags[id]! |= F_PLACE_START;
      if (words > placeWords[id]!) placeWords[id] = words;
    }
  });
  if (ids.size > size) throw new Error('lexicon larger than its tables; raise size');

  const get = (key: string): number => ids.get(key) ?? -1;
  return {
    flags: (key) => {
      const id = get(key);
      return id < 0 ? 0 : flags[id]!;
    },
    surnameRank: (key, lang) => {
      const id = get(key);
      return id < 0 ? 0 : lang === 'en' ? lastEn[id]! : lastEs[id]!;
    },
    commonRank: (key, lang) => {
      const id = get(key);
      return id < 0 ? 0 : lang === 'en' ? commonEn[id]! : commonEs[id]!;
    },
    place: (phrase) => places.get(phrase),
    maxPlaceWords: (key) => {
      const id = get(key);
      return id < 0 ? 0 : placeWords[id]!;
    },
  };
}

function countWords(s: string): number {
  let n = 1;
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) === 32) n++;
  return n;
}
