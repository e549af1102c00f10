import { ContextMatcher } from '../context.js';
import { csvLayout, inColumn, type CsvLayout } from './csv-columns.js';
import type { Language, RawFinding, Recognizer, RecognizerContext } from '../types.js';

const MONTHS_EN_FULL = 'january|february|march|april|may|june|july|august|september|october|november|december';
const MONTHS_EN_ABBR = 'jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec';
const MONTHS_ES_FULL = 'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre';
const MONTHS_ES_ABBR = 'ene|feb|mar|abr|may|jun|jul|ago|sept|sep|oct|nov|dic';
const MONTHS_EN = `${MONTHS_EN_FULL}|${MONTHS_EN_ABBR}`;
const MONTHS_ES = `${MONTHS_ES_FULL}|${MONTHS_ES_ABBR}`;
// A month that may end the match: only an abbreviation takes a period ("3 Sept." but not the
// full stop of "...on 3 March." or "...antes del 5 de mayo.").
const MONTH_END_EN = `(?:${MONTHS_EN_FULL}|(?:${MONTHS_EN_ABBR})\\.?)`;
const MONTH_END_ES = `(?:${MONTHS_ES_FULL}|(?:${MONTHS_ES_ABBR})\\.?)`;
const WEEKDAYS_EN = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun';
const WEEKDAYS_ES = 'lunes|martes|miércoles|miercoles|jueves|viernes|sábado|sabado|domingo';

// Time of day: "10:30", "10:30:15", "10:30 am", "10:30 p.m.", "14:00 h", "10am".
const AMPM = '(?:[ap]\\.\\s?m\\.|[ap]m\\b|[ap]\\.m\\b)';
const CLOCK = `(?:[01]?\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:[.,]\\d{1,6})?)?(?:\\s?${AMPM}|\\s?(?:h|hrs|horas)\\b)?`;
const HOUR_AMPM = `(?:1[0-2]|0?[1-9])\\s?${AMPM}`;
const TIME = `(?:${CLOCK}|${HOUR_AMPM})(?:\\s?(?:utc|gmt|z|[ecmp][sd]t|cet|cest)\\b)?`;
// Optional time after a date: "March 3, 2024 at 10:30 am", "14/03/2024 a las 10:30".
const AT_TIME = `(?:,?\\s(?:at\\s|a\\slas\\s|a\\sla\\s|@\\s?)?${TIME})?`;

const DAY = '(?:0?[1-9]|[12]\\d|3[01])';
const ORD = '(?:st|nd|rd|th|º|°|o)?';

export interface DatePattern {
  regex: RegExp;
  score: number;
  /** A calendar date (can be a date of birth), not a bare time. */
  isDate: boolean;
  /** Month/weekday-name patterns run only for their language (each costs a full scan). */
  lang?: Language;
  /** Matches text without digits (a month name alone); others need a digit in the text. */
  noDigits?: boolean;
  validate?: (m: RegExpExecArray) => boolean;
}

// No `u` flag: Unicode-mode case-insensitive matching is about twice as slow, and the only
// non-ASCII letters involved (Spanish accents) are covered by the Latin ranges below.
function re(source: string): RegExp {
  return new RegExp(source, 'gi');
}

/** Letters and digits, ASCII plus Latin-1/Latin Extended-A/B (á, ñ, ç…). */
const W = 'A-Za-z0-9\\u00C0-\\u024F';
// Every pattern using B starts with a word character, so ASCII \b is the cheap start test.
const B = '\\b';
const E = `(?![${W}])`;

/** Day/month plausibility for numeric dates: either D/M or M/D order must be a real date. */
function numericPlausible(m: RegExpExecArray): boolean {
  const a = Number(m[1]);
  const b = Number(m[3]);
  const ok = (d: number, mo: number): boolean => mo >= 1 && mo <= 12 && d >= 1 && d <= 31;
  // "1.2.24" is far more often a version than a date.
  if (m[2] === '.' && (m[4] ?? '').length === 2) return false;
  return ok(a, b) || ok(b, a);
}

