import { ASTERISK, DIGIT_9, DOT, HYPHEN, SPACE } from '../ner/chars.js';
import { abaValid, allSame, digitsOf } from './checksums.js';
import { groupThenSameSeparator, isDigitCode, isUpperCode, lengthBits, lengthBitsBetween, startsFromRuns, type RunShape } from './number-starts.js';
import { PatternRecognizer, whole } from './pattern.js';
import type { Language } from '../types.js';

/**
 * US identifiers in Spanish text. US Hispanic letters and forms write them in Spanish ("Número
 * de Seguro Social: 512-48-3391", "Licencia de manejo TX: 27481935", "número de ruta 067000108"),
 * so every type here is detected in both languages. A Spanish text is full of nine-digit phone
 * numbers and reference numbers, so in Spanish a shape alone never reaches the threshold: each
 * type needs one of its Spanish (or English) context words there. The English scores stay as
 * they were.
 */
const SPANISH: Language = 'es';

// ---- US_SSN ---------------------------------------------------------------------------------
// 3-2-4 with the same separator (dash, space, dot) or none.
const SSN = /(?<![\w-])(\d{3})([- .]?)(\d{2})\2(\d{4})(?![\w-]|\.\d)/g;
// Numbers published as examples (Woolworth wallet card, ad campaigns) or sequential.
// Its lookbehind refuses a digit before it, so a match starts a digit run: of exactly 3 digits
// before a separator ("-", " ", "."), two digits and the same separator again, or of 9 without
// one ("(?![\w-])" refuses a digit after).
/** The middle group of an SSN or ITIN: "123-[45]-6789". */
const SSN_GROUP = 2;
const SSN_RUNS: RunShape = {
  lengths: lengthBits(3, 9),
  test: (text, start, end, out) => {
    const next = text.charCodeAt(end);
    if (end - start === 9 || ((next === HYPHEN || next === SPACE || next === DOT) && groupThenSameSeparator(text, end, next, SSN_GROUP))) out.push(start);
  },
};
const KNOWN_FAKE_SSNS = new Set(['123456789', '078051120', '219099999', '457555462', '987654320']);

export function ssnValid(area: string, group: string, serial: string): boolean {
  if (area === '000' || area === '666' || area[0] === '9') return false;
  if (group === '00' || serial === '0000') return false;
  return !allSame(area + group + serial);
}

/**
 * An SSN's score before context: in English a dashed 3-2-4 number passes alone; in Spanish
 * (and for spaced or bare digits) it needs "SSN" / "Seguro Social" nearby (+0.4). Nine bare
 * digits in Spanish text are a phone ("Seguridad Social, cita previa 612345678"): only as the
 * value of its own label ("SSN: 512483391", +0.1 more) do they pass.
 */
function ssnBaseScore(sep: string, lang: Language): number {
  if (lang === SPANISH) return sep === '-' ? 0.25 : sep === '' ? 0.05 : 0.2;
  return sep === '-' ? 0.6 : sep === '' ? 0.15 : 0.3;
}

