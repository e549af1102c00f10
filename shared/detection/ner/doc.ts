/**
 * A tokenized text plus the per-token facts the NER rules ask for again and again (normalized
 * key, lexicon flags), cached in arrays so each is paid for at most once: those of ASCII words
 * at construction (nearly every word is asked for), the others when first asked.
 */
import type { Language } from '../types.js';
import { getLexicon, type Lexicon, F_FIRST_EN, F_FIRST_ES, F_LAST_EN, F_LAST_ES, F_AMBIG_EN, F_AMBIG_ES, F_COMMON_EN, F_COMMON_ES, F_STRONG_LAST, F_TOP_COMMON_EN, F_TOP_COMMON_ES } from './lexicon.js';
import { type CueSet, cueRowWidth, cueSet, cueWordRow, orCueRow, rowHolds, rowInSet } from './cue-bits.js';
import { normalizeKey } from './normalize.js';
import { slotCueRow, slotFlags, slotKey, syncSlotCueRows, touchPair, wordSlot, wordSlotInPair } from './word-cache.js';
import { releaseTokens, takeTokens, type Tokens } from './tokenize.js';
import {
  CAP, CAP_SHAPE, FORM_JOINED, INFO_FIRST, INFO_KIND, INFO_KIND_SHIFT, INFO_SEP_SHIFT, INFO_SHAPE, INFO_SHAPE_SHIFT, LOWER, LOWER_SHAPE, NO_PAIR, NUM, NUM_KIND,
  PUNCT, PUNCT_KIND, SEP_NEWLINE, SEP_NONE, SEP_SPACE, UPPER, UPPER_SHAPE, WORD, WORD_KIND,
} from './token-info.js';

export interface Candidate {
  entity: 'PERSON' | 'ORGANIZATION' | 'LOCATION' | 'ADDRESS';
  /** Token range [first, last] (inclusive). */
  first: number;
  last: number;
  /** UTF-16 offsets. */
  start: number;
  end: number;
  score: number;
}

/** A word set for Doc.keyIn: a registered cue set (cue-bits.ts), tested by one bit. */
export type WordFilter = CueSet;

export function wordFilter(words: ReadonlySet<string>): WordFilter {
  return cueSet(words);
}

/**
 * The key array of the last released Doc, emptied, for the next one (like the token arrays,
 * tokenize.ts): one array of a few hundred entries less to make and collect per text.
 */
let spareKeys: (string | undefined)[] | undefined;

function takeKeys(count: number): (string | undefined)[] {
  const keys = spareKeys;
  if (keys !== undefined && keys.length >= count) {
    spareKeys = undefined;
    return keys;
  }
  return new Array<string | undefined>(count);
}

/** Empties the first `count` keys (no other entry is ever set: Doc.key) and keeps the larger array. */
function releaseKeys(keys: (string | undefined)[], count: number): void {
  if (spareKeys !== undefined && spareKeys.length >= keys.length) return;
  keys.fill(undefined, 0, count);
  spareKeys = keys;
}

/**
 * The zeroed wordSetBits array of the last released Doc, for the next one: a Uint32Array of more
 * than 64 bytes (two rows of nine words) gets a backing store outside the heap, which cost about
 * as much as the walk that fills it.
 */
let spareWordSets: Uint32Array | undefined;

function takeWordSets(length: number): Uint32Array {
  const bits = spareWordSets;
  // The row width changes only when a set is registered (at load).
  if (bits !== undefined && bits.length === length) {
    spareWordSets = undefined;
    return bits;
  }
  return new Uint32Array(length);
}

function releaseWordSets(bits: Uint32Array): void {
  bits.fill(0);
  spareWordSets = bits;
}

/** The key of "Mª" (María abbreviated), a given name of its own. */
const ABBREVIATED_MARIA = 'mª';

/** Punctuation that may open a sentence before its first word: quotes, brackets, bullets. */
const SENTENCE_OPENERS: ReadonlySet<number> = new Set([...'"“‘(¿¡-•*'].map((ch) => ch.charCodeAt(0)));

/** Where resolveWords leaves what its touch pass read, so the reads are not dropped as unused. */
export let touchSink = 0;

