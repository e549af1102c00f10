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
/** Mostly written capitalized in English subtitles (names, places, brands). */
export const F_CAPITALIZED_EN = 256;
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

interface Entry {
  flags: number;
  lastEn: number;
  lastEs: number;
  commonEn: number;
  commonEs: number;
  placeWords: number;
}

let lexicon: Lexicon | undefined;

export function getLexicon(): Lexicon {
  return (lexicon ??= build());
}

function build(): Lexicon {
  const entries = new Map<string, Entry>();
  const entry = (key: string): Entry => {
    let e = entries.get(key);
    if (!e) {
      e = { flags: 0, lastEn: 0, lastEs: 0, commonEn: 0, commonEs: 0, placeWords: 0 };
      entries.set(key, e);
    }
    return e;
  };
  const each = (list: string, fn: (key: string, rank: number) => void): void => {
    let rank = 1;
    let from = 0;
    while (from < list.length) {
      let to = list.indexOf('\n', from);
      if (to < 0) to = list.length;
      fn(list.slice(from, to), rank++);
      from = to + 1;
    }
  };

  each(data.firstEn, (k) => (entry(k).flags |= F_FIRST_EN));
  each(data.firstEs, (k) => (entry(k).flags |= F_FIRST_ES));
  each(data.lastEn, (k, r) => {
    const e = entry(k);
    e.flags |= F_LAST_EN;
    e.lastEn = r;
  });
  each(data.lastEs, (k, r) => {
    const e = entry(k);
    e.flags |= F_LAST_ES;
    e.lastEs = r;
  });
  each(data.commonEn, (k, r) => {
    const e = entry(k);
    e.flags |= F_COMMON_EN;
    e.commonEn = r;
  });
  each(data.commonEs, (k, r) => {
    const e = entry(k);
    e.flags |= F_COMMON_ES;
    e.commonEs = r;
  });
  each(data.ambiguousEn, (k) => (entry(k).flags |= F_AMBIG_EN));
  each(data.ambiguousEs, (k) => (entry(k).flags |= F_AMBIG_ES));
  each(data.capitalizedEn, (k) => {
    const e = entries.get(k);
    if (e) e.flags |= F_CAPITALIZED_EN;
  });

  const places = new Map<string, Place>();
  each(data.places, (line) => {
    const [name = '', kind = '', pop = '0'] = line.split('\t');
    const words = countWords(name);
    const place: Place = {
      kind: kind === 'C' ? PLACE_COUNTRY : kind === 'R' ? PLACE_REGION : PLACE_CITY,
      population: Number(pop),
      words,
    };
    const old = places.get(name);
    // A name that is both a country/region and a city keeps the larger kind (lower number).
    if (!old || place.kind < old.kind) places.set(name, place);
    const firstWord = words === 1 ? name : name.slice(0, name.indexOf(' '));
    const e = entry(firstWord);
    if (words === 1) e.flags |= F_PLACE;
    else {
      e.flags |= F_PLACE_START;
      if (words > e.placeWords) e.placeWords = words;
    }
  });

  return {
    flags: (key) => entries.get(key)?.flags ?? 0,
    surnameRank: (key, lang) => {
      const e = entries.get(key);
      return e ? (lang === 'en' ? e.lastEn : e.lastEs) : 0;
    },
    commonRank: (key, lang) => {
      const e = entries.get(key);
      return e ? (lang === 'en' ? e.commonEn : e.commonEs) : 0;
    },
    place: (phrase) => places.get(phrase),
    maxPlaceWords: (key) => entries.get(key)?.placeWords ?? 0,
  };
}

function countWords(s: string): number {
  let n = 1;
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) === 32) n++;
  return n;
}
