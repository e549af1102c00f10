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
import { perDocument } from '../per-document.js';

/** Shorter words are initials, not surnames. */
const MIN_SURNAME_LEN = 2;

/** Keys of the given names that open a full name somewhere in the document. */
const fullNameGivens = perDocument((doc: Doc): ReadonlySet<string> => {
  const found = new Set<string>();
  // Both words are capitalized: the walk visits the capitalized words only (Doc.nextCapitalized).
  for (let i = doc.nextCapitalized(0); i + 1 < doc.count; i = doc.nextCapitalized(i + 1)) {
    const n = i + 1;
    if (!doc.capitalized(n) || !doc.firstName(i) || doc.start(n) !== doc.end(i) + 1 || doc.len(n) < MIN_SURNAME_LEN) continue;
    if (doc.commonWord(n) || (doc.firstName(n) && !doc.surname(n)) || NOT_NAME.has(doc.key(i))) continue;
    if (doc.surname(n) || !doc.knownWord(n)) found.add(doc.key(i));
  }
  return found;
});

/** Token i is a given name the document also uses in a full name ("Jun" beside "Jun Takahashi"). */
export function givenOfFullName(doc: Doc, i: number): boolean {
  // The full name itself is no lone mention: "Jun Takahashi" is scored as a whole.
  if (doc.capitalized(i + 1) && doc.start(i + 1) === doc.end(i) + 1) return false;
  return fullNameGivens(doc).has(doc.key(i));
}

/**
 * people9es (round 9). Token i opens its line and a comma follows it: the name a message opens
 * by addressing its reader ("Pilar, creo que en la nómina de marzo…" below "Para: Pilar Domínguez
 * Rey"), which an everyday-word given name opening a sentence ("Mark the items as done") is not.
 */
export function vocativeOpeningLine(doc: Doc, i: number): boolean {
  return (i === 0 || doc.sep(i) >= SEP_NEWLINE) && doc.isChar(i + 1, COMMA) && doc.adjacent(i + 1);
}
