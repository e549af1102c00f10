/**
 * Names a document spells in full somewhere, so that a later (or earlier) lone part of them reads
 * as the same person: "Your claim is with Anneke Pietersen. Pietersen will call you", "Notas:
 * Lorena Bravo … Bravo hablará con Arjun", "Rutendo Moyo … Rutendo will send it". A lone surname
 * scores low on its own (it is often a firm, a street or an everyday word); the full name
 * elsewhere in the same text is the evidence a reader uses.
 *
 * A "full name" here is two or three capitalized words on one line, separated by single spaces:
 * a given name that is no everyday word (so "Grace Period" or "Will Power" teach nothing), then
 * one or two words that are surnames or that no list knows. The words after the given name are
 * recorded; the given name itself is recorded only when no list knows it but a surname follows
 * ("Rutendo Moyo" → "rutendo").
 */
import type { Doc } from '../doc.js';
import { perDocument } from '../per-document.js';

/** Most words after a given name that still belong to the name ("Begoña Urrutia Etxeberria"). */
const MAX_SURNAMES = 2;

/** Shorter words are initials or particles, not surnames. */
const MIN_NAME_LEN = 2;

/** Keys of the words that are part of a full name somewhere in the document. */
export const fullNameParts = perDocument((doc: Doc): ReadonlySet<string> => {
  const found = new Set<string>();
  // A full name opens with two capitalized words: the walk visits the capitalized words only
  // (Doc.nextCapitalized), about one token in six of a ticket.
  for (let i = doc.nextCapitalized(0); i + 1 < doc.count; i = doc.nextCapitalized(i + 1)) {
    if (!doc.capitalized(i + 1) || !oneSpace(doc, i + 1)) continue;
    if (doc.firstName(i) && !doc.commonWord(i) && !doc.ambiguous(i)) {
      // "Anneke Pietersen", "Begoña Urrutia Etxeberria": a word no list knows only right after
      // the given name; the second surname must be a known one.
      for (let k = i + 1; k <= i + MAX_SURNAMES && k < doc.count && doc.capitalized(k) && oneSpace(doc, k); k++) {
        if (!nameLike(doc, k) || (k > i + 1 && !doc.surname(k))) break;
        found.add(doc.key(k));
      }
    } else if (unknownWord(doc, i) && doc.surname(i + 1) && !doc.commonWord(i + 1)) {
      found.add(doc.key(i));
    }
  }
  return found;
});

/** A surname, or a word no list knows ("Pietersen", "Moyo"); never an everyday word of this language. */
function nameLike(doc: Doc, i: number): boolean {
  if (doc.len(i) < MIN_NAME_LEN) return false; // "Tomás Ó Briain": the "Ó" breaks the chain
  if (doc.commonWord(i)) return doc.surname(i) && doc.lang === 'es' && !doc.sentenceStart(i);
  return doc.surname(i) || unknownWord(doc, i);
}

/** One space between tokens k-1 and k: a column gap ("Ana Ruiz          Fdo.:") separates fields. */
function oneSpace(doc: Doc, k: number): boolean {
  return doc.spaced(k) && doc.start(k) === doc.end(k - 1) + 1;
}

function unknownWord(doc: Doc, i: number): boolean {
  return !doc.firstName(i) && !doc.surname(i) && !doc.knownWord(i);
}

/**
 * Token i stands alone (no capitalized word right before it on the line: "José Manuel Agosto
 * Armas" split at the month is no lone "Armas") and the document uses it inside a full name.
 */
export function partOfFullName(doc: Doc, i: number): boolean {
  if (i > 0 && doc.capitalized(i - 1) && doc.spaced(i)) return false;
  // Every part is a surname or a word no list knows (fullNameParts, nameLike): an everyday word
  // or a given name that is no surname ("Report", "Maria") is none, whatever the document holds,
  // so the document's parts need not be collected for it.
  if (!doc.surname(i) && (doc.knownWord(i) || doc.firstName(i))) return false;
  return fullNameParts(doc).has(doc.key(i));
}
