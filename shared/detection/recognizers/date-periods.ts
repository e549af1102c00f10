/**
 * Days and hours beyond full dates (see `dates.ts` for those, `date-year-month.ts` for "2025-03"): a
 * weekday with a day or a time ("Thursday the 6th", "Friday at 10", "el lunes 5", "viernes a las
 * 10"), an ordinal day after a cue ("on the 14th", "el día 14"), "3 o'clock", Spanish hours after
 * "las" ("a las 10", "las 9 de la mañana", "a las 9 y media") and the first day of "del 18 al 20
 * de marzo", and a bare day ending its clause after "hasta el" / "desde el" / "para el" ("de
 * vacaciones hasta el [25]."). One combined scan per language.
 */
import {
  AT_TIME, B, DAY, E, HOUR_TAIL_ES, HOUR_WORDS_ES, MONTHS_ES_FULL, TIME, W, WEEKDAYS_EN, WEEKDAYS_ES, re, type DatePattern,
} from './date-parts.js';
import { followOk } from './date-words.js';
import { weekdayStartOk } from './date-starts.js';
import { YEAR_MONTH_PATTERN } from './date-year-month.js';
import { ASCII_LOWER_BIT, CLOSE_BRACKET, COMMA, DOT, EM_DASH, EN_DASH, HYPHEN, LOWER_A, LOWER_Z, OPEN_BRACKET, SPACE, TAB } from '../ner/chars.js';