export class Doc {
  readonly t: Tokens;
  readonly lex: Lexicon;
  readonly count: number;
  /**
   * Tokens already inside an accepted ADDRESS or ORGANIZATION. Write only entries below `count`:
   * past it the array must stay 0 (release() zeroes the tokens' entries only, for the next text).
   */
  readonly claimed: Uint8Array;
  /** Document-level facts of per-document.ts, one slot per fact. */
  readonly memos: unknown[] = [];

  // --- per-call facts (fastper4, speed) ------------------------------------------------------
  /**
   * The call's score threshold (analyzeNer sets it; 0: none). A candidate scored below it is
   * dropped at the end of the analysis, so a scorer may drop it as soon as it knows that
   * (person/score.ts: a run that cannot reach it is not scored to the end).
   */
  minScore = 0;
  // --- end of per-call facts -----------------------------------------------------------------

  private readonly keys: (string | undefined)[];
  /** Lexicon flags + 1 per token, 0 until asked (no fill needed). */
  private readonly flagCache: Int32Array;
  /** Where the token's cue-set row starts (cue-bits.ts: cueWordRow) + 1, 0 until asked. */
  private readonly cueRows: Int32Array;
  // The token arrays as own fields: the rules call these accessors millions of times, and
  // `this.t.info[i]` is one dependent load more than `this.infos[i]`.
  private readonly infos: Int32Array;
  private readonly starts: Int32Array;
  private readonly ends: Int32Array;
  private readonly lookup: (key: string) => number;
  /**
   * The capitalized words (capitalized()), in text order: the passes that look only at them
   * ("Globex", "Madrid") walk this list (nextCapitalized) instead of testing every token. A dense
   * ticket of ~250 tokens holds ~40.
   */
  private readonly caps: number[] = [];
  /** Where the last nextCapitalized call stopped in `caps`: a walk forward costs one step per call. */
  private capCursor = 0;

  constructor(
    readonly text: string,
    readonly lang: Language,
  ) {
    // The tokens the pattern side already made for this text, if it did (tokenize.ts: sharedTokens).
    const t = takeTokens(text);
    this.t = t;
    this.lex = getLexicon();
    this.lookup = this.lex.flags;
    this.count = t.count;
    this.infos = t.info;
    this.starts = t.start;
    this.ends = t.end;
    // The tokenizer's spare space: no backing store of their own (see tokenize.ts).
    this.flagCache = t.spare32;
    this.cueRows = t.spare32b;
    this.claimed = t.spare8;
    this.keys = takeKeys(this.count);
    syncSlotCueRows();
    this.resolveWords();
  }

  /**
   * Key and flags of every ASCII word, now, in one tight loop: the rules ask for nearly every
   * word's key or flags anyway, and a word's first look-up mostly waits on memory (its cache
   * entry and key string); in a loop over all words the processor overlaps some of those waits,
   * where the rules, asking one word at a time between other work, pay each in full. Other
   * tokens (numbers, punctuation, words with accents) stay lazy: key() and flags() handle them.
   */
  private resolveWords(): void {
    const { infos, starts, ends, keys, flagCache, cueRows, text, lookup } = this;
    const pairs = this.t.wordPair;
    const caps = this.caps;
    // First every word's cache entry, all at once (word-cache.ts: touchPair), then the look-ups.
    let touched = 0;
    for (let i = 0; i < this.count; i++) {
      const pair = pairs[i]!;
      if ((infos[i]! & INFO_KIND) === WORD_KIND && pair !== NO_PAIR) touched ^= touchPair(pair);
    }
    touchSink = touched;
    for (let i = 0; i < this.count; i++) {
      const info = infos[i]!;
      if ((info & INFO_KIND) !== WORD_KIND) continue;
      const shape = info & INFO_SHAPE;
      if (shape === CAP_SHAPE || shape === UPPER_SHAPE) caps.push(i);
      // The tokenizer hashed the word already (tokenize.ts: Tokens.wordPair).
      const pair = pairs[i]!;
      if (pair === NO_PAIR) continue;
      const slot = wordSlotInPair(pair, text, starts[i]!, ends[i]!);
      keys[i] = slotKey(slot);
      flagCache[i] = slotFlags(slot, lookup) + 1;
      cueRows[i] = slotCueRow(slot) + 1;
    }
  }

