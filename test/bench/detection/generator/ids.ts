/**
 * Valid identifier generators (cards, IBANs, national IDs, health IDs, bank numbers).
 * Each returns the value exactly as it is printed in the document (formatting included).
 */
import {
  abaCheckDigit, deaCheckDigit, ibanCheckDigits, luhnCheckDigit, nhsCheckDigit, nieLetter, nifLetter,
  npiCheckDigit,
} from './checksums.js';
import type { Rng } from './rng.js';

/** [brand, prefix generator, length, grouping] — Mastercard includes the 2221-2720 range. */
const CARD_BRANDS: ReadonlyArray<readonly [string, (r: Rng) => string, number, readonly number[]]> = [
  ['Visa', () => '4', 16, [4, 4, 4, 4]],
  ['Mastercard', (r) => String(r.int(51, 55)), 16, [4, 4, 4, 4]],
  ['Mastercard', (r) => String(r.int(2221, 2720)), 16, [4, 4, 4, 4]],
  ['American Express', (r) => r.pick(['34', '37']), 15, [4, 6, 5]],
  ['Discover', (r) => r.pick(['6011', '65', String(r.int(644, 649))]), 16, [4, 4, 4, 4]],
  ['JCB', (r) => String(r.int(3528, 3589)), 16, [4, 4, 4, 4]],
  ['Diners Club', (r) => r.pick(['36', '38', String(r.int(300, 305))]), 14, [4, 6, 4]],
];

function group(digits: string, groups: readonly number[], sep: string): string {
  const out: string[] = [];
  let i = 0;
  for (const g of groups) {
    out.push(digits.slice(i, i + g));
    i += g;
  }
  return out.join(sep);
}

export function creditCard(r: Rng): { brand: string; value: string } {
  const [brand, prefix, len, groups] = r.pick(CARD_BRANDS);
  const p = prefix(r);
  const body = p + r.digits(len - 1 - p.length);
  const digits = body + String(luhnCheckDigit(body));
  const style = r.int(0, 9);
  const value = style < 5 ? group(digits, groups, ' ') : style < 7 ? group(digits, groups, '-') : digits;
  return { brand, value };
}

/** Country → BBAN generator; lengths give the correct total IBAN length per country. */
const IBAN_COUNTRIES: Record<string, (r: Rng) => string> = {
  ES: (r) => r.digits(20), // 24
  DE: (r) => r.digits(18), // 22
  FR: (r) => r.digits(23), // 27
  IT: (r) => r.letters(1) + r.digits(22), // 27
  GB: (r) => r.letters(4) + r.digits(14), // 22
  NL: (r) => r.letters(4) + r.digits(10), // 18
  BE: (r) => r.digits(12), // 16
  PT: (r) => r.digits(21), // 25
  IE: (r) => r.letters(4) + r.digits(14), // 22
  AT: (r) => r.digits(16), // 20
  CH: (r) => r.digits(17), // 21
  PL: (r) => r.digits(24), // 28
};

export function iban(r: Rng, country?: string): string {
  const cc = country ?? r.pick(Object.keys(IBAN_COUNTRIES));
  const gen = IBAN_COUNTRIES[cc];
  if (!gen) throw new Error(`no IBAN format for ${cc}`);
  const bban = gen(r);
  const compact = cc + ibanCheckDigits(cc, bban) + bban;
  // Printed IBANs are grouped by four far more often than not.
  return r.chance(0.75) ? (compact.match(/.{1,4}/g) as string[]).join(' ') : compact;
}

export function ssn(r: Rng, sep = r.pick(['-', '-', '-', ' ', ''])): string {
  let area = r.int(1, 899);
  if (area === 666) area = 667;
  const a = String(area).padStart(3, '0');
  const g = String(r.int(1, 99)).padStart(2, '0');
  const s = String(r.int(1, 9999)).padStart(4, '0');
  return [a, g, s].join(sep);
}

export function itin(r: Rng): string {
  const group = r.pick([r.int(50, 65), r.int(70, 88), r.int(90, 92), r.int(94, 99)]);
  return `9${r.digits(2)}-${group}-${r.digits(4)}`;
}

export function nif(r: Rng): string {
  const n = r.int(0, 99_999_999);
  const v = String(n).padStart(8, '0') + nifLetter(n);
  return r.chance(0.15) ? `${v.slice(0, 8)}-${v.slice(8)}` : v;
}

export function nie(r: Rng): string {
  const p = r.pick(['X', 'Y', 'Z'] as const);
  const seven = r.digits(7);
  const letter = nieLetter(p, seven);
  return r.chance(0.2) ? `${p}-${seven}-${letter}` : `${p}${seven}${letter}`;
}

export function nhsNumber(r: Rng): string {
  for (;;) {
    const body = String(r.int(4, 9)) + r.digits(8);
    const check = nhsCheckDigit(body);
    if (check === undefined) continue;
    const d = body + String(check);
    return r.chance(0.7) ? `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}` : d;
  }
}

