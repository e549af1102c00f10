import { nifLetter, nssValid } from './checksums.js';
import { DOT, HYPHEN, SLASH, SPACE } from '../ner/chars.js';
import { isDigitCode, lengthBits, startsFromRuns, type RunShape } from './number-starts.js';
import { PatternRecognizer } from './pattern.js';

const CONTEXT = {
  en: ['nif', 'dni', 'nie', 'tax id', 'spanish id', 'id number', 'identity'],
  es: ['nif', 'dni', 'nie', 'documento', 'documento nacional de identidad', 'identificación', 'identificacion', 'número de identidad', 'extranjero'],
};

// ---- ES_NIF ---------------------------------------------------------------------------------
// DNI: eight digits and a control letter (company CIFs are not personal data: not reported) ("12345678Z", "12.345.678-Z", "12345678 Z").
const DNI = /(?<![\w.-])(\d{2}\.?\d{3}\.?\d{3}|\d{8})[ -]?([A-Za-z])(?![\w])/g;
/**
 * The first digit run of "12.345.678", "12.345678", "12345.678" or "12345678": 2 or 5 digits
 * before a dot and a digit, or 8 before the letter (after one space or "-" at most). The
 * lookbehind refuses a digit before it.
 */
const DNI_RUNS: RunShape = {
  lengths: lengthBits(2, 5, 8),
  test: (text, start, end, out) => {
    const next = text.charCodeAt(end);
    if (end - start !== 8) {
      if (next === DOT && isDigitCode(text.charCodeAt(end + 1))) out.push(start);
      return;
    }
    const letterAt = next === SPACE || next === HYPHEN ? end + 1 : end;
    if (isAsciiLetterCode(text.charCodeAt(letterAt))) out.push(start);
  },
};

function isAsciiLetterCode(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

/**
 * "77.908.312-K": dots and a dash before "K" is how Chile writes its RUT (check digit 0-9 or K),
 * and K is also a NIF letter. In a text that names the RUT it is one, not a Spanish NIF (a
 * company's RUT in a supplier export: "rut_empresa,razon_social…"). Other letters cannot be a
 * RUT's check digit, and a NIF written "12345678K" keeps its finding.
 */
const RUT_LAYOUT_K = /^\d{1,2}\.\d{3}\.\d{3}-[Kk]$/;
const NAMES_RUT = /\bR\.?U\.?[TN]\b|\brut_|rol [uú]nico tributario/i;

export function esNifRecognizer(): PatternRecognizer {
  return new PatternRecognizer({
    id: 'es_nif',
    entity: 'ES_NIF',
    minDigitRun: 3,
    prefilter: /\d{7}|\d\.\d{3}\./,
    patterns: [
      {
        regex: DNI,
        starts: (text) => startsFromRuns(text, DNI_RUNS),
        validate: (m, text) => {
          const digits = (m[1] ?? '').replace(/\./g, '');
          const letter = (m[2] ?? '').toUpperCase();
          if (nifLetter(digits) !== letter) return null;
          if (letter === 'K' && RUT_LAYOUT_K.test(m[0]) && NAMES_RUT.test(text)) return null;
          // Upper-case letter is how NIFs are written; a lower-case one is a weaker signal.
          return { start: m.index, end: m.index + m[0].length, score: m[2] === letter ? 0.85 : 0.6 };
        },
      },
    ],
    context: CONTEXT,
    contextBoost: 0.15,
  });
}

// ---- ES_NIE ---------------------------------------------------------------------------------
const NIE = /(?<![\w-])([XYZxyz])[ -]?(\d{7})[ -]?([A-Za-z])(?![\w])/g;

const NIE_LETTERS = new Set([...'XYZxyz'].map((c) => c.charCodeAt(0)));
/** The X, Y or Z right before a whole run of 7 digits, or before one space or "-" and the run. */
const NIE_RUNS: RunShape = {
  lengths: lengthBits(7),
  test: (text, start, _end, out) => {
    const before = text.charCodeAt(start - 1);
    const at = before === SPACE || before === HYPHEN ? start - 2 : start - 1;
    if (NIE_LETTERS.has(text.charCodeAt(at))) out.push(at);
  },
};

export function esNieRecognizer(): PatternRecognizer {
  return new PatternRecognizer({
    id: 'es_nie',
    entity: 'ES_NIE',
    minDigitRun: 7,
    prefilter: /[XYZxyz][ -]?\d{7}/,
    patterns: [
      {
        regex: NIE,
        starts: (text) => startsFromRuns(text, NIE_RUNS),
        validate: (m) => {
          const prefix = 'XYZ'.indexOf((m[1] ?? '').toUpperCase());
          const letter = (m[3] ?? '').toUpperCase();
          if (nifLetter(String(prefix) + (m[2] ?? '')) !== letter) return null;
          return { start: m.index, end: m.index + m[0].length, score: m[3] === letter ? 0.85 : 0.6 };
        },
      },
    ],
    context: CONTEXT,
    contextBoost: 0.15,
  });
}

// ---- ES_NSS ---------------------------------------------------------------------------------
// Social security number: "28/12345678/40", "28 12345678 40", "28-12345678-40" or "281234567840".
// Written with its separators, a valid control (1 in 97 by chance) and the 2-8-2 grouping are a
// clear signal; twelve bare digits are common (orders, references), so they need context.
const NSS = /(?<![\w/.-])(\d{2})([/ -]?)(\d{8})\2(\d{2})(?![\w/-]|\.\d)/g;
const NSS_CONTEXT = {
  en: ['social security', 'nss', 'spanish social security', 'affiliation number'],
  es: ['seguridad social', 'nss', 'n.s.s', 'afiliación', 'afiliacion', 'número de afiliación', 'nº afiliación', 'naf', 'seg. social', 'ss'],
};

/** A run of exactly 2 digits before a separator ("/", " ", "-") and a run of exactly 8, or of 12 without one. */
const NSS_RUNS: RunShape = {
  lengths: lengthBits(2, 12),
  test: (text, start, end, out) => {
    const next = text.charCodeAt(end);
    if (end - start === 12 || ((next === SLASH || next === SPACE || next === HYPHEN) && runLengthAt(text, end + 1) === NSS_NUMBER)) {
      out.push(start);
    }
  },
};
/** Digits of the number between an NSS's province and its control digits. */
const NSS_NUMBER = 8;

/** Length of the digit run starting at `at`, counted up to one past `NSS_NUMBER`. */
function runLengthAt(text: string, at: number): number {
  let n = 0;
  while (n <= NSS_NUMBER && isDigitCode(text.charCodeAt(at + n))) n++;
  return n;
}

export function esNssRecognizer(): PatternRecognizer {
  return new PatternRecognizer({
    id: 'es_nss',
    entity: 'ES_NSS',
    minDigitRun: 8,
    prefilter: /\d{2}[/ -]?\d{8}/,
    patterns: [
      {
        regex: NSS,
        starts: (text) => startsFromRuns(text, NSS_RUNS),
        validate: (m) => {
          const digits = `${m[1]}${m[3]}${m[4]}`;
          if (!nssValid(digits)) return null;
          return { start: m.index, end: m.index + m[0].length, score: m[2] ? 0.7 : 0.35 };
        },
      },
    ],
    context: NSS_CONTEXT,
    contextBoost: 0.35,
  });
}