  /**
   * Hands the token arrays to the next document's tokenization (tokenize.ts: releaseTokens). No
   * method of this Doc may be called afterwards; the candidates it made stay valid (plain numbers).
   */
  release(): void {
    releaseTokens(this.t);
    releaseKeys(this.keys, this.count);
    if (this.wordSets !== undefined) releaseWordSets(this.wordSets);
  }

  /**
   * The packed facts of token i (tokenize.ts: INFO_FIRST), 0 outside the tokens: no kind, no
   * shape, no character. The range test matters for speed too: V8 reads a typed array that is
   * sometimes read out of bounds (i = -1) slowly everywhere.
   */
  private info(i: number): number {
    return i >= 0 && i < this.count ? this.infos[i]! : 0;
  }
  kind(i: number): number {
    return (this.info(i) & INFO_KIND) >>> INFO_KIND_SHIFT;
  }
  isWord(i: number): boolean {
    return (this.info(i) & INFO_KIND) === WORD_KIND;
  }
  isNum(i: number): boolean {
    return (this.info(i) & INFO_KIND) === NUM_KIND;
  }
  shape(i: number): number {
    return (this.info(i) & INFO_SHAPE) >>> INFO_SHAPE_SHIFT;
  }
  /** Separator before token i; the end of the text (i >= count) reads as a line break. */
  sep(i: number): number {
    return i >= 0 && i < this.count ? this.infos[i]! >>> INFO_SEP_SHIFT : SEP_NEWLINE;
  }
  start(i: number): number {
    return this.starts[i]!;
  }
  end(i: number): number {
    return this.ends[i]!;
  }
  len(i: number): number {
    return this.ends[i]! - this.starts[i]!;
  }
  raw(i: number): string {
    return this.text.slice(this.starts[i], this.ends[i]);
  }
  /** True when token i is the single punctuation char `ch`. */
  isChar(i: number, ch: number): boolean {
    return (this.info(i) & (INFO_KIND | INFO_FIRST)) === (PUNCT_KIND | ch);
  }
  /** A field delimiter token: comma, semicolon, tab or pipe (CSV-like rows). */
  isDelimiter(i: number): boolean {
    const info = this.info(i);
    if ((info & INFO_KIND) !== PUNCT_KIND) return false;
    const c = info & INFO_FIRST;
    return c === 44 || c === 59 || c === 9 || c === 124;
  }
  charAt(i: number): number {
    return this.text.charCodeAt(this.starts[i]!);
  }
  key(i: number): string {
    // Outside the tokens nothing is kept: storing keys[-1] or keys[count] would turn the array
    // into a slow one (a named property, or a copy to grow it).
    if (i < 0 || i >= this.count) return this.outsideKey(i);
    let k = this.keys[i];
    if (k === undefined) {
      // ASCII words have theirs already (resolveWords). Numbers and punctuation go through the
      // cache of recent words too; words with accents are normalized ("Muñoz" → "munoz").
      const slot = wordSlot(this.text, this.starts[i]!, this.ends[i]!);
      k = slot >= 0 ? slotKey(slot) : normalizeKey(this.raw(i));
      this.keys[i] = k;
    }
    return k;
  }
  /**
   * key() outside the tokens: the key of raw(i), which for i < 0 is the whole text (a rule asking
   * `key(c.first - 1)` at the text's first token). The last one is kept: lower-casing and
   * normalizing a 1 KB text costs about as much as 200 word look-ups, and the rules of one
   * candidate ask it several times.
   */
  private outsideKey(i: number): string {
    const raw = this.raw(i);
    if (raw === this.outsideRaw) return this.outsideKeyOfRaw;
    const k = normalizeKey(raw);
    this.outsideRaw = raw;
    this.outsideKeyOfRaw = k;
    return k;
  }

  /** outsideKey's last raw string and its key. */
  private outsideRaw: string | undefined;
  private outsideKeyOfRaw = '';

  /**
   * Token i is a word that holds a joiner ("García-López", "O'Brien", "well-known"): only such a
   * word has a "-" in its key (letters lower-case and lose their accents, never into a hyphen).
   */
  joined(i: number): boolean {
    return i >= 0 && i < this.count && (this.t.wordForm[i]! & FORM_JOINED) !== 0;
  }

