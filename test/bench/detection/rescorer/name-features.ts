/**
 * The facts the re-scorer study (../rescore-study.ts) reads about one PERSON, LOCATION or
 * ORGANIZATION finding: its own score and shape, the word and characters around it, what the
 * lexicon knows of its first and last words, and what else the analysis found in the same text.
 * Offsets are UTF-16. The document facts carry most of the signal: a lone capitalised word in a
 * text with no e-mail, phone, date or ID is more often a product, a team or a heading than a
 * person in the blind files; in the hand-written realistic files it is more often a person.
 */
import { F_COMMON_EN, F_COMMON_ES, F_FIRST_EN, F_FIRST_ES, F_LAST_EN, F_LAST_ES, F_PLACE, F_STRONG_LAST, getLexicon } from '#shared/detection/ner/lexicon.js';
import { normalizeKey } from '#shared/detection/ner/normalize.js';
/** A finding as the study reads it (UTF-16 offsets). */
export interface NameFinding {
  entity_type: string;
  start: number;
  end: number;
  score: number;
}

export const FEATURE_NAMES = [
  'bias', 'person', 'location', 'spanish',
  'score', 'score>=0.8', 'score<0.55', 'score 0.55-0.65',
  'one word', 'three+ words', 'all upper case', 'all lower case',
  'starts a line', 'colon after', 'determiner before',
  'structured findings (/10)', 'no structured finding', 'name findings (/10)', 'only name finding',
  'text length (/2000)', 'digit after', 'text holds @',
  'one-word person', 'person score', 'location score',
  'given name first', 'surname last', 'everyday word first', 'place first', 'unknown first word',
] as const;

export const NAME_TYPES: ReadonlySet<string> = new Set(['PERSON', 'LOCATION', 'ORGANIZATION']);

/** Words before a name that make it a thing more often than a person or place ("the Jordan", "mi Galaxy"). */
const DETERMINERS: ReadonlySet<string> = new Set(['the', 'a', 'an', 'my', 'our', 'your', 'this', 'that', 'el', 'la', 'los', 'las', 'un', 'una', 'mi', 'nuestro', 'su']);

/** Characters read before and after a finding. */
const BEFORE = 25;
const AFTER = 15;

const LAST_WORD = /(\p{L}+)\P{L}*$/u;
const LINE_START = /\n\s*$/;
const DIGIT_AFTER = /^[\s,]*\(?\d/;
const SPACES = /\s+/;
/** Letters at either end of a word are what the lexicon keys ("(Tom" → "tom"). */
const EDGE_NON_LETTERS = /^\P{L}+|\P{L}+$/gu;

const GIVEN = F_FIRST_EN | F_FIRST_ES;
const SURNAME = F_LAST_EN | F_LAST_ES | F_STRONG_LAST;

/** Lexicon facts of one word of a finding (0 when unknown). */
function wordFlags(word: string): number {
  return getLexicon().flags(normalizeKey(word.replace(EDGE_NON_LETTERS, '')));
}

/** What every finding of one text shares: counted once per analysis, not once per name. */
export interface TextFacts {
  readonly spanish: boolean;
  readonly structured: number;
  readonly names: number;
  readonly length: number;
  readonly hasAt: boolean;
}

export function textFacts(text: string, findings: readonly NameFinding[], spanish: boolean): TextFacts {
  let names = 0;
  for (let i = 0; i < findings.length; i++) if (NAME_TYPES.has((findings[i] as NameFinding).entity_type)) names++;
  return { spanish, structured: findings.length - names, names, length: text.length, hasAt: text.includes('@') };
}

const bit = (b: boolean): number => (b ? 1 : 0);

/** The feature vector of one name finding, in FEATURE_NAMES order. */
export function nameFeatures(text: string, f: NameFinding, facts: TextFacts): number[] {
  const span = text.slice(f.start, f.end);
  const before = text.slice(Math.max(0, f.start - BEFORE), f.start);
  const after = text.slice(f.end, f.end + AFTER);
  const prevWord = (LAST_WORD.exec(before)?.[1] ?? '').toLowerCase();
  const parts = span.split(SPACES);
  const words = parts.length;
  const first = wordFlags(parts[0] as string);
  const last = words === 1 ? first : wordFlags(parts[words - 1] as string);
  const common = facts.spanish ? F_COMMON_ES : F_COMMON_EN;
  const person = f.entity_type === 'PERSON';
  const location = f.entity_type === 'LOCATION';
  const { score } = f;
  return [
    1, bit(person), bit(location), bit(facts.spanish),
    score, bit(score >= 0.8), bit(score < 0.55), bit(score >= 0.55 && score < 0.65),
    bit(words === 1), bit(words >= 3), bit(span === span.toUpperCase()), bit(span === span.toLowerCase()),
    bit(f.start === 0 || LINE_START.test(before)), bit(after.startsWith(':')), bit(DETERMINERS.has(prevWord)),
    Math.min(facts.structured, 10) / 10, bit(facts.structured === 0), Math.min(facts.names, 10) / 10, bit(facts.names === 1),
    Math.min(facts.length, 2000) / 2000, bit(DIGIT_AFTER.test(after)), bit(facts.hasAt),
    bit(person && words === 1), person ? score : 0, location ? score : 0,
    bit((first & GIVEN) !== 0), bit((last & SURNAME) !== 0), bit((first & common) !== 0 && (first & GIVEN) === 0),
    bit((first & F_PLACE) !== 0), bit(first === 0),
  ];
}
