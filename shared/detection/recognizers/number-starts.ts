/**
 * Start lists for the number patterns: where a match of an ID pattern can start, read from the
 * text's digit runs (`text-facts.ts`, one scan per text shared by every recognizer) instead of a
 * scan of its own per pattern. "An SSN starts a run of exactly 3 or 9 digits": a 1 KB ticket holds
 * about 40 runs, and a length test rejects almost all of them without running any regex.
 *
 * A start list must hold every position where its pattern can match (a superset: a position
 * where nothing matches only costs one sticky `exec`). Each pattern's list is derived next to its
 * regex, with the reasoning; `test/unit/detection/number-starts.test.ts` checks every one of them
 * against a global scan of its regex on generated texts.
 */
import { digitRuns, runLengthBit } from '../text-facts.js';

/** Looks at one digit run [start, end) and pushes the positions where a match may start, ascending. */
export type RunTest = (text: string, start: number, end: number, out: number[]) => void;

/** Which digit runs a pattern can start at or right before. */
export interface RunShape {
  /**
   * The run lengths a match can begin with (bits of `runLengthBit`: `lengthBits(3, 9)`). Runs of
   * other lengths are skipped without a call, and a text without any of them returns at once.
   */
  lengths: number;
  /** Pushes the starts for one run of an accepted length (absent: the run's own start). */
  test?: RunTest;
}

/** The bits of the given run lengths. */
export function lengthBits(...lengths: number[]): number {
  let bits = 0;
  for (const n of lengths) bits |= runLengthBit(n);
  return bits;
}

/** The bits of every run length from `min` to `max` (Infinity: every longer run too). */
export function lengthBitsBetween(min: number, max: number): number {
  let bits = 0;
  for (let n = min; n <= Math.min(max, 31); n++) bits |= runLengthBit(n);
  return bits;
}

const NONE: readonly number[] = Object.freeze([]);

/**
 * The positions `shape` gives for the digit runs of `text`, in run order. Ascending as long as
 * each test pushes positions at or after the end of the previous run (a test may look back over
 * the non-digits before its run: "+1…", "(650)…", "X1234567L").
 */
export function startsFromRuns(text: string, shape: RunShape): readonly number[] {
  const { count, at, lengths } = digitRuns(text);
  const accepted = shape.lengths;
  if ((lengths & accepted) === 0) return NONE;
  const test = shape.test;
  const out: number[] = [];
  for (let k = 0; k < count; k++) {
    const start = at[2 * k] as number;
    const end = at[2 * k + 1] as number;
    if ((runLengthBit(end - start) & accepted) === 0) continue;
    if (test === undefined) out.push(start);
    else test(text, start, end, out);
  }
  return out;
}

/**
 * After a run ending at `end`: the separator `sep`, a group of exactly `digits` digits, the same
 * separator again and a digit ("555-12-1234" after "555" with `digits` 2). What the grouped ID
 * patterns with a repeated separator (`(\d{3})([- .]?)(\d{2})\2(\d{4})`) read after their first
 * group, so only those runs start a match (the separator is no digit: the group is a whole run).
 */
export function groupThenSameSeparator(text: string, end: number, sep: number, digits: number): boolean {
  for (let i = 1; i <= digits; i++) if (!isDigitCode(text.charCodeAt(end + i))) return false;
  return text.charCodeAt(end + digits + 1) === sep && isDigitCode(text.charCodeAt(end + digits + 2));
}

/** An ASCII digit (what `\d` matches without the `u` flag). Out of range (NaN) is none. */
export function isDigitCode(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** A capital ASCII letter ([A-Z] without the `i` flag). */
export function isUpperCode(c: number): boolean {
  return c >= 65 && c <= 90;
}

/**
 * What `\s` matches: the ECMAScript WhiteSpace and LineTerminator code units (tab, line feed,
 * vertical tab, form feed, carriage return, space, no-break space, the Unicode space separators,
 * line and paragraph separators, BOM).
 */
export function isSpaceCode(c: number): boolean {
  if (c <= 32) return c === 32 || (c >= 9 && c <= 13);
  if (c < 0xa0) return false;
  return (
    c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 ||
    c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff
  );
}
