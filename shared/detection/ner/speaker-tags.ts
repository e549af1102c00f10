/**
 * What chat exports put between a speaker's display name and the colon or time stamp that ends
 * the label, and how a time after the name may end it. People decorate their display names, and
 * neighbourhood and family groups tag them with a flat or a role:
 *
 *   [8/1/25, 7:58] Rocío 🌸: chicas hoy no hay ruta?      (an emoji after the name)
 *   [22:41] Pepe 1ºB: a las 8 de la mañana??              (a flat, in a "comunidad de vecinos")
 *   [8/1/25, 8:01] Montse (delegada): me dice el cole…    (a role or a unit in brackets)
 *   Jules (2R) 6:50 PM: I work from home                  (a unit, then the time)
 *   Vasquez, Rey 6:48 PM: heads up the boiler guy…        (Teams/group chat: the time, then ":")
 *   [Teams] Alvarez, Cristina 10:03 AM⏎                   (the app's name, the time ends the line)
 *
 * chat-stamps.ts reads the label; this file only says where a tag ends. Every test here starts
 * at the token right after a candidate name on a line that already has a stamp shape, so it runs
 * a few times per chat line at most.
 */
import { type Doc, NUM, PUNCT, SEP_NEWLINE, SEP_SPACE } from './doc.js';
import { CLOSE_PAREN, COLON, OPEN_PAREN, ORDINAL_MASCULINE } from './chars.js';

/** "ª" in "2ºA"/"1ªB" written with the feminine ordinal ("1ª planta"). */
const ORDINAL_FEMININE = 0xaa;
/** UTF-16 surrogate halves: every emoji outside the basic plane ("🌸", "😂") is two of them. */
const SURROGATE_FIRST = 0xd800;
const SURROGATE_LAST = 0xdfff;
/** Symbols and dingbats of the basic plane used as decorations ("☀", "✨", "❤"), and the
 * variation selector and joiner that follow them. */
const SYMBOLS_FIRST = 0x2600;
const SYMBOLS_LAST = 0x27bf;
const VARIATION_SELECTOR = 0xfe0f;
const ZERO_WIDTH_JOINER = 0x200d;

/** Most tokens inside a bracketed tag: "(delegada)", "(2R)", "(Flat 3)". */
const MAX_BRACKET_TAG_TOKENS = 3;
/** Most emoji tokens after a name ("Rocío 🌸✨" is four surrogate halves). */
const MAX_EMOJI_TOKENS = 8;

/** Token n is one piece of an emoji or decorative symbol. */
function emojiPiece(doc: Doc, n: number): boolean {
  if (doc.kind(n) !== PUNCT) return false;
  const c = doc.charAt(n);
  return (c >= SURROGATE_FIRST && c <= SURROGATE_LAST) || (c >= SYMBOLS_FIRST && c <= SYMBOLS_LAST) || c === VARIATION_SELECTOR || c === ZERO_WIDTH_JOINER;
}

/** Token n is a Spanish flat or door number: "1ºB", "5ºA", "3ª" (a number glued to an ordinal sign). */
function flatNumber(doc: Doc, n: number): boolean {
  if (doc.kind(n) !== NUM) return false;
  const raw = doc.raw(n);
  return raw.includes(String.fromCharCode(ORDINAL_MASCULINE)) || raw.includes(String.fromCharCode(ORDINAL_FEMININE));
}

/**
 * The token after a tag that starts at n, spaced from the name before it: emoji, a flat number,
 * or a short bracketed note with no clock in it. n itself when there is none.
 */
export function afterSpeakerTag(doc: Doc, n: number): number {
  if (n >= doc.count || doc.sep(n) !== SEP_SPACE) return n;
  if (emojiPiece(doc, n)) {
    let e = n + 1;
    while (e < doc.count && e < n + MAX_EMOJI_TOKENS && doc.sep(e) < SEP_NEWLINE && emojiPiece(doc, e)) e++;
    return e;
  }
  if (flatNumber(doc, n)) return n + 1;
  if (doc.isChar(n, OPEN_PAREN)) {
    for (let e = n + 1; e < doc.count && e <= n + MAX_BRACKET_TAG_TOKENS + 1 && doc.sep(e) < SEP_NEWLINE; e++) {
      if (doc.isChar(e, CLOSE_PAREN)) return e > n + 1 ? e + 1 : n;
      // "(9:30)" is a time stamp, read as one by chat-stamps.ts.
      if (doc.isChar(e, COLON)) return n;
    }
  }
  return n;
}

/** AM/PM marks after a clock time. */
const AM_PM = new Set(['am', 'pm']);

/**
 * A clock time from token n, an optional AM/PM, then a colon glued to it and the message on the
 * same line: "6:48 PM: heads up", "18:48: ok". The token after the colon, or -1.
 */
export function clockThenColon(doc: Doc, n: number): number {
  if (!(doc.isNum(n) && doc.isChar(n + 1, COLON) && doc.adjacent(n + 1) && doc.isNum(n + 2) && doc.adjacent(n + 2))) return -1;
  let e = n + 3;
  if (doc.isWord(e) && doc.sep(e) === SEP_SPACE && AM_PM.has(doc.key(e))) e++;
  return doc.isChar(e, COLON) && doc.adjacent(e) && e + 1 < doc.count && doc.sep(e + 1) === SEP_SPACE ? e + 1 : -1;
}
