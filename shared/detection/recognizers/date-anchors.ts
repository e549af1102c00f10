/**
 * Where a date can start, found once per text by one name scan and the text's digit runs: the start of an English month
 * or weekday name ("March", "Tue"), "the" before a day number ("the 14th"), runs of one or two
 * digits ("3 March", "3/14/2024", "10:30", "10 o'clock"), and a year before "-" or "/". A date pattern that can only start
 * at one of these positions is run as a sticky regex at each of them instead of scanning the
 * whole text: a scan tries the pattern at every position (the month-first pattern alone cost
 * about 3% of an analysis of a 1 KB ticket), while a ticket holds a handful of names and a few
 * dozen short numbers, and the twelve date patterns share these lists.
 *
 * Every list is a superset of the positions where its patterns can match, so running the sticky
 * regex at each position (skipping those inside the previous match) finds exactly the matches
 * of a global scan: a global scan returns the leftmost match, and that match starts at a listed
 * position.
 */

import { ASCII_LOWER_BIT, COLON, DIGIT_0, DIGIT_9, DOT, EN_DASH, HYPHEN, LOWER_A, LOWER_F, LOWER_O, SLASH, SPACE } from '../ner/chars.js';
import { GDS_MONTHS, MONTHS_EN_ABBR, MONTHS_EN_FULL } from './date-parts.js';
import { HOUR_CUES } from './date-bare-hours.js';
import { MIN_CHARS_PER_START, stickyCopy } from './anchored-scan.js';
import { isSpaceCode } from './number-starts.js';
import { digitRuns } from '../text-facts.js';
import { PAIRS, wordPairOfWord } from '../ner/word-cache.js';
import { FORM_JOINED, FORM_NON_ASCII, INFO_KIND, INFO_KIND_SHIFT, INFO_SHAPE, INFO_SHAPE_SHIFT, NUM, sharedTokens, watchWords, WORD } from '../ner/tokenize.js';

/**
 * English month and weekday names as the patterns spell them (full and abbreviated). In every
 * anchored pattern a name is followed by a non-letter ("March 3", "Tue,", "Sept.", "in August."),
 * so a word that only starts with one ("Marching", "monitor") cannot start a match.
 */
const WEEKDAY_NAMES: ReadonlySet<string> = new Set([
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday',
  'mon', 'tue', 'tues', 'wed', 'thu', 'thur', 'thurs', 'fri', 'sat', 'sun',
]);
const NAMES = [
  'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december',
  'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sept', 'sep', 'oct', 'nov', 'dec',
  ...WEEKDAY_NAMES,
];

/**
 * Both kinds of word anchors: a name (group 1), or "the", one space and a digit ("the 14th").
 * Case-insensitive without the `u` flag, as the date patterns are, so `\b` and the letters mean
 * what they mean there. Found from the text's tokens (`wordAnchors`), not by a scan of the text
 * with this regex; the regex is the reference, run as is inside words with a joiner or a
 * non-ASCII letter ("mid-March", "éMarch"), and the tests compare the two.
 */
export const WORD_ANCHOR = new RegExp(`\\b(?:(${NAMES.join('|')})(?![a-z])|the\\s\\d)`, 'gi');
const WORD_ANCHOR_AT = stickyCopy(WORD_ANCHOR);
const THE = 'the';

/**
 * The names and "the" by their pair in the cache of recent words (word-cache.ts: the tokenizer
 * hashes every ASCII word to one, Tokens.wordPair): the index + 1 of the pair's list in
 * NAME_GROUPS, 0 when no name hashes there. One array read per word rejects nearly every word;
 * the few other words that share a name's pair are told apart by their chars. Built from NAMES.
 */
const NAME_AT_PAIR = new Uint8Array(PAIRS);
const NAME_GROUPS: string[][] = [];
for (const word of [...NAMES, THE]) {
  const pair = wordPairOfWord(word);
  if (NAME_AT_PAIR[pair] === 0) {
    NAME_GROUPS.push([]);
    NAME_AT_PAIR[pair] = NAME_GROUPS.length;
  }
  NAME_GROUPS[NAME_AT_PAIR[pair]! - 1]!.push(word);
}
watchWords([...NAMES, THE]);

