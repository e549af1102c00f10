import { CLOSE_PAREN, DIGIT_0, DIGIT_9, DOT, EN_DASH, HYPHEN, OPEN_PAREN, SLASH, SPACE } from '../ner/chars.js';
import { isDigitCode, isSpaceCode, lengthBitsBetween, startsFromRuns, type RunShape } from './number-starts.js';
import type { Language } from '../types.js';
import type { Candidate } from './pattern.js';
import { PatternRecognizer } from './pattern.js';

// Grouped numbers: optional "+cc" / "00cc", optional "(area)", then digit groups joined by one
// separator each. Groups are maximal digit runs, so backtracking is bounded per start. A dash
// between groups may have a space (not a tab) each side: in a TSV row "0438 902 115<TAB>-<TAB>01"
// is a phone number, an empty cell and the next field.
const GROUPED =
  /(?<![\w+@./\\-])(?:\+\d{1,3}[ .-]?|\(\+\d{1,3}\)[ .-]?|00\d{1,3}[ .-])?(?:\(\d{1,4}\)[ .-]?)?\d{1,5}(?:(?:[ .-]|[ \u00A0]?[-–][ \u00A0]?)\d{1,6}){0,5}(?![\w@/]|[.-]\d)/g;
// Compact runs: "+34612345678", "5551234567".
const COMPACT = /(?<![\w+@./\\-])\+?\d{7,15}(?![\w@/]|[.-]\d)/g;
/** Fewest digits of a COMPACT match: a text without such a run skips that scan. */
const COMPACT_DIGITS = 7;
const PLUS = 43;

/**
 * Where a grouped number can start: "+" or "(" or "(+" right before a digit run ("+1 650…",
 * "(650) 555…", "(+34) 612…"), or a digit run (the lookbehind refuses a digit before it) that
 * either starts with "00" (an exit code: "0044 (20) 7946…") or is followed by another group
 * (a separator and a digit: "555-0161", "555 – 0161"). Any other run can only match alone, as a
 * lone number ("3 items", "2024"), which `scoreGrouped` rejects: skipping it changes nothing
 * (a lone number holds no other start position).
 */
const GROUPED_RUNS: RunShape = {
  lengths: lengthBitsBetween(1, Infinity),
  test: (text, start, end, out) => {
    const before = text.charCodeAt(start - 1);
    if (before === PLUS && text.charCodeAt(start - 2) === OPEN_PAREN) out.push(start - 2);
    if (before === PLUS || before === OPEN_PAREN) out.push(start - 1);
    if (startsExitCode(text, start) || groupFollows(text, end)) out.push(start);
  },
};

function startsExitCode(text: string, start: number): boolean {
  return text.charCodeAt(start) === DIGIT_0 && text.charCodeAt(start + 1) === DIGIT_0;
}

/** GROUPED's next group can begin at `end`: "[ .-]" and a digit, or "\s?[-–]\s?" and a digit. */
function groupFollows(text: string, end: number): boolean {
  const c = text.charCodeAt(end);
  if ((c === SPACE || c === DOT || c === HYPHEN) && isDigitCode(text.charCodeAt(end + 1))) return true;
  let i = isSpaceCode(c) ? end + 1 : end;
  const dash = text.charCodeAt(i);
  if (dash !== HYPHEN && dash !== EN_DASH) return false;
  i++;
  return isDigitCode(text.charCodeAt(i)) || (isSpaceCode(text.charCodeAt(i)) && isDigitCode(text.charCodeAt(i + 1)));
}

/** A whole run of 7 to 15 digits, or the "+" right before one. */
const COMPACT_RUNS: RunShape = {
  lengths: lengthBitsBetween(7, 15),
  test: (text, start, _end, out) => {
    if (text.charCodeAt(start - 1) === PLUS) out.push(start - 1);
    out.push(start);
  },
};

// "ext. 204", "x204", "extensión 12" right after the number belongs to the span.
const EXTENSION = /\s{0,2}(?:,\s?)?(?:ext(?:ension|ensión)?\.?|x|#)\s{0,2}\d{1,6}(?!\d)/iy;

/** How far after a number the extension's word or sign can start: two spaces, a comma and a space. */
const EXTENSION_REACH = 4;
/** The first characters of the extension's word or sign: "ext", "x", "#", in any case. */
const EXTENSION_OPENERS: ReadonlySet<number> = new Set([...'eExX#'].map((ch) => ch.charCodeAt(0)));

function withExtension(text: string, end: number): number {
  // Most numbers end a line or a phrase: without an "e", "x" or "#" close after them EXTENSION
  // cannot match, and the regex is not run.
  let opener = false;
  for (let k = 0; k <= EXTENSION_REACH && !opener; k++) opener = EXTENSION_OPENERS.has(text.charCodeAt(end + k));
  if (!opener) return end;
  EXTENSION.lastIndex = end;
  const m = EXTENSION.exec(text);
  return m ? end + m[0].length : end;
}

function groupsOf(s: string): number[] {
  const out: number[] = [];
  let run = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 48 && c <= 57) run++;
    else if (run > 0) {
      out.push(run);
      run = 0;
    }
  }
  if (run > 0) out.push(run);
  return out;
}

