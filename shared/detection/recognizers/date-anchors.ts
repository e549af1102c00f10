/**
 * Where a date can start, found once per text by three cheap scans: the start of an English month
 * or weekday name ("March", "Tue"), "the" before a day number ("the 14th"), runs of one or two
 * digits ("3 March", "3/14/2024", "10:30", "10 o'clock"), and a year before "-" or "/". A date pattern that can only start
 * at one of these positions is run as a sticky regex at each of them instead of scanning the
 * whole text: a scan tries the pattern at every position (the month-first pattern alone cost
 * about 3% of an analysis of a 1 KB ticket), while a ticket holds a handful of names and a few
 * dozen short numbers, and the twelve date patterns share these three scans.
 *
 * Every list is a superset of the positions where its patterns can match, so running the sticky
 * regex at each position (skipping those inside the previous match) finds exactly the matches
 * of a global scan: a global scan returns the leftmost match, and that match starts at a listed
 * position.
 */

/**
 * English month and weekday names as the patterns spell them (full and abbreviated). In every
 * anchored pattern a name is followed by a non-letter ("March 3", "Tue,", "Sept.", "in August."),
 * so a word that only starts with one ("Marching", "monitor") cannot start a match.
 */
const NAMES = [
  'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december',
  'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sept', 'sep', 'oct', 'nov', 'dec',
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday',
  'mon', 'tue', 'tues', 'wed', 'thu', 'thur', 'thurs', 'fri', 'sat', 'sun',
];

/**
 * One scan for both kinds of word anchors: a name (group 1), or "the", one space and a digit
 * ("the 14th"). Case-insensitive without the `u` flag, as the date patterns are, so `\b` and the
 * letters mean what they mean there. (A JS loop over the characters cost more than this scan.)
 */
const WORD_ANCHOR = new RegExp(`\\b(?:(${NAMES.join('|')})(?![a-z])|the\\s\\d)`, 'gi');
/**
 * A day, a month or an hour: a run of one or two digits ("3 March", "14th", "10:30", "03/04",
 * "10 o'clock"; not "2024"). Every digit-led anchored pattern starts such a run: its lookbehind
 * (or `\b`) refuses a digit before it, and a separator or a letter follows its one or two digits.
 */
const SHORT_NUMBER = /(?<!\d)\d{1,2}(?!\d)/g;
/** A year before "-" or "/": where ISO dates ("2024-03-14"), "2024/03/14" and "2025-03" start. */
const YEAR_DASH = /(?<!\d)\d{4}[-/]/g;
/** "o'clock", case-insensitive as the pattern reads it: only then can a bare hour start a match. */
const CLOCK = /clock/i;

export interface DateAnchors {
  /** Word starts of month or weekday names: where the month-first and month-year patterns start. */
  names: number[];
  /** Runs of one or two digits: numeric dates, day-month, month/year and clock times ("3/14/2024", "10:30"). */
  shortNumbers: number[];
  /** Four-digit runs before "-" or "/": the year-first patterns. */
  years: number[];
  /** Names and short numbers: the day-first pattern ("Tue 3 March", "3 March"). */
  namesOrDays: number[];
  /** Names, "the" + space + digit, and (when the text says "clock") short numbers: the weekday/ordinal-day pattern. */
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
  const weekdayOrOrdinal: number[] = [];
  WORD_ANCHOR.lastIndex = 0;
  for (let m = WORD_ANCHOR.exec(text); m !== null; m = WORD_ANCHOR.exec(text)) {
    if (m[1] !== undefined) names.push(m.index);
    weekdayOrOrdinal.push(m.index);
  }
  const numbers = allMatchStarts(SHORT_NUMBER, text);
  return {
    names,
    shortNumbers: numbers,
    years: allMatchStarts(YEAR_DASH, text),
    namesOrDays: merged(names, numbers),
    weekdayOrOrdinal: CLOCK.test(text) ? merged(weekdayOrOrdinal, numbers) : weekdayOrOrdinal,
  };
}

function allMatchStarts(regex: RegExp, text: string): number[] {
  const out: number[] = [];
  regex.lastIndex = 0;
  for (let m = regex.exec(text); m !== null; m = regex.exec(text)) out.push(m.index);
  return out;
}

/** Two ascending lists as one ascending list. */
function merged(a: readonly number[], b: readonly number[]): number[] {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (j >= b.length || (i < a.length && (a[i] as number) < (b[j] as number))) out.push(a[i++] as number);
    else out.push(b[j++] as number);
  }
  return out;
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
