/**
 * Airport codes in a route line of an itinerary or a booking: "UA1583 ORD→DEN 7:05am",
 * "EK 004  LGW 20:40 → DXB 06:35+1", "IB3166 Madrid (MAD) 11:35 → Lima (LIM) 17:05". No
 * gazetteer holds "ORD" or "LGW", but three capitals on either side of a route arrow, on a line
 * that also gives a clock time, are the airports of a flight, which name where a person travels.
 *
 * The arrow and the clock time both must be there: "CSV → XLS" in release notes has no time,
 * and a code alone ("ETA 14:05") has no arrow. A code in parentheses counts when it stands next to
 * the arrow ("Madrid (MAD) 11:35 →") or right after the place the arrow points to ("→ Lima (LIM)").
 *
 * GDS itineraries join the two codes with an en dash instead ("QF1 SYD–LHR via SIN, departs
 * 15:55", "IB 3166 MAD–LIS sale 07:25"): the dash must touch both codes, and a code after "via"
 * right after such a pair is the stop-over.
 *
 * GDS itineraries also write the clock time as four digits ("24MAR AI 131  BOM 0215 → LHR
 * 0740"), and a code in parentheses after a known place or airport needs no clock time
 * ("Route: Singapore (SIN) → Jakarta (CGK)", "Origin Nairobi (NBO) → Dest London Heathrow
 * (LHR)"): the place before it says the capitals are its airport, not a file type ("CSV → XLS").
 *
 * Cheap precondition: a document without an arrow ("→", "->") or an en dash is never walked.
 */
import { type Candidate, type Doc, UPPER } from './doc.js';
import { F_PLACE } from './lexicon.js';
import type { FixedScore } from './fixed-score.js';

export const AIRPORT_ROUTE_SCORES = {
  code: { score: 0.75, why: 'three capitals beside a route arrow on a line with a clock time', example: 'UA1583 ORD→DEN 7:05am' },
} as const satisfies Record<string, FixedScore>;

/** The en dash of a code pair ("SYD–LHR"). */
const EN_DASH = '–';