/** Index loops, no closures: the phone validator compares a match's groups with a dozen shapes. */
function same(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function sameAsAny(a: readonly number[], shapes: readonly (readonly number[])[]): boolean {
  for (let k = 0; k < shapes.length; k++) if (same(a, shapes[k] as readonly number[])) return true;
  return false;
}

/**
 * `/^[\d.]+$/.test(raw) && raw.split('.').every((g) => g.length <= 3 && Number(g) <= MAX_OCTET)`
 * in one pass without allocations: digits and dots only, and every dot-separated part (an empty
 * one is 0) has at most three digits and is at most an octet's 255.
 */
function isDottedQuad(raw: string): boolean {
  if (raw.length === 0) return false;
  let digits = 0;
  let value = 0;
  for (let i = 0; i <= raw.length; i++) {
    const c = i < raw.length ? raw.charCodeAt(i) : DOT;
    if (c === DOT) {
      if (digits > 3 || value > MAX_OCTET) return false;
      digits = 0;
      value = 0;
    } else if (c >= DIGIT_0 && c <= DIGIT_9) {
      digits++;
      value = value * 10 + (c - DIGIT_0);
    } else {
      return false;
    }
  }
  return true;
}

const US_SHAPES = [[3, 3, 4]];
/** The US trunk "1" before a ten-digit number: "1 800 555 0199". */
const NANP_TRUNK_SHAPE = [1, 3, 3, 4];
// Ten digits after a two-digit area code: Mexico City, Monterrey, Guadalajara ("55 1226 2639",
// "81 8356 2290") and Buenos Aires mobiles ("11 3367-0942").
const AREA2_SHAPES = [[2, 4, 4]];
const ES_SHAPES = [[3, 3, 3], [3, 2, 2, 2], [2, 3, 2, 2], [2, 2, 2, 3]];
const TRUNK_NINE_SHAPES = [[2, 3, 4], [3, 3, 3]];
const CHILE_SHAPES = [[1, 4, 4], [2, 3, 4]];
/**
 * An Argentine mobile dialled locally: the area code, the mobile prefix "15", then the number,
 * ten digits without the "15" ("223 15-504-7782" in Mar del Plata, "11 15 3367 0942"), eleven
 * with the trunk "0" ("0223 15-504-7782").
 */
const ARGENTINE_MOBILE_PREFIX = '15';
const ARGENTINE_NATIONAL_DIGITS = 10;

function isArgentineMobile(raw: string, groups: readonly number[], total: number): boolean {
  if (groups.length < 3 || groups[1] !== 2) return false;
  const national = total - 2 - (raw.charCodeAt(0) === DIGIT_0 ? 1 : 0);
  if (national !== ARGENTINE_NATIONAL_DIGITS) return false;
  const second = /^\(?\d+\)?[ .-]?(\d\d)/.exec(raw);
  return second !== null && second[1] === ARGENTINE_MOBILE_PREFIX;
}
const DATE_SHAPES = [[4, 2, 2], [2, 2, 4], [1, 2, 4], [2, 1, 4], [1, 1, 4], [4, 1, 1], [4, 2, 1], [4, 1, 2], [2, 2, 2]];

/** True when `s` is digits only: a lone number ("3", "2024"), which GROUPED matches all over a text. */
/** How many ASCII digits `s` holds. */
function digitCount(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= DIGIT_0 && c <= DIGIT_9) n++;
  }
  return n;
}

function allDigits(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < DIGIT_0 || c > DIGIT_9) return false;
  }
  return true;
}

const MAX_OCTET = 255;

/**
 * Eight digits as two hyphenated fours: the national numbers of Costa Rica, Guatemala, El
 * Salvador, Honduras, Nicaragua and Panama ("2295-9797", "Tigo Money al 7745-2190"). A year
 * first is a period ("2019-2020") or a case number ("Caso 2025-0044"), not a phone.
 */
const FOUR_FOUR = /^\d{4}-\d{4}$/;
const YEAR_FIRST = /^(?:19|20)\d{2}-/;

