/**
 * Multi-word cue phrases around a name ("flying out of Heathrow", "Capital One approved the
 * loan", "works for Kroger"), kept as tables keyed by the word that touches the name, so most
 * tokens cost one Map lookup. Shared by the passes that read a phrase before or after a name
 * (org-context.ts, org-verbs.ts, travel-places.ts).
 */
import { type CueSet, cueSet } from './cue-bits.js';
import { type Doc, SEP_SPACE } from './doc.js';

/** A cue with its words split, in reading order away from the name. */
export interface CompiledPhrase<C> {
  cue: C;
  /** Words from the one touching the name outwards: reversed for a phrase before the name. */
  words: string[];
}

/** Phrases keyed by the word next to the name (see phraseTable). */
export interface PhraseTable<C> {
  readonly byWord: ReadonlyMap<string, readonly CompiledPhrase<C>[]>;
  /** The keys of byWord as a cue set (cue-bits.ts): most tokens touch no phrase, and one bit says so. */
  readonly words: CueSet;
}

/**
 * Phrases keyed by the word next to the name: the last word of a phrase read before the name
 * (`'before'`: "flying out of" → "of"), the first of one read after it (`'after'`).
 */
export function phraseTable<C extends { words: string }>(cues: readonly C[], side: 'before' | 'after'): PhraseTable<C> {
  const m = new Map<string, CompiledPhrase<C>[]>();
  for (const cue of cues) {
    const split = cue.words.split(' ');
    const words = side === 'before' ? split.reverse() : split;
    const list = m.get(words[0]!) ?? [];
    list.push({ cue, words });
    m.set(words[0]!, list);
  }
  return { byWord: m, words: cueSet(new Set(m.keys())) };
}

/** The phrases of `table` whose word next to the name is token i's key, or undefined. */
export function phrasesAt<C>(doc: Doc, i: number, table: PhraseTable<C>): readonly CompiledPhrase<C>[] | undefined {
  return doc.inSet(i, table.words) ? table.byWord.get(doc.key(i)) : undefined;
}

/** `words` (outwards order, see phraseTable) read backwards from token p, one space apart. */
export function wordsEndAt(doc: Doc, p: number, words: readonly string[]): boolean {
  for (let k = 0; k < words.length; k++) {
    const t = p - k;
    if (t < 0 || !doc.isWord(t) || doc.key(t) !== words[k] || (k > 0 && doc.sep(t + 1) !== SEP_SPACE)) return false;
  }
  return true;
}

/** `words` read forwards from token j, one space apart. */
export function wordsStartAt(doc: Doc, j: number, words: readonly string[]): boolean {
  for (let k = 0; k < words.length; k++) {
    const t = j + k;
    if (t >= doc.count || !doc.isWord(t) || doc.key(t) !== words[k] || (k > 0 && doc.sep(t) !== SEP_SPACE)) return false;
  }
  return true;
}
