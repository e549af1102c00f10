import { allSame, npiValid } from './checksums.js';
import { digitRuns, hasDigitRun, loweredText } from '../text-facts.js';
import { DIGIT_0, UNDERSCORE } from '../ner/chars.js';
import { isDigitCode, isUpperCode, lengthBits, startsFromRuns, type RunShape } from './number-starts.js';
import { PatternRecognizer, suffixGroup, whole } from './pattern.js';
import { WORD_TRIGGERS } from './word-triggers.js';

// ---- US_NPI ---------------------------------------------------------------------------------
const NPI = /(?<![\w-])[12]\d{9}(?![\w-]|\.\d)/g;
const DIGIT_1 = 49;
const DIGIT_2 = 50;
/** A whole run of exactly 10 digits (no digit may precede or follow) starting with 1 or 2. */
const NPI_RUNS: RunShape = {
  lengths: lengthBits(10),
  test: (text, start, _end, out) => {
    const first = text.charCodeAt(start);
    if (first === DIGIT_1 || first === DIGIT_2) out.push(start);
  },
};

export function usNpiRecognizer(): PatternRecognizer {
  return new PatternRecognizer({
    id: 'us_npi',
    entity: 'US_NPI',
    minDigitRun: 10,
    prefilter: /[12]\d{9}/,
    // One ten-digit number in ten passes Luhn, so a bare NPI needs "NPI"/"provider" context.
    patterns: [{ regex: NPI, starts: (text) => startsFromRuns(text, NPI_RUNS), validate: (m) => (npiValid(m[0]) && !allSame(m[0]) ? whole(m, 0.3) : null) }],
    context: {
      en: ['npi', 'npi number', 'national provider', 'national provider identifier', 'provider id', 'provider number', 'prescriber'],
      // US Hispanic letters and forms: "Proveedor: Dr. Austin Garza, NPI 1647382013". Not
      // "proveedor" alone: in Spanish it is any supplier.
      es: ['npi', 'identificador nacional de proveedores', 'identificador nacional del proveedor', 'national provider identifier'],
    },
    contextBoost: 0.55,
    scoreWithoutContext: 0.3,
  });
}

// ---- US_MBI ---------------------------------------------------------------------------------
// CMS layout: C A AN N - A AN N - A A N N; letters exclude S, L, O, I, B, Z.
const L = '[AC-HJKMNP-RT-Y]';
const AN = '[AC-HJKMNP-RT-Y0-9]';
const MBI = new RegExp(`(?<![\\w-])[1-9]${L}${AN}\\d(-?)${L}${AN}\\d\\1${L}${L}\\d{2}(?![\\w-])`, 'g');
/** One digit 1-9 (no digit before it) and a capital: a run of exactly one digit before a capital ("1EG4…"). */
const MBI_RUNS: RunShape = {
  lengths: lengthBits(1),
  test: (text, start, end, out) => {
    if (text.charCodeAt(start) !== DIGIT_0 && isUpperCode(text.charCodeAt(end))) out.push(start);
  },
};

export function usMbiRecognizer(): PatternRecognizer {
  return new PatternRecognizer({
    id: 'us_mbi',
    entity: 'US_MBI',
    // No prefilter: "[1-9][A-Z]" passed most texts and cost about as much as the pattern itself.
    patterns: [{ regex: MBI, starts: (text) => startsFromRuns(text, MBI_RUNS), score: 0.6 }],
    // Its layout is strict (eleven characters, letters and digits in fixed places, no S, L, O, I,
    // B, Z), so it stands alone in Spanish text too: "Medicare (MBI): 4TQ7-HN2-RD58".
    context: {
      en: ['mbi', 'medicare', 'medicare beneficiary', 'beneficiary identifier', 'medicare number', 'medicare id', 'cms'],
      es: ['mbi', 'medicare', 'número de medicare', 'numero de medicare', 'tarjeta de medicare'],
    },
    contextBoost: 0.3,
  });
}