export function nino(r: Rng): string {
  const first = 'ABCEGHJKLMNOPRSTWXYZ';
  const second = 'ABCEGHJKLMNPRSTWXYZ';
  let prefix: string;
  do prefix = r.letters(1, first) + r.letters(1, second);
  while (['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ'].includes(prefix));
  const d = r.digits(6);
  const suffix = r.letters(1, 'ABCD');
  return r.chance(0.5) ? `${prefix} ${d.slice(0, 2)} ${d.slice(2, 4)} ${d.slice(4)} ${suffix}` : `${prefix}${d}${suffix}`;
}

export function abaRouting(r: Rng): string {
  const prefix = r.pick([r.int(1, 12), r.int(21, 32), r.int(61, 72), 80]);
  const first8 = String(prefix).padStart(2, '0') + r.digits(6);
  return first8 + String(abaCheckDigit(first8));
}

export function npi(r: Rng): string {
  const body = r.pick(['1', '2']) + r.digits(8);
  return body + String(npiCheckDigit(body));
}

/** Medicare Beneficiary Identifier: fixed position classes, letters exclude S L O I B Z. */
export function mbi(r: Rng): string {
  const A = 'ACDEFGHJKMNPQRTUVWXY';
  const AN = A + '0123456789';
  const v = String(r.int(1, 9)) + r.letters(1, A) + r.letters(1, AN) + r.digits(1) + r.letters(1, A) +
    r.letters(1, AN) + r.digits(1) + r.letters(2, A) + r.digits(2);
  return r.chance(0.3) ? `${v.slice(0, 4)}-${v.slice(4, 7)}-${v.slice(7)}` : v;
}

/** US passport book numbers: 9 digits (older) or a letter and 8 digits (next generation). */
export function usPassport(r: Rng): string {
  return r.chance(0.5) ? String(r.int(1, 9)) + r.digits(8) : r.letters(1) + r.digits(8);
}

/** A few real state driver licence layouts (CA, NY, FL, TX, IL, WA-style). */
export function usDriverLicense(r: Rng): string {
  switch (r.int(0, 5)) {
    case 0: return r.letters(1) + r.digits(7); // CA
    case 1: return `${r.digits(3)} ${r.digits(3)} ${r.digits(3)}`; // NY
    case 2: return `${r.letters(1)}${r.digits(3)}-${r.digits(3)}-${r.digits(2)}-${r.digits(3)}-${r.digits(1)}`; // FL
    case 3: return String(r.int(1, 4)) + r.digits(7); // TX
    case 4: return `${r.letters(1)}${r.digits(3)}-${r.digits(4)}-${r.digits(4)}`; // IL
    default: return 'WDL' + r.letters(9, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'); // WA (2018+)
  }
}

/**
 * 8-17 digit account numbers. A 13-19 digit one that happens to pass Luhn is indistinguishable
 * from a card number, so its last digit is nudged to keep the label unambiguous.
 */
export function usBankAccount(r: Rng): string {
  const v = String(r.int(1, 9)) + r.digits(r.int(7, 16));
  const nudge = () => v.slice(0, -1) + String((Number(v.slice(-1)) + 1) % 10);
  if (v.length >= 13 && luhnCheckDigit(v.slice(0, -1)) === Number(v.slice(-1))) return nudge();
  // Likewise a 9-digit one that passes the ABA checksum would be a routing number.
  if (v.length === 9 && abaCheckDigit(v.slice(0, 8)) === Number(v[8])) return nudge();
  return v;
}

export function mrn(r: Rng): string {
  switch (r.int(0, 3)) {
    case 0: return r.digits(r.int(7, 9));
    case 1: return `${r.letters(r.int(1, 3))}${r.digits(r.int(6, 8))}`;
    case 2: return `${r.digits(3)}-${r.digits(3)}-${r.digits(3)}`;
    default: return `${r.letters(2)}-${r.digits(7)}`;
  }
}

/** Medical licences: DEA registrations (with check digit) or state board numbers. */
export function medicalLicense(r: Rng, lastName: string): string {
  if (r.chance(0.4)) {
    const six = r.digits(6);
    const initial = (/[A-Z]/i.exec(lastName)?.[0] ?? 'X').toUpperCase();
    return r.pick(['A', 'B', 'F', 'G', 'M']) + initial + six + String(deaCheckDigit(six));
  }
  return r.pick([() => `${r.pick(['A', 'G', 'C'])}${r.digits(r.int(5, 6))}`, () => `MD${r.digits(6)}`,
    () => `${r.digits(2)}-${r.digits(6)}`, () => `ME${r.digits(5)}`])();
}

/** Spanish "número de colegiado": province code + digits (9 digits overall). */
export function colegiado(r: Rng, provincePrefix: string): string {
  return provincePrefix + r.digits(7);
}