/** `text[start, end)` spells `word` (lower case) in any case of its ASCII letters. */
function spells(text: string, start: number, end: number, word: string): boolean {
  if (end - start !== word.length) return false;
  for (let i = 0; i < word.length; i++) if ((text.charCodeAt(start + i) | ASCII_LOWER_BIT) !== word.charCodeAt(i)) return false;
  return true;
}

/** What `\w` matches without the `u` flag: ASCII letters, digits and "_". */
function isWordChar(c: number): boolean {
  return isAsciiLetter(c) || isDigit(c) || c === UNDERSCORE;
}
const UNDERSCORE = 95;

/**
 * The positions WORD_ANCHOR's global scan stops at, in order, read from the text's tokens: a match
 * starts with an ASCII letter that follows no `\w`, so inside a word token or among the letters
 * that end a NUM token ("3éSept"). In a word of ASCII letters only ("March") that is its first
 * letter, and the name, which no letter may follow, is the whole word: a match there is the word
 * spelling a name, or "the" before one space char and a digit. In the other words ("mid-March",
 * "éMarch") and in NUM tokens with letters the regex is tried at each ASCII letter after a
 * non-`\w`. No match can start
 * inside another (a name's letters follow a letter, "the 1" ends at a digit), so these are the
 * matches of the global scan. Each stop goes to the lists of `stops` it belongs to (below).
 * Returns false, with the lists cut short, once the stops would pass `limit`.
 */
function wordAnchors(text: string, limit: number, stops: WordStops): boolean {
  const { names, months, weekdays, weekdaysOrThe } = stops;
  let count = 0;
  const t = sharedTokens(text);
  const { info, start: starts, end: ends, wordForm, wordPair, watched, watchCount } = t;
  // Only the tokens that may be a name or hold one after a non-letter (tokenize.ts: watchWords).
  for (let j = 0; j < watchCount; j++) {
    const k = watched[j]!;
    const facts = info[k]!;
    const kind = facts & INFO_KIND;
    if (kind !== WORD_KIND && (kind !== NUM_KIND || (facts & INFO_SHAPE) !== NUM_WITH_LETTERS)) continue;
    const s = starts[k]!;
    const e = ends[k]!;
    if (kind === WORD_KIND && (wordForm[k]! & READ_INSIDE) === 0) {
      const group = NAME_AT_PAIR[wordPair[k]!]!;
      if (group === 0 || isWordChar(text.charCodeAt(s - 1))) continue;
      // The one word of the group this word spells, if any (null: none).
      let spelled: string | null = null;
      for (const word of NAME_GROUPS[group - 1]!) if (spells(text, s, e, word)) spelled = word;
      if (spelled === null || (spelled === THE && !(isSpaceCode(text.charCodeAt(e)) && isDigit(text.charCodeAt(e + 1))))) continue;
      if (count++ >= limit) return false;
      addStop(stops, s, spelled);
      continue;
    }
    for (let p = s; p < e; p++) {
      if (!isAsciiLetter(text.charCodeAt(p)) || isWordChar(text.charCodeAt(p - 1))) continue;
      WORD_ANCHOR_AT.lastIndex = p;
      const m = WORD_ANCHOR_AT.exec(text);
      if (m === null) continue;
      if (count++ >= limit) return false;
      // Group 1 holds ASCII letters only (`i` without `u`): lower-casing gives the listed name.
      addStop(stops, p, m[1] === undefined ? THE : m[1].toLowerCase());
    }
  }
  return true;
}

/** The word anchors by kind, each list ascending (`findAnchors` hands them to their patterns). */
interface WordStops {
  /** Month and weekday names: the month-first pattern ("March 3", "Tue, Mar 4"). */
  names: number[];
  /** Month names: the month-year pattern ("March 2024", "in August"). */
  months: number[];
  /** Weekday names: the day-first pattern ("Tue 3 March"). */
  weekdays: number[];
  /** Weekday names and "the" + space + digit: the weekday/ordinal-day pattern. */
  weekdaysOrThe: number[];
}