// ---- MEDICAL_RECORD_NUMBER ------------------------------------------------------------------
// The label is part of the regex; the span is only the identifier after it (a suffix group).
const NUMBER_WORD = '(?:(?:number|num|no|n[º°o]|n\\.[º°o]|#|número|numero)\\.?[\\s:#]{0,3})?';
// A hospital's letter code may stand before the number after a space: "Hosp no: RXH 2208841"
// (in capitals, checked in mrnIdOk: the regex is case-insensitive).
const ID = '((?:[A-Z]{2,4} (?=\\d{5,9}(?![\\w/-])))?(?=[A-Za-z0-9/-]{0,20}\\d)[A-Za-z0-9][A-Za-z0-9/-]{2,19}[A-Za-z0-9])(?![\\w/-])';
// "Hospital no. K0884217": British hospitals' own patient number; "Folder no: GSH-2214870": South
// African public hospitals' patient folder. Spanish health cards: "Nº tarjeta sanitaria:
// CBMR480908610019", "CIP: GRPL840311918" (its personal identification code); a Chilean chart:
// "Ficha: 00734219" (both checked in mrnLabelOk). Kenyan and Indian hospitals number in- and
// out-patients: "IP/OP no. KNH/OP/2026/014472", "OP No: 2231/25"; Australian hospitals the unit
// record: "UR 0088412" (both in capitals, mrnLabelOk). A log writes "expediente=HG-2019-004512".
const MRN = new RegExp(
  `\\b(?:mrn|hosp(?:ital|\\.)? (?:no|number|#)|folder (?:no|number|#)|(?:ip\\/op|ip|op|ipd|opd) (?:no|number|#)|ur|medical record|med\\.? rec\\.?|patient id|patient number|patient no|patient account(?: no\\.?| number| #)?|chart (?:no|number|#)|historia cl[ií]nica|nhc|expediente m[eé]dico|expediente cl[ií]nico|n[º°o]\\.? de historia|n[uú]mero de historia|h\\.c\\.|hc|expediente|tarjeta sanitaria(?: individual)?|cip(?:-sns)?|ficha(?: cl[ií]nica)?)` +
    `\\.?[\\s:#=-]{0,4}${NUMBER_WORD}${ID}`,
  'gi',
);

/** Words every text with a record number holds (substrings, any case): the recognizer's gate. */
const MRN_WORDS = WORD_TRIGGERS.register([
  'mrn', 'record', 'rec.', 'patient', 'chart', 'historia', 'nhc', 'expediente',
  'hospital n', 'hospital #', 'hosp n', 'hosp. n', 'hosp #', 'hosp. #', 'folder n', 'folder #', 'tarjeta sanitaria', 'cip:', 'cip ', 'cip-', 'ficha',
]);
/**
 * The "HC" / "H.C." labels end a word (`h\.?c\b`: "HC: 5548210", not "HCl"), which no substring
 * test says: each "hc" and "h.c" of the lower-cased text (`indexOf`, native) is checked for a
 * non-word character after it, in the text itself (the Kelvin sign lower-cases to "k"). The text
 * lower-cased keeps every offset, and only "H" and "C" lower-case to "h" and "c", the two cases
 * the case-insensitive regex without `u` reads; when lower-casing changed the text's length
 * ("İ"), the regex answers.
 */
const HC_LABELS = ['hc', 'h.c'];
const HC_WORD_END = /h\.?c\b/i;

function hasHcLabel(text: string): boolean {
  const lower = loweredText(text);
  if (lower === undefined) return HC_WORD_END.test(text);
  for (const label of HC_LABELS) {
    for (let q = lower.indexOf(label); q !== -1; q = lower.indexOf(label, q + 1)) {
      if (!isAsciiWordCode(text.charCodeAt(q + label.length))) return true;
    }
  }
  return false;
}

/** What `\w` matches without the `u` flag: [A-Za-z0-9_]. */
function isAsciiWordCode(c: number): boolean {
  return isAsciiLetterCode(c) || isDigitCode(c) || c === UNDERSCORE;
}

/**
 * The record number gate: `/mrn|record|rec\.|patient|chart|historia|nhc|expediente|h\.?c\b/i`,
 * answered by the shared word scan and the label test above (exported for its test).
 */
export function mentionsRecordLabel(text: string): boolean {
  return WORD_TRIGGERS.has(text, MRN_WORDS) || hasHcLabel(text) || hasUrLabel(text) || hasPatientNoLabel(text);
}

/**
 * The in-/out-patient labels in capitals before "no"/"No"/"number"/"#" ("IP/OP no.", "OP No:"),
 * found by indexOf: "shop now" or "IP 10.0.0.1" does not open the record scan.
 */
const PATIENT_NO_OPENERS = ['IP/OP ', 'IP ', 'OP ', 'IPD ', 'OPD '];
const PATIENT_NO_NEXT: ReadonlySet<number> = new Set([...'nN#'].map((ch) => ch.charCodeAt(0)));

