/**
 * nopii8en: a concert programme names its ensembles and their pieces: "Junior Choir: "Rainbow
 * Connection"", "String Quartet: "Eleanor Rigby"", "the Hallé Youth Orchestra". A run right
 * before a capitalized ensemble word names the ensemble (no surname is "Choir" or "Orchestra";
 * a band named after a person, "the Dave Matthews Band", is a band), and a quoted run right after
 * "<ensemble word>:" is the piece it plays, a song's title even when it is a full name.
 */
import { COLON, QUOTE } from '../chars.js';
import { cueSet } from '../cue-bits.js';
import type { Doc } from '../doc.js';

/** Words that end an ensemble's name (lower-case keys). "Band" is left out: it is a surname too. */
const ENSEMBLE_WORDS = cueSet(new Set(['choir', 'choirs', 'chorus', 'orchestra', 'ensemble', 'quartet', 'quintet', 'sextet', 'octet']));

const LEFT_DOUBLE_QUOTE = 0x201c;
const RIGHT_DOUBLE_QUOTE = 0x201d;

/** A capitalized ensemble word right after the run ending at b: "[Junior] Choir". */
export function ensembleWordAfter(doc: Doc, b: number): boolean {
  const n = b + 1;
  return doc.isWord(n) && doc.capitalized(n) && doc.spaced(n) && doc.inSet(n, ENSEMBLE_WORDS);
}

/** The run [a, b] fills a quotation right after "<ensemble word>:": "String Quartet: "Eleanor Rigby"". */
export function quotedPieceAfterEnsemble(doc: Doc, a: number, b: number): boolean {
  const open = a - 1;
  const colon = a - 2;
  const close = b + 1;
  if (!(doc.isChar(open, QUOTE) || doc.isChar(open, LEFT_DOUBLE_QUOTE)) || !doc.adjacent(a)) return false;
  if (!(doc.isChar(close, QUOTE) || doc.isChar(close, RIGHT_DOUBLE_QUOTE)) || !doc.adjacent(close)) return false;
  return doc.isChar(colon, COLON) && doc.adjacent(colon) && doc.isWord(colon - 1) && doc.inSet(colon - 1, ENSEMBLE_WORDS);
}
