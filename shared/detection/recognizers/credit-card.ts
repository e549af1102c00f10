import { allSame, digitsOf, luhnValid } from './checksums.js';
import { DIGIT_0, DIGIT_9, HYPHEN, SPACE } from '../ner/chars.js';
import { digitRuns } from '../text-facts.js';
import { isUpperCode, lengthBitsBetween, startsFromRuns, type RunShape } from './number-starts.js';
import { PatternRecognizer } from './pattern.js';

/**
 * An airline booking's form of payment glues the card to its two-letter card code after "CC"
 * (GDS itineraries and e-tickets: "Form of payment: CC AX378219935181909 EXP 0626", "FP
 * CCVI4111111111111111/0327"): AX Amex, VI Visa, CA/MC Mastercard, DC Diners, DS Discover, JC
 * JCB, TP UATP. The span is the card number without its code.
 */
const GDS_CARD = /(?<=CC ?)(?:AX|VI|CA|MC|DC|DS|JC|TP)\d{13,19}(?!\d)/g;
const GDS_CARD_CODES = new Set(['AX', 'VI', 'CA', 'MC', 'DC', 'DS', 'JC', 'TP']);
const GDS_CODE_LENGTH = 2;
const LETTER_C = 67;
/** A whole run of 13 to 19 digits right after a card code, itself after "CC" or "CC ". */
const GDS_CARD_RUNS: RunShape = {
  lengths: lengthBitsBetween(13, 19),
  test: (text, start, _end, out) => {
    const code = start - GDS_CODE_LENGTH;
    if (!isUpperCode(text.charCodeAt(code)) || !GDS_CARD_CODES.has(text.slice(code, start))) return;
    const cc = text.charCodeAt(code - 1) === SPACE ? code - 3 : code - 2;
    if (text.charCodeAt(cc) === LETTER_C && text.charCodeAt(cc + 1) === LETTER_C) out.push(code);
  },
};

// 13–19 digits, optionally grouped by single spaces or dashes (kept inside the span).
const CARD = /(?<![\w-])\d(?:[ -]?\d){12,18}(?![\w]|-\d)/g;
/** Fewest digits of a card number the pattern reads ("\d(?:[ -]?\d){12,}"). */
const CARD_MIN_DIGITS = 13;

/**
 * A card starts a digit run (its lookbehind refuses a digit before it), and its digits are runs
 * joined by single spaces or hyphens: the runs chained that way from the start must hold at
 * least 13 digits. The walk stops at 13, so a text of "1 1 1 1 …" costs 13 steps a run at most.
 */
function cardStarts(text: string): number[] {
  const { count, at } = digitRuns(text);
  const out: number[] = [];
  for (let k = 0; k < count; k++) {
    let digits = (at[2 * k + 1] as number) - (at[2 * k] as number);
    for (let j = k; digits < CARD_MIN_DIGITS && j + 1 < count; j++) {
      const end = at[2 * j + 1] as number;
      const gap = text.charCodeAt(end);
      if ((at[2 * j + 2] as number) !== end + 1 || (gap !== SPACE && gap !== HYPHEN)) break;
      digits += (at[2 * j + 3] as number) - (at[2 * j + 2] as number);
    }
    if (digits >= CARD_MIN_DIGITS) out.push(at[2 * k] as number);
  }
  return out;
}

interface Range {
  lo: number;
  hi: number;
  /** Prefix length the range is written in. */
  len: number;
  lengths: readonly number[];
}

function r(lo: number, hi: number, lengths: readonly number[]): Range {
  return { lo, hi, len: String(lo).length, lengths };
}