/** A range of hours after a weekday, written compact: "the boiler guy is coming Monday 9-12". */
// A full stop may end it: "Open house Sat & Sun 2–4." (not "9-12.5").
const HOUR_RANGE = '(?:1[0-2]|0?[1-9])[-–](?:1[0-2]|0?[1-9])(?![\\d:]|\\.\\d)';
/** An hour in a spoken window: "8", "10:30", "10 a.m.", "4pm", "eight". */
const WINDOW_HOUR = `(?:${TIME}|1[0-2]|0?[1-9]|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;
/**
 * A weekday with a window of hours, as tradespeople and couriers give it: "Thurs between 8 and
 * noon", "thursday morning between 8 and 10", "Sunday evening around 6", "Sat from 9 to 1",
 * "Thursday between eight and one".
 */
const HOUR_WINDOW = `(?:(?:morning|afternoon|evening|night)\\s)?(?:between\\s${WINDOW_HOUR}\\s(?:and|&)\\s(?:${WINDOW_HOUR}|noon|midday)|from\\s${WINDOW_HOUR}\\s(?:to|till|until)\\s(?:${WINDOW_HOUR}|noon|midday)|around\\s${WINDOW_HOUR})`;
/**
 * Words between a weekday and its hour: "Friday at 10", "Saturday by 4", "Friday after 2", "Tue
 * before 9am" (dates7; a bare hour must still let the next word follow a time: "Friday after 2
 * weeks" is a duration).
 */
const WEEKDAY_TIME_CUE = '(?:at\\s|by\\s|after\\s|before\\s|@\\s?)';
/** A recurring day is no date (the convention): "payable on the 1st of each month". */
const EVERY_MONTH_AFTER = /^\s+of\s+(?:each|every)\s+month\b/i;

/** Cue words before "the 14th" that make it a day of the month ("on the 14th", "by the 3rd"). */
const ORDINAL_CUE = /(?:^|[^A-Za-z])(?:on|by|to|until|till|til|from|before|after|since|for|through|moved to|is|week of)\s$/i;
const WEEKDAY_ABBR_EN = new Set(['mon', 'tue', 'tues', 'wed', 'thu', 'thur', 'thurs', 'fri', 'sat', 'sun']);
/** Abbreviations that are also everyday words: never a weekday in lower case. */
const ABBR_WORDS_EN = new Set(['sat', 'sun']);
const ORDINAL_DAY_AFTER = /^\.?,?\s(?:the\s)?\d{1,2}(?:st|nd|rd|th)\b/i;
function lowerAbbrWithOrdinal(weekday: string, match: string): boolean {
  return !ABBR_WORDS_EN.has(weekday) && ORDINAL_DAY_AFTER.test(match.slice(weekday.length));
}

/**
 * English: "Thursday the 6th", "Monday 17th", "by Thursday 12." (a bare day must end the clause:
 * "Monday 12 tickets" is a count), "Friday at 10", "Sunday 11pm", "on the 14th", "3 o'clock".
 */
/** What follows a weekday that ends a range, when it is a span of hours: ", 9–7", " 8:00–17:00", " 10am". */
const HOURS_AFTER_WEEKDAY = /^\.?,?\s\d{1,2}(?:[-–:.]\d|\s?[ap]\.?m)/i;

export const EN_DAY_PATTERN: DatePattern = {
  regex: re(
    `${B}(?:(${WEEKDAYS_EN})\\.?,?\\s(?:(?:the\\s)?${DAY}(?:st|nd|rd|th)${AT_TIME}|${WEEKDAY_TIME_CUE}?${TIME}|${HOUR_RANGE}|${HOUR_WINDOW}|${DAY}(?=[.,;:!?)]|[ \\t]*(?:\\n|$))|${WEEKDAY_TIME_CUE}(?:1[0-2]|0?[1-9])(?!\\d|[:.,]\\d|\\s?%)|at\\s(?:noon|midday|midnight))|(the\\s)${DAY}(?:st|nd|rd|th)${AT_TIME}|(?:1[0-2]|0?[1-9])\\s?o['’]?clock)${E}`,
  ),
  score: 0.6,
  isDate: false,
  lang: 'en',
  anchors: 'weekdayOrOrdinal',
  startOk: weekdayStartOk,
  validate: (m) => {
    const weekday = m[1];
    const end = m.index + m[0].length;
    if (weekday !== undefined) {
      // "sat at 10" is a verb; an abbreviated weekday is capitalized ("Sat 10am"), unless a day
      // with its ordinal follows ("thurs 12th", "wed 18th"; not "sat"/"sun": "sat 12th in the race").
      if (WEEKDAY_ABBR_EN.has(weekday.toLowerCase()) && weekday.charCodeAt(0) >= LOWER_A && !lowerAbbrWithOrdinal(weekday, m[0])) return false;
      // "by Friday.⏎2. Legal…": a weekday ending its line, then a list number.
      if (m[0].includes('\n')) return false;
      // The end of a weekday range ("Mon–Fri 8:00–17:00", "Mon–Fri 9–7") is no specific day: only
      // its hours are reported (see span).
      if (RANGE_DASH.has(m.input.charCodeAt(m.index - 1)) && !HOURS_AFTER_WEEKDAY.test(m[0].slice(weekday.length))) return false;
      return followOk(m.input, end);
    }
    if (m[2] !== undefined) {
      if (EVERY_MONTH_AFTER.test(m.input.slice(end, end + 20))) return false;
      return ORDINAL_CUE.test(m.input.slice(Math.max(0, m.index - 10), m.index)) && followOk(m.input, end);
    }
    return true;
  },
  span: (m) => {
    const end = m.index + m[0].length;
    const weekday = m[1];
    if (weekday === undefined || !RANGE_DASH.has(m.input.charCodeAt(m.index - 1))) return [m.index, end];
    const hours = HOURS_AFTER_WEEKDAY.exec(m[0].slice(weekday.length)) as RegExpExecArray;
    // The digits start where the match of ".?,?\s" before them ends.
    return [end - (m[0].length - weekday.length - hours[0].search(/\d/)), end];
  },
};

const WEEKDAYS_ES_ABBR = 'lun|mié|mie|jue|vie|sáb|sab|dom';
// 24 is left out: "las 24 horas" is a duration.
const HOUR24 = '(?:[01]?\\d|2[0-3])';
const HOUR_WORDS = HOUR_WORDS_ES;
const ES_HOUR = `(?:${HOUR24}|${HOUR_WORDS})${HOUR_TAIL_ES}`;
/**
 * A window of hours after a weekday, as tradespeople and couriers give it: "vienen el lunes entre 9
 * y 11", "pasará el miércoles entre las ocho y las tres", "el sábado de 10 a 2" (dates7; the
 * English HOUR_WINDOW). The word after it must let a time end there ("de 2 a 3 personas" is a count).
 */
