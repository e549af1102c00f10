/**
 * people6en (round 6, from the blind file en-dev-b9): layouts around a capitalized run that name a
 * product, a screen or a colour, never a person. Each test reads one or two tokens beside the run.
 *
 *  - a capital code glued to digits: "Brother HL-L8360" (a name is never glued to a number);
 *  - a version after it: "Atlas v3 tablet", "the Orion v2.1 API";
 *  - a step of a menu path: "Settings > General > Keyboard";
 *  - a colour note in brackets after it: "Sahara (warm beige), Denver (slate blue)";
 *  - a code name in brackets after a version: "Release 2025.3 (Aspen)", "v5.0 (Phoenix)".
 */
import { type Doc, LOWER, UPPER } from '../doc.js';
import { CLOSE_PAREN, DOT, GREATER_THAN, OPEN_PAREN } from '../chars.js';
import { cueSet } from '../cue-bits.js';
import { COLOURS } from '../thing-words.js';
import { FINISH_WORDS } from './finish-lists.js';

/** "v" or "V" opens a version token: "v3", "V2.1". */
const VERSION_LETTER = 'v';

/**
 * The run [a, b] is all capitals and its last word is glued to a number: a model code ("HL-L8360",
 * "MX-B5", "SM-T870"), even after a word read as a title ("Brother HL-L8360").
 */
export function capitalCodeGluedToDigits(doc: Doc, a: number, b: number): boolean {
  if (!doc.isNum(b + 1) || !doc.adjacent(b + 1)) return false;
  for (let i = a; i <= b; i++) if (doc.isWord(i) && doc.shape(i) !== UPPER) return false;
  return true;
}

/** A version token right after the run: "Atlas v3 tablet", "Orion V2 beta" ("v" glued to digits). */
export function versionAfter(doc: Doc, b: number): boolean {
  const v = b + 1;
  return doc.isWord(v) && doc.spaced(v) && doc.len(v) === 1 && doc.key(v) === VERSION_LETTER && doc.isNum(v + 1) && doc.adjacent(v + 1);
}

/**
 * The run is a step of a menu path: a spaced ">" right before or after it ("Settings > General >
 * Keyboard", "Account > Billing"), a capitalized step on the other side too. People are not menu
 * items; "Priya Raman > she will call back" is no path.
 */
export function menuPathStep(doc: Doc, a: number, b: number): boolean {
  const before = doc.isChar(a - 1, GREATER_THAN) && doc.spaced(a - 1) && doc.spaced(a) && doc.capitalized(a - 2);
  const after = doc.isChar(b + 1, GREATER_THAN) && doc.spaced(b + 1) && doc.spaced(b + 2) && doc.capitalized(b + 2);
  return before || after;
}

/** Colour and finish words (thing-words.ts COLOURS and finish-lists.ts FINISH_WORDS), one bit test each. */
export const COLOUR_NOTE_CUE = cueSet(new Set([...COLOURS, ...FINISH_WORDS]));
/** Most lower-case words in the note: "(warm beige)", "(deep red)", "(slate blue)". */
const MAX_NOTE_WORDS = 3;

/**
 * A bracketed colour note right after the run: "Sahara (warm beige)", "Ruby (deep red)". A
 * person's bracketed note is a role or a team ("Hartley (escalations)"), not a colour.
 */
export function colourNoteAfter(doc: Doc, b: number): boolean {
  const open = b + 1;
  if (!doc.isChar(open, OPEN_PAREN) || !doc.spaced(open)) return false;
  let colour = false;
  let w = open + 1;
  for (; w <= open + MAX_NOTE_WORDS && doc.isWord(w) && doc.shape(w) === LOWER; w++) if (doc.inSet(w, COLOUR_NOTE_CUE)) colour = true;
  return colour && doc.isChar(w, CLOSE_PAREN);
}

/**
 * One name alone in brackets right after a dotted version number is the release's code name:
 * "Release 2025.3 (Aspen)", "v5.0 (Phoenix)", "4.12.0 (Harbor)". A person in brackets follows a
 * role or a name ("the on-call engineer (Priya)"), not a version.
 */
export function codeNameAfterVersion(doc: Doc, a: number, b: number): boolean {
  const open = a - 1;
  if (a !== b || !doc.isChar(open, OPEN_PAREN) || !doc.adjacent(a) || !doc.isChar(b + 1, CLOSE_PAREN) || !doc.adjacent(b + 1)) return false;
  const minor = open - 1;
  if (!doc.isNum(minor) || !doc.spaced(open) || !doc.isChar(minor - 1, DOT) || !doc.adjacent(minor - 1) || !doc.adjacent(minor) || !doc.isNum(minor - 2)) return false;
  // The version, not a price or a score: three parts ("4.12.0"), a glued "v", or a release word before it.
  const major = minor - 2;
  if (doc.isChar(major - 1, DOT) && doc.adjacent(major - 1) && doc.adjacent(major) && doc.isNum(major - 2)) return true;
  const before = major - 1;
  if (doc.isWord(before) && doc.adjacent(major) && doc.key(before) === VERSION_LETTER) return true;
  return doc.isWord(before) && doc.spaced(major) && doc.inSet(before, RELEASE_WORDS_CUE);
}

/** Words before a version number: "Release 2025.3", "Version 4.1", "Build 7.2". */
const RELEASE_WORDS_CUE = cueSet(new Set(['release', 'version', 'build', 'sprint', 'iteration', 'milestone', 'ver']));
