/**
 * Date and time forms beyond full dates (see `dates.ts` for those): years and periods named in a
 * date context ("since 2015", "2019–2022", "Q3 2024", "FY2025", "summer 2014"), a weekday with a
 * day or a time ("Thursday the 6th", "Friday at 10", "el lunes 5", "viernes a las 10"), an
 * ordinal day after a cue ("on the 14th", "el día 14"), "3 o'clock", Spanish hours after "las"
 * ("a las 10", "las 9 de la mañana", "a las 9 y media") and the first day of "del 18 al 20 de
 * marzo". Each language has one combined scan; years share one scan for both.
 */
import {
  AT_TIME, B, DAY, E, HOUR_TAIL_ES, MONTHS_ES_FULL, TIME, W, WEEKDAYS_EN, WEEKDAYS_ES, re, type DatePattern,
} from './date-parts.js';
import {
  CLOSE_PAREN, COLON, DOT, EM_DASH, EN_DASH, HYPHEN, LOWER_A, NEWLINE, OPEN_PAREN, SLASH, SPACE,
} from '../ner/chars.js';

/** A plausible year in running text: 1950–2039 ("the 1800 rows" and "4096" stay numbers). */
const YEAR = '(?:19[5-9]\\d|20[0-3]\\d)';

/**
 * Words that may follow a year, a day or an hour that is a date, when the next word is in lower
 * case ("since 2015 and never…", "on the 14th at noon", "a las 7 y media"). Any other lower-case
 * word makes the number a count: "of 2000 rows", "on the 4th floor", "las 3 personas".
 */
const FOLLOW_OK = new Set([
  'and', 'or', 'to', 'the', 'a', 'an', 'we', 'i', 'he', 'she', 'they', 'it', 'you', 'our', 'my', 'his', 'her', 'their',
  'when', 'while', 'but', 'as', 'at', 'in', 'on', 'for', 'with', 'after', 'before', 'until', 'till', 'through', 'from',
  'of', 'was', 'were', 'is', 'are', 'had', 'has', 'have', 'will', 'and', 'so', 'if', 'then', 'onwards', 'onward', 'alone',
  'y', 'o', 'u', 'el', 'la', 'los', 'las', 'en', 'con', 'pero', 'cuando', 'que', 'se', 'me', 'te', 'nos', 'le', 'les',
  'hasta', 'desde', 'por', 'para', 'fue', 'era', 'es', 'ha', 'he', 'hemos', 'del', 'al', 'de', 'mientras', 'sin', 'ya', 'no',
  // Verbs that follow a time in Spanish: "de 10 a 12 estoy ocupada", "a las 9 empieza", "a las 8 quedamos".
  'estoy', 'está', 'estás', 'estamos', 'están', 'tengo', 'tiene', 'tenemos', 'hay', 'voy', 'va', 'vamos', 'van', 'salgo',
  'sale', 'salimos', 'llego', 'llega', 'llegamos', 'empieza', 'empezamos', 'empiezo', 'termina', 'terminamos', 'acaba',
  'quedamos', 'quedo', 'paso', 'pasa', 'abre', 'abrimos', 'cierra', 'cerramos', 'son', 'sería', 'será', 'nos', 'os',
  'puedo', 'puedes', 'puede', 'podemos', 'tenéis', 'estáis', 'vale', 'mejor', 'pero', 'porque', 'aquí', 'allí', 'allá',
]);

/** The next word after `end`, if it starts in lower case; '' when punctuation, a capital or the end follows. */
function nextLowerWord(text: string, end: number): string {
  let i = end;
  while (text.charCodeAt(i) === SPACE) i++;
  if (i === end && i < text.length && text.charCodeAt(i) !== NEWLINE) return '';
  const m = /^[a-z\u00E0-\u00FF]+/.exec(text.slice(i, i + 24));
  return m ? m[0] : '';
}

function followOk(text: string, end: number): boolean {
  const word = nextLowerWord(text, end);
  return word === '' || FOLLOW_OK.has(word);
}

