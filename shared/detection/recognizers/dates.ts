import { ContextMatcher } from '../context.js';
import { digitRuns, loweredText, runLengthBit } from '../text-facts.js';
import { csvLayout, inColumn, type CsvLayout } from './csv-columns.js';
import { AnchoredScan, dateAnchors, stickyCopy } from './date-anchors.js';
import type { Language, RawFinding, Recognizer, RecognizerContext } from '../types.js';
import {
  AT_TIME, B, DAY, E, FRACTION, GDS_MONTHS, HOUR_RANGE_START, MONTHS_EN, MONTHS_EN_ABBR, MONTHS_EN_FULL, MONTHS_ES, MONTHS_ES_FULL, MONTH_END_EN, MONTH_END_ES, ORD, TIME, W,
  WEEKDAYS_EN, WEEKDAYS_ES, re, type DatePattern,
} from './date-parts.js';
import { PERIOD_PATTERNS, attachWeekdays, joinCompactRanges } from './date-periods.js';
import { joinSpacedDateTimes } from './date-joins.js';
import { joinWordedDateTimes } from './date-word-joins.js';
import { attachDateEdges } from './date-edges.js';
import { birthByRecordShape } from './date-birth-shapes.js';
import { SPOKEN_PATTERNS } from './date-spoken.js';
import { BARE_HOUR_EN } from './date-bare-hours.js';
import { DIGIT_0, DIGIT_9, LOWER_A, NEWLINE } from '../ner/chars.js';
import { followOk, nextLowerWord } from './date-words.js';
import { monthFirstStartOk } from './date-starts.js';

export type { DatePattern } from './date-parts.js';

const SPACED_SLASH = ' / ';

/**
 * The basic format's date is a whole run of exactly 8 digits ("\b" before it, "T" after it): a
 * text without one cannot match, which the shared digit runs answer before the substring tests
 * (and a run of 8 is a run of at least 8, the test this gate had).
 */
const BASIC_DATE_RUN = runLengthBit(8);

/** A year after a day and month: ", 2024", " 2024", or spoken short, " '62" ("9th of May '62"). */
const YEAR_AFTER = "(?:,?\\s(?:\\d{4}|['’]\\d{2}))?";

/** The departure or arrival time after a GDS date, one or two spaces on: "Dep 12DEC 21:35". */
const GDS_TIME = '(?:[ \\t]{1,2}(?:[01]\\d|2[0-3]):[0-5]\\d)?';

/**
 * A clock written with a dot and no am/pm, as Britain, Ireland, Australia and India write it:
 * "at 9.40", "by 8.30", "from 5.30" (needs a cue word: "9.40" alone is a price or a version,
 * and "at 12.50 each" a price), and an opening-hours range at round minutes, "9.00–17.00".
 */
const DOT_CLOCK = '(?:[01]?\\d|2[0-3])\\.[0-5]\\d';
const DOT_CLOCK_CUE =
  /(?:^|[^A-Za-z])(?:at|by|from|till|til|until|before|after|around|about|approx\.?|between|(?:moved|pushed|changed|put back|brought forward) to)\s$/i;
/** Long enough for the longest cue, "brought forward to ". */
const DOT_CLOCK_CUE_WINDOW = 20;
const ROUND_DOT_RANGE = /^\d{1,2}\.(?:00|15|30|45)[-–]\d{1,2}\.(?:00|15|30|45)$/;
/** Words after "at 12.50" that make it a price or a measure: "each", "a pop", "per kilo". */
const AFTER_DOT_PRICE = new Set(['each', 'a', 'an', 'per', 'euros', 'pounds', 'dollars', 'quid', 'rupees', 'percent', 'kg', 'km', 'mg', 'ml']);

function dotClockOk(m: RegExpExecArray): boolean {
  const text = m.input;
  const end = m.index + m[0].length;
  if (ROUND_DOT_RANGE.test(m[0])) return true;
  if (m[0].length > 5 || !DOT_CLOCK_CUE.test(text.slice(Math.max(0, m.index - DOT_CLOCK_CUE_WINDOW), m.index))) return false;
  return followOk(text, end) && !AFTER_DOT_PRICE.has(nextLowerWord(text, end));
}

/** "finished the marathon in 3:58": a clock without am/pm after "in" is a duration. */
const DURATION_BEFORE = /(?:^|[^A-Za-z])in\s$/i;
/**
 * A ratio or a scale written like a clock: "brewed at a ratio 1:16", "proporción 1:3", "escala
 * 1:50" (dates7). Read in the 12 characters before the match.
 */