export function usSsnRecognizer(): PatternRecognizer {
  return new PatternRecognizer({
    id: 'us_ssn',
    entity: 'US_SSN',
    // The serial: four digits.
    minDigitRun: 4,
    patterns: [
      {
        regex: SSN,
        starts: (text) => startsFromRuns(text, SSN_RUNS),
        validate: (m, _text, lang) => {
          const [, area = '', sep = '', group = '', serial = ''] = m;
          if (!ssnValid(area, group, serial)) return null;
          // A dashed 3-2-4 number is the SSN's own shape; spaced or bare digits need context.
          // In Spanish every shape needs it ("Número de Seguro Social: 512-48-3391").
          let score = ssnBaseScore(sep, lang);
          // Famous fakes stay below the threshold unless context says they really are SSNs.
          if (KNOWN_FAKE_SSNS.has(area + group + serial)) score -= 0.15;
          return whole(m, score);
        },
      },
    ],
    context: {
      en: ['ssn', 'ssns', 'social security', 'social security number', 'social security no', 'ss#', 'ss #', 'ssn#', 'soc sec', 'social'],
      // The SSA's own Spanish name: "Administración del Seguro Social", "tarjeta de Seguro Social";
      // forms also write "Número de Seguridad Social". Spain's NSS has twelve digits ("28/12345678/40")
      // and never this 3-2-4 shape; a bare nine-digit number there is a phone (see ssnBaseScore).
      es: [
        'ssn', 'ss#', 'seguro social', 'número de seguro social', 'numero de seguro social', 'seguridad social',
        'social security', 'social security number',
      ],
    },
    contextBoost: 0.4,
    // "ticket 219-44-8871", "case 556-20-1184": a reference number that happens to be 3-2-4.
    negativeContext: {
      en: ['ticket', 'tickets', 'case', 'order', 'ref', 'reference', 'incident', 'invoice', 'po', 'tracking'],
      es: ['ticket', 'caso', 'pedido', 'ref', 'referencia', 'incidencia', 'factura', 'seguimiento', 'expediente'],
    },
    negativePenalty: 0.3,
  });
}

// ---- US_ITIN --------------------------------------------------------------------------------
const ITIN = /(?<![\w-])(9\d{2})([- ]?)(\d{2})\2(\d{4})(?![\w-]|\.\d)/g;

/** As the SSN's (3 digits, "-" or " ", 2 digits and the same separator; or 9), starting with a 9. */
const ITIN_RUNS: RunShape = {
  lengths: lengthBits(3, 9),
  test: (text, start, end, out) => {
    const next = text.charCodeAt(end);
    const grouped = (next === HYPHEN || next === SPACE) && groupThenSameSeparator(text, end, next, SSN_GROUP);
    if (text.charCodeAt(start) === DIGIT_9 && (end - start === 9 || grouped)) out.push(start);
  },
};

function itinGroupValid(g: number): boolean {
  return (g >= 50 && g <= 65) || (g >= 70 && g <= 88) || (g >= 90 && g <= 92) || (g >= 94 && g <= 99);
}

export function usItinRecognizer(): PatternRecognizer {
  return new PatternRecognizer({
    id: 'us_itin',
    entity: 'US_ITIN',
    minDigitRun: 4,
    prefilter: /9\d{2}/,
    patterns: [
      {
        regex: ITIN,
        starts: (text) => startsFromRuns(text, ITIN_RUNS),
        validate: (m, _text, lang) => {
          const [, , sep = '', group = ''] = m;
          if (!itinGroupValid(Number(group))) return null;
          // In Spanish every shape needs "ITIN" nearby: "ITIN: 912-78-4402".
          if (lang === SPANISH) return whole(m, sep === '-' ? 0.2 : sep === ' ' ? 0.15 : 0.1);
          return whole(m, sep === '-' ? 0.55 : sep === ' ' ? 0.3 : 0.2);
        },
      },
    ],
    context: {
      en: ['itin', 'individual taxpayer', 'taxpayer identification', 'taxpayer id', 'tax id', 'tin'],
      // The IRS's Spanish name: "Número de Identificación Personal del Contribuyente".
      es: ['itin', 'identificación personal del contribuyente', 'identificacion personal del contribuyente', 'individual taxpayer'],
    },
    contextBoost: 0.4,
  });
}

// ---- ABA_ROUTING_NUMBER ---------------------------------------------------------------------
const ABA = /(?<![\w-])(?:\d{9}|\d{4}-\d{4}-\d)(?![\w-]|\.\d)/g;

/** A run of 9 digits, or of 4 before "-" ("0610-0015-9"). */
const ABA_RUNS: RunShape = {
  lengths: lengthBits(4, 9),
  test: (text, start, end, out) => {
    if (end - start === 9 || (text.charCodeAt(end) === HYPHEN && isDigitCode(text.charCodeAt(end + 1)))) out.push(start);
  },
};

