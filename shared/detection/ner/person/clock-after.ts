/**
 * A clock time right after a name: a finishing time, a shift or a chat stamp ("First finisher:
 * Liam O'Driscoll 16:32", "Tamsin Okoye 18:58", "Dr. Ruiz 9:30"). A product's number is no clock
 * time ("Nimbus Pro 14", "Orion 3"), so the number-after cap (context-rules.ts) leaves these runs.
 */
import type { Doc } from '../doc.js';
import { COLON } from '../chars.js';

/** Most digits of a clock's hours ("9:30", "16:32"). */
const MAX_HOUR_DIGITS = 2;

/** Tokens n, n+1, n+2 are "hh", ":" and "mm", glued together. */
export function clockAt(doc: Doc, n: number): boolean {
  return doc.isNum(n) && doc.len(n) <= MAX_HOUR_DIGITS && doc.isChar(n + 1, COLON) && doc.adjacent(n + 1) && doc.isNum(n + 2) && doc.adjacent(n + 2) && doc.len(n + 2) === 2;
}
