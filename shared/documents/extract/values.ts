/**
 * Typed values from printed text: amounts in US (1,234.56) and European (1.234,56 / 1 234,56)
 * notation, dates in numeric and written forms (English, Spanish, German, French, Dutch month
 * names), identifiers, percentages and currencies. Each parser returns the value and the exact
 * substring it read, so citations quote what is printed.
 */

export type NumberStyle = 'us' | 'eu';

export interface Parsed<T> {
  value: T;
  raw: string;
  index: number;
}

const CURRENCY_SYMBOLS: Record<string, string> = { '€': 'EUR', $: 'USD', '£': 'GBP', '¥': 'JPY', '₹': 'INR', 'US$': 'USD', 'R$': 'BRL', 'C$': 'CAD', 'A$': 'AUD' };
const CURRENCY_CODES = ['EUR', 'USD', 'GBP', 'INR', 'CHF', 'JPY', 'CAD', 'AUD', 'MXN', 'ARS', 'COP', 'CLP', 'PEN', 'BRL', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK'];
const CURRENCY_WORDS: [RegExp, string][] = [
  [/\b(?:euros?|eur)\b/i, 'EUR'],
  [/\b(?:rs\.?|rupees?|inr)(?=[\s\d.:]|$)/i, 'INR'],
  [/\b(?:us dollars?|dollars?|dólares)\b/i, 'USD'],
  [/\b(?:pounds? sterling)\b/i, 'GBP'],
];

/** Decimal style of a document: which separator is followed by exactly two digits more often. */
export function detectNumberStyle(texts: readonly string[]): NumberStyle {
  let us = 0;
  let eu = 0;
  for (const text of texts) {
    us += (text.match(/\d\.\d{2}(?!\d)/g) ?? []).length + (text.match(/\d,\d{3}\.\d/g) ?? []).length * 2;
    eu += (text.match(/\d,\d{2}(?!\d)/g) ?? []).length + (text.match(/\d\.\d{3},\d/g) ?? []).length * 2;
  }
  return eu > us ? 'eu' : 'us';
}

const AMOUNT = /(?<![\p{L}\d])(?:(US\$|R\$|C\$|A\$|[€$£¥₹]|EUR|USD|GBP|INR|CHF|Rs\.?)\s?)?(-|−|\()?\s?((?:\d{1,3}(?:[,.' \u00a0\u202f]\d{3})+|\d+)(?:[.,]\d{1,4})?)\)?(?:\s?(€|EUR|USD|GBP|INR|CHF|\$|£))?(?![\d%])/gu;

/** Every amount in a text, in order. */
export function parseAmounts(text: string, style: NumberStyle): Parsed<{ amount: number; currency?: string }>[] {
  const results: Parsed<{ amount: number; currency?: string }>[] = [];
  for (const m of text.matchAll(AMOUNT)) {
    const amount = toNumber(m[3]!, style);
    if (amount === null) continue;
    const negative = Boolean(m[2]);
    const symbol = m[1] ?? m[4];
    const currency = symbol ? currencyOf(symbol) : undefined;
    results.push({ value: { amount: negative ? -amount : amount, currency }, raw: m[0].trim(), index: m.index });
  }
  return results;
}

export function toNumber(raw: string, style: NumberStyle): number | null {
  const text = raw.replace(/[\s\u00a0\u202f']/g, '');
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  let normalized: string;
  if (lastDot >= 0 && lastComma >= 0) {
    normalized = lastComma > lastDot ? text.replace(/\./g, '').replace(',', '.') : text.replace(/,/g, '');
  } else if (lastComma >= 0) {
    const decimals = text.length - lastComma - 1;
    const groups = text.split(',').length - 1;
    normalized = groups === 1 && (decimals !== 3 || style === 'eu') ? text.replace(',', '.') : text.replace(/,/g, '');
  } else if (lastDot >= 0) {
    const decimals = text.length - lastDot - 1;
    const groups = text.split('.').length - 1;
    normalized = groups > 1 || (decimals === 3 && style === 'eu') ? text.replace(/\./g, '') : text;
  } else {
    normalized = text;
  }
  const value = Number(normalized);
  return Number.isFinite(value) ? Math.round(value * 10000) / 10000 : null;
}

export function currencyOf(symbol: string): string | undefined {
  const s = symbol.trim().replace(/\.$/, '');
  if (CURRENCY_SYMBOLS[s]) return CURRENCY_SYMBOLS[s];
  const upper = s.toUpperCase();
  if (upper === 'RS') return 'INR';
  return CURRENCY_CODES.includes(upper) ? upper : undefined;
}

/** Currency mentions in a text: codes, symbols and words. */
export function currencyMentions(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/(US\$|R\$|C\$|A\$|[€$£¥₹])|\b([A-Z]{3})\b/g)) {
    const code = m[1] ? currencyOf(m[1]) : CURRENCY_CODES.includes(m[2]!) ? m[2] : undefined;
    if (code) found.push(code);
  }
  for (const [pattern, code] of CURRENCY_WORDS) if (pattern.test(text)) found.push(code);
  return found;
}

const MONTHS: Record<string, number> = {};
const MONTH_NAMES = [
  ['january', 'jan', 'enero', 'ene', 'januar', 'jänner', 'janvier', 'janv', 'januari'],
  ['february', 'feb', 'febrero', 'februar', 'février', 'févr', 'fevrier', 'februari'],
  ['march', 'mar', 'marzo', 'märz', 'maerz', 'mars', 'maart', 'mrt'],
  ['april', 'apr', 'abril', 'abr', 'avril', 'avr'],
  ['may', 'mayo', 'mai', 'mei'],
  ['june', 'jun', 'junio', 'juni', 'juin'],
  ['july', 'jul', 'julio', 'juli', 'juillet', 'juil'],
  ['august', 'aug', 'agosto', 'ago', 'août', 'aout', 'augustus'],
  ['september', 'sep', 'sept', 'septiembre', 'setiembre', 'septembre'],
  ['october', 'oct', 'octubre', 'oktober', 'okt', 'octobre'],
  ['november', 'nov', 'noviembre', 'novembre'],
  ['december', 'dec', 'diciembre', 'dic', 'dezember', 'dez', 'décembre'],
];
MONTH_NAMES.forEach((names, i) => names.forEach((name) => (MONTHS[name] = i + 1)));
const MONTH_ALT = Object.keys(MONTHS).sort((a, b) => b.length - a.length).join('|');

const DATE_PATTERNS: { re: RegExp; read: (m: RegExpMatchArray, style: NumberStyle) => [number, number, number] | null }[] = [
  { re: /\b(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})\b/, read: (m) => [+m[1]!, +m[2]!, +m[3]!] },
  {
    re: /\b(\d{1,2})([./-])(\d{1,2})\2(\d{4}|\d{2})\b/,
    read: (m, style) => {
      const a = +m[1]!;
      const b = +m[3]!;
      const year = m[4]!.length === 2 ? 2000 + +m[4]! : +m[4]!;
      // Dots are European day-first; slashes follow the document's number style unless a part is over 12.
      const dayFirst = m[2] === '.' || a > 12 || (b <= 12 && style === 'eu');
      return dayFirst ? [year, b, a] : [year, a, b];
    },
  },
  {
    re: new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th|er|º)?\\.?\\s*(?:de\\s+|-)?(${MONTH_ALT})\\.?(?:\\s*(?:de\\s+|-|,)?\\s*)(\\d{4}|\\d{2})\\b`, 'iu'),
    read: (m) => [m[3]!.length === 2 ? 2000 + +m[3]! : +m[3]!, MONTHS[m[2]!.toLowerCase()]!, +m[1]!],
  },
  {
    re: new RegExp(`\\b(${MONTH_ALT})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?\\s*,?\\s*(\\d{4})\\b`, 'iu'),
    read: (m) => [+m[3]!, MONTHS[m[1]!.toLowerCase()]!, +m[2]!],
  },
];

/** Every date in a text as ISO yyyy-mm-dd, in order of position. */
export function parseDates(text: string, style: NumberStyle): Parsed<string>[] {
  const results: Parsed<string>[] = [];
  for (const { re, read } of DATE_PATTERNS) {
    const global = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
    for (const m of text.matchAll(global)) {
      const parts = read(m, style);
      if (!parts) continue;
      const [y, mo, d] = parts;
      if (y < 1900 || y > 2100 || mo < 1 || mo > 12 || d < 1 || d > 31) continue;
      if (results.some((r) => m.index! < r.index + r.raw.length && r.index < m.index! + m[0].length)) continue;
      results.push({ value: `${y}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`, raw: m[0], index: m.index! });
    }
  }
  return results.sort((a, b) => a.index - b.index);
}

/** An identifier (invoice or order number): a token with at least one digit. */
export function parseIdentifier(text: string): Parsed<string> | null {
  const cleaned = text.replace(/^\s*(?:[:#°º.]|n[º°o]\.?|nr\.?|no\.?|num\.?|number|número)\s*/i, '');
  const offset = text.length - cleaned.length;
  const m = /^[:#\s]*([A-Za-z0-9][A-Za-z0-9\-/_.#]*\d[A-Za-z0-9\-/_.]*|\d[A-Za-z0-9\-/_.]*)/.exec(cleaned);
  if (!m) return null;
  const raw = m[1]!.replace(/[.\-/]$/, '');
  if (raw.length < 2 && !/^\d$/.test(raw)) return null;
  return { value: raw, raw, index: offset + m.index + m[0].indexOf(m[1]!) };
}

export function parsePercent(text: string, style: NumberStyle): Parsed<string> | null {
  const m = /(\d{1,2}(?:[.,]\d{1,2})?)\s?%/.exec(text);
  if (!m) return null;
  const value = toNumber(m[1]!, m[1]!.includes(',') ? 'eu' : style);
  return value === null ? null : { value: `${value}%`, raw: m[0], index: m.index };
}