function scoreGrouped(raw: string, language: Language): number | null {
  // One group and no parentheses: rejected below as well; answered before any allocation.
  if (allDigits(raw)) return null;
  // Under seven digits every branch below rejects ("3-1", "10 30", "2024-03"): answered before the groups' array too.
  if (digitCount(raw) < MIN_DIGITS) return null;
  const hasParens = raw.includes('(');
  const groups = groupsOf(raw);
  // Compact numbers go through COMPACT. Tested first: GROUPED matches every lone number of the
  // text ("3 items", "2024"), and the rejections below all answer null too, so order is free.
  if (groups.length < 2 && !hasParens) return null;
  const total = groups.reduce((a, b) => a + b, 0);
  // Under seven digits every branch below rejects too ("3-1", "10 30", "2024-03").
  if (total < MIN_DIGITS) return null;
  if (isIsbn(raw, total)) return null;
  // Dotted quads are IPv4 addresses, never phone numbers; "656.20.44.81" (a Spanish mobile
  // written with dots) is no address: 656 is over an octet's 255.
  if (groups.length === 4 && isDottedQuad(raw)) return null;
  const hasPlus = raw.charCodeAt(0) === 43 || raw.startsWith('(+');
  const hasIntlZeros = raw.startsWith('00') && /^00\d{1,3}[ .-]/.test(raw);
  if (hasPlus) {
    const national = total - (groups[0] ?? 0);
    if (total < 8 || total > 15 || national < 6) return null;
    return 0.75;
  }
  // "00 44 20 7946 0958": the 00 exit code plus a full number; "007 335 438" is not one.
  if (hasIntlZeros && total >= 11 && total <= 17) return 0.7;
  if (total > 13) return null;
  if (!hasParens && sameAsAny(groups, DATE_SHAPES) && onlyDateSeparators(raw)) return null;
  if (hasParens && total >= 9) return 0.7;
  const first = raw.charCodeAt(hasParens ? 1 : 0) - 48;
  if (sameAsAny(groups, US_SHAPES) && first >= 2) return 0.65;
  if (same(groups, NANP_TRUNK_SHAPE) && first === 1) return 0.65;
  if (sameAsAny(groups, AREA2_SHAPES) && first >= 1) return 0.6;
  if (language === 'es' && first >= 2 && FOUR_FOUR.test(raw) && !YEAR_FIRST.test(raw)) return 0.55;
  if (total === 9 && first >= 6 && sameAsAny(groups, ES_SHAPES)) return 0.6;
  // Nine digits after the trunk "0": Irish landlines with a two-digit code ("01 840 1277",
  // Dublin; "091 568 224", Galway) and New Zealand mobiles ("021 448 902").
  if (first === 0 && total === 9 && sameAsAny(groups, TRUNK_NINE_SHAPES)) return 0.55;
  if (language === 'es' && isArgentineMobile(raw, groups, total)) return 0.6;
  // Chile's nine digits: Santiago landlines ("22 341 8870", "2 2341 8870") and mobiles ("9 6612 0089").
  if (language === 'es' && total === 9 && (first === 2 || first === 9) && sameAsAny(groups, CHILE_SHAPES)) return 0.55;
  if (first === 0 && (total === 10 || total === 11) && groups.length <= 4) return 0.6;
  return 0.4;
}

/** Fewest digits of a national number without a country code ("555 1234" is the shortest seen). */
const MIN_DIGITS = 7;
const ISBN_DIGITS = 13;
const ISBN_PREFIXES = new Set(['978', '979']);

/** ISBN-13s ("978-4-1205-0352-8") share the grouped-digits shape. `digits`: how many `raw` holds. */
function isIsbn(raw: string, digits: number): boolean {
  if (digits !== ISBN_DIGITS) return false;
  let prefix = '';
  for (let i = 0; i < raw.length && prefix.length < 3; i++) {
    const c = raw.charCodeAt(i);
    if (c >= DIGIT_0 && c <= DIGIT_9) prefix += raw[i];
  }
  return ISBN_PREFIXES.has(prefix);
}

/** Separators (all but digits and parentheses) are only "-", "." or "/", and there is one: "2024-03-14", "14.03.2024". */
function onlyDateSeparators(raw: string): boolean {
  let seen = false;
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if ((c >= DIGIT_0 && c <= DIGIT_9) || c === OPEN_PAREN || c === CLOSE_PAREN) continue;
    if (c !== HYPHEN && c !== DOT && c !== SLASH) return false;
    seen = true;
  }
  return seen;
}

