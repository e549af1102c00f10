/**
 * Lexicon lookups over `../data/lexicons.json`.
 *
 * The build script packs every fact about a word into one integer (see lexicon-format.ts) and
 * stores words and multi-word places as packed string tables (string-table.ts): creating the
 * lexicon costs nothing, and each of the 256 hash buckets of a table is indexed the first time
 * a lookup lands in it. Multi-word places ("new york", "castilla y leon") live in a second table
 * keyed by the whole phrase; their first word carries F_PLACE_START and the phrase length so the
 * matcher only tries where one can start.
 */
import data from '../data/lexicons.json' with { type: 'json' };
import { F_PLACE, placeKind, placePopulation, placeWords } from './lexicon-format.js';
import { PackedStringTable } from './string-table.js';

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
  /**
   * flags() of text.slice(start, end) when that range is ASCII (normalizing is then lower-casing,
   * done on the fly without making strings); -1 when it holds other characters.
   */
  flagsAscii(text: string, start: number, end: number): number;
  /** A place by normalized phrase (words joined by single spaces). */
  place(phrase: string): Place | undefined;
  /** Longest place phrase, in words, that starts with this word. */
  maxPlaceWords(key: string): number;
  /** Indexes every bucket now (warm-up: moves the whole cost to start-up). */
  buildAll(): void;
}

let lexicon: Lexicon | undefined;

export function getLexicon(): Lexicon {
  return (lexicon ??= build());
}

function build(): Lexicon {
  if (data.version !== 3) throw new Error(`lexicons.json version ${data.version}: rebuild it`);
  const words = new PackedStringTable(data.words);
  const phrases = new PackedStringTable(data.phrases);
  const toPlace = (p: number, n: number): Place => ({ kind: placeKind(p), population: placePopulation(p), words: n });
  return {
    flags: (key) => {
      const f = words.get(key);
      return f < 0 ? 0 : f;
    },
    flagsAscii: (text, start, end) => {
      const f = words.getLowerAscii(text, start, end);
      return f === -2 ? -1 : f < 0 ? 0 : f;
    },
    place: (phrase) => {
      // One table is asked, never both: the build puts every multi-word place in `phrases` and
      // gives F_PLACE only to one-word places ("new york" is a phrase, "madrid" a word).
      if (phrase.includes(' ')) {
        const multi = phrases.get(phrase);
        return multi >= 0 ? toPlace(multi, placeWords(multi)) : undefined;
      }
      const single = words.get(phrase);
      return single >= 0 && (single & F_PLACE) !== 0 ? toPlace(single, 1) : undefined;
    },
    maxPlaceWords: (key) => {
      const f = words.get(key);
      return f < 0 ? 0 : placeWords(f);
    },
    buildAll: () => {
      words.buildAll();
      phrases.buildAll();
    },
  };
}