  /** Lexicon flags of a WORD token (0 for other tokens). */
  flags(i: number): number {
    if (i < 0 || i >= this.count) return 0;
    const cached = this.flagCache[i]!;
    if (cached !== 0) return cached - 1;
    // ASCII words have theirs already (resolveWords): left are words with accents, looked up by
    // their normalized key, and other tokens, which have none.
    const f = this.isWord(i) ? this.lex.flags(this.key(i)) : 0;
    this.flagCache[i] = f + 1;
    return f;
  }

  // --- lexicon facts in the document's language -----------------------------------------------
  firstName(i: number): boolean {
    const f = this.flags(i);
    return (f & (F_FIRST_EN | F_FIRST_ES)) !== 0 || this.abbreviatedMaria(i);
  }
  /**
   * `key(i) === 'mª'`: "Mª", María abbreviated ("Mª Dolores"). An ASCII word (one with a cache
   * pair) has an ASCII key, never this one: its key string is not read.
   */
  abbreviatedMaria(i: number): boolean {
    if (i >= 0 && i < this.count && this.t.wordPair[i] !== NO_PAIR) return false;
    return this.key(i) === ABBREVIATED_MARIA;
  }
  /** First name in the document's own language (the other language counts, but less). */
  firstNameHere(i: number): boolean {
    return (this.flags(i) & (this.lang === 'en' ? F_FIRST_EN : F_FIRST_ES)) !== 0 || this.abbreviatedMaria(i);
  }
  surname(i: number): boolean {
    if ((this.flags(i) & (F_LAST_EN | F_LAST_ES)) !== 0) return true;
    // Hyphenated surnames ("Borrego-Villaseñor"): any known part will do. A word without a joiner
    // has no "-" in its key (joined): no part to look up.
    if (this.isWord(i) && !this.joined(i)) return false;
    const k = this.key(i);
    const dash = k.indexOf('-');
    if (dash < 0) return false;
    const f1 = this.lex.flags(k.slice(0, dash));
    const f2 = this.lex.flags(k.slice(dash + 1));
    return ((f1 | f2) & (F_LAST_EN | F_LAST_ES)) !== 0;
  }
  /** A surname among the most frequent (the long census tail holds many ordinary words). */
  strongSurname(i: number): boolean {
    return (this.flags(i) & F_STRONG_LAST) !== 0;
  }
  /** A name that is also an everyday word in this language ("Will", "May", "Rosa"). */
  ambiguous(i: number): boolean {
    const f = this.flags(i);
    if ((f & (this.lang === 'en' ? F_AMBIG_EN : F_AMBIG_ES)) !== 0) return true;
    // An everyday word here: any such English name ("General", "Precious"), or a name only in the
    // other language's lists ("Base" in Spanish). Spanish common words exclude names already.
    return this.commonWord(i) && (this.lang === 'en' || !this.firstNameHere(i));
  }
  /** An everyday word of this language (for English: mostly written in lower case). */
  commonWord(i: number): boolean {
    return (this.flags(i) & (this.lang === 'en' ? F_COMMON_EN : F_COMMON_ES)) !== 0;
  }
  /** Among the 1,500 most frequent subtitle words of this language (names included). */
  topCommon(i: number): boolean {
    return (this.flags(i) & (this.lang === 'en' ? F_TOP_COMMON_EN : F_TOP_COMMON_ES)) !== 0;
  }
  /** Known to any word list of either language. */
  knownWord(i: number): boolean {
    return (this.flags(i) & (F_COMMON_EN | F_COMMON_ES | F_TOP_COMMON_EN | F_TOP_COMMON_ES)) !== 0;
  }

  // --- layout --------------------------------------------------------------------------------
  /** Token i begins a sentence or a line (so its capital letter says little). */
  sentenceStart(i: number): boolean {
    if (i <= 0 || this.sep(i) >= SEP_NEWLINE) return true;
    let p = i - 1;
    // Skip opening quotes/brackets/bullets.
    while (p >= 0 && this.kind(p) === PUNCT && SENTENCE_OPENERS.has(this.info(p) & INFO_FIRST)) {
      if (this.sep(p) >= SEP_NEWLINE || p === 0) return true;
      p--;
    }
    if (p < 0) return true;
    if (this.kind(p) !== PUNCT) return false;
    const c = this.charAt(p);
    return c === 46 || c === 33 || c === 63 || c === 58 || c === 59 || c === 0x2026;
  }
  /** A capitalized or all-caps word. */
  capitalized(i: number): boolean {
    // Only words get these shapes (numbers get 0 or 1, punctuation 0): no kind test needed.
    const s = this.info(i) & INFO_SHAPE;
    return s === CAP_SHAPE || s === UPPER_SHAPE;
  }
  /**
   * The first capitalized word at or after token i, or `count` when none is left. A pass over the
   * capitalized words only: `for (let i = doc.nextCapitalized(0); i < doc.count; i = doc.nextCapitalized(i + 1))`;
   * the body may jump ahead (`i = e`). Always exact: a call behind the cursor starts over.
   */
  nextCapitalized(i: number): number {
    const caps = this.caps;
    let c = this.capCursor;
    if (c > 0 && caps[c - 1]! >= i) c = 0;
    while (c < caps.length && caps[c]! < i) c++;
    this.capCursor = c;
    return c < caps.length ? caps[c]! : this.count;
  }