function abaPrefixValid(d: string): boolean {
  const p = Number(d.slice(0, 2));
  return p <= 12 || (p >= 21 && p <= 32) || (p >= 61 && p <= 72) || p === 80;
}

export function abaRoutingRecognizer(): PatternRecognizer {
  return new PatternRecognizer({
    id: 'aba_routing',
    entity: 'ABA_ROUTING_NUMBER',
    minDigitRun: 4,
    patterns: [
      {
        regex: ABA,
        starts: (text) => startsFromRuns(text, ABA_RUNS),
        validate: (m) => {
          const d = digitsOf(m[0]);
          if (!abaValid(d) || !abaPrefixValid(d) || allSame(d)) return null;
          return whole(m, 0.25);
        },
      },
    ],
    context: {
      en: ['aba', 'routing', 'routing number', 'routing no', 'rtn', 'transit number', 'routing #', 'aba#', 'aba number', 'bank routing'],
      // "verifique el número de ruta 067000108", "Routing: 122000661" (the English word on a Spanish
      // form), "número de enrutamiento". Words are also the recognizer's trigger (one shared scan per
      // text, where every accented word costs): "código ABA" is read by "aba".
      es: ['aba', 'routing', 'número de ruta', 'numero de ruta', 'ruta bancaria', 'enrutamiento'],
    },
    contextBoost: 0.5,
    scoreWithoutContext: 0.25,
  });
}

// ---- US_BANK_NUMBER -------------------------------------------------------------------------
const BANK = /(?<![\w-])\d{8,17}(?![\w-]|\.\d)/g;
/** A whole run of 8 to 17 digits: a digit may neither precede nor follow the match. */
const BANK_RUNS: RunShape = { lengths: lengthBitsBetween(8, 17) };

/**
 * A British account number: eight digits after the bank's sort code on the same line ("sort code
 * 20-45-18, acct 73029164", "Sort: 40-11-62 Acc 31926819"). It is no US bank number (dates7; the
 * dev sets leave it unlabelled: no type of the catalog holds it).
 */
const UK_ACCOUNT_DIGITS = 8;
const SORT_CODE_BEFORE = /(?:^|[^\d-])\d{2}-\d{2}-\d{2}(?![\d-])[^\n\d]{1,20}$/;
const SORT_CODE_WINDOW = 32;

function ukAccountAfterSortCode(m: RegExpExecArray, text: string): boolean {
  return m[0].length === UK_ACCOUNT_DIGITS && SORT_CODE_BEFORE.test(text.slice(Math.max(0, m.index - SORT_CODE_WINDOW), m.index));
}

export function usBankNumberRecognizer(): PatternRecognizer {
  return new PatternRecognizer({
    id: 'us_bank_number',
    entity: 'US_BANK_NUMBER',
    minDigitRun: 8,
    patterns: [
      { regex: BANK, starts: (text) => startsFromRuns(text, BANK_RUNS), validate: (m, text) => (allSame(m[0]) || ukAccountAfterSortCode(m, text) ? null : whole(m, 0.1)) },
    ],
    context: {
      en: ['bank account', 'account number', 'account no', 'account #', 'acct', 'acct no', 'acct #', 'account', 'checking', 'savings', 'deposit', 'bank acct', 'beneficiary account'],
      // "su número de cuenta 3302174471" ("de cuenta": número, n.º, estado, titular de cuenta),
      // "Cuenta destino: 004417829305", "Cuenta: 4012789634". Not "cuenta" alone: "tener en cuenta",
      // "me cuenta que" are everyday Spanish. ASCII words: they are also the trigger scan's.
      es: [
        'de cuenta', 'cuenta:', 'cuenta #', 'cuenta no.', 'cuenta bancaria', 'cuenta de cheques', 'cuenta corriente', 'cuenta de ahorro', 'cuenta de ahorros',
        'cuenta destino', 'cuenta de destino', 'cuenta de origen', 'cuenta origen', 'cuenta del beneficiario', 'account number', 'bank account',
      ],
    },
    contextBoost: 0.5,
    scoreWithoutContext: 0.1,
  });
}