/** Words right before a day/month without a year that make it a date ("on 9/18", "el 15/09"). */
// "moved to 3/22", "appointment for 3/22", "cambiada al 22/03" too.
const DATE_CUE = /(?:^|[^A-Za-z\u00C0-\u024F])(?:on|by|due|until|till|since|before|after|to|for|el|del|al|hasta|desde|antes|para)\s$/i;

/** Words right before a month name alone that make it a date ("in August", "end of September"). */
const MONTH_CUE_EN = /(?:^|[^A-Za-z])(?:in|for|of|during|until|till|by|since|before|after|early|late|mid|from|through|next|last|this|every)[ -]$/i;
const MONTH_CUE_ES = /(?:^|[^A-Za-z\u00C0-\u024F])(?:en|de|del|desde|hasta|para|durante|mes de|todo|cada|este|próximo|proximo|pasado)\s$/i;
/** Words before a numeric month/year ("expires 08/2027", "caduca 12/2026", "since 03/2019"). */
const MONTH_YEAR_CUE = /(?:exp|expires|expiry|expiration|valid|thru|through|until|since|from|caduca|caducidad|vence|vencimiento|desde|hasta|válida|valida)\.?:?\s$/i;

export const PATTERNS: readonly DatePattern[] = [
  // ISO 8601 with optional time and zone: 2024-03-14, 2024-03-14T10:15Z, 2024-03-14 10:15:00+01:00.
  {
    regex: re(
      `${B}\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])(?:[T ](?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:[.,]\\d{1,9})?)?(?:Z|[+-](?:[01]\\d|2[0-3]):?[0-5]\\d)?)?(?![${W}-])`,
    ),
    score: 0.85,
    isDate: true,
  },
  // Numeric: 3/14/2024, 14/03/2024, 14.03.2024, 14-03-24; same separator twice.
  {
    regex: re(`(?<![${W}/.-])(\\d{1,2})([/.-])(\\d{1,2})\\2(\\d{4}|\\d{2})${AT_TIME}(?![${W}/]|[.-]\\d)`),
    score: 0.65,
    isDate: true,
    validate: numericPlausible,
  },
  // Year first: 2024/03/14.
  { regex: re(`${B}\\d{4}/(?:0?[1-9]|1[0-2])/${DAY}${AT_TIME}(?![${W}/])`), score: 0.7, isDate: true },
  // English, month first: "March 3, 2024", "Mon, Mar. 3rd 2024 at 10:30 am", "March 3", "Jun  4 14:29:15".
  {
    // Spaces only between month and day: "Timeline for October⏎1. Draft" is a month, then a list.
    regex: re(
      `${B}(?:(?:${WEEKDAYS_EN}),?\\s)?(?:${MONTHS_EN})\\.?[ \\t]{1,2}${DAY}${ORD}(?:,?\\s\\d{4})?${AT_TIME}${E}`,
    ),
    score: 0.8,
    isDate: true,
    // Both languages: syslog timestamps ("Jun  4 14:29:15") are English in any log.
  },
  // English, day first: "3 March 2024", "3rd of March, 2024", "14 Mar 2024".
  {
    regex: re(
      `${B}(?:(?:${WEEKDAYS_EN}),?\\s)?${DAY}${ORD}\\s(?:of\\s)?${MONTH_END_EN}(?:,?\\s\\d{4})?${AT_TIME}${E}`,
    ),
    score: 0.8,
    isDate: true,
    lang: 'en',
  },
  // Month and year: "March 2024", "marzo de 2024".
  { regex: re(`${B}(?:${MONTHS_EN})\\.?,?\\s\\d{4}${E}`), score: 0.7, isDate: true, lang: 'en' },
  { regex: re(`${B}(?:${MONTHS_ES})\\.?,?\\s(?:de\\s|del\\s)?\\d{4}${E}`), score: 0.7, isDate: true, lang: 'es' },
  // Spanish: "14 de marzo de 2024", "lunes, 14 de marzo", "1º de mayo del 2023 a las 10:30".
  {
    regex: re(
      `${B}(?:(?:${WEEKDAYS_ES}),?\\s)?${DAY}${ORD}\\s(?:de\\s)?${MONTH_END_ES}(?:,?\\s(?:de\\s|del\\s)?\\d{4})?${AT_TIME}${E}`,
    ),
    score: 0.8,
    isDate: true,
    lang: 'es',
  },
  // Abbreviated day-month-year: "14-Mar-2024", "14-mar-24".
  { regex: re(`${B}${DAY}-(?:${MONTHS_EN}|${MONTHS_ES})-(?:\\d{4}|\\d{2})${E}`), score: 0.8, isDate: true },
  // Day and month without a year, only after a date cue: "follow-up on 9/18", "revisión el 15/09".
  // The match starts at the digits (a cue-word alternation would cost a scan of its own); the cue
  // is checked in validate.
  {
    regex: re(`(?<![${W}/.,:-])(\\d{1,2})/(\\d{1,2})${AT_TIME}(?![${W}/]|[.,-]\\d|\\s(?:of|de)\\s)`),
    score: 0.6,
    isDate: true,
    validate: (m) => {
      const a = Number(m[1]);
      const b = Number(m[2]);
      if (!((a >= 1 && a <= 12 && b >= 1 && b <= 31) || (b >= 1 && b <= 12 && a >= 1 && a <= 31))) return false;
      return DATE_CUE.test(m.input.slice(Math.max(0, m.index - 8), m.index));
    },
  },
  // A weekday and a day of the month: "by Thursday 12th", "el jueves 12".
  // English: an ordinal, or the day ends the clause ("Monday 12 tickets" is a count).
  { regex: re(`${B}(?:${WEEKDAYS_EN})\\.?,?\\s${DAY}(?:(?:st|nd|rd|th)${E}|(?=[.,;:!?)]|[ \\t]*(?:\\n|$)))`), score: 0.6, isDate: true, lang: 'en' },
  { regex: re(`${B}(?:${WEEKDAYS_ES}),?\\s${DAY}${E}(?!\\s?(?:h|horas|:|de\\s|del\\s))`), score: 0.6, isDate: true, lang: 'es' },
  // The first day of a Spanish range: the 7 of "del 7 al 9 de abril", "entre el 3 y el 5 de mayo".
  {
    regex: re(`${B}${DAY}(?=\\s(?:al|y|a)\\s(?:el\\s)?${DAY}\\s(?:de\\s)?(?:${MONTHS_ES_FULL})${E})`),
    score: 0.6,
    isDate: true,
    lang: 'es',
  },
  // Month and year in digits after a cue: "expires 08/2027", "válida hasta 12/2026".
  {
    regex: re(`(?<![${W}/.,:-])(?:0?[1-9]|1[0-2])/(?:19|20)\\d{2}(?![${W}/]|[.,-]\\d)`),
    score: 0.6,
    isDate: true,
    validate: (m) => MONTH_YEAR_CUE.test(m.input.slice(Math.max(0, m.index - 16), m.index)),
  },
  // A month name alone after a cue, ending its line: "Timeline for October⏎1. Draft", "vence a
  // finales de septiembre.⏎1) confirmar". Mid-sentence ("the summit in November") it is left
  // alone: a month without a day identifies little. English months must be capitalized ("you
  // may", "march on").
  {
    regex: re(`${B}(?:${MONTHS_EN_FULL}|${MONTHS_ES_FULL})(?=[.:]?[ \\t]*\\r?\\n)`),
    score: 0.6,
    isDate: true,
    noDigits: true,
    validate: (m) => {
      const cue = m.input.slice(Math.max(0, m.index - 16), m.index);
      const month = m[0].toLowerCase();
      const english = MONTHS_EN_FULL.split('|').includes(month);
      if (english) return m[0].charCodeAt(0) < 97 && MONTH_CUE_EN.test(cue);
      return MONTH_CUE_ES.test(cue);
    },
  },
  // Bare times: "10:30 am", "14:00 h", "10am".
  { regex: re(`(?<![${W}:.,])${TIME}(?![${W}:]|[.,]\\d)`), score: 0.6, isDate: false },
];