/** Lists the stop at `at` where `word` (a listed name, or "the") starts. */
function addStop(stops: WordStops, at: number, word: string): void {
  if (word === THE) {
    stops.weekdaysOrThe.push(at);
    return;
  }
  stops.names.push(at);
  if (WEEKDAY_NAMES.has(word)) {
    stops.weekdays.push(at);
    stops.weekdaysOrThe.push(at);
  } else {
    stops.months.push(at);
  }
}
const WORD_KIND = WORD << INFO_KIND_SHIFT;
const NUM_KIND = NUM << INFO_KIND_SHIFT;
/** A NUM token's shape when letters follow its digits ("5th", "3éSept"; tokenize.ts: packInfo). */
const NUM_WITH_LETTERS = 1 << INFO_SHAPE_SHIFT;
/** Word forms that wordAnchors reads char by char (tokenize.ts: Tokens.wordForm). */
const READ_INSIDE = FORM_JOINED | FORM_NON_ASCII;
/**
 * A day, a month or an hour: a run of one or two digits ("3 March", "14th", "10:30", "03/04",
 * "10 o'clock"; not "2024"). Every digit-led anchored pattern starts such a run: its lookbehind
 * (or `\b`) refuses a digit before it, and a separator or a letter follows its one or two digits.
 * A year before "-" or "/" (a run of exactly four digits) is where ISO dates ("2024-03-14"),
 * "2024/03/14" and "2025-03" start. Both lists come from the text's digit runs (`text-facts.ts`),
 * found once per text for every number recognizer.
 */
const SHORT_RUN = 2;
const YEAR_DIGITS = 4;
/** "o'clock", case-insensitive as the pattern reads it: only then can a bare hour start a match. */
const CLOCK = /clock/i;

/**
 * Denser anchors than one per `MIN_CHARS_PER_START` characters ("1 2 3 4 …", "1-1-1-…") make that
 * list undefined, and the patterns scan the text instead (the same matches, by the argument above).
 */
const MIN_CHARS_PER_ANCHOR = MIN_CHARS_PER_START;

/** Each list ascending; undefined when too dense to pay (scan the text instead). */
export interface DateAnchors {
  /** Word starts of month or weekday names: where the month-first pattern starts. */
  names: number[] | undefined;
  /** Word starts of month names: where the month-year pattern starts (no weekday can). */
  months: number[] | undefined;
  /** Runs of one or two digits ("3", "14"; where the 'o'clock' hours start). */
  shortNumbers: number[] | undefined;
  /**
   * Short runs before "/", "." or "-", or " / ", then a run of one or two digits and the same
   * separator again before a digit: numeric dates ("3/14/2024", "14.03.2024", and the boxed form
   * "17 / 02 / 1994").
   */
  numbersBeforeSeparator: number[] | undefined;
  /**
   * Short runs before "-" or "/" and a letter ("14-Mar-2024", "04/Mar/2025"), or right before the
   * first two letters of a GDS month code (any case: the pattern is case-insensitive and checks
   * the capitals after matching): "14DEC", "03MAR25".
   */
  numbersBeforeMonth: number[] | undefined;
  /** Short runs before "/" and a run of one or two digits: day and month ("on 9/18"). */
  numbersBeforeSlash: number[] | undefined;
  /** Short runs before "/" and a run of four digits: month and year ("08/2027"). */
  monthsBeforeSlashYear: number[] | undefined;
  /**
   * Short runs before ":", "." or an am/pm letter, directly or after one space: clock times ("10:30",
   * "9 am"); and before "-" or "–" and such a clock number, the start hour of a compact range ("6–8pm").
   */
  clockNumbers: number[] | undefined;
  /**
   * Short runs after a space char that follows "l", "e" or "t" (any case): where a bare hour after
   * "til", "till", "until", "before" or "at" can start ("til 8", "at 11").
   */
  hoursAfterCue: number[] | undefined;
  /** Four-digit runs before "-" or "/": the year-first patterns. */
  years: number[] | undefined;
  /**
   * Weekday names, and short runs before an ordinal suffix, a range dash, or a space and the
   * first letter of "of" or of a month: the day-first pattern ("Tue 3 March", "3rd of March",
   * "14-15 March"; no month name can start it).
   */
  weekdaysOrDays: number[] | undefined;
  /**
   * Weekday names, "the" + space + digit, and (when the text says "clock") short numbers: the
   * weekday/ordinal-day pattern (no month name can start it).
   */
  weekdayOrOrdinal: number[] | undefined;
}

