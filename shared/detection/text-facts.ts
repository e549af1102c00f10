/**
 * Facts about the text of one analyze call that many recognizers ask about, computed once per
 * text (one-entry memos: the engine runs every recognizer over the same text in turn):
 * - the lower-cased text, for context windows;
 * - its digit runs, and whether it holds one of a given length, the cheap trigger that keeps
 *   number recognizers off texts without numbers long enough for them ("a bank account number
 *   has at least 8 digits").
 */
import { INFO_SHAPE, INFO_SHAPE_SHIFT, sharedTokens } from './ner/tokenize.js';

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

const DIGIT_0 = 48;
/** A NUM token's shape when letters follow its digits ("4B", "5th"), in its packed facts. */
const NUM_WITH_LETTERS = 1 << INFO_SHAPE_SHIFT;

let runsOf: string | undefined;
let runs: DigitRuns = { count: 0, at: new Int32Array(0), longest: 0, lengths: 0 };

/**
 * The digit runs of `text` (one-entry memo). Read them within the text's analysis: `at` is a view
 * of a scratch array the next text's runs overwrite (every caller reads them at once).
 */
export function digitRuns(text: string): DigitRuns {
  if (text !== runsOf) {
    runs = findRuns(text);
    runsOf = text;
  }
  return runs;
}

/**
 * The scratch array findRuns collects a text's runs in, grown as needed and kept across texts;
 * a text's `at` is a view of it (`subarray`: no copy, no backing store of its own). A fresh
 * copy per text (`slice`) cost about 1% of a 1 KB ticket's analysis: a typed array with its
 * own buffer costs about as much as the scan of the ticket's ~40 runs.
 */
let scratch = new Int32Array(128);
/** Largest scratch array kept between texts (entries: two per run). */
const MAX_SCRATCH = 1 << 16;
/** The runs of a text without digits (empty: nothing can be written into it). */
const NO_RUNS = new Int32Array(0);

/**
 * The runs, read from the text's tokens (ner/tokenize.ts: sharedTokens, which the NER takes over
 * afterwards): every maximal run of ASCII digits starts a NUM token, and every NUM token starts
 * with one (a word never holds a digit, and a NUM token takes all the digits in a row), so a
 * NUM token's digits are a run: the whole token, or up to the letters after them ("5th").
 */
function findRuns(text: string): DigitRuns {
  let at = scratch;
  let n = 0;
  let longest = 0;
  let lengths = 0;
  const t = sharedTokens(text);
  const { info, start: starts, end: ends, numbers, numberCount } = t;
  for (let j = 0; j < numberCount; j++) {
    const k = numbers[j]!;
    const facts = info[k]!;
    const start = starts[k]!;
    let end = ends[k]!;
    if ((facts & INFO_SHAPE) === NUM_WITH_LETTERS) {
      end = start + 1;
      while (end < text.length && ((text.charCodeAt(end) - DIGIT_0) >>> 0) <= 9) end++;
    }
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
  // A view of exactly the runs, valid until the next text's runs are found (see digitRuns).
  return { count: n >> 1, at: n === 0 ? NO_RUNS : at.subarray(0, n), longest, lengths };
}

/** True when the text holds a run of at least `n` ASCII digits (what `\d{n}` finds without the `u` flag). */
export function hasDigitRun(text: string, n: number): boolean {
  return digitRuns(text).longest >= n;
}