const ES_WEEKDAY_WINDOW = `(?:entre|de|desde)\\s(?:las?\\s)?${ES_HOUR}\\s(?:y|a|hasta)\\s(?:las?\\s)?${ES_HOUR}(?![${W}]|[:.,]\\d)`;
/** Words before "las 10" that make it a clock time ("a las 10", "hasta las 12", "entre las 8 y las 9"). */
const LAS_CUE =
  /(?:^|[^A-Za-z\u00C0-\u024F])(?:a|hasta|desde|de|entre|y|o|sobre|para|tras|hacia|antes de|después de|despues de|son|eran)\s$/i;
const BARE_HOUR = new RegExp(`^(?:\\d{1,2}|${HOUR_WORDS})$`, 'i');
const DE_AFTER = /^\s(?:de|del)\b/i;
/** A plural weekday earlier in the clause: "los domingos antes de las 12", "los lunes a las 9". */
const RECURRING_WEEKDAY_BEFORE = /(?:^|[^A-Za-z\u00C0-\u024F])los\s(?:lunes|martes|miércoles|miercoles|jueves|viernes|sábados|sabados|domingos)\b[^.;\n]{0,24}$/i;
const RECURRING_WINDOW = 44;
const DIA_CUE = /(?:^|[^A-Za-z\u00C0-\u024F])(?:el|del|al|hasta el|desde el|para el)\s$/i;

/**
 * Spanish: "lunes 5", "lun 10/03", "viernes a las 10", "jueves 17h", "viernes 10hs", "el día 14",
 * "a las 10", "las 9 de la mañana", a range of hours ending in "h" ("entre 9 y 18 h", "de 9 a 18
 * horas", but not the duration "toma entre 5 y 6 horas": group 6 is the cue, left out of the span), and the first day of "del 18 al 20 de
 * marzo" (the second is a full date already; `date-word-joins.ts` joins them). A
 * colon after the weekday's day ends a heading: "Máximas para el sábado 15: 31 grados".
 */
export const ES_DAY_PATTERN: DatePattern = {
  regex: re(
    `${B}(?:(?:${WEEKDAYS_ES}|${WEEKDAYS_ES_ABBR})\\.?,?\\s(?:(?:día\\s)?${DAY}(?![${W}/]|[:.,]\\d)${AT_TIME}|${DAY}[/.-](?:0?[1-9]|1[0-2])(?![${W}/]|[.-]\\d)|a\\slas?\\s(?:${TIME}|${ES_HOUR})|${HOUR24}\\s?(?:h|hs|hrs)\\b|${ES_WEEKDAY_WINDOW})|(día)\\s${DAY}(?![${W}/:]|[.,]\\d)${AT_TIME}|(las?\\s)${ES_HOUR}(?![${W}ªº°]|[:.,]\\d)|(del?\\s|entre\\sel\\s)(${DAY})\\s(?:al|y\\sel)\\s${DAY}\\sde\\s(?:${MONTHS_ES_FULL})|((?:hasta|desde|para|vence|vencen|caduca)\\sel\\s)${DAY}(?=[.;)]|,\\s|[ \\t]*(?:\\n|$)|\\s[a-z\\u00E0-\\u00FF])|((?:entre|de)\\s)${HOUR24}\\s[ay]\\s(?:las\\s)?${HOUR24}\\s?(?:h|hs|hrs|horas)\\b)`,
  ),
  score: 0.6,
  isDate: false,
  lang: 'es',
  validate: (m) => {
    const text = m.input;
    const end = m.index + m[0].length;
    if (m[1] !== undefined) {
      // "el día 14", not "un día 3" nor the recurring "el día 1 de cada mes".
      return DIA_CUE.test(text.slice(Math.max(0, m.index - 12), m.index)) && !/^ de cada\b/i.test(text.slice(end, end + 10));
    }
    if (m[2] !== undefined) {
      if (!LAS_CUE.test(text.slice(Math.max(0, m.index - 12), m.index))) return false;
      // "los domingos antes de las 12": the hour of a recurring day is no date.
      if (RECURRING_WEEKDAY_BEFORE.test(text.slice(Math.max(0, m.index - RECURRING_WINDOW), m.index))) return false;
      // "a la 1", "a la una"; "la 2" is no hour.
      if (m[2].length === 3 && !/^la\s(?:0?1|una)\b/i.test(m[0])) return false;
      // A bare number needs the next word to allow a time: "a las 7." but not "las 3 personas".
      const hour = m[0].slice(m[2].length);
      return BARE_HOUR.test(hour) ? followOk(text, end) : true;
    }
    if (m[3] !== undefined) return true;
    // "hasta el 15 no puede venir": a word after the day must allow a date ("no", "que"), and
    // not be "de" ("hasta el 15 de la lista"; "hasta el 15 de mayo" is a full date elsewhere).
    if (m[5] !== undefined) return followOk(text, end) && !DE_AFTER.test(text.slice(end, end + 5));
    // "toma entre 5 y 6 horas" is a duration: spelled-out "horas" only after "de" ("de 9 a 18 horas").
    if (m[6] !== undefined) return !(m[6].toLowerCase().startsWith('entre') && m[0].toLowerCase().endsWith('horas'));
    // "…el viernes.⏎2. Mantener…": a weekday ending its line, then a list number.
    return !m[0].includes('\n') && followOk(text, end);
  },
  span: (m) => {
    if (m[2] !== undefined) return [m.index + m[2].length, m.index + m[0].length];
    if (m[3] !== undefined) {
      const start = m.index + m[3].length;
      return [start, start + (m[4] as string).length];
    }
    if (m[5] !== undefined) return [m.index + m[5].length, m.index + m[0].length];
    if (m[6] !== undefined) return [m.index + m[6].length, m.index + m[0].length];
    return [m.index, m.index + m[0].length];
  },
};