let memoText: string | undefined;
let memoAnchors: DateAnchors | undefined;

/** The anchors of `text` (one-entry memo: the date recognizer asks once per pattern). */
export function dateAnchors(text: string): DateAnchors {
  if (text !== memoText || memoAnchors === undefined) {
    memoAnchors = findAnchors(text, Math.floor(text.length / MIN_CHARS_PER_ANCHOR));
    memoText = text;
  }
  return memoAnchors;
}

/** The anchors of `text`, each list undefined past `limit` positions (exported for tests). */
export function findAnchors(text: string, limit: number): DateAnchors {
  const stops: WordStops = { names: [], months: [], weekdays: [], weekdaysOrThe: [] };
  const dense = !wordAnchors(text, limit, stops);
  const names = dense ? undefined : stops.names;
  const weekdays = dense ? undefined : stops.weekdays;
  const weekdayOrOrdinal = dense ? undefined : stops.weekdaysOrThe;
  const { numbers, years, beforeSeparator, beforeMonth, beforeSlash, beforeSlashYear, clock, afterCue, days } = numberStarts(text, limit);
  return {
    names,
    months: dense ? undefined : stops.months,
    shortNumbers: numbers,
    numbersBeforeSeparator: beforeSeparator,
    numbersBeforeMonth: beforeMonth,
    numbersBeforeSlash: beforeSlash,
    monthsBeforeSlashYear: beforeSlashYear,
    clockNumbers: clock,
    hoursAfterCue: afterCue,
    years,
    weekdaysOrDays: merged(weekdays, days, limit),
    weekdayOrOrdinal: CLOCK.test(text) ? merged(weekdayOrOrdinal, numbers, limit) : weekdayOrOrdinal,
  };
}

/** The number lists of `findAnchors`, each undefined past `limit` positions. */
interface NumberLists {
  numbers: number[] | undefined;
  years: number[] | undefined;
  beforeSeparator: number[] | undefined;
  beforeMonth: number[] | undefined;
  beforeSlash: number[] | undefined;
  beforeSlashYear: number[] | undefined;
  clock: number[] | undefined;
  afterCue: number[] | undefined;
  days: number[] | undefined;
}

/**
 * The starts of the runs of one or two digits (`(?<!\d)\d{1,2}(?!\d)`), split by the character
 * after them as each pattern needs it (below), and of the four-digit runs before "-" or "/"
 * (`(?<!\d)\d{4}[-/]`). A pattern's one or two digits are the whole run (it refuses a digit
 * before and reads a non-digit after), so the character after the run is the one it reads next.
 */
