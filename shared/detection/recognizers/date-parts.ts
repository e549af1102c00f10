/**
 * Building blocks of the date and time patterns (`dates.ts`, `date-periods.ts`): month and
 * weekday names, clock times, days, and the regex helpers every date pattern shares.
 */
import type { Language } from '../types.js';
import type { DateAnchors } from './date-anchors.js';

export const MONTHS_EN_FULL = 'january|february|march|april|may|june|july|august|september|october|november|december';
export const MONTHS_EN_ABBR = 'jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec';
export const MONTHS_ES_FULL =
  'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre';
export const MONTHS_ES_ABBR = 'ene|feb|mar|abr|may|jun|jul|ago|sept|sep|oct|nov|dic';
export const MONTHS_EN = `${MONTHS_EN_FULL}|${MONTHS_EN_ABBR}`;
export const MONTHS_ES = `${MONTHS_ES_FULL}|${MONTHS_ES_ABBR}`;
// A month that may end the match: only an abbreviation takes a period ("3 Sept." but not the
// full stop of "...on 3 March." or "...antes del 5 de mayo.").
export const MONTH_END_EN = `(?:${MONTHS_EN_FULL}|(?:${MONTHS_EN_ABBR})\\.?)`;
export const MONTH_END_ES = `(?:${MONTHS_ES_FULL}|(?:${MONTHS_ES_ABBR})\\.?)`;
export const WEEKDAYS_EN =
  'monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun';
export const WEEKDAYS_ES = 'lunes|martes|miércoles|miercoles|jueves|viernes|sábado|sabado|domingo';

/**
 * Fractions of a second: ".5", ".123456789", or a comma and milliseconds as logs write them
 * ("08:01:44,123"). A comma before one or two digits, or before a dotted number, is the next field
 * of a CSV row ("2025-06-02 08:01:44,10.12.4.88,…" is a timestamp, then an IP address).
 */
export const FRACTION = '(?:\\.\\d{1,9}|,\\d{3,9}(?![\\d.,]))?';

// Time of day: "10:30", "10:30:15", "10:30 am", "10:30 p.m.", "14:00 h", "10am", "10.30am".
const AMPM = '(?:[ap]\\.\\s?m\\.|[ap]m\\b|[ap]\\.m\\b)';
// "hs" is the River Plate's "horas": "a las 18:30 hs".
const CLOCK = `(?:[01]?\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d${FRACTION})?(?:\\s?${AMPM}|\\s?(?:h|hs|hrs|horas)\\b)?`;
// A dotted clock is a time only with am/pm or hours ("10.30am", "14.30 h"); "10.30" alone is a price or a version.
const CLOCK_DOT_AMPM = `(?:(?:1[0-2]|0?[1-9])\\.[0-5]\\d\\s?${AMPM}|(?:[01]?\\d|2[0-3])\\.[0-5]\\d\\s?(?:h|hrs|horas)\\b)`;
const HOUR_AMPM = `(?:1[0-2]|0?[1-9])\\s?${AMPM}`;
// Zones: UTC/GMT, the US ones, Central Europe, and those of the English-speaking world beyond
// them: India or Ireland (IST), British Summer Time, Singapore, Australia, New Zealand, South
// Africa, Hong Kong, Japan ("4:30–5pm IST", "10:00 SGT"). Not "CAT"/"EAT"/"WAT": English words.
/** The zone names a time may carry ("10:00 UTC", "4pm IST"); shared with `TIME_ONLY` (date-joins.ts). */
export const ZONES = 'utc|gmt|z|[ecmp][sd]?t|cet|cest|ist|bst|sgt|aest|aedt|awst|nzst|nzdt|sast|hkt|jst';
export const TIME = `(?:${CLOCK}|${CLOCK_DOT_AMPM}|${HOUR_AMPM})(?:\\s?(?:${ZONES})\\b)?`;
/** A bare hour after "at" / "a las" that only a date or weekday before it makes a time ("Friday at 10"). */
const AT_HOUR = 'at\\s(?:1[0-2]|0?[1-9])(?!\\d|[:.,]\\d|\\s?%)';
// What may follow an hour said in Spanish: "10:30", "10.30", "14 h", "17 horas", "9h30", "9 y media", "8 de la tarde".
export const HOUR_TAIL_ES =
  '(?:[:.][0-5]\\d)?(?:\\s?(?:h|hs|horas|hrs)\\b|h[0-5]\\d|\\sy\\s(?:media|cuarto)|\\smenos\\s(?:cuarto|veinte|diez|cinco)|\\sde\\sla\\s(?:mañana|tarde|noche|madrugada)|\\sen\\spunto)?';