  // --- once-per-document facts for the organization / place / thing rules (fastorg4) ----------
  /**
   * The capitalized words (capitalized()), in text order, read-only: a rule that looks for other
   * mentions of a name ("ping Lincoln" elsewhere in the text) walks these ~40 instead of every
   * token, and, unlike nextCapitalized, moves no cursor a running pass relies on.
   */
  capitalizedWords(): readonly number[] {
    return this.caps;
  }

  /**
   * The tokens that are the punctuation character `ch`, in text order: the punctuation tokens
   * (allPunctuationTokens, a few dozen) filtered, so a pass that starts only at commas or colons
   * ("Atlanta, GA", "Employer: Initech") reads a dozen positions instead of testing every token.
   * Example: `doc.punctuationTokens(COMMA)` in "Boise, ID" is [1].
   */
  punctuationTokens(ch: number): readonly number[] {
    const all = this.allPunctuationTokens();
    const infos = this.infos;
    const out: number[] = [];
    for (let k = 0; k < all.length; k++) if ((infos[all[k]!]! & INFO_FIRST) === ch) out.push(all[k]!);
    return out;
  }

  /**
   * The first token of every line, in text order (read-only): token 0 and each token after a line
   * break. Gathered in one walk on the first ask; the passes that read line starts (layout lines,
   * list labels) share it. Example: "Attendees: Ana\nDeliver to:\nBo" gives [0, 3, 6].
   */
  lineStarts(): readonly number[] {
    let starts = this.lineStartList;
    if (starts === undefined) {
      starts = [];
      for (let i = 0; i < this.count; i++) if (i === 0 || this.infos[i]! >>> INFO_SEP_SHIFT >= SEP_NEWLINE) starts.push(i);
      this.lineStartList = starts;
    }
    return starts;
  }

  /** lineStarts, gathered once. */
  private lineStartList: number[] | undefined;

  /**
   * Every punctuation token, in text order (read-only), gathered in one walk on the first ask: a
   * pass that acts only at commas and dashes of a line reads these instead of each token of it.
   */
  allPunctuationTokens(): readonly number[] {
    let all = this.punctuationList;
    if (all === undefined) {
      all = [];
      const infos = this.infos;
      for (let i = 0; i < this.count; i++) if ((infos[i]! & INFO_KIND) === PUNCT_KIND) all.push(i);
      this.punctuationList = all;
    }
    return all;
  }

  /** allPunctuationTokens, gathered once. */
  private punctuationList: number[] | undefined;

  /**
   * Which registered cue sets (cue-bits.ts) hold a word of the text: the rows of every word
   * token's row OR-ed together in one walk, on the first ask (the first cueRowWidth() entries); the
   * same for the lower-case words only (the next ones). A question "does the text hold a colour
   * word?" or "a lower-case naming verb?" is then one bit test, however many ask it.
   */
  private wordSetBits(): Uint32Array {
    let bits = this.wordSets;
    if (bits === undefined) {
      const width = cueRowWidth();
      bits = takeWordSets(2 * width);
      const { infos, cueRows } = this;
      for (let i = 0; i < this.count; i++) {
        const info = infos[i]!;
        if ((info & INFO_KIND) !== WORD_KIND) continue;
        let row = cueRows[i]!;
        if (row === 0) row = this.lateCueRow(i);
        // row - 1 is where the cue-bits row starts; 0: in no set (the all-zero row).
        if (row === 1) continue;
        // A lower-case word's row goes to the lower-case half only: that half is OR-ed into the
        // first once all words are in (one OR per row entry, not one per lower-case word).
        orCueRow(row - 1, bits, (info & INFO_SHAPE) === LOWER_SHAPE ? width : 0);
      }
      for (let w = 0; w < width; w++) bits[w]! |= bits[width + w]!;
      this.wordSets = bits;
    }
    return bits;
  }

