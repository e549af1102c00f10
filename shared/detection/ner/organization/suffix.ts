/**
 * Legal suffixes: "Acme Corp.", "Banco Santander, S.A.", "Grupo Moya S.L.U.", "Kris LLC, Inc.".
 */
import { ORG_SUFFIXES } from '../cues.js';
import { type Doc, CAP, PUNCT, SEP_SPACE, UPPER, wordFilter } from '../doc.js';
import { COLON, COMMA, DOT, HYPHEN, SLASH } from '../chars.js';
import { DOTTED_ABBREVIATIONS, LOWER_CASE_SUFFIXES, WEAK_SUFFIXES } from './cue-words.js';
import { bracketedSuffixEnd, chainedSuffixEnd, countyBefore } from './suffix-chain.js';
import { DOTTED_ONLY_SUFFIXES, complementEnd, spacedDeForm } from './suffix-complements.js';

/** Legal suffixes with a length and first-letter pre-test (Doc.keyIn): most words after a name are none. */
const F_ORG_SUFFIXES = wordFilter(ORG_SUFFIXES);

/** Dotted suffixes have at most four letters: "S.L.U.", "S.p.A.", "S.Coop." counts "coop" as one. */
const MAX_DOTTED_LETTERS = 4;

/** Legal suffix at i: returns its last token index (incl. dots of "S.A."), or -1. */
export function suffixAt(doc: Doc, i: number, afterComma: boolean): number {
  // "Greenfield Seeds (Pty) Ltd" (suffix-chain.ts).
  if (!doc.isWord(i)) return doc.kind(i) === PUNCT ? bracketedSuffixEnd(doc, i) : -1;
  // "Artesanías Tlaquepaque S. de R.L." (suffix-complements.ts).
  if (doc.len(i) === 1 && doc.isChar(i + 1, DOT) && !doc.adjacent(i + 2)) {
    const form = spacedDeForm(doc, i);
    return form >= 0 ? complementEnd(doc, form) : -1;
  }
  // Dotted initials: "S.A.", "S.L.U.", "N.V.", "S.p.A."
  if (doc.len(i) === 1 && doc.isChar(i + 1, DOT) && doc.adjacent(i + 1) && doc.isWord(i + 2) && doc.adjacent(i + 2)) {
    let letters = doc.key(i);
    let e = i + 1;
    while (doc.isWord(e + 1) && doc.adjacent(e + 1) && (doc.len(e + 1) <= 1 || doc.key(e + 1) === 'coop') && letters.length < MAX_DOTTED_LETTERS) {
      letters += doc.key(e + 1);
      e++;
      if (doc.isChar(e + 1, DOT) && doc.adjacent(e + 1)) e++;
      else break;
    }
    // "S.A. de C.V.", "S.A. E.S.P.": a Latin American form's complement belongs to it (suffix-complements.ts).
    return (ORG_SUFFIXES.has(letters) || (DOTTED_ONLY_SUFFIXES.has(letters) && doc.capitalized(i))) && letters.length >= 2 ? complementEnd(doc, e) : -1;
  }
  if (!doc.keyIn(i, F_ORG_SUFFIXES)) return -1;
  const k = doc.key(i);
  // "Company: Initech": a form label, not a suffix.
  if (doc.isChar(i + 1, COLON) && doc.adjacent(i + 1)) return -1;
  // "NV-7857", "SA2": part of a code, not a suffix.
  if (doc.adjacent(i + 1) && !doc.isChar(i + 1, DOT) && !doc.isChar(i + 1, COMMA) && doc.kind(i + 1) !== PUNCT) return -1;
  if (doc.adjacent(i + 1) && (doc.isChar(i + 1, HYPHEN) || doc.isChar(i + 1, SLASH))) return -1;
  if (WEAK_SUFFIXES.has(k) && !(doc.shape(i) === UPPER || afterComma || k === 'co')) return -1;
  // orgs8: inside a line in capitals a short word goes on: "WITHOUT PREJUDICE SAVE AS TO COSTS".
  if (WEAK_SUFFIXES.has(k) && !afterComma && doc.shape(i) === UPPER && doc.sep(i + 1) === SEP_SPACE && doc.shape(i + 1) === UPPER) return -1;
  // "Drumshanbo, Co. Leitrim": a county, not a company (suffix-chain.ts).
  if (k === 'co' && countyBefore(doc, i)) return -1;
  if (doc.shape(i) !== CAP && doc.shape(i) !== UPPER && !LOWER_CASE_SUFFIXES.has(k)) return -1;
  // Abbreviations keep their period: "Corp.", "Inc.", "Co.".
  if (doc.isChar(i + 1, DOT) && doc.adjacent(i + 1) && DOTTED_ABBREVIATIONS.has(k)) return i + 1;
  return i;
}

/** "Kris LLC, Inc.": a second legal suffix after a comma belongs to the name too. */
export function doubleSuffix(doc: Doc, e: number): number {
  if (doc.isChar(e + 1, COMMA) && doc.spaced(e + 2)) {
    const e2 = suffixAt(doc, e + 2, true);
    if (e2 >= 0) return e2;
  }
  // "Strata Pty Ltd", "Hanil Co. Ltd" (suffix-chain.ts).
  return chainedSuffixEnd(doc, e);
}