/** Spanish hours in words: "a las siete y media", "entre las ocho y las tres". */
export const HOUR_WORDS_ES = 'una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce';
/**
 * An hour after "a las" that follows a date: "el 1 de mayo a las 10.30", "3 de mayo a las 7", "el
 * viernes 19 a las siete y media" (dates7: the hour in words too).
 */
const A_LAS_HOUR = `a\\slas?\\s(?:(?:[01]?\\d|2[0-3])|(?:${HOUR_WORDS_ES})(?![A-Za-z\\u00C0-\\u024F]))${HOUR_TAIL_ES}(?!\\d|[:.,]\\d)`;
// Optional time after a date: "March 3, 2024 at 10:30 am", "14/03/2024 a las 10:30", "May 3rd at 7".
/**
 * The start hour of a compact range whose end carries the time ("6–8pm", "12–12:45pm"): the
 * convention counts a range written without spaces as one span.
 */
export const HOUR_RANGE_START = '(?:(?:1[0-2]|0?[1-9])[-–](?=\\d))?';
/**
 * Words that attach a marked clock time (never a bare hour) to the date before it, as deadlines and
 * delivery windows write them: "Tue, Nov 19 by 10:30 a.m. ET", "Friday 28th March by 2pm",
 * "jueves 13 de febrero, antes de las 12:00", "viernes 6 de diciembre a partir de las 15:00"
 * (dates7: the convention's "a date and its attached time are one span").
 */
const TIME_ATTACH = '(?:at\\s|by\\s|before\\s|after\\s|a\\slas\\s|a\\sla\\s|antes\\sde\\slas?\\s|a\\spartir\\sde\\slas?\\s|desde\\slas?\\s|@\\s?)';
export const AT_TIME = `(?:,?\\s(?:${TIME_ATTACH}?${HOUR_RANGE_START}${TIME}|${AT_HOUR}|${A_LAS_HOUR}))?`;

/** Month codes of airline reservation systems (GDS), English and Spanish: "14DEC", "12ABR". */
export const GDS_MONTHS = 'JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC|ENE|ABR|AGO|DIC';

export const DAY = '(?:0?[1-9]|[12]\\d|3[01])';
// "1.º de julio": Spanish style guides write the ordinal's abbreviation after a dot.
export const ORD = '(?:st|nd|rd|th|\\.?º|\\.?°|o)?';

/** Letters and digits, ASCII plus Latin-1/Latin Extended-A/B (á, ñ, ç…). */
export const W = 'A-Za-z0-9\\u00C0-\\u024F';
// Every pattern using B starts with a word character, so ASCII \b is the cheap start test.
export const B = '\\b';
export const E = `(?![${W}])`;

// No `u` flag: Unicode-mode case-insensitive matching is about twice as slow, and the only
// non-ASCII letters involved (Spanish accents) are covered by the Latin ranges above.
export function re(source: string): RegExp {
  return new RegExp(source, 'gi');
}

export interface DatePattern {
  regex: RegExp;
  score: number;
  /** A calendar date (can be a date of birth), not a bare time or a period. */
  isDate: boolean;
  /** Runs only when the text has a clock-like time (a colon, or a digit then am/pm). */
  needsClock?: boolean;
  /** Month/weekday-name patterns run only for their language (each costs a full scan). */
  lang?: Language;
  /** Matches text without digits (a month name alone); others need a digit in the text. */
  noDigits?: boolean;
  /** A cheap whole-text test (native substring searches first) that a text must pass to run a rare pattern. */
  when?: (text: string) => boolean;
  validate?: (m: RegExpExecArray) => boolean;
  /**
   * The positions this pattern can start at (`date-anchors.ts`): when set, the pattern runs as a
   * sticky regex at each of them instead of scanning the whole text.
   */
  anchors?: keyof DateAnchors;
  /**
   * What the pattern must read after a listed start (false: no match can start at `at`, so the
   * sticky exec there is skipped; `date-starts.ts`). For lists shared by several patterns, where
   * one pattern needs more than the list asks of all.
   */
  startOk?: (text: string, at: number) => boolean;
  /** The reported part of the match when it is not all of it ("a las [10]", "del [18] al 20 de marzo"). */
  span?: (m: RegExpExecArray) => [number, number];
}
