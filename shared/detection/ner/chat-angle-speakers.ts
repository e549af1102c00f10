/**
 * people6en (round 6): IRC-style speaker labels in angle brackets after a time stamp, as IRC and
 * Matrix clients, ZNC and chat-ops bots write their logs:
 *
 *   2025-03-12 11:20 <callum.b> prod deploy done
 *   [11:21] <niamh> thanks, Dwyer wants a summary
 *   12:04:33 <raj_patel> merged
 *
 * The stamp (a clock time, with an optional date, bare or in brackets) then "<nick>" makes the
 * word a speaker label; the nick may be a handle that spells a name ("callum.b", "raj_patel").
 * chat-stamps.ts asks this file at each line start; chat.ts decides, as for every stamped layout,
 * whether enough such lines make a transcript and whether each label reads as a name.
 */
import { type Doc, CAP, LOWER, SEP_NEWLINE } from './doc.js';
import { CLOSE_BRACKET, COLON, COMMA, DOT, GREATER_THAN, HYPHEN, LESS_THAN, OPEN_BRACKET, SLASH, UNDERSCORE } from './chars.js';
import type { StampedSpeaker } from './chat-stamps.js';

/** Most tokens of the stamp before "<": "[2025-03-12 11:20:05]" is 14 with its brackets. */
const MAX_STAMP_TOKENS = 16;
/** Punctuation a stamp holds: "2025-03-12", "12/03", "11:20", "[…]", "12.03.25,". */
const STAMP_PUNCTUATION = new Set([HYPHEN, SLASH, COLON, DOT, COMMA, OPEN_BRACKET, CLOSE_BRACKET]);

/** A clock time "11:20" starts at token n. */
function clockAt(doc: Doc, n: number): boolean {
  return doc.isNum(n) && doc.isChar(n + 1, COLON) && doc.adjacent(n + 1) && doc.isNum(n + 2) && doc.adjacent(n + 2);
}

/** The "<nick>" speaker of the line starting at token s, after a time stamp, or undefined. */
export function angleSpeakerAt(doc: Doc, s: number): StampedSpeaker | undefined {
  // Cheap precondition: the line opens with a number or "[" (almost no line of prose does).
  if (!doc.isNum(s) && !doc.isChar(s, OPEN_BRACKET)) return undefined;
  let clock = false;
  let t = s;
  for (; t < doc.count && t <= s + MAX_STAMP_TOKENS && (t === s || doc.sep(t) < SEP_NEWLINE); t++) {
    if (doc.isChar(t, LESS_THAN)) break;
    if (clockAt(doc, t)) clock = true;
    if (!doc.isNum(t) && !STAMP_PUNCTUATION.has(doc.charAt(t))) return undefined;
  }
  if (!clock || !doc.isChar(t, LESS_THAN) || !doc.spaced(t) || doc.sep(t) >= SEP_NEWLINE) return undefined;
  const first = t + 1;
  if (!doc.isWord(first) || !doc.adjacent(first) || (doc.shape(first) !== LOWER && doc.shape(first) !== CAP)) return undefined;
  // A handle: "callum.b", "raj_patel".
  let last = first;
  while ((doc.isChar(last + 1, DOT) || doc.isChar(last + 1, UNDERSCORE)) && doc.adjacent(last + 1) && doc.isWord(last + 2) && doc.adjacent(last + 2)) last += 2;
  const close = last + 1;
  if (!doc.isChar(close, GREATER_THAN) || !doc.adjacent(close) || close + 1 >= doc.count || doc.sep(close + 1) >= SEP_NEWLINE) return undefined;
  return { first, last };
}