/** After the code: its ")" if it has one, a clock time ("20:40", "06:35+1", "7:05am"), then the arrow. */
const ARROW_AFTER = /^\)?[ \t]*(?:(?:\d{1,2}:\d{2}|[0-2]\d[0-5]\d(?![\d:/.]))[^\s→]*[ \t]*)?(?:→|->)/;
/** Before the code: the arrow, or the arrow and the place it points to with "(" ("→ Lima (LIM)"). */
const ARROW_BEFORE = /(?:→|->)[ \t]*(?:\p{Lu}[\p{L}.' -]{0,30}[ \t]\()?$/u;
/** An en dash touching this code and the next: "SYD–LHR". */
const DASH_PAIR_AFTER = /^–[A-Z]{3}(?![A-Za-z])/;
/** An en dash touching the code before this one: "SYD–LHR"; or that pair and "via": "SYD–LHR via SIN". */
const DASH_PAIR_BEFORE = /(?<![A-Za-z])[A-Z]{3}–(?:[A-Z]{3} via )?$/;
/** A clock time somewhere on the line. */
const CLOCK = /\d{1,2}:\d{2}/;
/** A GDS four-digit time after a code ("BOM 0215"); "API 2019" is a version, so a flight number must be on the line too. */
const GDS_TIME = /(?<![A-Za-z])[A-Z]{3} +[0-2]\d[0-5]\d(?![\d:/.])/;
/** A flight number: airline designator and one to four digits ("AI 131", "BA117", "U2 8012"). */
export const FLIGHT_NUMBER = /(?<![A-Za-z0-9])(?:[A-Z]{2}|[A-Z]\d|\d[A-Z]) ?\d{1,4}(?!\d)/;

/** The line gives a clock time: "7:05am", or a GDS time beside a flight number. */
export function hasClock(line: string): boolean {
  return CLOCK.test(line) || (GDS_TIME.test(line) && FLIGHT_NUMBER.test(line));
}

/**
 * Words before "(" that name an airport no gazetteer holds as a place: "London Heathrow (LHR)",
 * "Aeroparque (AEP)", "JFK Airport (JFK)".
 */
const AIRPORT_WORDS: ReadonlySet<string> = new Set(['heathrow', 'gatwick', 'stansted', 'luton', 'aeroparque', 'airport', 'aeropuerto', 'intl', 'international', 'internacional', 'barajas', 'schiphol']);

/** How far to look on either side of a code for the arrow. */
const WINDOW = 40;

/** A capital letter A–Z. */
function isCapital(code: number): boolean {
  return code >= 65 && code <= 90;
}

/** "→" (one UTF-16 unit, so one punctuation token), and the ">" of "->" after its hyphen. */
const RIGHT_ARROW = 0x2192;
const HYPHEN = 45;
const GREATER_THAN = 62;
const EN_DASH_CODE = EN_DASH.charCodeAt(0);

/**
 * The text holds an arrow ("→", "->") or an en dash between two capitals ("SYD–LHR"); prose
 * dashes ("2019–2021", "Mon – Fri") are no route. Read from the punctuation tokens the Doc
 * gathers once, not by scanning the text: each of these chars is always a punctuation token of
 * its own (the tokenizer joins only a hyphen followed by a letter into a word, so the hyphen of
 * "->" stays a token). Example: "BOM 0215 → LHR" has the token "→".
 */
function hasArrow(doc: Doc): boolean {
  const text = doc.text;
  const punct = doc.allPunctuationTokens();
  for (let k = 0; k < punct.length; k++) {
    const s = doc.start(punct[k]!);
    const c = text.charCodeAt(s);
    if (c === RIGHT_ARROW) return true;
    if (c === HYPHEN && text.charCodeAt(s + 1) === GREATER_THAN) return true;
    if (c === EN_DASH_CODE && isCapital(text.charCodeAt(s - 1)) && isCapital(text.charCodeAt(s + 1))) return true;
  }
  return false;
}

/** The line holding offset `at`. */
export function lineAround(text: string, at: number): string {
  const from = text.lastIndexOf('\n', at) + 1;
  const to = text.indexOf('\n', at);
  return text.slice(from, to < 0 ? text.length : to);
}

/** Adds a LOCATION candidate for every airport code beside a route arrow. */
export function findAirportRoutes(doc: Doc, out: Candidate[]): void {
  const text = doc.text;
  if (!hasArrow(doc)) return;
  for (let i = 0; i < doc.count; i++) {
    if (doc.claimed[i] || !doc.isWord(i) || doc.shape(i) !== UPPER || doc.len(i) !== 3) continue;
    const s = doc.start(i);
    const e = doc.end(i);
    const opened = s > 0 && text.charCodeAt(s - 1) === 40; // "(MAD)"
    const after = text.slice(e, e + WINDOW);
    const before = text.slice(Math.max(0, s - WINDOW), s);
    const closed = after.charCodeAt(0) === 41;
    if (opened !== closed) continue; // "(MAD" or "MAD)": not a code standing alone
    const beside = ARROW_AFTER.test(after) || ARROW_BEFORE.test(before) || (!opened && (DASH_PAIR_AFTER.test(after) || DASH_PAIR_BEFORE.test(before)));
    if (!beside || !(hasClock(lineAround(text, s)) || (opened && placeBeforeParen(doc, i)))) continue;
    out.push(doc.candidate('LOCATION', i, i, AIRPORT_ROUTE_SCORES.code.score));
  }
}

/** The word before the "(" of the code at i is a known place or an airport word: "Singapore (SIN)". */
function placeBeforeParen(doc: Doc, i: number): boolean {
  const p = i - 2;
  if (p < 0 || !doc.isWord(p) || !doc.capitalized(p) || doc.adjacent(i - 1)) return false;
  return (doc.flags(p) & F_PLACE) !== 0 || AIRPORT_WORDS.has(doc.key(p));
}

/** Length of a hyphenated pair of airport codes: "LOS-LHR". */
const CODE_PAIR_LENGTH = 7;

/**
 * places7 (round 7): a pair of airport codes joined by a hyphen in one token, on an itinerary line
 * with a clock time and a flight number: "14 DEC LOS-LHR  BA 0074  dep 23:10". The tokenizer keeps
 * "LOS-LHR" one word, so the pair is one span (redacting it hides both airports). Not "SEV-API" or
 * "SKU-RED": no time and no flight number on their lines.
 */
export function airportCodePair(doc: Doc, i: number): boolean {
  if (doc.len(i) !== CODE_PAIR_LENGTH || doc.shape(i) !== UPPER) return false;
  const s = doc.start(i);
  const text = doc.text;
  if (text.charCodeAt(s + 3) !== HYPHEN) return false;
  for (const k of [0, 1, 2, 4, 5, 6]) if (!isCapital(text.charCodeAt(s + k))) return false;
  const line = lineAround(text, s);
  return CLOCK.test(line) && FLIGHT_NUMBER.test(line);
}
