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

/**
 * English month and weekday names as the patterns spell them (full and abbreviated). In every
 * anchored pattern a name is followed by a non-letter ("March 3", "Tue,", "Sept.", "in August."),
 * so a word whose ASCII letters are not exactly one of these ("Marching", "monitor") cannot start
 * a match.
 */
const NAMES = new Set([
  'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december',
  'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sept', 'sep', 'oct', 'nov', 'dec',
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday',
  'mon', 'tue', 'tues', 'wed', 'thu', 'thur', 'thurs', 'fri', 'sat', 'sun',
]);
/** Their first three letters, as `trigramAt` packs them: most words are ruled out without a slice. */
const NAME_PREFIXES = new Set([...NAMES].map((name) => trigramAt(name, 0)));
const SHORTEST_NAME = 3;
const LONGEST_NAME = 9;

/** Longest digit run a day or an hour is written with ("3", "14"; "2024" is no day). */
const MAX_DAY_DIGITS = 2;

// Character classes of the ASCII range; everything else is OTHER (a non-ASCII letter never
// matches an ASCII pattern letter without the `u` flag, and is no `\w` for `\b`).
const OTHER = 0;
const DIGIT = 1;
const LETTER = 2;
const UNDERSCORE_CLASS = 3;
const ASCII_END = 128;
const CLASS = new Uint8Array(ASCII_END);
for (let c = DIGIT_0; c <= DIGIT_9; c++) CLASS[c] = DIGIT;
for (let c = LOWER_A; c <= LOWER_Z; c++) CLASS[c] = CLASS[c & ~ASCII_LOWER_BIT] = LETTER;
CLASS[UNDERSCORE] = UNDERSCORE_CLASS;

function classOf(c: number): number {
  return c < ASCII_END ? (CLASS[c] as number) : OTHER;
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

/** One pass over the words of the text (a word: a run of `\w` characters, as `\b` sees them). */
function findAnchors(text: string): DateAnchors {
  const names: number[] = [];
  const namesOrDays: number[] = [];
  const weekdayOrOrdinal: number[] = [];
  const clock = CLOCK.test(text);
  const n = text.length;
  let i = 0;
  while (i < n) {
    const kind = classOf(text.charCodeAt(i));
    if (kind === OTHER) {
      i++;
      continue;
    }
    const start = i;
    // The leading run of the word's own kind (digits, or letters), then the rest of the word.
    let end = i + 1;
    while (end < n && classOf(text.charCodeAt(end)) === kind) end++;
    if (kind === DIGIT) {
      if (end - start <= MAX_DAY_DIGITS) {
        namesOrDays.push(start);
        if (clock) weekdayOrOrdinal.push(start);
      }
    } else if (kind === LETTER) {
      const length = end - start;
      if (length >= SHORTEST_NAME && length <= LONGEST_NAME && NAME_PREFIXES.has(trigramAt(text, start)) && NAMES.has(text.slice(start, end).toLowerCase())) {
        names.push(start);
        namesOrDays.push(start);
        weekdayOrOrdinal.push(start);
      } else if (length === THE.length && isThe(text, start) && classOf(text.charCodeAt(end + 1)) === DIGIT) {
        // "the 14th": "the", one space character, a digit.
        weekdayOrOrdinal.push(start);
      }
    }
    i = end;
    while (i < n && classOf(text.charCodeAt(i)) !== OTHER) i++;
  }
  return { names, namesOrDays, weekdayOrOrdinal };
}

/** Three lower-cased ASCII letters at `at`, packed into one number. */
function trigramAt(text: string, at: number): number {
  return (
    ((text.charCodeAt(at) | ASCII_LOWER_BIT) << 16) |
    ((text.charCodeAt(at + 1) | ASCII_LOWER_BIT) << 8) |
    (text.charCodeAt(at + 2) | ASCII_LOWER_BIT)
  );
}

const THE = 'the';
/** "o'clock", case-insensitive as the pattern reads it: only then can a bare hour start a match. */
const CLOCK = /clock/i;

function isThe(text: string, at: number): boolean {
  for (let k = 0; k < THE.length; k++) if ((text.charCodeAt(at + k) | ASCII_LOWER_BIT) !== THE.charCodeAt(k)) return false;
  return true;
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
