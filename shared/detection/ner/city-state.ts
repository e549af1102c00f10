/**
 * "Atlanta, GA", "Boise, ID | 2019–2024", "Austin, TX · maya@…": a city followed by a comma and
 * a US state's postal code names a place, in CV headers, signatures and job histories where no
 * preposition or street line points at it. The city must be a known place, or a word no list
 * knows (small towns), never a given name ("Thanks Sam, OK?") or an everyday word. After the code
 * comes the end of the clause: a ZIP code, a separator, a bracket or the line's end.
 */
import { US_STATE_CODES } from './cues.js';
import { type Candidate, type Doc, SEP_NEWLINE, SEP_SPACE, UPPER } from './doc.js';
import { COMMA, DOT } from './chars.js';
import { F_PLACE, F_PLACE_START } from './lexicon.js';

const SCORES = {
  /** A known place before ", ST": "Atlanta, GA". */
  knownCity: 0.85,
  /** A word no list knows before ", ST" and a ZIP or separator: "Tullahoma, TN 37388". */
  unknownTown: 0.7,
} as const;

/** Characters that may follow the state code ("GA |", "TX ·", "(OH)", "ID,"). */
const CLAUSE_END = new Set([...'|·•,;.)–—-/'].map((ch) => ch.charCodeAt(0)));

/** Token after the state code at s ends the clause. */
function clauseEnds(doc: Doc, s: number): boolean {
  const n = s + 1;
  if (n >= doc.count || doc.sep(n) >= SEP_NEWLINE) return true;
  if (doc.isNum(n) && doc.len(n) === 5) return true; // ZIP
  return !doc.isWord(n) && CLAUSE_END.has(doc.charAt(n));
}

/**
 * An ORGANIZATION candidate that ran over ", City, ST" to the end of its line ends before the comma
 * in front of the city; the city and the state code are released.
 */
function trimOrganization(doc: Doc, out: readonly Candidate[], city: number, state: number): void {
  const o = organizationAt(out, city);
  if (!o || o.first >= city - 1 || o.last > state || !doc.isChar(city - 1, COMMA)) return;
  for (let t = city - 1; t <= o.last; t++) doc.claimed[t] = 0;
  o.last = city - 2;
  o.end = doc.end(o.last);
}

/**
 * The ORGANIZATION candidate that covers token t (each token is in at most one; the latest when
 * several would). A scan of the few candidates, asked only at a ", ST" after a city: no index of
 * every organization token is built.
 */
function organizationAt(out: readonly Candidate[], t: number): Candidate | undefined {
  for (let k = out.length - 1; k >= 0; k--) {
    const c = out[k]!;
    if (c.entity === 'ORGANIZATION' && c.first <= t && t <= c.last) return c;
  }
  return undefined;
}

/** The city at `first` ends a person's name: a given name, an initial or a title before it. */
function personBefore(doc: Doc, first: number): boolean {
  const p = first - 1;
  if (p < 0 || doc.sep(first) !== SEP_SPACE) return false;
  if (doc.isChar(p, DOT)) return true; // "Uriah G. Rodriguez", "Dr. Clark"
  return doc.capitalized(p) && doc.firstName(p);
}

export function findCityStates(doc: Doc, out: Candidate[]): void {
  // Only commas can start the pattern: their positions, not every token (Doc.punctuationTokens).
  for (const c of doc.punctuationTokens(COMMA)) {
    if (c < 1 || c + 1 >= doc.count || !doc.adjacent(c)) continue;
    const s = c + 1;
    if (doc.sep(s) !== SEP_SPACE || !doc.isWord(s) || doc.shape(s) !== UPPER || doc.len(s) !== 2 || !US_STATE_CODES.has(doc.key(s))) continue;
    if (!clauseEnds(doc, s)) continue;
    // The city: up to three capitalized words before the comma ("Salt Lake City", "St Louis").
    const e = c - 1;
    let a = e;
    while (a - 1 >= 0 && e - a < 2 && doc.sep(a) === SEP_SPACE && doc.capitalized(a - 1)) a--;
    // Prefer the longest known place ending at e; else the last word alone.
    let first = -1;
    for (let t = a; t <= e; t++) {
      if (!doc.capitalized(t)) continue;
      // A gazetteer phrase starts with a word flagged as a place or a place's first word.
      if ((doc.flags(t) & (F_PLACE | F_PLACE_START)) === 0) continue;
      let phrase = '';
      for (let w = t; w <= e; w++) phrase += (phrase ? ' ' : '') + doc.key(w);
      if (doc.lex.place(phrase)) {
        first = t;
        break;
      }
    }
    let score: number = SCORES.knownCity;
    if (first < 0) {
      if (!doc.capitalized(e) || doc.firstName(e) || doc.commonWord(e) || doc.topCommon(e) || doc.knownWord(e)) continue;
      const zipOrSep = s + 1 < doc.count && doc.sep(s + 1) < SEP_NEWLINE;
      if (!zipOrSep) continue;
      first = e;
      score = SCORES.unknownTown;
    }
    // "Dr. Ethel Clark, MD", "Jane Pike, PA": after a person's name the code is a credential.
    if (personBefore(doc, first)) continue;
    // "Shift Lead, Target, Marietta, GA": an employer read to the line's end stops before the city.
    trimOrganization(doc, out, first, s);
    if (doc.anyClaimed(first, e)) continue;
    const cand = doc.candidate('LOCATION', first, e, score);
    out.push(cand);
    doc.claim(cand);
  }
}