const RATIO_BEFORE = /(?:^|[^A-Za-z\u00C0-\u024F])(?:ratio|ratio of|scale|escala|proporción|proporcion|relación|relacion)\s$/i;
const RATIO_WINDOW = 14;
const AMPM_OR_HOURS = /[ap]\.?m\b|\d\s?h/i;

/**
 * Places and institutions named after a date, all over the Spanish-speaking world: "Hospital 12
 * de Octubre", "Avenida 9 de Julio", "Calle 5 de Mayo", "Plaza 2 de Mayo", "Colonia 20 de
 * Noviembre". The capitalized word right before the day makes the date a name.
 */
const DATE_NAMED_PLACE_ES =
  /(?:^|[^A-Za-z\u00C0-\u024F])(?:Hospital|Avenida|Avda\.|Av\.|Calle|C\/|Plaza|Pza\.|Paseo|Bulevar|Boulevard|Colegio|Instituto|Escuela|Liceo|Estación|Parque|Puente|Barrio|Colonia|Club|Cooperativa)\s$/i;
/** A date's month written with a capital, as a name writes it ("9 de Julio"; a date writes "9 de julio"). */
const CAPITAL_MONTH = /\sde\s[A-ZÁÉÍÓÚ]/;

/** "Hospital 12 de Octubre", "el parque 9 de Julio": a place word in lower case needs the capital month too. */
function namedAfterDate(m: RegExpExecArray): boolean {
  const before = m.input.slice(Math.max(0, m.index - 12), m.index);
  if (!DATE_NAMED_PLACE_ES.test(before)) return false;
  const word = /([A-Za-z\u00C0-\u024F])[A-Za-z\u00C0-\u024F./]*\s$/.exec(before);
  return (word !== null && word[1] !== (word[1] as string).toLowerCase()) || CAPITAL_MONTH.test(m[0]);
}

/**
 * "Mar" after "del", "la" or "de" is the Spanish and Catalan sea in a street name ("Camí de la Mar
 * 5", "Avenida del Mar 12"), not March.
 */
const SEA_ARTICLE = /(?:^|[^A-Za-z\u00C0-\u024F])(?:del|la|de)\s$/i;
function seaStreet(m: RegExpExecArray): boolean {
  return /^mar\b/i.test(m[0]) && SEA_ARTICLE.test(m.input.slice(Math.max(0, m.index - 5), m.index));
}

/** Both parts written with two digits, one of them zero-padded: "14.02", "03.11" (not "1.2", "10.12"). */
function paddedDayMonth(a: string, b: string): boolean {
  return a.length === 2 && b.length === 2 && (a.charCodeAt(0) === DIGIT_0 || b.charCodeAt(0) === DIGIT_0);
}

/** Day/month plausibility for numeric dates: either D/M or M/D order must be a real date. */
function numericPlausible(m: RegExpExecArray): boolean {
  const a = Number(m[1]);
  const b = Number(m[3]);
  const ok = (d: number, mo: number): boolean => mo >= 1 && mo <= 12 && d >= 1 && d <= 31;
  // "1.2.24" is far more often a version than a date; a zero-padded day or month is a date's
  // ("engraved R & M 14.02.98", "Fecha: 03.11.25"): versions do not pad (dates7).
  if (m[2] === '.' && (m[4] ?? '').length === 2 && !paddedDayMonth(m[1]!, m[3]!)) return false;
  if (m[2] === SPACED_SLASH && (m[4] ?? '').length !== 4) return false;
  return ok(a, b) || ok(b, a);
}

/**
 * A day and month ending a note's line, or before its dash, with one part over 12 (so a day):
 * "Standup 10/14", "1:1 w/ jas 10/28", "Seguro de hogar – parte 14/10", "Call w/ landlord 10/13 –
 * Mr. Szabo…". Not after a counter ("page 3/14", "step 3/15", "score 10/14", "passed 10/14") nor a
 * card's expiry ("Exp 09/27").
 */
const LINE_END_OR_DASH = /^(?:[ \t]*(?:\r?\n|$)|\s[–—-]\s)/;
const COUNTER_BEFORE =
  /(?:^|[^A-Za-z\u00C0-\u024F])(?:page|pg|p\.|step|slide|part|question|q|item|vol|round|score|scored|rating|passed|failed|tests|got|página|pág\.|paso|pregunta|puntuación|nota|ronda)\s?:?\s$/i;