export const PERIOD_PATTERNS: readonly DatePattern[] = [YEAR_MONTH_PATTERN, EN_DAY_PATTERN, ES_DAY_PATTERN];

const RANGE_DASH = new Set([HYPHEN, EN_DASH, EM_DASH]);

/**
 * Weekday names, English and Spanish, full and abbreviated, lower-cased: the words that join the
 * date or time after them ("lunes 10/03/2025", "sáb 14/06/2025 07:05", "vie 7 nov", "Fri 11/08
 * at 4:12 PM"). Built from the pattern tables, so a name added there is a name here.
 */
const WEEKDAY_WORDS = new Set(`${WEEKDAYS_EN}|${WEEKDAYS_ES}|${WEEKDAYS_ES_ABBR}`.split('|'));
/** What before the weekday makes it the end of a range of days: "Mon–", "lunes a ", "Monday to ". */
const RANGE_BEFORE = /(?:[-–—]\s?|\s(?:a|al|to|through|thru|y|and)\s)$/i;
/** Longest weekday name ("miércoles"): a longer letter run before a finding is no weekday. */
const WEEKDAY_MAX = 9;
/**
 * Shortest weekday name and the first letters of all, read from WEEKDAY_WORDS: most words before
 * a date ("on", "at", "by", "from") are rejected by them without a lower-cased copy. A letter run
 * shorter than the shortest name lower-cases to no name (only "İ" lengthens, and its lower case
 * is in no name); an ASCII letter OR-ed with ASCII_LOWER_BIT is its lower case, and a non-ASCII
 * one stays above "z" (the filter is off if a name ever starts with a non-ASCII letter).
 */
const WEEKDAY_MIN = Math.min(...[...WEEKDAY_WORDS].map((w) => w.length));
const WEEKDAY_FIRST = new Set([...WEEKDAY_WORDS].map((w) => w.charCodeAt(0)));
const FIRST_LETTER_FILTER = [...WEEKDAY_FIRST].every((c) => c >= LOWER_A && c <= LOWER_Z);

/** [A-Za-z] and the Latin-1/Extended letters (á, é, ñ…), as the date patterns' W class reads them. */
function isLetter(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 0xc0 && c <= 0x24f);
}

/**
 * Adds a weekday to the date or time after it (the convention: "a weekday with a day or a time",
 * "Tuesday, March 4" is one span): the numeric and day-first patterns start at the digits. The
 * word before the finding is read back over one space or tab, an optional "," and "." ("Fri.,
 * 11/08"), then letters, and looked up in WEEKDAY_WORDS. The longer finding is added beside the
 * other with a higher score, so the overlap resolution keeps it.
 */
