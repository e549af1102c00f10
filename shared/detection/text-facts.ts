/**
 * Facts about the text of one analyze call that many recognizers ask about, computed once per
 * text (one-entry memos: the engine runs every recognizer over the same text in turn):
 * - the lower-cased text, for context windows;
 * - its digit runs, and whether it holds one of a given length, the cheap trigger that keeps
 *   number recognizers off texts without numbers long enough for them ("a bank account number
 *   has at least 8 digits").
 */

let lowerOf: string | undefined;
let lower: string | undefined;

/**
 * The text lower-cased, when that keeps every offset (unless it holds a letter such as "İ" that
 * lower-cases to two code units), else undefined. Context windows are sliced from it instead of
 * lower-casing each window again.
 */
export function loweredText(text: string): string | undefined {
  if (text !== lowerOf) {
    const l = text.toLowerCase();
    lowerOf = text;
    lower = l.length === text.length ? l : undefined;
  }
  return lower;
}

/**
 * The maximal runs of ASCII digits of one text (what `\d+` matches without the `u` flag), found
 * by one scan and shared by every number recognizer: the digit-run trigger (`hasDigitRun`), the
 * date anchors (runs of one or two digits, a four-digit year before "-" or "/") and the start
 * lists of the ID patterns ("an SSN starts a run of 3 or 9 digits", `recognizers/number-starts.ts`).
 * A 1 KB ticket holds about 40 runs; each of those consumers used to scan the text on its own.
 */
export interface DigitRuns {
  /** How many runs. */
  readonly count: number;
  /** Run k is [at[2k], at[2k+1]): start and end (exclusive), ascending. */
  readonly at: Int32Array;
  /** Length of the longest run (0 without digits). */
  readonly longest: number;
  /** Bit n set when a run of n digits occurs (bit 31: 31 or more): `runLengthBit`. */
  readonly lengths: number;
}

/** The bit of a run of `n` digits in `DigitRuns.lengths` (runs of 31 digits or more share bit 31). */
export function runLengthBit(n: number): number {
  return 1 << (n < 31 ? n : 31);
}

/** The first digit from lastIndex (V8 finds it faster than a JS loop over the characters). */
const DIGIT = /\d/g;
const DIGIT_0 = 48;

let runsOf: string | undefined;
let runs: DigitRuns = { count: 0, at: new Int32Array(0), longest: 0, lengths: 0 };

/** The digit runs of `text` (one-entry memo; the arrays are fresh per text, so a caller may keep them). */
export function digitRuns(text: string): DigitRuns {
  if (text !== runsOf) {
    runs = findRuns(text);
    runsOf = text;
  }
  return runs;
}

/**
 * The scratch array findRuns collects a text's runs in, grown as needed and kept across texts:
 * each text then allocates one array of exactly its runs' size (typed-array allocations cost
 * about as much as the scan of a 1 KB ticket's ~40 runs, and the old 64-entry start array was
 * allocated and then grown once for most tickets).
 */
let scratch = new Int32Array(128);
/** Largest scratch array kept between texts (entries: two per run). */
const MAX_SCRATCH = 1 << 16;
/** The runs of a text without digits (empty: nothing can be written into it). */
const NO_RUNS = new Int32Array(0);

function findRuns(text: string): DigitRuns {
  let at = scratch;
  let n = 0;
  let longest = 0;
  let lengths = 0;
  const length = text.length;
  DIGIT.lastIndex = 0;
  while (DIGIT.test(text)) {
    const start = DIGIT.lastIndex - 1;
    let end = start + 1;
    while (end < length && ((text.charCodeAt(end) - DIGIT_0) >>> 0) <= 9) end++;
    DIGIT.lastIndex = end;
    if (n + 2 > at.length) {
      const grown = new Int32Array(at.length * 2);
      grown.set(at);
      at = grown;
      // A huge text's array is not kept: it would hold its memory for the process's life.
      if (grown.length <= MAX_SCRATCH) scratch = grown;
    }
    at[n++] = start;
    at[n++] = end;
    if (end - start > longest) longest = end - start;
    lengths |= runLengthBit(end - start);
  }
  // A fresh copy of exactly the runs: callers may keep a text's runs (see digitRuns).
  return { count: n >> 1, at: n === 0 ? NO_RUNS : at.slice(0, n), longest, lengths };
}

/** True when the text holds a run of at least `n` ASCII digits (what `\d{n}` finds without the `u` flag). */
export function hasDigitRun(text: string, n: number): boolean {
  return digitRuns(text).longest >= n;
}