/** Cue words right before a bare year ("in 2019", "since 2015", "class of 2008", "desde 2015", "promoción 2016"). */
const YEAR_CUE =
  /(?:^|[^A-Za-z\u00C0-\u024F])(?:in|since|from|until|till|by|during|before|after|between|circa|around|for|early|late|mid|year|class of|end of|start of|beginning of|summer of|spring of|autumn of|fall of|winter of|en|desde|hasta|durante|antes de|después de|despues de|entre|año|promoción|promocion|de|del|para|a finales de|a principios de|a mediados de|fin de)[ -]$/i;
/** Units and counted nouns after a number that make it a quantity ("in 2000 ms", "de 2000 personas"). */
const COUNT_NOUNS = new Set([
  'ms', 's', 'm', 'km', 'kg', 'g', 'mb', 'gb', 'kb', 'tb', 'px', 'rows', 'users', 'people', 'items', 'units', 'words',
  'pages', 'points', 'euros', 'dollars', 'pounds', 'hours', 'minutes', 'days', 'years', 'employees', 'customers', 'times',
  'personas', 'usuarios', 'filas', 'unidades', 'palabras', 'páginas', 'puntos', 'metros', 'kilos', 'horas', 'minutos',
  'días', 'años', 'empleados', 'clientes', 'veces', 'plazas', 'pesos', 'libras', 'dólares',
]);
/** Counting phrases that make a following round number a quantity ("more than 2000", "más de 2000"). */
const COUNT_BEFORE = /(?:more than|less than|fewer than|over|under|about|total of|más de|mas de|menos de|total de|cerca de|alrededor de|unos|unas)\s$/i;
/** The other end of a spaced or worded year range: "2016 – 2019", "2020 to 2024", "2019 – present". */
const RANGE_AFTER = new RegExp(
  `^\\s?(?:[-–—]|to|and|until|through|a|y|hasta)\\s?(?:${YEAR}\\b|present|now|current|today|date|actualidad|la actualidad|presente|hoy)`,
  'i',
);
const RANGE_BEFORE = new RegExp(`(?:^|[^0-9])${YEAR}\\s?(?:[-–—]|to|and|until|through|a|y|hasta)\\s?$`, 'i');

/** A season right before a year; the scan starts at the digits (a season alternation would cost a scan of its own). */
const SEASON_BEFORE = /(?:^|[^A-Za-z\u00C0-\u024F])(?:summer|winter|spring|autumn|fall|verano|invierno|primavera|otoño)\s(?:of\s|de\s|del\s)?$/i;

/** A number label right before ("Nº 2023-2039", "invoice #2019-2022") makes a year range an identifier. */
const NUMBER_LABEL = /(?:n[º°o]\.?|#|núm\.?|num\.?|no\.|ref\.?)\s?$/i;

function validYear(m: RegExpExecArray): boolean {
  const text = m.input;
  const start = m.index;
  const end = start + m[0].length;
  const prev = text.charCodeAt(start - 1);
  // "12/2024", "555-2019", "v.2019" belong to something else.
  if (prev === SLASH || prev === HYPHEN || prev === DOT || prev === COLON || prev === EN_DASH) return false;
  const first = m[1];
  if (first === undefined) return true; // Q3 2024, FY2025, summer 2014: the prefix says it is a period.
  const second = m[2];
  if (second !== undefined) {
    // A compact year range: "2019–2022", "2014-16", "curso 2024/25"; or a year and month, "2025-03".
    const a = Number(first);
    if (second.length === 2 && text.charCodeAt(start + 4) === HYPHEN && Number(second) >= 1 && Number(second) <= 12) return true;
    const b = second.length === 2 ? Math.floor(a / 100) * 100 + Number(second) : Number(second);
    // With a slash only a school or fiscal year ("2024/25", "2024/2025"): "Nº 2023/2039" is a number.
    if (text.charCodeAt(start + 4) === SLASH) return b === a + 1 && !NUMBER_LABEL.test(text.slice(Math.max(0, start - 8), start));
    return b > a && b - a <= 60 && !NUMBER_LABEL.test(text.slice(Math.max(0, start - 8), start));
  }
  // A season of a year: "summer 2014", "verano de 2014".
  if (SEASON_BEFORE.test(text.slice(Math.max(0, start - 16), start))) return true;
  // A year alone in brackets: "PMP (2018)", "University of Edinburgh (2017)".
  if (prev === OPEN_PAREN && text.charCodeAt(end) === CLOSE_PAREN) return true;
  const after = text.slice(end, end + 20);
  const before = text.slice(Math.max(0, start - 24), start);
  if (RANGE_AFTER.test(after) || RANGE_BEFORE.test(before)) return true;
  if (COUNT_NOUNS.has(nextLowerWord(text, end))) return false;
  if (YEAR_CUE.test(before)) return !COUNT_BEFORE.test(before);
  // The year closing a CV or signature line: "B.F.A. Graphic Design, RISD, 2018".
  return before.endsWith(', ') && (end === text.length || /^\)?\r?\n/.test(after));
}


