/**
 * A name in the possessive before a relative or a life event belongs to a person: "Zara's mum",
 * "Beatrice's leaving do", "Tom's wife", "Ana's birthday". Places and brands own other things
 * ("Boston's harbour", "Nike's new range").
 */
import type { Doc } from '../doc.js';
import { APOSTROPHE } from '../chars.js';

/** The typographic apostrophe "’". */
const RIGHT_SINGLE_QUOTE = 0x2019;

/** Relatives and life events that only a person has. */
const PERSON_POSSESSIONS = new Set([
  'mum', 'mom', 'dad', 'mother', 'father', 'wife', 'husband', 'son', 'daughter', 'sister', 'brother', 'partner',
  'boyfriend', 'girlfriend', 'fiance', 'fiancee', 'grandma', 'grandpa', 'parents', 'kids', 'children', 'baby',
  'birthday', 'wedding', 'funeral', 'leaving', 'retirement', 'christening', 'graduation', 'farewell', 'memorial',
]);

/** The run ending at b is followed by "'s" and a relative or a life event ("Zara's mum"). */
export function possessiveOfPerson(doc: Doc, b: number): boolean {
  const q = b + 1;
  if (!(doc.isChar(q, APOSTROPHE) || doc.isChar(q, RIGHT_SINGLE_QUOTE)) || !doc.adjacent(q)) return false;
  const s = q + 1;
  if (!doc.isWord(s) || !doc.adjacent(s) || doc.key(s) !== 's') return false;
  const n = s + 1;
  return doc.isWord(n) && doc.spaced(n) && doc.lower(n) && PERSON_POSSESSIONS.has(doc.key(n));
}