// ---- US_PASSPORT ----------------------------------------------------------------------------
// Nine digits (book) or a letter and eight digits (next generation passports since 2021).
const PASSPORT = /(?<![\w-])(?:[A-Z]\d{8}|\d{9})(?![\w-])/g;
/** A whole run of 9 digits, or the capital right before a whole run of 8 ("A12345678"). */
const PASSPORT_RUNS: RunShape = {
  lengths: lengthBits(8, 9),
  test: (text, start, end, out) => {
    if (end - start === 9) out.push(start);
    else if (isUpperCode(text.charCodeAt(start - 1))) out.push(start - 1);
  },
};
/**
 * Other countries' passports a US form or booking also records, after the same "Passport no."
 * label: a letter and seven digits (India "Z4821937"), two letters and seven digits (Ireland
 * "PX7731946"), two and six (Canada "AB123456"), three and six (Spain "PAF482913"). Context-only,
 * like the US forms; in Spanish text too ("Pasaporte: PAF482913").
 */
const PASSPORT_FOREIGN = /(?<![\w-])(?:[A-Z]{1,2}\d{7}|[A-Z]{2,3}\d{6})(?![\w-])/g;
const PASSPORT_FOREIGN_DIGITS = 6;
const PASSPORT_US_DIGITS = 8;
/**
 * Where a foreign passport can start: the capitals right before a whole run of 7 digits (one or
 * two: "Z4821937", "PX7731946") or of 6 (two or three: "AB123456", "PAF482913"). The lookahead
 * refuses a digit after the run and the letters refuse one before it, so the run is the match's
 * whole digit part.
 */
const PASSPORT_FOREIGN_RUNS: RunShape = {
  lengths: lengthBits(6, 7),
  test: (text, start, end, out) => {
    const six = end - start === 6;
    if (!isUpperCode(text.charCodeAt(start - 1))) return;
    const two = isUpperCode(text.charCodeAt(start - 2));
    if (six && two && isUpperCode(text.charCodeAt(start - 3))) out.push(start - 3);
    if (two) out.push(start - 2);
    if (!six) out.push(start - 1);
  },
};