export function attachWeekdays(text: string, found: { entity_type: string; start: number; end: number; score: number }[]): void {
  const n = found.length;
  for (let i = 0; i < n; i++) {
    const f = found[i]!;
    if (f.entity_type !== 'DATE_TIME') continue;
    let end = f.start - 1;
    const blank = text.charCodeAt(end);
    if (blank !== SPACE && blank !== TAB) continue;
    if (text.charCodeAt(end - 1) === COMMA) end--;
    if (text.charCodeAt(end - 1) === DOT) end--;
    let start = end;
    while (start > 0 && end - start <= WEEKDAY_MAX && isLetter(text.charCodeAt(start - 1))) start--;
    if (start === end || end - start > WEEKDAY_MAX || (start > 0 && isLetter(text.charCodeAt(start - 1)))) continue;
    if (end - start < WEEKDAY_MIN || (FIRST_LETTER_FILTER && !WEEKDAY_FIRST.has(text.charCodeAt(start) | ASCII_LOWER_BIT))) continue;
    const weekday = text.slice(start, end);
    const lower = weekday.toLowerCase();
    if (!WEEKDAY_WORDS.has(lower)) continue;
    // "sat 10am" is a verb: an English abbreviation must be capitalized.
    if (WEEKDAY_ABBR_EN.has(lower) && weekday.charCodeAt(0) >= LOWER_A) continue;
    if (RANGE_BEFORE.test(text.slice(Math.max(0, start - 10), start))) continue;
    found.push({ ...f, start, score: Math.min(0.95, f.score + 0.05) });
  }
}

/**
 * Joins two date/time findings written as one range without spaces ("09:00–09:30", "6:00–7:45
 * pm") into one span, as the labelling convention counts them: a range is one expression; and a
 * chat stamp's time and date ("[10:31, 2/9/2025]"), a date and its attached time. The joined
 * finding is added beside the parts; the overlap resolution keeps the longer one.
 */
export function joinCompactRanges(text: string, found: { entity_type: string; start: number; end: number; score: number }[]): void {
  const n = found.length;
  if (n < 2) return;
  // Most texts hold no range: look for a dash or a chat stamp's ", " right after a finding before building the index.
  let dashed = false;
  for (let i = 0; i < n && !dashed; i++) dashed = joinGap(text, found[i]!) > 0;
  if (!dashed) return;
  for (let i = 0; i < n; i++) {
    const a = found[i]!;
    const gap = a.entity_type === 'DATE_TIME' ? joinGap(text, a) : 0;
    if (gap === 0) continue;
    // The last of the first n findings that is a DATE_TIME starting there (a text holds a few
    // findings: a scan costs less than building an index of them).
    const j = lastDateTimeAt(found, n, a.end + gap);
    if (j < 0) continue;
    const b = found[j]!;
    // A chat stamp's two parts fill its brackets: "[10:31, 2/9/2025]".
    if (gap === STAMP_COMMA.length && text.charCodeAt(b.end) !== CLOSE_BRACKET) continue;
    // A range of two dates stays two spans, as the dev sets label it: "June 2020–Aug 2022", "Dec
    // 19–Jan 5", "June–August" (dates7; a range of hours is one: "10:00–11:30").
    if (gap === 1 && namedDateEnd(text, b.start)) continue;
    found.push({ ...a, end: b.end, score: Math.min(0.95, Math.max(a.score, b.score) + 0.05) });
  }
}

/** The index of the last DATE_TIME among found[0..n) that starts at `start`, or -1. */
function lastDateTimeAt(found: readonly { entity_type: string; start: number }[], n: number, start: number): number {
  for (let k = n - 1; k >= 0; k--) {
    const f = found[k]!;
    if (f.start === start && f.entity_type === 'DATE_TIME') return k;
  }
  return -1;
}

/** The range's end starts with a letter: a month or weekday name ("Aug 2022", "Jan 5"), never an hour. */
function namedDateEnd(text: string, start: number): boolean {
  const c = text.charCodeAt(start) | ASCII_LOWER_BIT;
  return c >= LOWER_A && c <= LOWER_Z;
}

/** Between a chat stamp's time and date: "[10:31, 2/9/2025] Kike: ok". */
const STAMP_COMMA = ', ';

/** Characters from a finding's end to the next finding it may join: a dash (1), a bracketed stamp's ", " (2), or 0. */
function joinGap(text: string, f: { start: number; end: number }): number {
  if (RANGE_DASH.has(text.charCodeAt(f.end))) return 1;
  return text.charCodeAt(f.start - 1) === OPEN_BRACKET && text.startsWith(STAMP_COMMA, f.end) ? STAMP_COMMA.length : 0;
}
