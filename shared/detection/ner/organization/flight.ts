/**
 * The airline before a flight number on an itinerary line: "Aer Lingus EI 105 Dublin 11:20 → New
 * York", "Qantas QF1 SYD–LHR", "IndiGo 6E 2137 Mumbai (BOM) 06:15 → Goa (GOX)". A flight number
 * is the airline's two-letter IATA code ("EI", "QF", "UA") then one to four digits, joined or
 * spaced; the line must also read like a flight (a clock time, an arrow, or two airport codes
 * joined by a dash), so "Room AB 12" or "Gate B 12" never count. The name is one to three
 * capitalized words, one of them no everyday word ("Flight EI 105" names no airline), and no month
 * or weekday ("Mon 14 Apr Aer Lingus": the run starts at "Aer"), and no person's name (a passenger
 * list: "Chen Wei   TP1351 LHR→LIS").
 */
import { NOT_NAME } from '../cues.js';
import { type Candidate, type Doc, CAP, SEP_NEWLINE, SEP_NONE, SEP_SPACE, UPPER, wordFilter } from '../doc.js';
import { COLON, EN_DASH, HYPHEN } from '../chars.js';
import { ORG_SCORES } from './score-table.js';

const F_NOT_NAME = wordFilter(NOT_NAME);

/** An airline's name has at most this many words ("Singapore Airlines", "Air New Zealand"). */
const MAX_AIRLINE_WORDS = 3;
/** A flight number has at most four digits ("UA1583"). */
const MAX_FLIGHT_DIGITS = 4;
/** How far along the line a flight's time, arrow or route may stand after the number. */
const FLIGHT_LINE_TOKENS = 12;
/** "→", the arrow of a route. */
const RIGHT_ARROW = 0x2192;
/** "—" or "–" between two airport codes ("SYD–LHR"). */
const AIRPORT_CODE_LEN = 3;
/** A capital after the first letter: "IndiGo", "easyJet" is lower-first and never gets here. */
const INNER_CAPITAL = /.\p{Lu}/u;

/** Token j is a two-letter airline code in capitals: "EI", "QF", "UA" ("6E", digit first, is not read). */
export function airlineCode(doc: Doc, j: number): boolean {
  return doc.len(j) === 2 && doc.isWord(j) && doc.shape(j) === UPPER;
}

/** The flight number at j ("EI 105", "QF1"): returns the token of its digits, or -1. */
function flightNumberAt(doc: Doc, j: number): number {
  if (!airlineCode(doc, j)) return -1;
  const n = j + 1;
  if (!doc.isNum(n) || doc.shape(n) !== 0 || doc.len(n) > MAX_FLIGHT_DIGITS || doc.sep(n) > SEP_SPACE) return -1;
  return n;
}

/** After token n, on the same line: a clock time ("11:20"), an arrow or a dashed pair of airport codes. */
function flightLine(doc: Doc, n: number): boolean {
  for (let t = n + 1; t < doc.count && t <= n + FLIGHT_LINE_TOKENS && doc.sep(t) < SEP_NEWLINE; t++) {
    if (doc.isChar(t, RIGHT_ARROW)) return true;
    if (doc.isNum(t) && doc.isChar(t + 1, COLON) && doc.sep(t + 1) === SEP_NONE && doc.isNum(t + 2) && doc.sep(t + 2) === SEP_NONE) return true;
    if ((doc.isChar(t, EN_DASH) || doc.isChar(t, HYPHEN)) && doc.sep(t) === SEP_NONE && doc.sep(t + 1) === SEP_NONE && doc.shape(t - 1) === UPPER && doc.len(t - 1) === AIRPORT_CODE_LEN && doc.shape(t + 1) === UPPER && doc.len(t + 1) === AIRPORT_CODE_LEN) return true;
  }
  return false;
}

/**
 * "Aer Lingus" in "Aer Lingus EI 105 Dublin 11:20 → New York", read from the airline code at
 * `code` (a two-letter word in capitals, rare enough that only those tokens are asked).
 */
export function airlineBeforeCode(doc: Doc, code: number): Candidate | undefined {
  const n = flightNumberAt(doc, code);
  if (n < 0) return undefined;
  // The name: one to three capitalized words right before the code, on its line, not claimed.
  const e = code - 1;
  if (doc.sep(code) !== SEP_SPACE || doc.shape(e) !== CAP || doc.claimed[e]) return undefined;
  let i = e;
  while (i > e - MAX_AIRLINE_WORDS + 1 && doc.sep(i) === SEP_SPACE && doc.shape(i - 1) === CAP && !doc.claimed[i - 1]) i--;
  // "Mon 14 Apr Aer Lingus": no month or weekday at the start.
  while (i < e && doc.keyIn(i, F_NOT_NAME)) i++;
  if (doc.keyIn(i, F_NOT_NAME) || !flightLine(doc, n)) return undefined;
  // A passenger list puts people before their flights ("Chen Wei   TP1351 LHR→LIS"): no given
  // name anywhere, no surname last.
  for (let w = i; w <= e; w++) if (doc.firstName(w) && !INNER_CAPITAL.test(doc.raw(w))) return undefined;
  if (doc.surname(e)) return undefined;
  let named = false;
  // An inner capital makes a brand of an everyday word ("IndiGo").
  for (let w = i; w <= e; w++) if (!doc.commonWord(w) || INNER_CAPITAL.test(doc.raw(w))) named = true;
  return named ? doc.candidate('ORGANIZATION', i, e, ORG_SCORES.airlineBeforeFlight.score) : undefined;
}