export function usPassportRecognizer(): PatternRecognizer {
  return new PatternRecognizer({
    id: 'us_passport',
    entity: 'US_PASSPORT',
    minDigitRun: PASSPORT_FOREIGN_DIGITS,
    patterns: [
      {
        regex: PASSPORT,
        minDigitRun: PASSPORT_US_DIGITS,
        starts: (text) => startsFromRuns(text, PASSPORT_RUNS),
        validate: (m) => (allSame(digitsOf(m[0])) ? null : whole(m, 0.1)),
      },
      { regex: PASSPORT_FOREIGN, starts: (text) => startsFromRuns(text, PASSPORT_FOREIGN_RUNS), validate: (m) => (allSame(digitsOf(m[0])) ? null : whole(m, 0.1)) },
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
/** Characters of the Washington form before its digits: a capital, then six capitals or "*". */
const STATE_LETTERS = 7;
/**
 * Where a state licence can start, by alternative: seven characters before a run of 3 to 5 digits
 * (the three digits, then up to two of the check characters), the first a capital and the others
 * capitals or "*" ("HOLLOAR491KB": the run "491" starts after "HOLLOAR"); a whole run of exactly 2
 * digits before "-" and a digit ("14-218-7730"). Neither can start anywhere else: the first
 * alternative's digits follow a letter or "*", so they start a run.
 */
const STATE_LICENSE_RUNS: RunShape = {
  lengths: lengthBitsBetween(2, 5),
  test: (text, start, end, out) => {
    const n = end - start;
    if (n >= 3 && start >= STATE_LETTERS && isUpperCode(text.charCodeAt(start - STATE_LETTERS))) {
      let k = start - STATE_LETTERS + 1;
      while (k < start && (isUpperCode(text.charCodeAt(k)) || text.charCodeAt(k) === ASTERISK)) k++;
      if (k === start) out.push(start - STATE_LETTERS);
    }
    if (n === 2 && text.charCodeAt(end) === HYPHEN && isDigitCode(text.charCodeAt(end + 1))) out.push(start);
  },
};

const WDL = 'WDL';

/**
 * Where a licence can start, by alternative: "WDL…" (Washington: may hold no digit, found by
 * indexOf); one or two capitals before a run of at least 2 digits ("D1234567", "AB12 345");
 * a capital and "-" before a run of 3 ("A-123-…"); a whole run of 7 to 12 digits; a run of 3
 * before "-" ("123-456-789"); a run of 2 or 3 before a space and a digit ("12 345 678").
 */
const DRIVER_LICENSE_RUNS: RunShape = {
  // Every alternative reads at least two digits in its first run.
  lengths: lengthBitsBetween(2, Infinity),
  test: (text, start, end, out) => {
    const n = end - start;
    const before = text.charCodeAt(start - 1);
    const before2 = text.charCodeAt(start - 2);
    if (isUpperCode(before2) && (isUpperCode(before) || (before === HYPHEN && n === 3))) out.push(start - 2);
    if (isUpperCode(before)) out.push(start - 1);
    const after = text.charCodeAt(end);
    if (
      (n >= 7 && n <= 12) ||
      (n === 3 && after === HYPHEN) ||
      ((n === 2 || n === 3) && after === SPACE && isDigitCode(text.charCodeAt(end + 1)))
    ) {
      out.push(start);
    }
  },
};

function driverLicenseStarts(text: string): readonly number[] {
  const starts = startsFromRuns(text, DRIVER_LICENSE_RUNS);
  let w = text.indexOf(WDL);
  if (w === -1) return starts;
  const all = [...starts];
  for (; w !== -1; w = text.indexOf(WDL, w + 1)) all.push(w);
  return all.sort((a, b) => a - b);
}

export function usDriverLicenseRecognizer(): PatternRecognizer {
  return new PatternRecognizer({
    id: 'us_driver_license',
    entity: 'US_DRIVER_LICENSE',
    minDigitRun: 3,
    patterns: [
      {
        regex: DRIVER_LICENSE,
        starts: driverLicenseStarts,
        validate: (m) => {
          // Washington's "WDL" + nine characters may hold few digits; other formats need four.
          if (m[0].startsWith('WDL')) return whole(m, 0.1);
          const d = digitsOf(m[0]);
          return d.length < 4 || allSame(d) ? null : whole(m, 0.1);
        },
      },
      { regex: STATE_LICENSE, starts: (text) => startsFromRuns(text, STATE_LICENSE_RUNS), score: 0.1 },
    ],
    context: {
      en: ["driver's license", 'drivers license', 'driver license', "driver's licence", 'driver licence', 'drivers licence', 'driving licence', 'driving license', 'driver lic', 'dl', 'dl#', 'dl #', 'dl no', 'dln', 'license to drive', "driver's lic"],
      // "Licencia de manejo TX: 27481935", "Licencia de conducir n.º 30481926", "permiso de conducir".
      es: [
        'licencia de conducir', 'licencia de manejo', 'licencia de manejar', 'licencia para conducir', 'licencia de conductor',
        'permiso de conducir', 'carnet de conducir', "driver's license", 'driver license', 'dl', 'dl#',
      ],
    },
    contextBoost: 0.55,
    scoreWithoutContext: 0.1,
  });
}
