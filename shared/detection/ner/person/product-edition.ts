/**
 * Two layouts that name things, not people, around a capitalized run:
 *  - an edition word ends it: "Meridian Pro 27 monitor", "Galaxy Ultra", "Nimbus Lite". No
 *    surname is "Pro", "Plus", "Ultra", "Mini" or "Lite";
 *  - a match score stands right before it: "Brentford 2–1 Everton", "Northside Hawks 3 – 1 Valley
 *    Rangers". A result line names teams;
 *  - a capitalized "Team" or "Equipo" stands right before it: "Sprint 42 retro – Team Falcon",
 *    "Equipo Atlas". A team named after a person is still a team ("Team Alice").
 */
import { type Doc } from '../doc.js';
import { cueSet } from '../cue-bits.js';
import { EM_DASH, EN_DASH, HYPHEN } from '../chars.js';

/** Product edition words that end a product's name (not "Max" or "Air": given names too). */
const EDITION_WORDS = new Set(['pro', 'plus', 'ultra', 'mini', 'lite']);

/** The run [a, b] of several words ends with a capitalized edition word ("Meridian Pro"). */
export function endsWithEdition(doc: Doc, a: number, b: number): boolean {
  return b > a && doc.capitalized(b) && EDITION_WORDS.has(doc.key(b));
}

const DASHES = [HYPHEN, EN_DASH, EM_DASH];

/** A score "2–1" / "3 - 1" stands right before token a ("Brentford 2–1 Everton"). */
export function matchScoreBefore(doc: Doc, a: number): boolean {
  if (!doc.isNum(a - 1) || !doc.spaced(a)) return false;
  const dash = a - 2;
  return DASHES.some((d) => doc.isChar(dash, d)) && doc.isNum(a - 3);
}

/** Words that, capitalized right before a name, make it a team's name. */
const TEAM_WORDS = new Set(['team', 'squad', 'equipo']);
/** TEAM_WORDS as a cue set: the score rule's document gate (score-table.ts `needs`). */
export const TEAM_WORDS_CUE = cueSet(TEAM_WORDS);

/** A capitalized "Team"/"Equipo" stands right before token a ("Team Falcon"). */
export function teamWordBefore(doc: Doc, a: number): boolean {
  const p = a - 1;
  return doc.isWord(p) && doc.capitalized(p) && doc.spaced(a) && TEAM_WORDS.has(doc.key(p));
}

/**
 * nopii6es: Spanish "con" between a score and the run: a draw is with a team ("tras empatar 1-1
 * con Atlas", "el 2-2 con Cobresal"). Only "con": "ganó 6-4 a Nadal", "cayó 6-3 ante Alcaraz" may
 * name a player.
 */
const SCORE_WITH_ES = 'con';
/** SCORE_WITH_ES as a cue set: the score rule's document gate (score-table.ts `needs`). */
export const SCORE_WITH_ES_CUE = cueSet(new Set([SCORE_WITH_ES]));

/** "1-1 con" stands right before token a (see above). */
export function drawScoreBeforeEs(doc: Doc, a: number): boolean {
  const w = a - 1;
  return doc.lang === 'es' && doc.isWord(w) && doc.lower(w) && doc.key(w) === SCORE_WITH_ES && doc.spaced(w) && matchScoreBefore(doc, w);
}