function numberStarts(text: string, limit: number): NumberLists {
  const { count, at } = digitRuns(text);
  // Locals and one monomorphic helper: a closure over a record keyed by list name cost about as
  // much as the rest of the date anchors.
  let numbers: number[] | undefined = [];
  let years: number[] | undefined = [];
  let beforeSeparator: number[] | undefined = [];
  let beforeMonth: number[] | undefined = [];
  let beforeSlash: number[] | undefined = [];
  let beforeSlashYear: number[] | undefined = [];
  let clock: number[] | undefined = [];
  let afterCue: number[] | undefined = [];
  let days: number[] | undefined = [];
  for (let k = 0; k < count; k++) {
    const start = at[2 * k] as number;
    const end = at[2 * k + 1] as number;
    const length = end - start;
    const next = text.charCodeAt(end);
    if (length <= SHORT_RUN) {
      numbers = added(numbers, start, limit);
      const after = text.charCodeAt(end + 1);
      const digitAfter = after >= DIGIT_0 && after <= DIGIT_9;
      if (separatorRepeats(text, at, k, next, digitAfter)) beforeSeparator = added(beforeSeparator, start, limit);
      if (((next === SLASH || next === HYPHEN) && isAsciiLetter(after)) || gdsMonthFollows(next, after)) beforeMonth = added(beforeMonth, start, limit);
      if (next === SLASH && digitAfter) {
        // Run k + 1 starts right after the slash: a day or month ("9/18"), or a year ("08/2027").
        const second = runLength(at, k + 1);
        if (second <= SHORT_RUN) beforeSlash = added(beforeSlash, start, limit);
        else if (second === YEAR_DIGITS) beforeSlashYear = added(beforeSlashYear, start, limit);
      }
      if (clockFollows(text, end, next) || ((next === HYPHEN || next === EN_DASH) && clockRunAt(text, at, count, k + 1, end + 1))) clock = added(clock, start, limit);
      if (dayFollows(text, end, next)) days = added(days, start, limit);
      if (hourCueBefore(text, start)) afterCue = added(afterCue, start, limit);
    } else if (length === YEAR_DIGITS && (next === HYPHEN || next === SLASH)) {
      years = added(years, start, limit);
    }
  }
  return { numbers, years, beforeSeparator, beforeMonth, beforeSlash, beforeSlashYear, clock, afterCue, days };
}

/** `list` with `start` pushed, or undefined once it would pass `limit` (and from then on). */
function added(list: number[] | undefined, start: number, limit: number): number[] | undefined {
  if (list === undefined || list.length >= limit) return undefined;
  list.push(start);
  return list;
}

/** The length of digit run `k` (there is one: a digit follows the run before it). */
function runLength(at: Int32Array, k: number): number {
  return (at[2 * k + 1] as number) - (at[2 * k] as number);
}

/**
 * What the numeric pattern reads after its first one or two digits (run `k`): a separator ("/",
 * "." or "-", or the spaced " / "), the next run of one or two digits, the same separator again
 * and a digit ("3/14/2024", "14.03.24", "17 / 02 / 1994"; not "1.5 mg" nor "3-1").
 */
function separatorRepeats(text: string, at: Int32Array, k: number, next: number, digitAfter: boolean): boolean {
  const end = at[2 * k + 1] as number;
  let second: number;
  if ((next === SLASH || next === DOT || next === HYPHEN) && digitAfter) second = end + 1;
  else if (spacedSlashFollows(text, end, next)) second = end + SPACED_SLASH_LENGTH;
  else return false;
  // The digit after the separator starts run k + 1.
  const secondEnd = at[2 * k + 3] as number;
  if (secondEnd - second > SHORT_RUN) return false;
  const again = text.charCodeAt(secondEnd);
  if (second === end + 1) return again === next && isDigit(text.charCodeAt(secondEnd + 1));
  return spacedSlashFollows(text, secondEnd, again);
}
/** " / ". */
const SPACED_SLASH_LENGTH = 3;

/**
 * The numeric pattern's spaced separator, " / " then a digit: "17 / 02 / 1994" (forms with a box
 * per part). Only plain spaces: the pattern writes the separator as the literal " / ".
 */
function spacedSlashFollows(text: string, end: number, next: number): boolean {
  return next === SPACE && text.charCodeAt(end + 1) === SLASH && text.charCodeAt(end + 2) === SPACE && isDigit(text.charCodeAt(end + 3));
}

function isDigit(c: number): boolean {
  return c >= DIGIT_0 && c <= DIGIT_9;
}

/**
 * The first two letters of the GDS month codes, read from the table the pattern is built from:
 * "14DEC" starts at "14" ("de"), while "1st", "2nd", "10am", "5mg" do not. A 26 x 26 table of
 * lower-case letter pairs: the pattern is case-insensitive without `u`, so only an ASCII letter's
 * two cases match it, and OR-ing one with `ASCII_LOWER_BIT` gives its lower case.
 */
const LETTERS = 26;
const GDS_MONTH_PREFIXES = new Uint8Array(LETTERS * LETTERS);
for (const code of GDS_MONTHS.toLowerCase().split('|')) GDS_MONTH_PREFIXES[pairIndex(code.charCodeAt(0), code.charCodeAt(1))] = 1;

