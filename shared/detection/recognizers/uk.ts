import { HYPHEN, SPACE } from '../ner/chars.js';
import { allSame, digitsOf, nhsValid } from './checksums.js';
import { groupThenSameSeparator, isUpperCode, lengthBits, startsFromRuns, type RunShape } from './number-starts.js';
import { PatternRecognizer, whole } from './pattern.js';

/**
 * British identifiers are detected in Spanish text too (a Spanish speaker's British payslip or GP
 * letter: "NHS number 485 201 9371", "National Insurance number: JM 48 21 93 B"), always with
 * their label nearby there.
 */

// ---- UK_NHS ---------------------------------------------------------------------------------
// Printed as 3-3-4 ("943 476 5919"), sometimes with dashes, or as ten digits.
const NHS = /(?<![\w-])\d{3}([ -]?)\d{3}\1\d{4}(?![\w-]|\.\d)/g;

/** A run of exactly 3 digits before a separator (" " or "-"), 3 more and the same separator again, or of 10 without one. */
/** The middle group: "943 [476] 5919". */
const NHS_MIDDLE_GROUP = 3;
const NHS_RUNS: RunShape = {
  lengths: lengthBits(3, 10),
  test: (text, start, end, out) => {
    const next = text.charCodeAt(end);
    if (end - start === 10 || ((next === SPACE || next === HYPHEN) && groupThenSameSeparator(text, end, next, NHS_MIDDLE_GROUP))) out.push(start);
  },
};

export function ukNhsRecognizer(): PatternRecognizer {
  return new PatternRecognizer({
    id: 'uk_nhs',
    entity: 'UK_NHS',
    // The last group: four digits.
    minDigitRun: 4,
    patterns: [
      {
        regex: NHS,
        starts: (text) => startsFromRuns(text, NHS_RUNS),
        validate: (m) => {
          const d = digitsOf(m[0]);
          if (!nhsValid(d) || allSame(d)) return null;
          // One random 10-digit number in eleven passes mod 11, and US phones share the 3-3-4
          // shape: without "NHS" context it stays under the default threshold.
          return whole(m, m[1] === ' ' ? 0.45 : 0.35);
        },
      },
    ],
    context: {
      en: ['nhs', 'nhs number', 'nhs no', 'national health service', 'health service', 'nhs#', 'patient number'],
      es: ['nhs', 'nhs number', 'nhs no', 'número nhs', 'numero nhs', 'número del nhs', 'numero del nhs', 'national health service'],
    },
    contextBoost: 0.45,
  });
}

// ---- UK_NINO --------------------------------------------------------------------------------
// Two prefix letters (D, F, I, Q, U, V never used; O not second), six digits, suffix A–D.
const NINO = /(?<![\w])([A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]) ?(\d{2}) ?(\d{2}) ?(\d{2}) ?([A-D])(?![\w])/g;
/**
 * Two capitals, an optional space, then digit pairs with optional spaces: the first digit run
 * holds 2, 4 or 6 digits, and the capitals sit right before it or before one space.
 */
const NINO_RUNS: RunShape = {
  lengths: lengthBits(2, 4, 6),
  test: (text, start, _end, out) => {
    const at = text.charCodeAt(start - 1) === SPACE ? start - 3 : start - 2;
    if (isUpperCode(text.charCodeAt(at)) && isUpperCode(text.charCodeAt(at + 1))) out.push(at);
  },
};
const NINO_BAD_PREFIXES = new Set(['BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ']);

export function ukNinoRecognizer(): PatternRecognizer {
  return new PatternRecognizer({
    id: 'uk_nino',
    entity: 'UK_NINO',
    prefilter: /[A-Z]{2} ?\d{2}/,
    patterns: [
      {
        regex: NINO,
        starts: (text) => startsFromRuns(text, NINO_RUNS),
        // In Spanish text two capitals and six digits are as often a passport or a product code:
        // there it needs its label ("National Insurance number: JM 48 21 93 B").
        validate: (m, _text, lang) => (NINO_BAD_PREFIXES.has(m[1] ?? '') ? null : whole(m, lang === 'es' ? 0.3 : 0.65)),
      },
    ],
    context: {
      en: ['national insurance', 'ni number', 'ni no', 'nino', 'insurance number', 'nin'],
      es: ['national insurance', 'ni number', 'ni no', 'nino', 'insurance number', 'número de seguro nacional', 'numero de seguro nacional'],
    },
    contextBoost: 0.3,
  });
}
