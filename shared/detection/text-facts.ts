/**
 * Facts about the text of one analyze call that many recognizers ask about, computed once per
 * text (one-entry memos: the engine runs every recognizer over the same text in turn):
 * - the lower-cased text, for context windows;
 * - the longest run of digits, the cheap trigger that keeps number recognizers off texts without
 *   numbers long enough for them ("a bank account number has at least 8 digits").
 */
import { DIGIT_0, DIGIT_9 } from './ner/chars.js';

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

let runOf: string | undefined;
let run = 0;

/** Length of the longest run of ASCII digits (what `\d` matches without the `u` flag). */
export function longestDigitRun(text: string): number {
  if (text === runOf) return run;
  let best = 0;
  let current = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= DIGIT_0 && c <= DIGIT_9) {
      current++;
      if (current > best) best = current;
    } else {
      current = 0;
    }
  }
  runOf = text;
  run = best;
  return best;
}