function scoreCompact(raw: string, language: Language): number | null {
  if (raw.charCodeAt(0) === 43) return raw.length >= 9 && raw.length <= 16 ? 0.7 : null;
  const n = raw.length;
  const first = raw.charCodeAt(0) - 48;
  if (n === 10 && first >= 2) return 0.4;
  // The trunk "0" and nine digits: Ghana, South Africa, Australia ("0208812047", "0836120447"); needs context.
  if (n === 10 && first === 0 && raw.charCodeAt(1) !== DIGIT_0) return 0.4;
  // Spanish numbers are nine digits: mobiles start with 6 or 7, landlines with 8 or 9.
  if (n === 9 && language === 'es' && (first === 6 || first === 7)) return 0.55;
  if (n === 9 && first >= 6) return 0.35;
  if (n === 11 && first === 0) return 0.4;
  if (n >= 7 && n <= 12) return 0.25;
  return null;
}

/**
 * The least score of a number written with its extension word: "55 265 6800 ext. 4123" (a Chilean
 * landline with no phone word near it). Only telephones have extensions; "x 2" and "#3" may be
 * a quantity or an item after an amount ("1 250 000 x 2"), so they raise nothing (dates7).
 */
const WITH_EXTENSION_SCORE = 0.6;
const EXTENSION_WORD = /^\s{0,2}(?:,\s?)?ext/i;

function candidate(m: RegExpExecArray, text: string, score: number | null): Candidate | null {
  if (score === null) return null;
  const end = m.index + m[0].length;
  const withExt = withExtension(text, end);
  const extWord = withExt > end && score < WITH_EXTENSION_SCORE && EXTENSION_WORD.test(text.slice(end, withExt));
  return { start: m.index, end: withExt, score: extWord ? WITH_EXTENSION_SCORE : score };
}

export function phoneRecognizer(): PatternRecognizer {
  return new PatternRecognizer({
    id: 'phone',
    entity: 'PHONE_NUMBER',
    minDigitRun: 3,
    patterns: [
      { regex: GROUPED, starts: (text) => startsFromRuns(text, GROUPED_RUNS), validate: (m, text, lang) => candidate(m, text, scoreGrouped(m[0], lang)) },
      { regex: COMPACT, starts: (text) => startsFromRuns(text, COMPACT_RUNS), minDigitRun: COMPACT_DIGITS, validate: (m, text, lang) => candidate(m, text, scoreCompact(m[0], lang)) },
    ],
    context: {
      // British and Irish usage: "Ring 091 568 224", "ring me on…".
      en: ['phone', 'telephone', 'tel', 'mobile', 'cell', 'cellphone', 'call', 'fax', 'contact', 'ph', 'text me', 'whatsapp', 'landline', 'ring',
        // A caller's number on a call log ("Caller: Efua, 0208812047"); "text Melvin 9183 2274".
        'caller', 'text', 'texted', 'sms'],
      es: [
        'teléfono', 'telefono', 'tel', 'tlf', 'tfno', 'móvil', 'movil', 'celular', 'llamar', 'llame', 'llámame', 'fax', 'contacto', 'whatsapp',
        // Latin American usage: "llama al 01 8000…", "me marca al…", "mandá msj al…", "mi cel…".
        'llama', 'llamá', 'llámanos', 'llamanos', 'llamen', 'márcame', 'marcame', 'me marca', 'marcar', 'marque', 'msj', 'wsp', 'cel',
        // Payments sent to a phone number: "mandé por Nequi al 3124471208", "Bizum al 612…",
        // "yapeame al 987…", "SINPE Móvil al 8812-…", "Tigo Money al 7745-2190".
        'nequi', 'daviplata', 'bizum', 'yape', 'yapeame', 'plin', 'sinpe', 'tigo money',
      ],
    },
    contextBoost: 0.3,
    // Order, invoice and tracking numbers look like bare phone numbers.
    negativeContext: {
      // Courier waybills ("DHL Express – Waybill 48 1190 7362") and bank accounts ("BSB 062-000, account 4471 0382").
      // A property's roll number (Canadian tax notices, British building societies): "Roll number 0419 2284 001";
      // an insurance policy number.
      en: ['order', 'order no', 'invoice', 'ref', 'reference', 'tracking', 'sku', 'isbn', 'ticket', 'case', 'po', 'waybill', 'awb', 'account', 'acct', 'bsb', 'roll number', 'policy'],
      // An insurance policy number: "póliza 0093-772145 (Mapfre)".
      es: ['pedido', 'referencia', 'ref', 'factura', 'seguimiento', 'código', 'codigo', 'sku', 'isbn', 'expediente', 'albarán', 'guía', 'póliza', 'poliza'],
    },
    negativePenalty: 0.4,
  });
}
