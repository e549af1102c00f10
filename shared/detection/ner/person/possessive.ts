/**
 * A name in the possessive before a relative or a life event belongs to a person: "Zara's mum",
 * "Beatrice's leaving do", "Tom's wife", "Ana's birthday". Places and brands own other things
 * ("Boston's harbour", "Nike's new range").
 */
import type { Doc } from '../doc.js';
import { APOSTROPHE } from '../chars.js';
import { ORG_TAILS } from '../cues.js';
import { cueSet } from '../cue-bits.js';

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

/** ORG_TAILS as a cue set: the document gate of the rule below (score-table `needs`). */
export const INSTITUTION_TAILS_CUE = cueSet(ORG_TAILS);
/** Most capitalized words between the "'s" and the institution word ("Children's Hospital"). */
const MAX_INSTITUTION_WORDS = 3;

/** Token q is an apostrophe glued to the word before and to an "s" after it. */
function possessiveS(doc: Doc, q: number): boolean {
  return (doc.isChar(q, APOSTROPHE) || doc.isChar(q, RIGHT_SINGLE_QUOTE)) && doc.adjacent(q) && doc.isWord(q + 1) && doc.adjacent(q + 1) && doc.key(q + 1) === 's';
}

/**
 * people9en: the run ending at b is the founder or patron in an institution's name, "'s" and
 * capitalized words ending in an institution word: "Gertrude's Children's Hospital", "St
 * Andrew's Primary School", "Moorfields' Eye Hospital". Whose hospital it is names no one.
 */
export function possessiveInstitution(doc: Doc, b: number): boolean {
  if (!possessiveS(doc, b + 1)) return false;
  let t = b + 3;
  for (let w = 0; w < MAX_INSTITUTION_WORDS && doc.isWord(t) && doc.spaced(t) && doc.capitalized(t); w++) {
    if (doc.inSet(t, INSTITUTION_TAILS_CUE)) return true;
    t = possessiveS(doc, t + 1) ? t + 3 : t + 1;
  }
  return false;
}
