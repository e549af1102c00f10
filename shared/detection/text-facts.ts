/**
 * Facts about the text of one analyze call that many recognizers ask about, computed once per
 * text (one-entry memos: the engine runs every recognizer over the same text in turn):
 * - the lower-cased text, for context windows;
 * - whether it holds a digit run of a given length, the cheap trigger that keeps number
 *   recognizers off texts without numbers long enough for them ("a bank account number has at
 *   least 8 digits").
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
 * Runs up to this long are asked for by a test that stops at the first run ("\d{3}" is found
 * within the first few numbers of a text); longer ones by one scan for the longest run, which
 * answers every longer length at once (a text without an 8-digit run would be scanned whole once
 * per length otherwise).
 */
const SHORT_RUN = 4;
const SHORT_RUNS = Array.from({ length: SHORT_RUN + 1 }, (_, n) => new RegExp(`\\d{${n}}`));
const LONG_RUNS = new RegExp(`\\d{${SHORT_RUN + 1},}`, 'g');

let runsOf: string | undefined;
const shortAnswers: (boolean | undefined)[] = [];
let longest = -1;

/** True when the text holds a run of at least `n` ASCII digits (what `\d` matches without the `u` flag). */
export function hasDigitRun(text: string, n: number): boolean {
  if (text !== runsOf) {
    shortAnswers.length = 0;
    longest = -1;
    runsOf = text;
  }
  if (n <= SHORT_RUN) {
    let answer = shortAnswers[n];
    if (answer === undefined) {
      answer = (SHORT_RUNS[n] as RegExp).test(text);
      shortAnswers[n] = answer;
    }
    return answer;
  }
  if (longest < 0) longest = longestLongRun(text);
  return longest >= n;
}

/** Length of the longest digit run longer than SHORT_RUN, or 0. */
function longestLongRun(text: string): number {
  let best = 0;
  LONG_RUNS.lastIndex = 0;
  for (let m = LONG_RUNS.exec(text); m !== null; m = LONG_RUNS.exec(text)) if (m[0].length > best) best = m[0].length;
  return best;
}
