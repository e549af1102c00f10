/**
 * A run that stands as one side of a sports result line, where both sides are teams even when a
 * side is named like a person ("Aston Villa", "Valencia Basket", "Lincoln Park Rangers"):
 *
 *   Newcastle 3-2 Aston Villa⏎             (the score before it, the line ends after it)
 *   Baskonia 79 – Valencia Basket 74;      (a team and its points on each side of a dash)
 *   Riverside Hawks 3, Lincoln Park Rangers 1.   (a team and its score, comma, the other)
 *   Real Madrid 8-1, Valencia Basket 7-2, Unicaja 7-2   (standings: each team's won-lost record)
 *
 * A scorer named after a result ("Brentford 2–1 Everton, Ivan Toney twice") has words after
 * the name, not a score or the line's end. product-edition.ts `matchScoreBefore` reads the score.
 */
import { type Doc, SEP_NEWLINE, SEP_SPACE } from '../doc.js';
import { COMMA, DOT, EM_DASH, EN_DASH, HYPHEN, SEMICOLON } from '../chars.js';
import { matchScoreBefore } from './product-edition.js';

/** Scores have at most three digits ("118" in basketball). */
const MAX_SCORE_DIGITS = 3;

/** Token i is a plain score: digits only, at most three, on the same line. */
function score(doc: Doc, i: number): boolean {
  return doc.isNum(i) && doc.shape(i) === 0 && doc.len(i) <= MAX_SCORE_DIGITS && doc.sep(i) <= SEP_SPACE;
}

/** Token n ends a result line's side: the line or text ends, or ";" / "," / "." follows. */
function sideEnds(doc: Doc, n: number): boolean {
  return n >= doc.count || doc.sep(n) >= SEP_NEWLINE || doc.isChar(n, SEMICOLON) || doc.isChar(n, COMMA) || doc.isChar(n, DOT);
}

/** A dash glued between the two numbers of a record or a score: "7-2", "8–1". */
function gluedDash(doc: Doc, i: number): boolean {
  return (doc.isChar(i, HYPHEN) || doc.isChar(i, EN_DASH)) && doc.adjacent(i) && doc.adjacent(i + 1);
}

/**
 * Token n is the run's own score or won-lost record, then the side's end: "… Valencia Basket
 * 74;", "… Valencia Basket 7-2,".
 */
function ownScoreAfter(doc: Doc, n: number): boolean {
  if (!score(doc, n) || doc.sep(n) !== SEP_SPACE) return false;
  if (sideEnds(doc, n + 1)) return true;
  return gluedDash(doc, n + 1) && score(doc, n + 2) && sideEnds(doc, n + 3);
}

/** The other team's score or record ends at token e, after a capitalized word: "Hawks 3", "Real Madrid 8-1". */
function otherSideBefore(doc: Doc, e: number): boolean {
  if (!score(doc, e)) return false;
  if (doc.capitalized(e - 1) && doc.spaced(e)) return true;
  return gluedDash(doc, e - 1) && score(doc, e - 2) && doc.capitalized(e - 3) && doc.spaced(e - 2);
}

/**
 * people7es (round 7). The run is the first side of a result written team, score, dash, score,
 * team ("Valencia Basket 78 - 64 Perfumerías Avenida", "Newcastle 3-2 Aston Villa"): the run's
 * score, a dash (glued or spaced), the other score and a capitalized word.
 */
function firstSideBefore(doc: Doc, n: number): boolean {
  if (!score(doc, n) || doc.sep(n) !== SEP_SPACE) return false;
  const d = n + 1;
  if (!(doc.isChar(d, HYPHEN) || doc.isChar(d, EN_DASH))) return false;
  const glued = doc.adjacent(d) && doc.adjacent(d + 1);
  const spaced = doc.spaced(d) && doc.spaced(d + 1);
  return (glued || spaced) && score(doc, d + 1) && doc.capitalized(d + 2) && doc.spaced(d + 2);
}

/**
 * people7es (round 7). A standings row: a rank "1." before the run, its won-lost record after it,
 * then the row's end or the next rank ("Clasificación: 1. Valencia Basket 13-1  2. Perfumerías…").
 */
function standingsRow(doc: Doc, a: number, b: number): boolean {
  const p = a - 1;
  if (!(doc.isChar(p, DOT) && doc.adjacent(p) && doc.isNum(p - 1) && doc.len(p - 1) <= MAX_SCORE_DIGITS && doc.spaced(a))) return false;
  const n = b + 1;
  if (!(score(doc, n) && doc.spaced(n) && gluedDash(doc, n + 1) && score(doc, n + 2))) return false;
  const e = n + 3;
  return sideEnds(doc, e) || (doc.isNum(e) && doc.isChar(e + 1, DOT) && doc.adjacent(e + 1));
}

/** The run [a, b] is a side of a result line (see the file comment). */
export function resultLineSide(doc: Doc, a: number, b: number): boolean {
  if (doc.isNum(b + 1) && (firstSideBefore(doc, b + 1) || standingsRow(doc, a, b))) return true;
  // Cheap first: the token before the run is a number, a dash or a comma.
  const p = a - 1;
  // "Newcastle 3-2 Aston Villa": the score written as one ("3-2", not "Invoice 4 - 2 Ana Ruiz").
  if (doc.isNum(p)) return matchScoreBefore(doc, a) && gluedDash(doc, a - 2) && (sideEnds(doc, b + 1) || ownScoreAfter(doc, b + 1));
  const joiner = doc.isChar(p, HYPHEN) || doc.isChar(p, EN_DASH) || doc.isChar(p, EM_DASH) || doc.isChar(p, COMMA);
  // "Baskonia 79 – Valencia Basket 74", "Hawks 3, Lincoln Park Rangers 1": the other team's
  // score before the joiner, the run's own score after it.
  return joiner && doc.spaced(a) && otherSideBefore(doc, p - 1) && ownScoreAfter(doc, b + 1);
}