function hasPatientNoLabel(text: string): boolean {
  for (const label of PATIENT_NO_OPENERS) {
    for (let q = text.indexOf(label); q !== -1; q = text.indexOf(label, q + 1)) {
      if (!isAsciiWordCode(text.charCodeAt(q - 1)) && PATIENT_NO_NEXT.has(text.charCodeAt(q + label.length))) return true;
    }
  }
  return false;
}

/** "UR" in capitals as a word before a separator ("UR 0088412", "UR: …"), found by indexOf. */
function hasUrLabel(text: string): boolean {
  for (let q = text.indexOf('UR'); q !== -1; q = text.indexOf('UR', q + 1)) {
    if (!isAsciiWordCode(text.charCodeAt(q - 1)) && UR_SEPARATORS.has(text.charCodeAt(q + 2))) return true;
  }
  return false;
}
/** What may follow the "UR" label: a space, ":", "#", "." or "=". */
const UR_SEPARATORS: ReadonlySet<number> = new Set([...' :#.='].map((ch) => ch.charCodeAt(0)));
/**
 * Australian hospitals' unit record number: "UR" in capitals, then digits only ("UR 0088412",
 * "UR No. 4471203"); "ur" in a chat or "UR" before a word is nothing.
 */
const UR_LABEL = /^UR[\s:#.=]{1,4}(?:(?:no|number)\.?[\s:#]{0,3})?\d{5,9}$/i;
/** "IP/OP no.", "OP No", "OPD no": the in-/out-patient labels are written in capitals. */
const PATIENT_NO_LABEL = /^(?:IP\/OP|IP|OP|IPD|OPD) /;
const PATIENT_NO_WORD = /^(?:ip\/op|ip|op|ipd|opd) /i;
/** "HC" / "H.C." (historia clínica, Latin American charts: "HC: 5548210") only in capitals. */
const HC_LABEL = /^H\.?C\.?(?![A-Za-z])/;
/**
 * "Expediente" alone is any case file (a traffic fine's "Expediente: 280.045…"); it is a medical
 * record on a patient's line: "Paciente: Rigoberto Salcedo   Expediente: LC-0093817".
 */
const EXPEDIENTE = /^expediente(?![\s.:#-]{0,4}(?:m[eé]dico|cl[ií]nico))/i;
const PATIENT_BEFORE = /paciente|patient/i;
const PATIENT_WINDOW = 80;

/**
 * "CIP" is also the Peruvian engineers' college ("Ing. Ruiz, CIP 84512"): a health card's code
 * is written in capitals and starts with letters ("CIP: GRPL840311918", "CIP-SNS: AN0123456789").
 */
const CIP_LABEL = /^CIP(?:-SNS)?[\s:#-]{0,4}[A-Z]{2}/;
/** "Ficha" is any form or sheet ("ficha de inscripción"): a chart number on a patient's note, with "Paciente" above it. */
const FICHA = /^ficha(?![\s.:#-]{0,4}cl[ií]nica)/i;
const FICHA_WINDOW = 160;

function mrnLabelOk(m: RegExpExecArray, text: string): boolean {
  // A letter code before the number is written in capitals ("RXH 2208841").
  const id = m[1] ?? '';
  if (id.includes(' ') && !/^[A-Z]{2,4} /.test(id)) return false;
  const c = m[0].charCodeAt(0) | 0x20;
  // No other label starts with "u": "URN123456" or "urgent 2" is no unit record.
  if (c === 0x75) return m[0].startsWith('UR') && UR_LABEL.test(m[0]);
  if ((c === 0x69 || c === 0x6f) && PATIENT_NO_WORD.test(m[0])) return PATIENT_NO_LABEL.test(m[0]);
  if (c === 0x68 && /^h\.?c/i.test(m[0])) return HC_LABEL.test(m[0]);
  if (c === 0x65 && EXPEDIENTE.test(m[0])) {
    let before = text.slice(Math.max(0, m.index - PATIENT_WINDOW), m.index);
    const nl = before.lastIndexOf('\n');
    if (nl !== -1) before = before.slice(nl + 1);
    return PATIENT_BEFORE.test(before);
  }
  if (c === 0x63 && /^cip/i.test(m[0])) return CIP_LABEL.test(m[0]);
  if (c === 0x66 && FICHA.test(m[0])) return PATIENT_BEFORE.test(text.slice(Math.max(0, m.index - FICHA_WINDOW), m.index));
  return true;
}

/**
 * A record number whose own prefix is the label, glued by one hyphen, as a clinic's export writes
 * its identifiers: "MRN-0048812,Harriet…" is one identifier, not a label before "0048812" (in
 * capitals; "mrn-" in a sentence stays a label). dates7.
 */
const GLUED_LABEL_ID = /^(?:MRN|NHC|HC)-\d+$/;

function gluedLabelId(m: RegExpExecArray): ReturnType<typeof suffixGroup> {
  return GLUED_LABEL_ID.test(m[0]) ? whole(m, 0.85) : null;
}

export function medicalRecordRecognizer(): PatternRecognizer {
  return new PatternRecognizer({
    id: 'medical_record_number',
    entity: 'MEDICAL_RECORD_NUMBER',
    prefilter: mentionsRecordLabel,
    patterns: [{ regex: MRN, validate: (m, text) => (mrnLabelOk(m, text) ? final(gluedLabelId(m) ?? suffixGroup(m, 1, 0.85)) : null) }],
  });
}

// ---- MEDICAL_LICENSE ------------------------------------------------------------------------
// A licence number may carry a board prefix before a space: "RN 2841177", "G 84213" (California).
// The prefix must be written in capitals (checked in validate: the regex is case-insensitive).
// Ohio's board writes a licence as the profession's code, a dot and six digits: "35.128764" (MD).
const LICENSE_ID = `(\\d{2}\\.\\d{6}(?![\\w/.-])|(?:[A-Z]{1,3} (?=\\d{4,9}(?![\\w/-])))?(?=[A-Za-z0-9/-]{0,20}\\d)[A-Za-z0-9][A-Za-z0-9/-]{2,19}[A-Za-z0-9])(?![\\w/-])`;
const CAPITAL_PREFIX = /^[A-Z]{1,3} /;
/** DVLA layout: five letters of the surname (9-padded), six digits of the birth date, initials, a digit, two check characters. */
const UK_DRIVING_LICENCE = /^[A-Z9]{5}\d{6}[A-Z9]{2}\d[A-Z0-9]{2}$/;
// Registration boards written before the number, checked in boardIdOk: the UK's GMC ("GMC No.
// 7012345") and NMC ("NMC PIN 14C0458E"), South Africa's HPCSA ("HPCSA MP 0634921"), Australia's
// AHPRA ("MED0001234567"), the Irish Medical Council's registration number ("MCRN 412873") and
// the Colegio Médico del Perú ("CMP 45821"). A US state code may
// stand between "licencia médica" and the number: "Licencia médica FL: ME 128734".
const LICENSE = new RegExp(
  `\\b(?:medical licen[cs]e|licen[cs]e|lic\\.|state licen[cs]e|n[º°o]\\.? de colegiado|n\\.[º°o] de colegiado|n[uú]mero de colegiado|n[uú]m\\.? de colegiado|colegiado|colegiada|col\\.|licencia m[eé]dica|licencia|matr[ií]cula profesional|gmc(?: reg(?:istration)?)?|nmc(?: pin)?|hpcsa(?: reg(?:istration)?)?|ahpra(?: reg(?:istration)?)?|mcrn|cmp)` +
    `\\.?[\\s:#-]{0,4}(?:[A-Z]{2}:\\s?)?${NUMBER_WORD}${LICENSE_ID}`,
  'gi',
);
/**
 * Each board's own number shape, so that a truck ("GMC 2500") or a compressor model ("CMP 45")
 * is no licence: the label (lower case, without "reg…"/"pin") maps to the shape of the number.
 */
const BOARD_IDS: ReadonlyMap<string, RegExp> = new Map([
  ['gmc', /^\d{7}$/],
  ['nmc', /^\d{2}[A-Z]\d{4}[A-Z]$/],
  ['hpcsa', /^(?:[A-Z]{2,3} ?)?\d{5,7}$/],
  ['ahpra', /^[A-Z]{3}\d{10}$/],
  ['mcrn', /^\d{5,6}$/],
  ['cmp', /^\d{4,6}$/],
]);
const BOARD_LABEL = /^(gmc|nmc|hpcsa|ahpra|mcrn|cmp)\b/i;

/** A board label needs its own number shape, and "CMP" its capitals; other labels pass. */
function boardIdOk(label: string, id: string): boolean {
  const board = BOARD_LABEL.exec(label);
  if (board === null) return true;
  const key = (board[1] as string).toLowerCase();
  if (key === 'cmp' && board[1] !== 'CMP') return false;
  return (BOARD_IDS.get(key) as RegExp).test(id);
}
// A bare DEA registration number: two letters and seven digits with its own checksum.
const DEA = /(?<![\w-])[ABCDEFGHJKLMPRSTUX][A-Z]\d{7}(?![\w-])/g;
/**
 * A driving word before "license …" makes the number a driver's licence ("Additional driver:
 * Andre Brooks, license B5831907"): reported as US_DRIVER_LICENSE, whose own recognizer needs the
 * words next to each other ("driver's license"). A passport word before it: no licence at all.
 */
const DRIVING = /driv|conduc|manej|\bdl\b/i;
const PASSPORT_WORD = /passport|pasaporte/i;
/** Score of a driver's licence read from "license <id>" after a driving word (as the DL recognizer's label score). */
const DRIVING_LICENSE_SCORE = 0.7;
/** A driver's licence number holds at least four digits and no "/" (US_DRIVER_LICENSE's own test). */
const DRIVING_LICENSE_ID = /^(?=(?:\D*\d){4})[A-Za-z0-9-]+$/;
const LICENSE_WORDS = WORD_TRIGGERS.register(['licen', 'lic.', 'dea', 'colegiad', 'col.', 'matricula', 'matrícula', 'gmc', 'nmc', 'hpcsa', 'ahpra', 'mcrn', 'cmp']);
/** True when two ASCII letters stand right before a run of 7 or more digits (`/[A-Za-z]{2}\d{7}/`). */
export function twoLettersSevenDigits(text: string): boolean {
  const { count, at } = digitRuns(text);
  for (let k = 0; k < count; k++) {
    const start = at[2 * k] as number;
    if ((at[2 * k + 1] as number) - start >= DEA_DIGITS && isAsciiLetterCode(text.charCodeAt(start - 1)) && isAsciiLetterCode(text.charCodeAt(start - 2))) return true;
  }
  return false;
}

function isAsciiLetterCode(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}
/** Digits of a bare DEA number: a text without such a run skips the shape test and the DEA scan (shared per text). */
const DEA_DIGITS = 7;

export function deaValid(id: string): boolean {
  const d = id.slice(2);
  const n = (i: number): number => d.charCodeAt(i) - 48;
  const sum = n(0) + n(2) + n(4) + 2 * (n(1) + n(3) + n(5));
  return sum % 10 === n(6);
}

export function medicalLicenseRecognizer(): PatternRecognizer {
  return new PatternRecognizer({
    id: 'medical_license',
    entity: 'MEDICAL_LICENSE',
    // The words and the bare DEA shape as two tests: one alternation that may start with any
    // letter is tried at every position ([A-Z] under the i flag is [A-Za-z]; same answer).
    alsoEmits: ['US_DRIVER_LICENSE'],
    prefilter: (t) => WORD_TRIGGERS.has(t, LICENSE_WORDS) || (hasDigitRun(t, DEA_DIGITS) && twoLettersSevenDigits(t)),
    patterns: [
      {
        regex: LICENSE,
        validate: (m, text) => {
          // "driver's license no." is a US_DRIVER_LICENSE, not a medical one.
          const before = text.slice(Math.max(0, m.index - 24), m.index);
          if (PASSPORT_WORD.test(before)) return null;
          const id = m[1] ?? '';
          if (DRIVING.test(before)) {
            if (!DRIVING_LICENSE_ID.test(id)) return null;
            const c = final(suffixGroup(m, 1, DRIVING_LICENSE_SCORE));
            if (c) c.entity = 'US_DRIVER_LICENSE';
            return c;
          }
          // "licensed in 2019": a lower-case word before the number is no board prefix.
          if (id.includes(' ') && !CAPITAL_PREFIX.test(id)) return null;
          // A British driving licence after "Licence number:" ("MORGA657054SM9IJ").
          if (UK_DRIVING_LICENCE.test(id)) return null;
          if (!boardIdOk(m[0], id)) return null;
          return final(suffixGroup(m, 1, 0.8));
        },
      },
      { regex: DEA, minDigitRun: DEA_DIGITS, validate: (m) => (deaValid(m[0]) ? whole(m, 0.4) : null) },
    ],
    context: { en: ['dea', 'dea number', 'registration', 'prescriber', 'license'], es: ['colegiado', 'licencia'] },
    contextBoost: 0.4,
  });
}

function final<T extends { final?: boolean }>(c: T | null): T | null {
  if (c) c.final = true;
  return c;
}
