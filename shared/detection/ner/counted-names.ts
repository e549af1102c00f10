/**
 * nopii8en: a name that a list gives a bracketed count of seats or users ("Everest (12 seats,
 * VC), Kilimanjaro (6 seats)") is a room, a plan or a server; later mentions of the same word in
 * that text name the same thing: "Please wipe the whiteboard in Everest after use", "Kauri is
 * blocked for all-hands". A person is never listed with a seat count, so the later mention needs
 * no other cue. thing-context.ts asks only in a text that holds a counted unit word (its `needs`).
 */
import { CLOSE_PAREN, COMMA, OPEN_PAREN } from './chars.js';
import { cueSet } from './cue-bits.js';
import type { Doc } from './doc.js';
import { perDocument } from './per-document.js';
import { COUNTED_UNITS } from './thing-words.js';

const COUNTED_UNITS_CUE = cueSet(COUNTED_UNITS);

/** Token `last` ends a name followed by a bracketed count: "Boston (5 users)", "Severn (12 seats, VC)". */
export function countedInBrackets(doc: Doc, last: number): boolean {
  const o = last + 1;
  return doc.isChar(o, OPEN_PAREN) && doc.isNum(o + 1) && doc.isWord(o + 2) && doc.inSet(o + 2, COUNTED_UNITS_CUE) && (doc.isChar(o + 3, CLOSE_PAREN) || doc.isChar(o + 3, COMMA));
}

/**
 * The keys of the one-word names this text lists with a bracketed count, built on the first ask
 * (a walk over the capitalized words only): "Everest (12 seats)" → {everest}.
 */
const countedNames = perDocument((doc: Doc): ReadonlySet<string> => {
  const found = new Set<string>();
  const caps = doc.capitalizedWords();
  for (let k = 0; k < caps.length; k++) {
    const i = caps[k]!;
    // One word: the word before it is no capitalized part of the same name.
    if (countedInBrackets(doc, i) && !(doc.capitalized(i - 1) && doc.spaced(i))) found.add(doc.key(i));
  }
  return found;
});

/** The one word [a, a] is a name the same text lists with a seat or user count elsewhere. */
export function countedNameAgain(doc: Doc, a: number, b: number): boolean {
  if (a !== b) return false;
  const names = countedNames(doc);
  return names.size > 0 && names.has(doc.key(a));
}
