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

/** Shorter words are initials or particles, not surnames. */
const MIN_NAME_LEN = 2;

/**
 * The parts are what this walk records: it visits every capitalized word i and records the one or
 * two words after a given name i ("Anneke Pietersen", "Begoña Urrutia Etxeberria": a word no list
 * knows only right after the given name, the second a known surname), or i itself when no list
 * knows it and a surname follows ("Rutendo Moyo"). recordedPart asks of one capitalized word j
 * whether the walk records it, at one of the three visits that could: i = j - 1, j - 2 or j.
 */
function recordedPart(doc: Doc, j: number): boolean {
  // The first word after the given name i = j - 1.
  if (doc.capitalized(j - 1) && oneSpace(doc, j) && givenOpening(doc, j - 1) && nameLike(doc, j)) return true;
  // The second word after the given name i = j - 2.
  if (doc.capitalized(j - 2) && doc.capitalized(j - 1) && oneSpace(doc, j - 1) && oneSpace(doc, j) && givenOpening(doc, j - 2) && nameLike(doc, j - 1) && nameLike(doc, j) && doc.surname(j)) return true;
  // j itself, a word no list knows (so no given name opening a full name) before a surname.
  return j + 1 < doc.count && doc.capitalized(j + 1) && oneSpace(doc, j + 1) && unknownWord(doc, j) && doc.surname(j + 1) && !doc.commonWord(j + 1);
}

/** A given name that can open a full name: no everyday word ("Grace Period", "Will Power" teach nothing). */
function givenOpening(doc: Doc, i: number): boolean {
  return doc.firstName(i) && !doc.commonWord(i) && !doc.ambiguous(i);
}

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
  // Every part is a surname or a word no list knows (recordedPart, nameLike): an everyday word
  // or a given name that is no surname ("Report", "Maria") is none, whatever the document holds,
  // so the document's words need not be searched for it.
  if (!doc.surname(i) && (doc.knownWord(i) || doc.firstName(i))) return false;
  // The parts are capitalized words: a few dozen key comparisons per ask (a document asks a few
  // times) cost less than collecting every part of every document first.
  const k = doc.key(i);
  const caps = doc.capitalizedWords();
  for (let c = 0; c < caps.length; c++) {
    const j = caps[c]!;
    if (doc.key(j) === k && recordedPart(doc, j)) return true;
  }
  return false;
}
