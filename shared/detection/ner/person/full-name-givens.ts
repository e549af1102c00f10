/**
 * Given names a document spells in a full name somewhere ("Jun Takahashi", "Carla Brandt",
 * "Dawn Pryce"), so that the same given name alone elsewhere reads as that person: "Carla, Jun – I
 * promised I'd connect you two", "Carla runs growth at Fieldnote". Alone, such a word is weak when
 * it opens a sentence or is also an everyday word ("Jun", "Dawn", "Hope"); the full name in the
 * same text is the evidence a reader uses. document-names.ts does the same for surnames.
 *
 * A full name here: a capitalized given name (no month or weekday: "May 14" stays a date), one
 * space, then a capitalized surname or a word no list knows, which is no everyday word.
 */
import { NOT_NAME } from '../cues.js';
import { type Doc, SEP_NEWLINE } from '../doc.js';
import { COMMA } from '../chars.js';

/** Shorter words are initials, not surnames. */
const MIN_SURNAME_LEN = 2;

/**
 * Given name i opens a full name: a capitalized word one space after it, a surname or a word no
 * list knows, and no everyday word or other given name (a month or weekday key is tested apart).
 */
function opensFullName(doc: Doc, i: number): boolean {
  const n = i + 1;
  if (n >= doc.count || !doc.capitalized(n) || !doc.firstName(i) || doc.start(n) !== doc.end(i) + 1 || doc.len(n) < MIN_SURNAME_LEN) return false;
  if (doc.commonWord(n) || (doc.firstName(n) && !doc.surname(n))) return false;
  return doc.surname(n) || !doc.knownWord(n);
}

/** Token i is a given name the document also uses in a full name ("Jun" beside "Jun Takahashi"). */
export function givenOfFullName(doc: Doc, i: number): boolean {
  // The full name itself is no lone mention: "Jun Takahashi" is scored as a whole.
  if (doc.capitalized(i + 1) && doc.start(i + 1) === doc.end(i) + 1) return false;
  const k = doc.key(i);
  if (NOT_NAME.has(k)) return false;
  // Both words of a full name are capitalized: a few dozen key comparisons per ask (a document
  // asks a few times) cost less than collecting the given names of every document first.
  const caps = doc.capitalizedWords();
  for (let c = 0; c < caps.length; c++) {
    const j = caps[c]!;
    if (doc.key(j) === k && opensFullName(doc, j)) return true;
  }
  return false;
}

/**
 * people9es (round 9). Token i opens its line and a comma follows it: the name a message opens
 * by addressing its reader ("Pilar, creo que en la nómina de marzo…" below "Para: Pilar Domínguez
 * Rey"), which an everyday-word given name opening a sentence ("Mark the items as done") is not.
 */
export function vocativeOpeningLine(doc: Doc, i: number): boolean {
  return (i === 0 || doc.sep(i) >= SEP_NEWLINE) && doc.isChar(i + 1, COMMA) && doc.adjacent(i + 1);
}