const BIRTH = new ContextMatcher(
  {
    en: ['dob', 'd.o.b', 'd.o.b.', 'date of birth', 'birth date', 'birthdate', 'birthday', 'born', 'born on', 'birth'],
    es: [
      'fecha de nacimiento', 'fecha nacimiento', 'f. nac.', 'f. nac', 'f. de nac.', 'f. de nac', 'fnac', 'fecha nac', 'fecha nac.',
      'fecha de nac', 'fecha de nac.', 'f. nacimiento', 'f. de nacimiento', 'fec. nac.', 'fec. nac',
      'nacido', 'nacida', 'nacido el', 'nacida el', 'nació', 'nacio', 'nací', 'naci', 'nacimiento', 'dob', 'cumpleaños',
    ],
  },
  40,
  0,
);

// Birth context does not cross a sentence end ("DOB: 1/2/85. Seen on 3/4/24") or a line break.
const SENTENCE_END = /[.!?]\s+(?=\p{Lu})|[\n;]/gu;

function birthContext(text: string, start: number, language: Language): boolean {
  const from = Math.max(0, start - 40);
  const window = text.slice(from, start);
  let cut = 0;
  SENTENCE_END.lastIndex = 0;
  for (let m = SENTENCE_END.exec(window); m; m = SENTENCE_END.exec(window)) cut = m.index + m[0].length;
  return BIRTH.testBefore(window.slice(cut), window.length - cut, language, 40);
}

