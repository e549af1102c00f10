import { abaValid, allSame, digitsOf } from './checksums.js';
import { PatternRecognizer, whole } from './pattern.js';

const EN = ['en'] as const;

// ---- US_SSN ---------------------------------------------------------------------------------
// 3-2-4 with the same separator (dash, space, dot) or none.
const SSN = /(?<![\w-])(\d{3})([- .]?)(\d{2})\2(\d{4})(?![\w-]|\.\d)/g;
// Numbers published as examples (Woolworth wallet card, ad campaigns) or sequential.
const KNOWN_FAKE_SSNS = new Set(['123456789', '078051120', '219099999', '457555462', '987654320']);

export function ssnValid(area: string, group: string, serial: string): boolean {
  if (area === '000' || area === '666' || area[0] === '9') return false;
  if (group === '00' || serial === '0000') return false;
  return !allSame(area + group + serial);
}

export function usSsnRecognizer(): PatternRecognizer {
  return new PatternRecognizer({
    id: 'us_ssn',
    entity: 'US_SSN',
    languages: EN,
    // The serial: four digits.
    minDigitRun: 4,
    patterns: [
      {
        regex: SSN,
        validate: (m) => {
          const [, area = '', sep = '', group = '', serial = ''] = m;
          if (!ssnValid(area, group, serial)) return null;
          // A dashed 3-2-4 number is the SSN's own shape; spaced or bare digits need context.
          let score = sep === '-' ? 0.6 : sep === '' ? 0.15 : 0.3;
          // Famous fakes stay below the threshold unless context says they really are SSNs.
          if (KNOWN_FAKE_SSNS.has(area + group + serial)) score -= 0.15;
          return whole(m, score);
        },
      },
    ],
    context: {
      en: ['ssn', 'ssns', 'social security', 'social security number', 'social security no', 'ss#', 'ss #', 'ssn#', 'soc sec', 'social'],
    },
    contextBoost: 0.4,
    // "ticket 219-44-8871", "case 556-20-1184": a reference number that happens to be 3-2-4.
    negativeContext: { en: ['ticket', 'tickets', 'case', 'order', 'ref', 'reference', 'incident', 'invoice', 'po', 'tracking'] },
    negativePenalty: 0.3,
  });
}

// ---- US_ITIN --------------------------------------------------------------------------------
const ITIN = /(?<![\w-])(9\d{2})([- ]?)(\d{2})\2(\d{4})(?![\w-]|\.\d)/g;

function itinGroupValid(g: number): boolean {
  return (g >= 50 && g <= 65) || (g >= 70 && g <= 88) || (g >= 90 && g <= 92) || (g >= 94 && g <= 99);
}

export function usItinRecognizer(): PatternRecognizer {
  return new PatternRecognizer({
    id: 'us_itin',
    entity: 'US_ITIN',
    languages: EN,
    minDigitRun: 4,
    prefilter: /9\d{2}/,
    patterns: [
      {
        regex: ITIN,
        validate: (m) => {
          const [, , sep = '', group = ''] = m;
          if (!itinGroupValid(Number(group))) return null;
          return whole(m, sep === '-' ? 0.55 : sep === ' ' ? 0.3 : 0.2);
        },
      },
    ],
    context: { en: ['itin', 'individual taxpayer', 'taxpayer identification', 'taxpayer id', 'tax id', 'tin'] },
    contextBoost: 0.4,
  });
}

// ---- ABA_ROUTING_NUMBER ---------------------------------------------------------------------
const ABA = /(?<![\w-])(?:\d{9}|\d{4}-\d{4}-\d)(?![\w-]|\.\d)/g;

function abaPrefixValid(d: string): boolean {
  const p = Number(d.slice(0, 2));
  return p <= 12 || (p >= 21 && p <= 32) || (p >= 61 && p <= 72) || p === 80;
}

export function abaRoutingRecognizer(): PatternRecognizer {
  return new PatternRecognizer({
    id: 'aba_routing',
    entity: 'ABA_ROUTING_NUMBER',
    languages: EN,
    minDigitRun: 4,
    patterns: [
      {
        regex: ABA,
        validate: (m) => {
          const d = digitsOf(m[0]);
          if (!abaValid(d) || !abaPrefixValid(d) || allSame(d)) return null;
          return whole(m, 0.25);
        },
      },
    ],
    context: { en: ['aba', 'routing', 'routing number', 'routing no', 'rtn', 'transit number', 'routing #', 'aba#', 'aba number', 'bank routing'] },
    contextBoost: 0.5,
    scoreWithoutContext: 0.25,
  });
}

// ---- US_BANK_NUMBER -------------------------------------------------------------------------
const BANK = /(?<![\w-])\d{8,17}(?![\w-]|\.\d)/g;