const DAY_ONLY_FROM = 13;
function noteHeadingDate(m: RegExpExecArray, a: number, b: number): boolean {
  if ((a >= DAY_ONLY_FROM) === (b >= DAY_ONLY_FROM)) return false;
  const end = m.index + m[0].length;
  const before = m.input.slice(Math.max(0, m.index - 14), m.index);
  return LINE_END_OR_DASH.test(m.input.slice(end, end + 4)) && !COUNTER_BEFORE.test(before) && !CARD_EXPIRY_BEFORE.test(before);
}
/** A card's expiry month and year: "Exp 09/27", "Expiry: 04/29", "cad. 08/27", "caduca en 10/27". */
const CARD_EXPIRY_BEFORE = /(?:^|[^A-Za-z])(?:exp|expires|expiry|expiration|valid|cad|caduca|caducidad|vence|vto|venc)(?:[^A-Za-z]|$)/i;

/** A date field's label right before the value: "Fecha de incorporación: 01/12", "Start date: 3/4". */
const DATE_LABEL_BEFORE = /(?:fecha|date)[^:\n]{0,30}:\s?$/i;
const DATE_LABEL_WINDOW = 40;

/**
 * A record's past participle before a day and month: "(approved 13/3)", "signed 02/04", "recibido
 * 14/3". A small fraction stays an amount ("paid 1/2").
 */
const RECORD_VERB_BEFORE =
  /(?:^|[^A-Za-z\u00C0-\u024F])(?:approved|signed|received|submitted|issued|dated|filed|sent|shipped|delivered|returned|aprobado|aprobada|firmado|firmada|recibido|recibida|enviado|enviada|entregado|entregada)\s$/i;
const RECORD_VERB_WINDOW = 12;

/**
 * A card or bank statement's line: the transaction's month and day first, then the merchant in
 * capitals, then the amount at the line's end ("02/18 DELTA AIR LINES ATLANTA 612.40").
 */
