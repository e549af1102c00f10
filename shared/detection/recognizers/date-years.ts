/**
 * Years and periods named in a date context, both languages: "in 2019", "since 2015", "class of
 * 2008", "desde 2015", "(2017)" in a CV, "2020 to 2024", "2019–2022", "2024/25", "2025-03",
 * "Q3 2024", "4T 2024", "FY2025", "summer 2014", "verano de 2014". One scan, starting at the
 * digits or a capital prefix; the context is checked in validate.
 */
import { B, W, type DatePattern } from './date-parts.js';
import { nextLowerWord } from './date-words.js';
import { CLOSE_PAREN, COLON, DOT, EN_DASH, HYPHEN, OPEN_PAREN, SLASH } from '../ner/chars.js';

/** A plausible year in running text: 1950–2039 ("the 1800 rows" and "4096" stay numbers). */
const YEAR = '(?:19[5-9]\\d|20[0-3]\\d)';

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
