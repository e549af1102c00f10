/**
 * Where an English date can start, found in one pass over the text: the start of a month or
 * weekday name ("March", "Tue"), "the" before a day number ("the 14th"), and short digit runs
 * ("3 March", "10 o'clock"). A date pattern that can only start at one of these positions is run
 * as a sticky regex at each of them instead of scanning the whole text: a scan tries the
 * pattern's month and weekday alternations at every word boundary of the text (the month-first
 * pattern alone cost about 3% of an analysis of a 1 KB ticket), while a ticket holds a handful
 * of such names.
 *
 * Every list is a superset of the positions where its patterns can match, so running the sticky
 * regex at each position (skipping those inside the previous match) finds exactly the matches
 * of a global scan: a global scan returns the leftmost match, and that match starts at a listed
 * position.
 */
import { ASCII_LOWER_BIT, DIGIT_0, DIGIT_9, LOWER_A, LOWER_Z, UNDERSCORE } from '../ner/chars.js';

/** First three letters of the English month and weekday names ("sep" for "sept", "september"). */
const NAME_PREFIXES = new Set(
  ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map(
    (p) => trigram(p.charCodeAt(0), p.charCodeAt(1), p.charCodeAt(2)),
  ),
);
const THE = trigram(116, 104, 101);

/** Longest digit run a day or an hour is written with ("3", "14"; "2024" is no day). */
const MAX_DAY_DIGITS = 2;

function trigram(a: number, b: number, c: number): number {
  return (a << 16) | (b << 8) | c;
}

/** The lower-cased ASCII letter, or -1 ("É" and other non-ASCII letters never match an ASCII pattern letter). */
function asciiLetter(c: number): number {
  const lower = c | ASCII_LOWER_BIT;
  return lower >= LOWER_A && lower <= LOWER_Z ? lower : -1;
}

function isDigit(c: number): boolean {
  return c >= DIGIT_0 && c <= DIGIT_9;
}

/** A character of `\w` without the `u` flag: what a regex `\b` tests. */
function isWordChar(c: number): boolean {
  return isDigit(c) || asciiLetter(c) !== -1 || c === UNDERSCORE;
}

export interface DateAnchors {
  /** Word starts of month or weekday names: where the month-first and month-year patterns start. */
  names: number[];
  /** Names, plus digit runs of one or two digits at a word start: the day-first pattern ("Tue 3 March", "3 March"). */
  namesOrDays: number[];
  /** Names, "the" + space + digit, and (when the text says "clock") short digit runs: the weekday/ordinal-day pattern. */
  weekdayOrOrdinal: number[];
}

let memoText: string | undefined;
let memoAnchors: DateAnchors | undefined;

/** The anchors of `text` (one-entry memo: the date recognizer asks once per pattern). */
export function dateAnchors(text: string): DateAnchors {
  if (text !== memoText || memoAnchors === undefined) {
    memoAnchors = findAnchors(text);
    memoText = text;
  }
  return memoAnchors;
}

function findAnchors(text: string): DateAnchors {
  const names: number[] = [];
  const namesOrDays: number[] = [];
  const weekdayOrOrdinal: number[] = [];
  // "o'clock" is matched case-insensitively; a lower-cased copy is only searched, never indexed.
  const clock = text.toLowerCase().includes('clock');
  const n = text.length;
  let prevWord = false;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    const word = isWordChar(c);
    if (word && !prevWord) {
      if (isDigit(c)) {
        let end = i + 1;
        while (end < n && isDigit(text.charCodeAt(end))) end++;
        if (end - i <= MAX_DAY_DIGITS) {
          namesOrDays.push(i);
          if (clock) weekdayOrOrdinal.push(i);
        }
      } else {
        const a = asciiLetter(c);
        const b = asciiLetter(text.charCodeAt(i + 1));
        const d = asciiLetter(text.charCodeAt(i + 2));
        if (a !== -1 && b !== -1 && d !== -1) {
          const key = trigram(a, b, d);
          if (NAME_PREFIXES.has(key)) {
            names.push(i);
            namesOrDays.push(i);
            weekdayOrOrdinal.push(i);
          } else if (key === THE && isDigit(text.charCodeAt(i + 4))) {
            weekdayOrOrdinal.push(i);
          }
        }
      }
    }
    prevWord = word;
  }
  return { names, namesOrDays, weekdayOrOrdinal };
}

/** A sticky copy of a global pattern, tried at one position at a time. */
export function stickyCopy(regex: RegExp): RegExp {
  return new RegExp(regex.source, regex.flags.replace('g', '') + 'y');
}

/**
 * The matches of a sticky regex at the listed positions, in the order and with the results a
 * global scan's `exec` loop gives: a position inside the previous match is skipped, as the scan
 * resumes at that match's end.
 */
export class AnchoredScan {
  private next = 0;
  private reach = 0;

  constructor(
    private readonly sticky: RegExp,
    private readonly starts: readonly number[],
  ) {}

  exec(text: string): RegExpExecArray | null {
    const { sticky, starts } = this;
    while (this.next < starts.length) {
      const at = starts[this.next++] as number;
      if (at < this.reach) continue;
      sticky.lastIndex = at;
      const m = sticky.exec(text);
      if (m) {
        this.reach = at + m[0].length;
        return m;
      }
    }
    return null;
  }
}
