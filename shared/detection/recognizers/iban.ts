import { ibanMod97Valid } from './checksums.js';
import { isUpperCode, lengthBitsBetween, startsFromRuns, type RunShape } from './number-starts.js';
import { PatternRecognizer } from './pattern.js';

/** IBAN length per country (SWIFT IBAN registry). */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BI: 27, BR: 29, BY: 28,
  CH: 21, CR: 22, CY: 28, CZ: 24, DE: 22, DJ: 27, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18,
  FK: 18, FO: 18, FR: 27, GB: 22, GE: 22, GI: 23, GL: 18, GR: 27, GT: 28, HN: 28, HR: 21, HU: 28,
  IE: 22, IL: 23, IQ: 23, IS: 26, IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LC: 32, LI: 21, LT: 20,
  LU: 20, LV: 21, LY: 25, MC: 27, MD: 24, ME: 22, MK: 19, MN: 20, MR: 27, MT: 31, MU: 30, NI: 28,
  NL: 18, NO: 15, OM: 23, PK: 24, PL: 28, PS: 29, PT: 25, QA: 29, RO: 24, RS: 22, RU: 33, SA: 24,
  SC: 31, SD: 18, SE: 24, SI: 19, SK: 24, SM: 27, SO: 23, ST: 25, SV: 28, TL: 23, TN: 24, TR: 26,
  UA: 29, VA: 22, VG: 24, XK: 20, YE: 30,
};

// Country, check digits, then up to 30 alphanumerics in groups separated by single spaces/dashes.
const IBAN = /(?<![\w])[A-Z]{2}\d{2}(?:[ -]?[A-Z0-9]){11,30}(?![A-Za-z0-9])/g;
/** The two capitals right before a run of at least 2 digits ("ES91 2100…", "GB29NWBK…"). */
const IBAN_RUNS: RunShape = {
  lengths: lengthBitsBetween(2, Infinity),
  test: (text, start, _end, out) => {
    if (isUpperCode(text.charCodeAt(start - 1)) && isUpperCode(text.charCodeAt(start - 2))) out.push(start - 2);
  },
};

/**
 * Cuts the match to the country's length, so an IBAN followed by an upper-case word or code
 * ("... 1332 REF") still validates, then checks mod-97. Returns the end index or -1.
 */
function validEnd(raw: string, start: number): number {
  const expected = IBAN_LENGTHS[raw.slice(0, 2)];
  if (expected === undefined) return -1;
  let compact = '';
  let i = 0;
  for (; i < raw.length && compact.length < expected; i++) {
    const ch = raw[i] as string;
    if (ch !== ' ' && ch !== '-') compact += ch;
  }
  if (compact.length !== expected || !ibanMod97Valid(compact)) return -1;
  // The IBAN must end at a group boundary, not in the middle of the next token.
  const next = raw[i];
  if (next !== undefined && next !== ' ' && next !== '-') return -1;
  return start + i;
}

export function ibanRecognizer(): PatternRecognizer {
  return new PatternRecognizer({
    id: 'iban',
    entity: 'IBAN_CODE',
    prefilter: /[A-Z]{2}\d{2}/,
    patterns: [
      {
        regex: IBAN,
        starts: (text) => startsFromRuns(text, IBAN_RUNS),
        validate: (m) => {
          const end = validEnd(m[0], m.index);
          return end < 0 ? null : { start: m.index, end, score: 0.95 };
        },
      },
    ],
    context: {
      en: ['iban', 'bank account', 'account', 'transfer', 'wire'],
      es: ['iban', 'cuenta', 'cuenta bancaria', 'transferencia', 'domiciliación', 'número de cuenta'],
    },
    contextBoost: 0.05,
  });
}
