/**
 * Lexicon lookups over `../data/lexicons.json`, built lazily on first use.
 *
 * The build script packs every fact about a word into one integer (see lexicon-format.ts), so
 * loading is one hash pass over the key list (StringTable: no string per key). Multi-word places ("new
 * york", "castilla y leon") live in a small second map keyed by the whole phrase; their first
 * word carries F_PLACE_START and the phrase length so the matcher only tries where one can start.
 */
import data from '../data/lexicons.json' with { type: 'json' };
import { F_PLACE, placeKind, placePopulation, placeWords } from './lexicon-format.js';
import { StringTable } from './string-table.js';

export * from './lexicon-format.js';

export interface Place {
  kind: number;
  /** A representative population: 0, 100,000 or 1,000,000 (bucket lower bounds). */
  population: number;
  /** Number of words in the phrase. */
  words: number;
}

export interface Lexicon {
  /** Packed facts of a normalized single token (0 when unknown). */
  flags(key: string): number;
  /** A place by normalized phrase (words joined by single spaces). */
  place(phrase: string): Place | undefined;
  /** Longest place phrase, in words, that starts with this word. */
  maxPlaceWords(key: string): number;
}

let lexicon: Lexicon | undefined;

export function getLexicon(): Lexicon {
  return (lexicon ??= build());
}

function build(): Lexicon {
  const keys = new StringTable(data.keys);
  const packed = new Int32Array(keys.size);
  const f = data.flags;
  for (let i = 0; i < packed.length; i++) packed[i] = (f.charCodeAt(2 * i) - 0x100) | ((f.charCodeAt(2 * i + 1) - 0x100) << 11);
  const lookup = (key: string): number | undefined => {
    const i = keys.indexOf(key);
    return i < 0 ? undefined : packed[i];
  };

  const phrases = new Map<string, number>();
  for (const line of data.phrases.split('\n')) {
    const tab = line.indexOf('\t');
    phrases.set(line.slice(0, tab), Number(line.slice(tab + 1)));
  }

  const toPlace = (p: number, words: number): Place => ({ kind: placeKind(p), population: placePopulation(p), words });
  return {
    flags: (key) => lookup(key) ?? 0,
    place: (phrase) => {
      const multi = phrases.get(phrase);
      if (multi !== undefined) return toPlace(multi, placeWords(multi));
      const single = lookup(phrase);
      return single !== undefined && (single & F_PLACE) !== 0 ? toPlace(single, 1) : undefined;
    },
    maxPlaceWords: (key) => placeWords(lookup(key) ?? 0),
  };
}