const STATEMENT_REST = /^ [A-Z][A-Z&'.*-]+ [^\n]*\d[.,]\d\d[ \t]*(?:\r?\n|$)/;
const STATEMENT_LINE_MAX = 120;
function statementLine(m: RegExpExecArray): boolean {
  const text = m.input;
  // Both parts padded, as statements print them ("02/18"; "1/2 CUP SUGAR 2.50" is a recipe).
  if (m[1]!.length !== 2 || m[2]!.length !== 2) return false;
  if (m.index > 0 && text.charCodeAt(m.index - 1) !== NEWLINE) return false;
  const end = m.index + m[0].length;
  return STATEMENT_REST.test(text.slice(end, end + STATEMENT_LINE_MAX));
}

/** A review's score after a title dash: "Aeropress Go — 5/5", "Dyson V15 — 4/5", "— 8/10". */
const TITLE_DASH = /\s[–—]\s$/;
const RATING_SCALES = new Set([5, 10]);
function ratingAfterDash(cue: string, a: number, b: number): boolean {
  return RATING_SCALES.has(b) && a <= b && TITLE_DASH.test(cue);
}

/**
 * A Spanish date after "hasta" / "desde" / "para" / "antes" takes "el" ("hasta el 3/4"); without it
 * a small fraction is an amount: "llená el mate hasta 3/4", "para 1/2 taza".
 */
const BARE_PREPOSITION_ES = /(?:^|[^A-Za-z\u00C0-\u024F])(?:hasta|desde|para|antes)\s$/i;
const SMALL_FRACTION_MAX = 4;
function fractionAfterBarePreposition(cue: string, a: number, b: number): boolean {
  return a < b && b <= SMALL_FRACTION_MAX && BARE_PREPOSITION_ES.test(cue);
}

/** Words right before a day/month without a year that make it a date ("on 9/18", "el 15/09"). */
// "moved to 3/22", "appointment for 3/22", "cambiada al 22/03", "Tues 4/8", "Delivered Friday 15/11" too.
// A dash before it in a title is a date too: "Call w/ Jordan re: renewal – 4/17".
const DATE_CUE =
  /(?:^|[^A-Za-z\u00C0-\u024F])(?:on|by|due|until|till|since|before|after|to|for|el|del|al|hasta|desde|antes|para|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\s$|\s[–—]\s$/i;

/** Words right before a month name alone that make it a date ("in August", "end of September"). */
const MONTH_CUE_EN =
  /(?:^|[^A-Za-z])(?:in|for|of|during|until|till|by|since|before|after|early|late|mid|end|start|from|through|thru|next|last|this|every|between|around|throughout|(?:moved|pushed|postponed|rescheduled|delayed|slips|slipped|slipping|slides|slid|pushed back|moved back) to)[ -]$/i;
/** A month naming what a payment is for, before the noun: "Memo: August rent", "My July payslip". */
const PAYMENT_AFTER_EN = /^\s(?:rent|payslip|pay slip|payroll|salary|wages|invoice|statement|bill|payment|instal?ment|premium|dues|tuition)\b/i;
/** Two months as a range: "(June–August)", "May-June". */
const MONTH_RANGE_AFTER = new RegExp(`^\\s?[-–]\\s?(?:${MONTHS_EN_FULL})\\b`, 'i');
const MONTH_RANGE_BEFORE = new RegExp(`(?:${MONTHS_EN_FULL})\\s?[-–]\\s?$`, 'i');
const MONTH_CUE_ES =
  /(?:^|[^A-Za-z\u00C0-\u024F])(?:en|de|del|desde|hasta|para|durante|mes de|todo|cada|este|próximo|proximo|pasado|entre|antes de|después de|despues de)\s$/i;
/** Words before a numeric month/year ("expires 08/2027", "caduca 12/2026", "since 03/2019"). */
const MONTH_YEAR_CUE = /(?:exp|expires|expiry|expiration|valid|thru|through|until|since|from|caduca|caducidad|vence|vencimiento|desde|hasta|válida|valida)\.?:?\s$/i;

/**
 * Payment and billing concepts that name the month they pay for, in any case: bank transfers
 * and payslips write "NÓMINA MARZO", "Alquiler octubre", "Recibo agosto" (a capitalized
 * Spanish month needs this cue: "Plaza de Mayo" is a place).
 */
const MONTH_CONCEPT_ES =
  /(?:^|[^A-Za-z\u00C0-\u024F])(?:nómina|nomina|alquiler|recibo|cuota|mensualidad|factura|liquidación|liquidacion|renta|cierre)\s$/i;
/** The same in English bank references: "Reference: rent March", "PAYROLL MARCH". */
const MONTH_CONCEPT_EN = /(?:^|[^A-Za-z])(?:rent|payroll|salary|wages|tuition|dues)\s$/i;
/** A month as a label's value: "Próxima junta: abril.", "Mes: marzo". */
const LABEL_COLON = /:\s$/;
/**
 * The value ends with the month, or a range or list goes on ("Vacaciones: agosto y septiembre");
 * a clause that goes on is a note about the month, not a dated field: "Nota: marzo incluye la
 * campaña Primavera" in a sales report (dates7).
 */
const LABEL_VALUE_END = /^(?:[ \t]*(?:$|[\r\n.,;:)!?])|\s(?:y|o|a|al|hasta|-|–)\s)/;

const MONTHS_EN_SET = new Set(MONTHS_EN_FULL.split('|'));
const MONTHS_EN_ABBR_SET = new Set(MONTHS_EN_ABBR.split('|'));
/**
 * The cues that make an abbreviated month alone a date: "6 late arrivals in Feb", "since Sept",
 * "by end Nov". Not "by"/"from"/"after", where "Jan" is a person ("an email from Jan").
 */
const ABBR_MONTH_CUE_EN = /(?:^|[^A-Za-z])(?:in|since|until|till|during|early|late|mid|end)\s$/i;

/**
 * The next month of a list whose first is a date: "in September and October", "en septiembre y
 * octubre", "los meses de agosto, septiembre y octubre". Group 1 ends where the first month starts; its own cue is read before it ("April and
 * June" alone are two names).
 */
const MONTH_PAIR_BEFORE_EN = new RegExp(`()(?:${MONTHS_EN_FULL})(?:,|\\s(?:and|or|&))\\s$`, 'i');
const MONTH_PAIR_BEFORE_ES = new RegExp(`()(?:${MONTHS_ES_FULL})(?:,|\\s[yo])\\s$`, 'i');
const PAIR_WINDOW = 18;

function pairedWithDatedMonth(text: string, at: number, pair: RegExp, cue: RegExp): boolean {
  const from = Math.max(0, at - PAIR_WINDOW);
  const m = pair.exec(text.slice(from, at));
  if (m === null) return false;
  const first = from + m.index;
  return cue.test(text.slice(Math.max(0, first - 16), first));
}

function bareMonth(m: RegExpExecArray): boolean {
  const text = m.input;
  const end = m.index + m[0].length;
  const cue = text.slice(Math.max(0, m.index - 16), m.index);
  const month = m[0].toLowerCase();
  if (MONTHS_EN_ABBR_SET.has(month)) {
    // Capitalized, not a name ("Jan Novak", "Jan's"), after a cue.
    return m[0].charCodeAt(0) < LOWER_A && !/^(?:\s+[A-Z]|['’]s\b)/.test(text.slice(end, end + 3)) && ABBR_MONTH_CUE_EN.test(cue);
  }
  if (!MONTHS_EN_SET.has(month)) {
    if (MONTH_CONCEPT_ES.test(cue)) return true;
    if (m[0].charCodeAt(0) < LOWER_A) return false;
    return (
      MONTH_CUE_ES.test(cue) ||
      (LABEL_COLON.test(cue) && LABEL_VALUE_END.test(text.slice(end, end + 8))) ||
      pairedWithDatedMonth(text, m.index, MONTH_PAIR_BEFORE_ES, MONTH_CUE_ES)
    );
  }
  if (m[0].charCodeAt(0) >= LOWER_A) return false;
  // "April Jones", "June's": a name.
  if (/^(?:\s+[A-Z]|['’]s\b)/.test(text.slice(end, end + 3))) return false;
  if (MONTH_CUE_EN.test(cue)) return true;
  if (pairedWithDatedMonth(text, m.index, MONTH_PAIR_BEFORE_EN, MONTH_CUE_EN)) return true;
  // "rent March", but not "I rent May a room".
  if (month !== 'may' && MONTH_CONCEPT_EN.test(cue)) return true;
  const after = text.slice(end, end + 16);
  if (month !== 'may' && PAYMENT_AFTER_EN.test(after)) return true;
  if (MONTH_RANGE_AFTER.test(after) || MONTH_RANGE_BEFORE.test(cue)) return true;
  // A month naming a period before a noun: "the March invoice", "our August release" (not "the March of Dimes").
  return month !== 'may' && /(?:^|\s)(?:the|our|your|their|this|last|next)\s$/i.test(cue) && /^\s(?!of\b)[a-z]/.test(text.slice(end, end + 4));
}

export const PATTERNS: readonly DatePattern[] = [
  // ISO 8601 with optional time and zone: 2024-03-14, 2024-03-14T10:15Z, 2024-03-14 10:15:00+01:00,
  // 2024-09-04 10:12 ET.
  {
    regex: re(
      `${B}\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])(?:[T ](?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d${FRACTION})?(?:Z|[+-](?:[01]\\d|2[0-3]):?[0-5]\\d|\\s(?:utc|gmt|[ecmp][sd]?t|cet|cest)\\b)?)?(?![${W}-])`,
    ),
    score: 0.85,
    isDate: true,
    anchors: 'years',
  },
  // ISO 8601 basic format, as calendar files (iCalendar DTSTART/DTEND) and file names write it:
  // "20241015T133000Z". Only texts with "T" before an hour digit and an eight-digit run try it.
  {
    regex: re(`${B}(?:19|20)\\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\\d|3[01])T(?:[01]\\d|2[0-3])[0-5]\\d(?:[0-5]\\d)?Z?${E}`),
    score: 0.85,
    isDate: true,
    when: (text) => (digitRuns(text).lengths & BASIC_DATE_RUN) !== 0 && (text.includes('T0') || text.includes('T1') || text.includes('T2')),
  },
  // Numeric: 3/14/2024, 14/03/2024, 14.03.2024, 14-03-24; same separator twice. Forms with a
  // box per part spread it out: "17 / 02 / 1994" (a four-digit year then).
  {
    regex: re(`(?<![${W}/.-])(\\d{1,2})([/.-]| / )(\\d{1,2})\\2(\\d{4}|\\d{2})${AT_TIME}(?![${W}/]|[.-]\\d)`),
    score: 0.65,
    isDate: true,
    anchors: 'numbersBeforeSeparator',
    validate: numericPlausible,
  },
  // Year first: 2024/03/14.
  { regex: re(`${B}\\d{4}/(?:0?[1-9]|1[0-2])/${DAY}${AT_TIME}(?![${W}/])`), score: 0.7, isDate: true, anchors: 'years' },
  // English, month first: "March 3, 2024", "Mon, Mar. 3rd 2024 at 10:30 am", "March 3", "Jun  4 14:29:15",
  // and a day range written without spaces: "March 18-20", "Oct 7-9, 2025".
  {
    // Spaces only between month and day: "Timeline for October⏎1. Draft" is a month, then a list.
    regex: re(
      `${B}(?:(?:${WEEKDAYS_EN}),?\\s)?(?:${MONTHS_EN})\\.?[ \\t]{1,2}(?:the\\s)?${DAY}${ORD}(?:[-–]${DAY}${ORD})?${YEAR_AFTER}${AT_TIME}${E}`,
    ),
    score: 0.8,
    isDate: true,
    anchors: 'names',
    startOk: monthFirstStartOk,
    // Both languages: syslog timestamps ("Jun  4 14:29:15") are English in any log.
    validate: (m) => !seaStreet(m),
  },
  // English, day first: "3 March 2024", "3rd of March, 2024", "14 Mar 2024".
  {
    regex: re(
      `${B}(?:(?:${WEEKDAYS_EN}),?\\s)?${DAY}${ORD}(?:[-–]${DAY}${ORD})?\\s(?:of\\s)?${MONTH_END_EN}${YEAR_AFTER}${AT_TIME}${E}`,
    ),
    score: 0.8,
    isDate: true,
    lang: 'en',
    anchors: 'weekdaysOrDays',
  },
  // Month and year: "March 2024", "November of 2024", "marzo de 2024"; or a month name alone used as a date (one scan
  // for both): after a cue ("in August", "before June", "a finales de septiembre", "Timeline for
  // October⏎1. Draft") or as "the March invoice". English months must be capitalized ("you may",
  // "march on") and not start a name ("April Jones"); "May" needs a cue. Spanish months must be
  // lower case ("Plaza de Mayo" is a place).
  {
    regex: re(`${B}(?:(?:${MONTHS_EN})\\.?,?\\s(?:of\\s)?(?:\\d{4}|['’]\\d{2})${E}|(${MONTHS_EN_FULL}|${MONTHS_EN_ABBR})(?![${W}]|\\.?[ \\t]?\\d))`),
    score: 0.7,
    isDate: true,
    lang: 'en',
    noDigits: true,
    anchors: 'months',
    validate: (m) => m[1] === undefined || bareMonth(m),
  },
  {
    regex: re(`${B}(?:(?:${MONTHS_ES})\\.?,?\\s(?:de\\s|del\\s)?(?:19|20)\\d{2}${E}|(${MONTHS_ES_FULL})(?![${W}]|\\.?[ \\t]?\\d))`),
    score: 0.7,
    isDate: true,
    lang: 'es',
    noDigits: true,
    validate: (m) => m[1] === undefined || bareMonth(m),
  },
  // Spanish: "14 de marzo de 2024", "lunes, 14 de marzo", "1º de mayo del 2023 a las 10:30", "14-15 de septiembre".
  {
    regex: re(
      `${B}(?:(?:${WEEKDAYS_ES}),?\\s)?${DAY}${ORD}(?:[-–]${DAY})?\\s(?:de\\s)?${MONTH_END_ES}(?:,?\\s(?:de\\s|del\\s)?\\d{4})?${AT_TIME}${E}`,
    ),
    score: 0.8,
    isDate: true,
    lang: 'es',
    validate: (m) => !namedAfterDate(m),
  },
  // Abbreviated day-month-year: "14-Mar-2024", "14-mar-24", Jira's "22/Jan/24 9:05 AM", and
  // web-server logs' "04/Mar/2025:10:15:32 +0000" (the time glued on with a colon, then the zone);
  // and airline itineraries' GDS dates, day and month glued, in capitals: "14DEC  EK 004", "03MAR25",
  // with the clock time after them ("Dep 12DEC 21:35") (one scan for both: group 2 is the GDS
  // form, checked for capitals in validate).
  {
    regex: re(
      `${B}${DAY}(?:([-/])(?:${MONTHS_EN}|${MONTHS_ES})\\1(?:\\d{4}|\\d{2})(?::(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\s[+-]\\d{4})?|${AT_TIME})|(${GDS_MONTHS})(?:\\d{2})?${GDS_TIME})${E}`,
    ),
    score: 0.8,
    isDate: true,
    anchors: 'numbersBeforeMonth',
    validate: (m) => m[2] === undefined || m[2] === m[2].toUpperCase(),
  },
  // Day and month without a year, only after a date cue: "follow-up on 9/18", "revisión el 15/09".
  // The match starts at the digits (a cue-word alternation would cost a scan of its own); the cue
  // is checked in validate.
  {
    regex: re(`(?<![${W}/.,:-])(\\d{1,2})/(\\d{1,2})${AT_TIME}(?![${W}/]|[.,-]\\d|\\s(?:of|de)\\s(?!\\d))`),
    score: 0.6,
    isDate: true,
    anchors: 'numbersBeforeSlash',
    validate: (m) => {
      const a = Number(m[1]);
      const b = Number(m[2]);
      if (!((a >= 1 && a <= 12 && b >= 1 && b <= 31) || (b >= 1 && b <= 12 && a >= 1 && a <= 31))) return false;
      // A clock time after it makes it a timestamp: "Picked up 03/04 14:02".
      if (m[0].length > m[1]!.length + m[2]!.length + 1) return true;
      const cue = m.input.slice(Math.max(0, m.index - 8), m.index);
      if (DATE_CUE.test(cue)) return !ratingAfterDash(cue, a, b) && !fractionAfterBarePreposition(cue, a, b);
      if (DATE_LABEL_BEFORE.test(m.input.slice(Math.max(0, m.index - DATE_LABEL_WINDOW), m.index))) return true;
      if (RECORD_VERB_BEFORE.test(m.input.slice(Math.max(0, m.index - RECORD_VERB_WINDOW), m.index))) return !(a < b && b <= SMALL_FRACTION_MAX);
      if (statementLine(m)) return true;
      // A day and a zero-padded month are written as a date ("notas llamada cliente 13/01", "1:1
      // con Itziar 27/03", "Visita programada 05/02"); a fraction or a score is not padded ("3/4",
      // "7/10"), and a card's expiry month is followed by a year, never a padded month ("exp 08/27").
      if (m[1]!.length === 2 && m[2]!.length === 2 && m[2]!.charCodeAt(0) === DIGIT_0) return true;
      return noteHeadingDate(m, a, b);
    },
  },
  // A weekday and a day of the month ("by Thursday 12th", "el jueves 12"): see date-periods.ts.
  // Month and year in digits: "expires 08/2027", "válida hasta 12/2026", "Tdap 08/2019".
  {
    regex: re(`(?<![${W}/.,:-])(?:0?[1-9]|1[0-2])/(?:19|20)\\d{2}(?![${W}/]|[.,-]\\d)`),
    score: 0.6,
    isDate: true,
    anchors: 'monthsBeforeSlashYear',
    // A two-digit month ("Tdap 08/2019") is a date without a cue; "1/2025" needs one.
    validate: (m) => m[0].charCodeAt(0) === DIGIT_0 || MONTH_YEAR_CUE.test(m.input.slice(Math.max(0, m.index - 16), m.index)),
  },
  // Bare times: "10:30 am", "14:00 h", "10am", "6–8pm", "at 9.40", and a CSV field ("Hope Mwangi,9:00-11:00,07984…"):
  // a comma before it only when no digit precedes the comma ("1,10:30" is no time), and after it
  // only before a longer number (the next field) than a decimal's one or two digits.
  {
    // Not after "+": a zone offset, "(GMT+08:00)".
    regex: re(`(?<![${W}:.+]|\\d,)(?:${HOUR_RANGE_START}${TIME}|(${DOT_CLOCK}(?:[-–]${DOT_CLOCK})?))(?![${W}]|:\\S|\\.\\d|,\\d{1,2}(?!\\d))`),
    score: 0.6,
    isDate: false,
    needsClock: true,
    anchors: 'clockNumbers',
    validate: (m) =>
      m[1] !== undefined
        ? dotClockOk(m)
        : (!DURATION_BEFORE.test(m.input.slice(Math.max(0, m.index - 4), m.index)) || AMPM_OR_HOURS.test(m[0])) &&
          (AMPM_OR_HOURS.test(m[0]) || !RATIO_BEFORE.test(m.input.slice(Math.max(0, m.index - RATIO_WINDOW), m.index))),
  },
  ...PERIOD_PATTERNS,
  ...SPOKEN_PATTERNS,
  BARE_HOUR_EN,
];

/** Sticky copies of the anchored patterns. */
const STICKY = new Map(PATTERNS.filter((p) => p.anchors).map((p) => [p, stickyCopy(p.regex)]));

const BIRTH = new ContextMatcher(
  {
    // "bday": how chats and posts write it ("happy bday to my day one Dani 🎂 14.11.2001").
    en: ['dob', 'd.o.b', 'd.o.b.', 'date of birth', 'birth date', 'birthdate', 'birthday', 'bday', 'b-day', 'born', 'born on', 'birth'],
    es: [
      'fecha de nacimiento', 'fecha nacimiento', 'f. nac.', 'f. nac', 'f. de nac.', 'f. de nac', 'fnac', 'fecha nac', 'fecha nac.',
      'fecha de nac', 'fecha de nac.', 'f. nacimiento', 'f. de nacimiento', 'fec. nac.', 'fec. nac',
      'nacido', 'nacida', 'nacido el', 'nacida el', 'nació', 'nacio', 'nací', 'naci', 'nacimiento', 'dob', 'cumpleaños',
      // Catalan forms of Spanish health and civil records: "Data naix.: 12/03/1948".
      'data de naixement', 'data naixement', 'data naix', 'data naix.', 'naixement',
    ],
  },
  40,
  0,
);

// Birth context does not cross a sentence end ("DOB: 1/2/85. Seen on 3/4/24") or a line break.
const SENTENCE_END = /[.!?]\s+(?=\p{Lu})|[\n;]/gu;

function birthContext(text: string, start: number, language: Language): boolean {
  const from = Math.max(0, start - 40);
  // Most dates have no birth word in the 40 characters before them: asked first, on the whole
  // window, it spares the sentence-end scan. A word in the part after the last sentence end is a
  // word of the whole window too (a cut falls after a break or a space, so the word-start test
  // reads the same there), so "none in the window" means "none after the cut".
  const lower = loweredText(text);
  if (!BIRTH.matchesLowered(lower !== undefined ? lower.slice(from, start) : text.slice(from, start).toLowerCase(), language)) return false;
  const window = text.slice(from, start);
  let cut = 0;
  SENTENCE_END.lastIndex = 0;
  for (let m = SENTENCE_END.exec(window); m; m = SENTENCE_END.exec(window)) cut = m.index + m[0].length;
  // A birth word before another number belongs to that number: "fecha de nac. 09-11-1962,
  // ingresado el 2 de enero de 2025" (the admission date is no birth date).
  cut = Math.max(cut, lastDigit(window) + 1);
  return BIRTH.testBefore(window.slice(cut), window.length - cut, language, 40) || answersBirthQuestion(window, language);
}

/** A speaker label and nothing else before the answer on its line: "Caller: ", "- ". */
const ANSWER_LEAD = /^[\p{L} .'-]{0,20}:?\s*$/u;

/**
 * The answer to a birth question asked on the line before, in a call or chat transcript: "Agent:
 * can I confirm your date of birth?⏎Caller: 9th of May '62". `window` ends where the date starts.
 */
function answersBirthQuestion(window: string, language: Language): boolean {
  const nl = window.lastIndexOf('\n');
  if (nl <= 0 || window.charCodeAt(nl - 1) !== QUESTION_MARK || !ANSWER_LEAD.test(window.slice(nl + 1))) return false;
  const question = window.slice(0, nl - 1);
  return BIRTH.testBefore(question, question.length, language, 40);
}

const QUESTION_MARK = 63;

/** Index of the last ASCII digit of `s`, or -1. */
function lastDigit(s: string): number {
  for (let i = s.length - 1; i >= 0; i--) {
    const c = s.charCodeAt(i);
    if (c >= DIGIT_0 && c <= DIGIT_9) return i;
  }
  return -1;
}

/** The listed starts that pass a pattern's start test (`DatePattern.startOk`). */
function startsPassing(text: string, listed: readonly number[], startOk: (text: string, at: number) => boolean): number[] {
  const out: number[] = [];
  for (let k = 0; k < listed.length; k++) if (startOk(text, listed[k] as number)) out.push(listed[k] as number);
  return out;
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
    // Any digit (/\d/): the text's digit runs, shared with the number recognizers.
    const digits = digitRuns(text).count > 0;
    const wantDob = ctx.entities.has('DATE_OF_BIRTH');
    // A dotted clock without am/pm ("at 9.40") counts too: the bare-time pattern checks its cue.
    // "4 p. m." (Spanish writes a space inside it) counts too.
    const hasColon = text.includes(':') || /\d\s?[ap]\.?\s?m|\d\.\d\d/i.test(text);
    // A delimited export whose header names a birth-date column.
    let csv: CsvLayout | undefined | null = wantDob ? undefined : null;
    for (const p of PATTERNS) {
      if ((!digits && !p.noDigits) || (p.needsClock && !hasColon) || (p.lang !== undefined && p.lang !== ctx.language)) continue;
      if (p.when !== undefined && !p.when(text)) continue;
      const regex = p.regex;
      regex.lastIndex = 0;
      const listed = p.anchors ? dateAnchors(text)[p.anchors] : undefined;
      const starts = listed !== undefined && p.startOk !== undefined ? startsPassing(text, listed, p.startOk) : listed;
      if (starts !== undefined && starts.length === 0) continue;
      const scan = starts ? new AnchoredScan(STICKY.get(p) as RegExp, starts) : regex;
      let m: RegExpExecArray | null;
      while ((m = scan.exec(text)) !== null) {
        if (p.validate && !p.validate(m)) continue;
        let start = m.index;
        let end = start + m[0].length;
        if (p.span) [start, end] = p.span(m);
        if (p.isDate && csv === undefined) csv = csvLayout(text, (h) => BIRTH_HEADER.test(h)) ?? null;
        const birth =
          p.isDate &&
          wantDob &&
          ((csv && inColumn(text, start, end, csv)) || birthContext(text, start, ctx.language) || birthByRecordShape(text, start, end));
        if (birth) {
          out.push({ entity_type: 'DATE_OF_BIRTH', start, end, score: 0.9, recognizer: this.id });
        } else {
          out.push({ entity_type: 'DATE_TIME', start, end, score: p.score, recognizer: this.id });
        }
      }
    }
    joinCompactRanges(text, out);
    attachWeekdays(text, out);
    joinSpacedDateTimes(text, out);
    joinWordedDateTimes(text, out);
    attachDateEdges(text, out);
    return out;
  }
}