const BIRTH_HEADER = /\b(?:dob|d o b|birth|birthdate|birthday|born|nacimiento|nacim|f nac|fnac|fec nac|fecha nac)\b/;

/**
 * DATE_TIME in many formats, and DATE_OF_BIRTH when birth context precedes a date. A birth date
 * is reported once, as DATE_OF_BIRTH (never also as DATE_TIME), when that type is requested.
 */
export class DateRecognizer implements Recognizer {
  readonly id = 'date_time';
  readonly entities = ['DATE_TIME', 'DATE_OF_BIRTH'];
  readonly languages = ['en', 'es'] as const;

  analyze(text: string, ctx: RecognizerContext): RawFinding[] {
    const out: RawFinding[] = [];
    const digits = /\d/.test(text);
    const wantDob = ctx.entities.has('DATE_OF_BIRTH');
    const hasColon = text.includes(':') || /\d\s?[ap]\.?m/i.test(text);
    // A delimited export whose header names a birth-date column.
    let csv: CsvLayout | undefined | null = wantDob ? undefined : null;
    for (const p of PATTERNS) {
      if ((!digits && !p.noDigits) || (!p.isDate && !hasColon) || (p.lang !== undefined && p.lang !== ctx.language)) continue;
      const regex = p.regex;
      regex.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = regex.exec(text)) !== null) {
        if (p.validate && !p.validate(m)) continue;
        const start = m.index;
        const end = start + m[0].length;
        if (p.isDate && csv === undefined) csv = csvLayout(text, (h) => BIRTH_HEADER.test(h)) ?? null;
        const birth =
          p.isDate && wantDob && ((csv && inColumn(text, start, end, csv)) || birthContext(text, start, ctx.language));
        if (birth) {
          out.push({ entity_type: 'DATE_OF_BIRTH', start, end, score: 0.9, recognizer: this.id });
        } else {
          out.push({ entity_type: 'DATE_TIME', start, end, score: p.score, recognizer: this.id });
        }
      }
    }
    return out;
  }
}