/** Index of two ASCII letters (any case) in a 26 x 26 table. */
function pairIndex(a: number, b: number): number {
  return ((a | ASCII_LOWER_BIT) - LOWER_A) * LETTERS + ((b | ASCII_LOWER_BIT) - LOWER_A);
}

/** A GDS month code can start at the two characters `next`, `after` right after a day's digits. */
function gdsMonthFollows(next: number, after: number): boolean {
  return isAsciiLetter(next) && isAsciiLetter(after) && GDS_MONTH_PREFIXES[pairIndex(next, after)] === 1;
}

/**
 * A compact hour range's end ("6–8pm", "12–12:45pm"): the bare-time pattern reads "-" or "–"
 * after its start hour and then a whole clock time, which starts a short run that a clock mark
 * follows. True when digit run `k` starts at `start` and is such a run (`clockFollows`).
 */
function clockRunAt(text: string, at: Int32Array, count: number, k: number, start: number): boolean {
  if (k >= count || at[2 * k] !== start) return false;
  const end = at[2 * k + 1] as number;
  return end - start <= SHORT_RUN && clockFollows(text, end, text.charCodeAt(end));
}

/** Letters that start "am"/"pm" (the `i` flag without `u`: only the ASCII ones). */
const AM_PM = new Set([...'aApP'].map((c) => c.charCodeAt(0)));

/** What a clock time reads after its hour (`TIME` in date-parts.ts): ":30", ".30", "am", " pm". */
function clockFollows(text: string, end: number, next: number): boolean {
  if (next === COLON || next === DOT) return minutesFollow(text, end + 1);
  return AM_PM.has(next) || (isSpaceCode(next) && AM_PM.has(text.charCodeAt(end + 1)));
}

/**
 * Minutes at `at`: exactly two digits, the first up to 5. Every clock form reads `[0-5]\d` after
 * the colon or dot and then no digit (am/pm, "h", a zone, ":" and seconds, or the end), so "3.5"
 * and "1.234" cannot start one.
 */
function minutesFollow(text: string, at: number): boolean {
  const tens = text.charCodeAt(at);
  return tens >= DIGIT_0 && tens <= DIGIT_5 && isDigit(text.charCodeAt(at + 1)) && !isDigit(text.charCodeAt(at + 2));
}
const DIGIT_5 = DIGIT_0 + 5;

/**
 * The bare-hour pattern's cue ends right before its hour: one of `HOUR_CUES` ("til", "till",
 * "until", "before", "at"), then one `\s` (date-bare-hours.ts). The lookbehind refuses a letter
 * before the cue, so the cue is the whole run of ASCII letters before the space (the `i` flag
 * without `u`: only ASCII letters, in either case): "the 3", "Street 12", "flat 5" start no bare
 * hour (most runs after a space and an "l", "e" or "t" in a ticket, each a failed sticky exec).
 */
function hourCueBefore(text: string, start: number): boolean {
  const end = start - 1;
  if (!isSpaceCode(text.charCodeAt(end)) || !HOUR_CUE_ENDS.has(text.charCodeAt(end - 1))) return false;
  let from = end;
  while (end - from <= LONGEST_HOUR_CUE && isAsciiLetter(text.charCodeAt(from - 1))) from--;
  for (const cue of HOUR_CUES) if (spells(text, from, end, cue)) return true;
  return false;
}
const LONGEST_HOUR_CUE = Math.max(...HOUR_CUES.map((cue) => cue.length));
const HOUR_CUE_ENDS = new Set([...'lLeEtT'].map((c) => c.charCodeAt(0)));

/** First letters of the ordinal suffixes "st", "nd", "rd", "th", "o" (any case), and "º", "°". */
const ORDINAL_START = new Set([...'snrtoSNRTOº°'].map((c) => c.charCodeAt(0)));

