/**
 * Candidate runs after a form or log label: "Name: John Smith", "Nombre y apellidos: Ana Pérez",
 * `name="Ana Pérez"`, "From: Jane Doe <...>", "A la atención de: Mateo Ramírez".
 */
import { NAME_LABELS, PARTICLES, TITLES } from '../cues.js';
import { type Candidate, type Doc, SEP_SPACE, SEP_NEWLINE, wordFilter } from '../doc.js';
import { APOSTROPHE, CLOSE_PAREN, COLON, COMMA, DOT, EN_DASH, EQUALS, HYPHEN, OPEN_PAREN, QUOTE, SEMICOLON, UNDERSCORE } from '../chars.js';
import { roleStart } from './runs.js';
import { FINDER_SCORES } from './score-table.js';

/** NAME_LABELS with a length and first-letter pre-test (Doc.keyIn): asked of every word before a colon. */
const F_NAME_LABELS = wordFilter(NAME_LABELS);

/** A label's parenthetical ("Name (as shown on your tax return):") spans at most this many tokens. */
const MAX_LABEL_PARENTHETICAL = 16;
/** At most this many words in a label's value. */
const MAX_VALUE_WORDS = 8;

/** The ":" or "=" after the label word at i ("name_full:", "Name (as shown…):"), or -1. */
function labelSeparator(doc: Doc, i: number): number {
  let j = i + 1;
  // "name_full" style keys continue with "_"; allow one more word.
  if (doc.isChar(j, UNDERSCORE) && doc.isWord(j + 1) && doc.adjacent(j + 1)) j += 2;
  // "Name (as shown on your tax return): …": a short parenthetical between label and colon.
  if (doc.isChar(j, OPEN_PAREN) && doc.spaced(j) && NAME_LABELS.has(doc.key(i))) {
    let k = j + 1;
    while (k < doc.count && k < j + MAX_LABEL_PARENTHETICAL && doc.sep(k) < SEP_NEWLINE && !doc.isChar(k, CLOSE_PAREN)) k++;
    if (doc.isChar(k, CLOSE_PAREN) && doc.sep(k) < SEP_NEWLINE) j = k + 1;
  }
  // The separator is checked first: it is cheap and rules out almost every word.
  if (!(doc.isChar(j, COLON) || doc.isChar(j, EQUALS))) return -1;
  // "A la atención de: Mateo Ramírez" ends in "de".
  if (!doc.keyIn(i, F_NAME_LABELS) && !(doc.key(i) === 'de' && doc.key(i - 1) === 'atencion')) return -1;
  return j;
}

/** "Name: John Smith", `name="Ana Pérez"`, "From: Jane Doe <...>". */
export function labelValue(doc: Doc, i: number): Candidate | undefined {
  let j = labelSeparator(doc, i);
  if (j < 0) return undefined;
  const isLog = doc.isChar(j, EQUALS);
  if (doc.sep(j) > SEP_SPACE) return undefined;
  j++;
  let quote = 0;
  if (doc.isChar(j, QUOTE) || doc.isChar(j, APOSTROPHE)) {
    quote = doc.charAt(j);
    j++;
  }
  if (j >= doc.count || doc.sep(j) > SEP_SPACE || !doc.isWord(j)) return undefined;
  if (isLog && !quote && doc.adjacent(j) === false) return undefined;
  const value = valueWords(doc, j, quote !== 0, isLog);
  if (!value) return undefined;
  const a = j;
  let b = value.b;
  const { words, lexical } = value;
  // "To: Accounts Payable <ap@...>", "Contact: Customer Service": a role or department.
  if (roleStart(doc, a, b) >= 0) return undefined;
  // "Patient's name: Renner, Anais": surname, comma, given name(s) to the end of the field.
  if (words === 1 && doc.isChar(b + 1, COMMA) && doc.adjacent(b + 1) && doc.spaced(b + 2) && doc.capitalized(b + 2) && doc.firstName(b + 2)) {
    const g = doc.spaced(b + 3) && doc.capitalized(b + 3) ? b + 3 : b + 2;
    if (g + 1 >= doc.count || doc.sep(g + 1) >= SEP_NEWLINE || doc.isChar(g + 1, COMMA) || doc.isChar(g + 1, SEMICOLON)) b = g;
  }
  // "Bill to: Jones - Renner" names a firm, not a person.
  if ((doc.isChar(b + 1, HYPHEN) || doc.isChar(b + 1, EN_DASH)) && doc.spaced(b + 1) && doc.capitalized(b + 2)) return undefined;
  let first = a;
  while (first < b && (!doc.isWord(first) || TITLES.has(doc.key(first)) || doc.isChar(first, DOT))) first++;
  if (words === 1 && lexical === 0 && doc.commonWord(b)) return undefined;
  const score = lexical > 0 || words >= 2 ? FINDER_SCORES.labelValue.score : FINDER_SCORES.labelValueUnknownWord.score;
  return doc.candidate('PERSON', first, b, score);
}

/**
 * The value's words from a: capitalized names (lower-case allowed in quoted or log values),
 * initials, particles. Returns its last token, word count and how many words the name lists know.
 */
function valueWords(doc: Doc, a: number, quoted: boolean, isLog: boolean): { b: number; words: number; lexical: number } | undefined {
  let j = a;
  let b = -1;
  let lexical = 0;
  let words = 0;
  while (j < doc.count && words < MAX_VALUE_WORDS) {
    if (j > a && doc.sep(j) !== SEP_SPACE && !(doc.isChar(j, DOT) && doc.adjacent(j))) break;
    if (doc.isChar(j, DOT) && doc.initial(j - 1)) {
      b = j;
      j++;
      continue;
    }
    if (!doc.isWord(j)) break;
    const lowerOk = quoted || isLog;
    if (doc.lower(j) && PARTICLES.has(doc.key(j)) && j > a) {
      j++;
      continue;
    }
    if (!(doc.capitalized(j) || doc.key(j) === 'mª' || (lowerOk && doc.lower(j)))) break;
    if (TITLES.has(doc.key(j)) && j === a) {
      // "Name: Dr. Ana López" → the title is no part of the name.
      j++;
      if (doc.isChar(j, DOT)) j++;
      continue;
    }
    if (doc.firstName(j) || doc.surname(j)) lexical++;
    words++;
    b = j;
    j++;
    if (isLog && !quoted) {
      // Unquoted log values are one token, and a whole one ("cliente=fe80::1" is no name).
      if (doc.adjacent(j) && j < doc.count && !doc.isChar(j, COMMA) && !doc.isChar(j, SEMICOLON)) return undefined;
      if (doc.lower(b) && !doc.firstName(b)) return undefined;
      break;
    }
  }
  if (b < 0 || words === 0) return undefined;
  return { b, words, lexical };
}