/** Years and periods, both languages: "in 2019", "2019–2022", "2024/25", "2025-03", "Q3 2024", "4T 2024", "FY24", "summer 2014". */
export const YEAR_PATTERN: DatePattern = {
  // Case-sensitive (prefixes are written in capitals: "Q3", "FY", "4T"): lower-case "the", "for",
  // "has" then fail on their first letter instead of entering the prefix branches.
  regex: new RegExp(
    `${B}(?:(?:Q[1-4]|H[12]|[1-4]T|T[1-4])[\\s'-]?${YEAR}|FY\\s?'?(?:${YEAR}|\\d{2})(?:/\\d{2})?|(${YEAR})(?:[-–/](${YEAR}|\\d{2}))?)(?![${W}%]|[-–/.,:]\\d)`,
    'g',
  ),
  score: 0.6,
  isDate: true,
  validate: validYear,
  span: (m) => {
    const end = m.index + m[0].length;
    const season = m[1] !== undefined ? SEASON_BEFORE.exec(m.input.slice(Math.max(0, m.index - 16), m.index)) : null;
    if (!season) return [m.index, end];
    const lead = season[0].length - season[0].trimStart().length;
    const skip = /^[^A-Za-z\u00C0-\u024F]/.test(season[0]) ? 1 : 0;
    return [m.index - season[0].length + Math.max(lead, skip), end];
  },
};

/** Cue words before "the 14th" that make it a day of the month ("on the 14th", "by the 3rd"). */
const ORDINAL_CUE = /(?:^|[^A-Za-z])(?:on|by|to|until|till|from|before|after|since|for|through|moved to|is)\s$/i;
const WEEKDAY_ABBR_EN = new Set(['mon', 'tue', 'tues', 'wed', 'thu', 'thur', 'thurs', 'fri', 'sat', 'sun']);

/** English: "Thursday the 6th", "Monday 17th", "by Thursday 12." (a bare day must end the clause: "Monday 12 tickets" is a count), "Friday at 10", "Sunday 11pm", "on the 14th", "3 o'clock". */
export const EN_DAY_PATTERN: DatePattern = {
  regex: re(
    `${B}(?:(${WEEKDAYS_EN})\\.?,?\\s(?:(?:the\\s)?${DAY}(?:st|nd|rd|th)${AT_TIME}|${DAY}(?=[.,;:!?)]|[ \\t]*(?:\\n|$))|(?:at\\s|@\\s?)?${TIME}|at\\s(?:1[0-2]|0?[1-9])(?!\\d|[:.,]\\d|\\s?%))|(the\\s)${DAY}(?:st|nd|rd|th)${AT_TIME}|(?:1[0-2]|0?[1-9])\\s?o['’]?clock)${E}`,
  ),
  score: 0.6,
  isDate: false,
  lang: 'en',
  validate: (m) => {
    const weekday = m[1];
    const end = m.index + m[0].length;
    if (weekday !== undefined) {
      // "sat at 10" is a verb; an abbreviated weekday is capitalized ("Sat 10am").
      if (WEEKDAY_ABBR_EN.has(weekday.toLowerCase()) && weekday.charCodeAt(0) >= LOWER_A) return false;
      // "by Friday.⏎2. Legal…": a weekday ending its line, then a list number.
      if (m[0].includes('\n')) return false;
      // The end of a weekday range ("Mon–Fri 8:00–17:00") is no specific day.
      if (RANGE_DASH.has(m.input.charCodeAt(m.index - 1))) return false;
      return followOk(m.input, end);
    }
    if (m[2] !== undefined) {
      return ORDINAL_CUE.test(m.input.slice(Math.max(0, m.index - 10), m.index)) && followOk(m.input, end);
    }
    return true;
  },
};

