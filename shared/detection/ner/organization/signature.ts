/**
 * Organizations from a line's layout: a sender's heading ("CaixaBank - Solicitud de préstamo")
 * and the employer in a signature line ("Account Manager, Brightwater Analytics").
 */
import { NOT_NAME, ORG_CONNECTORS, ROLE_HEADS } from '../cues.js';
import { type Candidate, type Doc, SEP_NEWLINE, wordFilter } from '../doc.js';
import { F_PLACE } from '../lexicon.js';
import { AMPERSAND, COMMA, DOT, EM_DASH, EN_DASH, HYPHEN, PIPE } from '../chars.js';
import { DOTTED_ABBREVIATIONS } from './cue-words.js';
import { ORG_SCORES } from './score-table.js';

const F_ROLE_HEADS = wordFilter(ROLE_HEADS);
/** A heading's sender name has at least three letters. */
const MIN_HEADING_NAME_LEN = 3;
/** A role before the employer has at most this many words ("Senior Customer Success Lead"). */
const MAX_ROLE_WORDS = 5;
/** The employer after a role spans at most this many tokens. */
const MAX_EMPLOYER_TOKENS = 10;

/**
 * "CaixaBank - Solicitud de préstamo", "Unicaja – Alerta": a line that opens with one word no
 * list knows, then a spaced dash or bar and a capitalized title, is a sender's heading.
 */
export function headingName(doc: Doc, i: number): Candidate | undefined {
  if (!(i === 0 || doc.sep(i) >= SEP_NEWLINE) || !doc.capitalized(i) || doc.len(i) < MIN_HEADING_NAME_LEN) return undefined;
  const d = i + 1;
  if (!doc.spaced(d) || !(doc.isChar(d, HYPHEN) || doc.isChar(d, EN_DASH) || doc.isChar(d, EM_DASH) || doc.isChar(d, PIPE))) return undefined;
  if (!doc.spaced(d + 1) || !doc.capitalized(d + 1)) return undefined;
  if (doc.knownWord(i) || doc.firstName(i) || doc.surname(i) || (doc.flags(i) & F_PLACE) !== 0 || NOT_NAME.has(doc.key(i))) return undefined;
  return doc.candidate('ORGANIZATION', i, i, ORG_SCORES.headingSender.score);
}

/**
 * Signature lines: "Account Manager, Brightwater Analytics", "Paralegal | Treutel - Crist",
 * "Senior Engineer at Kessler Labs". After a role word and a comma, bar or "at", the rest of the
 * line, when it is a short run of capitalized words, names the employer.
 */
export function afterRole(doc: Doc, i: number): Candidate | undefined {
  if (!doc.capitalized(i) || !doc.spaced(i)) return undefined;
  const p = i - 1;
  const sepOk = doc.isChar(p, COMMA) || doc.isChar(p, PIPE) || (doc.isWord(p) && doc.len(p) === 2 && doc.lower(p) && doc.key(p) === 'at');
  if (!sepOk) return undefined;
  const r = doc.isWord(p) ? p - 1 : p - 1;
  if (!doc.capitalized(r) || !doc.keyIn(r, F_ROLE_HEADS)) return undefined;
  // The role starts its line ("Customer Success Lead, …").
  let l = r;
  while (l > 0 && doc.sep(l) < SEP_NEWLINE && r - l < MAX_ROLE_WORDS && doc.isWord(l - 1)) l--;
  if (!(l === 0 || doc.sep(l) >= SEP_NEWLINE)) return undefined;
  // The value runs to the end of its line: capitalized words, connectors, commas, dashes, "&".
  let e = i;
  let words = 0;
  for (let j = i; j < doc.count && j < i + MAX_EMPLOYER_TOKENS; j++) {
    if (j > i && doc.sep(j) >= SEP_NEWLINE) break;
    if (doc.isWord(j) && (doc.capitalized(j) || (doc.lower(j) && ORG_CONNECTORS.has(doc.key(j))))) {
      if (doc.capitalized(j)) words++;
      e = j;
      continue;
    }
    if (doc.isChar(j, COMMA) || doc.isChar(j, HYPHEN) || doc.isChar(j, AMPERSAND) || doc.isChar(j, DOT)) continue;
    return undefined;
  }
  let named = false;
  for (let w = i; w <= e; w++) if (doc.capitalized(w) && !doc.commonWord(w) && !NOT_NAME.has(doc.key(w))) named = true;
  if (!named || words === 0 || !(e + 1 >= doc.count || doc.sep(e + 1) >= SEP_NEWLINE || (doc.isChar(e + 1, DOT) && doc.sep(e + 2) >= SEP_NEWLINE))) return undefined;
  if (!doc.isWord(e) || doc.lower(e)) return undefined;
  if (doc.isChar(e + 1, DOT) && doc.adjacent(e + 1) && DOTTED_ABBREVIATIONS.has(doc.key(e))) e++;
  return doc.candidate('ORGANIZATION', i, e, ORG_SCORES.afterRole.score);
}