export function usBankNumberRecognizer(): PatternRecognizer {
  return new PatternRecognizer({
    id: 'us_bank_number',
    entity: 'US_BANK_NUMBER',
    languages: EN,
    minDigitRun: 8,
    patterns: [{ regex: BANK, validate: (m) => (allSame(m[0]) ? null : whole(m, 0.1)) }],
    context: {
      en: ['bank account', 'account number', 'account no', 'account #', 'acct', 'acct no', 'acct #', 'account', 'checking', 'savings', 'deposit', 'bank acct', 'beneficiary account'],
    },
    contextBoost: 0.5,
    scoreWithoutContext: 0.1,
  });
}

// ---- US_PASSPORT ----------------------------------------------------------------------------
// Nine digits (book) or a letter and eight digits (next generation passports since 2021).
const PASSPORT = /(?<![\w-])(?:[A-Z]\d{8}|\d{9})(?![\w-])/g;
/**
 * Other countries' passports a US form or booking also records, after the same "Passport no."
 * label: a letter and seven digits (India "Z4821937"), two letters and seven digits (Ireland
 * "PX7731946"), two and six (Canada "AB123456"), three and six (Spain "PAF482913"). Context-only,
 * like the US forms; in Spanish text too ("Pasaporte: PAF482913").
 */
const PASSPORT_FOREIGN = /(?<![\w-])(?:[A-Z]{1,2}\d{7}|[A-Z]{2,3}\d{6})(?![\w-])/g;
const PASSPORT_FOREIGN_DIGITS = 6;
const PASSPORT_US_DIGITS = 8;

export function usPassportRecognizer(): PatternRecognizer {
  return new PatternRecognizer({
    id: 'us_passport',
    entity: 'US_PASSPORT',
    minDigitRun: PASSPORT_FOREIGN_DIGITS,
    patterns: [
      { regex: PASSPORT, minDigitRun: PASSPORT_US_DIGITS, validate: (m) => (allSame(digitsOf(m[0])) ? null : whole(m, 0.1)) },
      { regex: PASSPORT_FOREIGN, validate: (m) => (allSame(digitsOf(m[0])) ? null : whole(m, 0.1)) },
    ],
    context: {
      en: ['passport', 'passport number', 'passport no', 'passport #', 'passport#', 'travel document'],
      es: ['pasaporte', 'n.º de pasaporte', 'nº de pasaporte', 'número de pasaporte', 'numero de pasaporte'],
    },
    contextBoost: 0.55,
    scoreWithoutContext: 0.1,
  });
}

// ---- US_DRIVER_LICENSE ----------------------------------------------------------------------
// State formats vary: letters then digits (CA "D1234567", FL "A123-456-78-901-0"), or digits only.
const DRIVER_LICENSE =
  /(?<![\w-])(?:WDL[A-Z0-9]{9}|[A-Z]{1,2}\d{3,14}|[A-Z]{1,2}\d{2,4}(?:[- ]\d{1,5}){1,5}|[A-Z]-\d{3}-\d{3}-\d{3}-\d{3}|\d{7,12}|\d{3}-\d{3}-\d{3,4}|\d{2,3} \d{3} \d{3,4})(?![\w-])/g;
/**
 * Two state formats the main pattern does not read, in one scan: Washington's licences before
 * 2018, five letters of the last name and the initials padded with "*", then three digits and two
 * check characters ("HOLLOAR491KB", "SMITH**J123AB"); Colorado's nine digits as "14-218-7730".
 * Context-only.
 */
const STATE_LICENSE = /(?<![\w*-])(?:[A-Z][A-Z*]{6}\d{3}[A-Z0-9*]{2}|\d{2}-\d{3}-\d{4})(?![\w*-])/g;

export function usDriverLicenseRecognizer(): PatternRecognizer {
  return new PatternRecognizer({
    id: 'us_driver_license',
    entity: 'US_DRIVER_LICENSE',
    languages: EN,
    minDigitRun: 3,
    patterns: [
      {
        regex: DRIVER_LICENSE,
        validate: (m) => {
          // Washington's "WDL" + nine characters may hold few digits; other formats need four.
          if (m[0].startsWith('WDL')) return whole(m, 0.1);
          const d = digitsOf(m[0]);
          return d.length < 4 || allSame(d) ? null : whole(m, 0.1);
        },
      },
      { regex: STATE_LICENSE, score: 0.1 },
    ],
    context: {
      en: ["driver's license", 'drivers license', 'driver license', "driver's licence", 'driver licence', 'drivers licence', 'driving licence', 'driving license', 'driver lic', 'dl', 'dl#', 'dl #', 'dl no', 'dln', 'license to drive', "driver's lic"],
    },
    contextBoost: 0.55,
    scoreWithoutContext: 0.1,
  });
}