/**
 * What the day-first pattern reads after its day: an ordinal suffix, a range ("14-15", "3rd–5th"),
 * then one space char and a month name, or "of", a space char and a month name ("3 March", "3rd
 * of March", "14-15 March"). The first character is one of those ("3 items" and "10:30" fail
 * here); then the space char before the month or "of" lies within `DAY_TAIL` characters of the
 * run's end, and every English month name (`MONTH_END_EN`) starts with one of `MONTH_PREFIXES`:
 * "3 days", "10 AM", "2nd floor", "12-year" cannot start a day-first date either (about nine in
 * ten of the runs the first test keeps in a ticket, each a sticky `exec` that failed).
 */
function dayFollows(text: string, end: number, next: number): boolean {
  if (!ORDINAL_START.has(next) && next !== HYPHEN && next !== EN_DASH && !(isSpaceCode(next) && MONTH_OR_OF_START.has(text.charCodeAt(end + 1)))) return false;
  for (let j = end; j <= end + DAY_TAIL; j++) {
    if (!isSpaceCode(text.charCodeAt(j))) continue;
    if (monthPrefixAt(text, j + 1)) return true;
    if ((text.charCodeAt(j + 1) | ASCII_LOWER_BIT) === LOWER_O && (text.charCodeAt(j + 2) | ASCII_LOWER_BIT) === LOWER_F &&
      isSpaceCode(text.charCodeAt(j + 3)) && monthPrefixAt(text, j + 4)) return true;
  }
  return false;
}

/**
 * Characters between a day's digits and the space char before its month: an ordinal suffix (two:
 * "st", ".º"), then a range, a dash, a day and its suffix (five: "-15th").
 */
const DAY_TAIL = 7;

/**
 * The first three letters of every English month name, full or abbreviated ("jan", "sep"), each
 * as one number (`letterTriple`): the `i` flag without `u` matches only ASCII letters to them.
 */
const MONTH_PREFIXES: ReadonlySet<number> = new Set(
  [...MONTHS_EN_FULL.split('|'), ...MONTHS_EN_ABBR.split('|')].map((w) => letterTriple(w.charCodeAt(0), w.charCodeAt(1), w.charCodeAt(2))),
);

/** Three ASCII letters in lower case as one number; -1 when one of them is no ASCII letter. */
function letterTriple(a: number, b: number, c: number): number {
  if (!isAsciiLetter(a) || !isAsciiLetter(b) || !isAsciiLetter(c)) return -1;
  return ((a | ASCII_LOWER_BIT) << 16) | ((b | ASCII_LOWER_BIT) << 8) | (c | ASCII_LOWER_BIT);
}

/** An English month name can start at `at` (its first three letters, in any case). */
export function monthPrefixAt(text: string, at: number): boolean {
  return MONTH_PREFIXES.has(letterTriple(text.charCodeAt(at), text.charCodeAt(at + 1), text.charCodeAt(at + 2)));
}

/**
 * The first letters of "of" and of the English month names (`MONTH_END_EN`), in either case (the
 * `i` flag without `u`: only ASCII letters match them): "3 items" cannot start a day-first date.
 */
const MONTH_OR_OF_START = new Set(
  ['of', ...MONTHS_EN_FULL.split('|')].flatMap((w) => [w.charCodeAt(0), w.toUpperCase().charCodeAt(0)]),
);

function isAsciiLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

/**
 * Where the run of ASCII letters from `at` ends: a listed month or weekday name that no letter may
 * follow (what the `i` flag without `u` reads as one) ends there.
 */
export function letterRunEnd(text: string, at: number): number {
  let end = at;
  while (isAsciiLetter(text.charCodeAt(end))) end++;
  return end;
}

/** Two ascending lists as one ascending list; undefined when either is, or past `limit` positions. */
function merged(a: readonly number[] | undefined, b: readonly number[] | undefined, limit: number): number[] | undefined {
  if (a === undefined || b === undefined || a.length + b.length > limit) return undefined;
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (j >= b.length || (i < a.length && (a[i] as number) < (b[j] as number))) out.push(a[i++] as number);
    else out.push(b[j++] as number);
  }
  return out;
}

export { AnchoredScan, stickyCopy } from './anchored-scan.js';