/** Issuer identification ranges in use (Visa, Mastercard incl. 2-series, Amex, Discover, JCB, Diners, UnionPay, Maestro). */
const IIN_RANGES: readonly Range[] = [
  r(4, 4, [13, 16, 19]), // Visa
  r(51, 55, [16]), // Mastercard
  r(2221, 2720, [16]), // Mastercard 2-series
  r(34, 34, [15]), // Amex
  r(37, 37, [15]),
  r(6011, 6011, [16, 17, 18, 19]), // Discover
  r(644, 649, [16, 17, 18, 19]),
  r(65, 65, [16, 17, 18, 19]),
  r(622126, 622925, [16, 17, 18, 19]), // Discover / UnionPay co-branded
  r(3528, 3589, [16, 17, 18, 19]), // JCB
  r(300, 305, [14, 16, 17, 18, 19]), // Diners Club International
  r(3095, 3095, [14, 16, 17, 18, 19]),
  r(36, 36, [14, 16, 17, 18, 19]),
  r(38, 39, [14, 16, 17, 18, 19]),
  r(62, 62, [16, 17, 18, 19]), // UnionPay
  r(81, 81, [16, 17, 18, 19]),
  r(50, 50, [12, 13, 14, 15, 16, 17, 18, 19]), // Maestro
  r(56, 58, [12, 13, 14, 15, 16, 17, 18, 19]),
  r(639, 639, [12, 13, 14, 15, 16, 17, 18, 19]),
  r(6759, 6759, [12, 13, 14, 15, 16, 17, 18, 19]),
  r(6761, 6763, [12, 13, 14, 15, 16, 17, 18, 19]),
  r(2200, 2204, [16, 17, 18, 19]), // Mir
];

export function issuerKnown(digits: string): boolean {
  for (const range of IIN_RANGES) {
    const prefix = Number(digits.slice(0, range.len));
    if (prefix >= range.lo && prefix <= range.hi && range.lengths.includes(digits.length)) return true;
  }
  return false;
}

export function creditCardValid(digits: string): boolean {
  return digits.length >= 12 && digits.length <= 19 && !allSame(digits) && issuerKnown(digits) && luhnValid(digits);
}

/** Groups must use one kind of separator: "4111 1111-1111 1111" is two numbers, not a card. */
function consistentSeparators(raw: string): boolean {
  return !(raw.includes(' ') && raw.includes('-'));
}

/**
 * Length of the longest prefix (ending at a group boundary) that is a valid card number, or -1.
 * The greedy match may swallow a following group ("4111 1111 1111 1111 123" with a CVV).
 */
function validPrefixLength(raw: string): number {
  if (!consistentSeparators(raw)) return -1;
  // The digits once; a prefix's digits are their first `n` (no slice per cut). Under twelve, no
  // shorter prefix can be a card either; over nineteen, this one is none.
  const all = digitsOf(raw);
  let end = raw.length;
  let n = all.length;
  while (end > 0) {
    if (n < MIN_CARD_DIGITS) return -1;
    if (n <= MAX_CARD_DIGITS && creditCardValid(n === all.length ? all : all.slice(0, n))) return end;
    const cut = Math.max(raw.lastIndexOf(' ', end - 1), raw.lastIndexOf('-', end - 1));
    if (cut <= 0) return -1;
    for (let i = cut; i < end; i++) {
      const c = raw.charCodeAt(i);
      if (c >= DIGIT_0 && c <= DIGIT_9) n--;
    }
    end = cut;
  }
  return -1;
}
/** creditCardValid's bounds on the number of digits. */
const MIN_CARD_DIGITS = 12;
const MAX_CARD_DIGITS = 19;


export function creditCardRecognizer(): PatternRecognizer {
  return new PatternRecognizer({
    id: 'credit_card',
    entity: 'CREDIT_CARD',
    minDigitRun: 4,
    patterns: [
      {
        regex: CARD,
        starts: cardStarts,
        validate: (m) => {
          const len = validPrefixLength(m[0]);
          return len < 0 ? null : { start: m.index, end: m.index + len, score: 0.9 };
        },
      },
      {
        regex: GDS_CARD,
        starts: (text) => startsFromRuns(text, GDS_CARD_RUNS),
        validate: (m) => {
          const start = m.index + GDS_CODE_LENGTH;
          return creditCardValid(m[0].slice(GDS_CODE_LENGTH)) ? { start, end: m.index + m[0].length, score: 0.9 } : null;
        },
      },
    ],
    context: {
      en: ['credit card', 'card', 'card number', 'card no', 'cc', 'visa', 'mastercard', 'amex', 'american express', 'discover', 'jcb', 'diners', 'maestro', 'unionpay', 'debit', 'payment'],
      es: ['tarjeta', 'tarjeta de crédito', 'tarjeta de credito', 'tarjeta de débito', 'número de tarjeta', 'visa', 'mastercard', 'amex', 'pago'],
    },
    contextBoost: 0.1,
  });
}