  /** wordSetBits, gathered once. */
  private wordSets: Uint32Array | undefined;

  /** Some word token of the text is in `cue`: `inSet(i, cue)` holds for some word i. */
  holdsWordIn(cue: CueSet): boolean {
    return rowHolds(this.wordSetBits(), 0, cue);
  }

  /** Some lower-case word of the text is in `cue`: `lower(i) && inSet(i, cue)` holds for some i. */
  holdsLowerWordIn(cue: CueSet): boolean {
    return rowHolds(this.wordSetBits(), cueRowWidth(), cue);
  }

  lower(i: number): boolean {
    return (this.info(i) & (INFO_KIND | INFO_SHAPE)) === (WORD_KIND | LOWER_SHAPE);
  }
  /** Token i is a word (kind WORD) of `filter`. */
  keyIn(i: number, filter: WordFilter): boolean {
    return this.kind(i) === WORD && this.inSet(i, filter);
  }
  /**
   * `cue.words.has(this.key(i))`, as one bit test (cue-bits.ts). Example: with
   * `const PRODUCT_AFTER_CUE = cueSet(PRODUCT_AFTER)`, "Stan Smith sneakers" has
   * `doc.inSet(i, PRODUCT_AFTER_CUE)` true at "sneakers", whatever its case.
   */
  inSet(i: number, cue: CueSet): boolean {
    // Outside the tokens, key() reads odd things (the whole text): ask the set itself.
    if (i < 0 || i >= this.count) return cue.words.has(this.key(i));
    let row = this.cueRows[i]!;
    // ASCII words have theirs already (resolveWords).
    if (row === 0) row = this.lateCueRow(i);
    return rowInSet(row - 1, cue);
  }

  /**
   * The cue-set row + 1 of token i (0 <= i < count) that resolveWords left open, kept in cueRows:
   * `cueWordRow(key(i)) + 1`. A token of ASCII chars (a number, punctuation: "2024", "&") takes
   * its row from its entry in the cache of recent words (word-cache.ts: slotCueRow, one look-up
   * per distinct token across documents), where a map look-up of its key per document cost about
   * 1% of an analysis (the rules ask inSet of numbers and punctuation too); a word with accents is
   * looked up by its normalized key.
   */
  private lateCueRow(i: number): number {
    let row: number;
    if (this.keys[i] === undefined) {
      const slot = wordSlot(this.text, this.starts[i]!, this.ends[i]!);
      if (slot >= 0) {
        // What key(i) would store, and its row by the same key.
        this.keys[i] = slotKey(slot);
        row = slotCueRow(slot) + 1;
      } else {
        row = cueWordRow(this.key(i)) + 1;
      }
    } else {
      row = cueWordRow(this.keys[i]!) + 1;
    }
    this.cueRows[i] = row;
    return row;
  }
  /** Tokens i-1 and i are separated by exactly spaces on one line. */
  spaced(i: number): boolean {
    return this.sep(i) === SEP_SPACE;
  }
  adjacent(i: number): boolean {
    return this.sep(i) === SEP_NONE;
  }
  /** A single capital letter followed directly by a period ("J."): an initial. */
  initial(i: number): boolean {
    return this.kind(i) === WORD && this.len(i) === 1 && this.shape(i) === UPPER && this.isChar(i + 1, 46) && this.adjacent(i + 1);
  }

  candidate(entity: Candidate['entity'], first: number, last: number, score: number, end?: number): Candidate {
    return { entity, first, last, start: this.start(first), end: end ?? this.end(last), score };
  }

  claim(c: Candidate): void {
    for (let i = c.first; i <= c.last; i++) this.claimed[i] = 1;
  }
  anyClaimed(first: number, last: number): boolean {
    for (let i = first; i <= last; i++) if (this.claimed[i]) return true;
    return false;
  }
}

export { WORD, NUM, PUNCT, CAP, UPPER, LOWER, SEP_NONE, SEP_SPACE, SEP_NEWLINE };
