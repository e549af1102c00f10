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

// Answers for the last text, by run length: recognizers ask for a few lengths (3, 4, 8…), each once.
let runsOf: string | undefined;
const runs = new Map<number, boolean>();
const RUN_REGEX = new Map<number, RegExp>();

/**
 * True when the text holds a run of at least `n` ASCII digits (what `\d` matches without the `u`
 * flag). A regex scan stops at the first such run; a text without one is scanned once per length,
 * not once per recognizer.
 */
export function hasDigitRun(text: string, n: number): boolean {
  if (text !== runsOf) {
    runs.clear();
    runsOf = text;
  }
  let answer = runs.get(n);
  if (answer === undefined) {
    let regex = RUN_REGEX.get(n);
    if (regex === undefined) {
      regex = new RegExp(`\\d{${n}}`);
      RUN_REGEX.set(n, regex);
    }
    answer = regex.test(text);
    runs.set(n, answer);
  }
  return answer;
}