const WEEKDAYS_ES_ABBR = 'lun|mié|mie|jue|vie|sáb|sab|dom';
// 24 is left out: "las 24 horas" is a duration.
const HOUR24 = '(?:[01]?\\d|2[0-3])';
const HOUR_WORDS = 'una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce';
const ES_HOUR = `(?:${HOUR24}|${HOUR_WORDS})${HOUR_TAIL_ES}`;
/** Words before "las 10" that make it a clock time ("a las 10", "hasta las 12", "entre las 8 y las 9"). */
const LAS_CUE =
  /(?:^|[^A-Za-z\u00C0-\u024F])(?:a|hasta|desde|de|entre|y|o|sobre|para|tras|hacia|antes de|después de|despues de|son|eran)\s$/i;
const BARE_HOUR = new RegExp(`^(?:\\d{1,2}|${HOUR_WORDS})$`, 'i');
const DIA_CUE = /(?:^|[^A-Za-z\u00C0-\u024F])(?:el|del|al|hasta el|desde el|para el)\s$/i;

/**
 * Spanish: "lunes 5", "lun 10/03", "viernes a las 10", "el día 14", "a las 10", "las 9 de la
 * mañana", and the first day of "del 18 al 20 de marzo" (the second is a full date already).
 */
export const ES_DAY_PATTERN: DatePattern = {
  regex: re(
    `${B}(?:(?:${WEEKDAYS_ES}|${WEEKDAYS_ES_ABBR})\\.?,?\\s(?:(?:día\\s)?${DAY}(?![${W}/:]|[.,]\\d)${AT_TIME}|${DAY}[/.-](?:0?[1-9]|1[0-2])(?![${W}/]|[.-]\\d)|a\\slas?\\s(?:${TIME}|${ES_HOUR}))|(día)\\s${DAY}(?![${W}/:]|[.,]\\d)${AT_TIME}|(las?\\s)${ES_HOUR}(?![${W}ªº°]|[:.,]\\d)|(del?\\s|entre\\sel\\s)(${DAY})\\s(?:al|y\\sel)\\s${DAY}\\sde\\s(?:${MONTHS_ES_FULL}))`,
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
      // "a la 1", "a la una"; "la 2" is no hour.
      if (m[2].length === 3 && !/^la\s(?:0?1|una)\b/i.test(m[0])) return false;
      // A bare number needs the next word to allow a time: "a las 7." but not "las 3 personas".
      const hour = m[0].slice(m[2].length);
      return BARE_HOUR.test(hour) ? followOk(text, end) : true;
    }
    return m[3] !== undefined || followOk(text, end);
  },
  span: (m) => {
    if (m[2] !== undefined) return [m.index + m[2].length, m.index + m[0].length];
    if (m[3] !== undefined) {
      const start = m.index + m[3].length;
      return [start, start + (m[4] as string).length];
    }
    return [m.index, m.index + m[0].length];
  },
};

export const PERIOD_PATTERNS: readonly DatePattern[] = [YEAR_PATTERN, EN_DAY_PATTERN, ES_DAY_PATTERN];

const RANGE_DASH = new Set([HYPHEN, EN_DASH, EM_DASH]);

/**
 * Joins two date/time findings written as one range without spaces ("09:00–09:30", "6:00–7:45
 * pm") into one span, as the labelling convention counts them: a range is one expression. The
 * joined finding is added beside the parts; the overlap resolution keeps the longer one.
 */
export function joinCompactRanges(text: string, found: { entity_type: string; start: number; end: number; score: number }[]): void {
  const n = found.length;
  if (n < 2) return;
  const byStart = new Map<number, number>();
  for (let i = 0; i < n; i++) {
    const f = found[i]!;
    if (f.entity_type === 'DATE_TIME') byStart.set(f.start, i);
  }
  for (let i = 0; i < n; i++) {
    const a = found[i]!;
    if (a.entity_type !== 'DATE_TIME' || !RANGE_DASH.has(text.charCodeAt(a.end))) continue;
    const j = byStart.get(a.end + 1);
    if (j === undefined) continue;
    const b = found[j]!;
    found.push({ ...a, end: b.end, score: Math.min(0.95, Math.max(a.score, b.score) + 0.05) });
  }
}
