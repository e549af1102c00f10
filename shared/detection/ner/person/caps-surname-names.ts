/**
 * people8en (round 8). Two layouts that write the surname first, in capitals, then the given
 * names:
 *  - death notices and obituaries head each notice "SURNAME, Given names": "HOLLOWAY, Margaret
 *    Anne (née Duggan) – peacefully…", "KARIUKI, Samuel Njoroge ("Baba Wanjiku")", "PENHALIGON,
 *    Keith "Curly". Passed away…". The surname alone is found here (the given names after the
 *    comma are a capitalized run of their own);
 *  - airline bookings write "SURNAME/GIVEN TITLE": "ADEYEMI/OLUWAFEMI MR", "LOPEZ/MARIA MRS".
 */
import { type Candidate, type Doc, CAP, PUNCT, SEP_NEWLINE, SEP_SPACE, UPPER } from '../doc.js';
import { CLOSE_PAREN, COMMA, DOT, EM_DASH, EN_DASH, HYPHEN, OPEN_PAREN, QUOTE, SLASH } from '../chars.js';
import { NOT_NAME } from '../cues.js';
import { FINDER_SCORES } from './score-table.js';

/** Fewest letters of a surname in capitals ("NG" is left out: a code as often as a name). */
const MIN_SURNAME_LEN = 3;
/** Given-name words read after the comma ("Margaret Anne", "Samuel Njoroge"). */
const MAX_GIVEN_WORDS = 3;
/** Tokens that may follow the given names of a notice heading: a bracket, a quoted nickname, a dash, a stop. */
const AFTER_GIVEN = new Set([OPEN_PAREN, CLOSE_PAREN, QUOTE, 0x201c, COMMA, DOT, HYPHEN, EN_DASH, EM_DASH]);

/** "HOLLOWAY, Margaret Anne (née Duggan)" at a line start: the surname HOLLOWAY. */
export function capsSurnameHeading(doc: Doc, i: number): Candidate | undefined {
  if (doc.shape(i) !== UPPER || doc.len(i) < MIN_SURNAME_LEN || !(i === 0 || doc.sep(i) >= SEP_NEWLINE)) return undefined;
  const c = i + 1;
  if (!doc.isChar(c, COMMA) || !doc.adjacent(c)) return undefined;
  const g = c + 1;
  if (doc.sep(g) !== SEP_SPACE || doc.shape(g) !== CAP || !doc.firstName(g) || doc.commonWord(i) || NOT_NAME.has(doc.key(i))) return undefined;
  let e = g;
  while (e - g + 1 < MAX_GIVEN_WORDS && doc.sep(e + 1) === SEP_SPACE && doc.shape(e + 1) === CAP) e++;
  const n = e + 1;
  const closes = n >= doc.count || doc.sep(n) >= SEP_NEWLINE || (doc.kind(n) === PUNCT && AFTER_GIVEN.has(doc.charAt(n)));
  return closes ? doc.candidate('PERSON', i, i, FINDER_SCORES.capsSurnameHeading.score) : undefined;
}

/** Titles an airline writes after the given name ("ADEYEMI/OLUWAFEMI MR"). */
const AIRLINE_TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'mstr', 'dr']);

/** "ADEYEMI/OLUWAFEMI MR": surname, "/", given name, all in capitals, then a title. */
export function airlineName(doc: Doc, i: number): Candidate | undefined {
  if (doc.shape(i) !== UPPER || !doc.isChar(i + 1, SLASH) || !doc.adjacent(i + 1)) return undefined;
  const g = i + 2;
  if (doc.shape(g) !== UPPER || !doc.adjacent(g)) return undefined;
  const t = g + 1;
  if (doc.sep(t) !== SEP_SPACE || doc.shape(t) !== UPPER || !AIRLINE_TITLES.has(doc.key(t))) return undefined;
  // The title closes the name: no count after it ("HR/PAYROLL MR 12" is a code and a number).
  if (doc.isNum(t + 1) && doc.sep(t + 1) < SEP_NEWLINE) return undefined;
  return doc.candidate('PERSON', i, g, FINDER_SCORES.airlineName.score);
}
