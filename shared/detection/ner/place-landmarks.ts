/**
 * Named parks, beaches, lakes and hills, which no gazetteer of towns holds: "The outdoor rink at
 * Withrow Park opens", "paid parking at Wategos Beach", "Carols, 7pm, Memorial Park, Tamworth",
 * "la salida al Parque Metropolitano", "cerca del Parque Luis Muñoz Rivera", "Monte Tabor".
 * places8 (round 8).
 *
 * A landform word names the place with the capitalized words beside it: after them in English
 * ("Withrow Park", "Bondi Beach"), before them in Spanish and in a few English names ("Parque
 * Rodó", "Playa Brava", "Lake Louise"). The name must stand where a place stands: after a place
 * preposition (an article may come between: "a la Laguna Colorada", "at the Riverside Park"), or
 * before ", <known place>". So a club, a product or a street named so stays out: "Lincoln Park
 * Rangers", "Dolores Park Pale Ale", "the Hyde Park theme", "Stockwell Park Road".
 *
 * Cheap: `location.ts` asks only at a capitalized word whose cue bit says it is a landform word.
 */
import { type Candidate, type Doc, SEP_SPACE, UPPER } from './doc.js';
import { COMMA } from './chars.js';
import { cueSet } from './cue-bits.js';
import type { FixedScore } from './fixed-score.js';
import { PLACE_PREPOSITIONS } from './cues.js';

export const LANDMARK_SCORES = {
  // As sure as the surest person: a park named after someone ("cerca del Parque Luis Muñoz Rivera")
  // then wins over the person inside it (equal scores go to the longer span).
  placed: { score: 0.9, why: 'a named park, beach or lake after a place preposition', example: 'The outdoor rink at Withrow Park opens December 15' },
  beforePlace: { score: 0.7, why: 'a named park, beach or lake before ", <known place>"', example: 'Saturday 13 December, 7pm, Memorial Park, Tamworth' },
} as const satisfies Record<string, FixedScore>;

const words = (s: string): ReadonlySet<string> => new Set(s.trim().split(/\s+/));

/** English landform words after the name: "Withrow Park", "Wategos Beach", "Cornubia Park", "Third Mainland Bridge". */
const TAILS_EN = words(`park beach lake river falls forest reserve bridge`);
/** Landform words before the name: "Parque Rodó", "Playa Brava", "Monte Tabor", "Lake Louise", "Mount Wellington". */
const HEADS = words(`parque playa lago laguna monte cerro isla bahia lake mount`);
const TAILS_EN_CUE = cueSet(TAILS_EN);
const HEADS_CUE = cueSet(HEADS);
/** Every landform word, as one bit: location.ts's test before anything here runs. */
export const LANDMARK_WORDS_CUE = cueSet(new Set([...TAILS_EN, ...HEADS]));

/**
 * Name words that make "<word> Park" a business or retail estate, an address's part, not a park:
 * "Enterprise Park, Galway", "Business Park, Dublin 15", "the Retail Park loop", "Car Park C".
 */
const ESTATE_WORDS_CUE = cueSet(words(`business retail industrial enterprise science technology tech trade trading car caravan holiday office theme water`));

/** Lower-case particles inside a Spanish name after its head: "Parque Natural de la Albufera". */
const PARTICLES_CUE = cueSet(words(`de del la las los`));
/** Articles between a place preposition and the name: "at the Riverside Park", "a la Laguna Colorada", "al Parque". */
const ARTICLES_CUE = cueSet(words(`the la el los las`));
const PLACE_PREPOSITIONS_CUE = cueSet(new Set([...PLACE_PREPOSITIONS, 'al', 'del']));

/** At most this many capitalized words in the name besides its landform word: "Parque Luis Muñoz Rivera". */
const MAX_NAME_WORDS = 3;

/** At most this many tokens after a head, particles included: "Parque Natural de la Albufera". */
const MAX_NAME_TOKENS = 5;

/** Token k can be a word of the name: capitalized, no acronym, unclaimed. */
function nameWord(doc: Doc, k: number): boolean {
  return doc.isWord(k) && doc.capitalized(k) && doc.shape(k) !== UPPER && !doc.claimed[k];
}

/** The name first..last stands where a place stands: after a place preposition (and an article), or before ", <known place>". */
function placed(doc: Doc, first: number, last: number): FixedScore | undefined {
  let p = first - 1;
  if (doc.sep(first) === SEP_SPACE && doc.isWord(p) && doc.lower(p) && doc.inSet(p, ARTICLES_CUE) && doc.sep(p) === SEP_SPACE) p--;
  if (doc.isWord(p) && doc.lower(p) && doc.inSet(p, PLACE_PREPOSITIONS_CUE) && doc.sep(p + 1) === SEP_SPACE) return LANDMARK_SCORES.placed;
  const c = last + 1;
  if (doc.isChar(c, COMMA) && doc.adjacent(c) && doc.sep(c + 1) === SEP_SPACE && doc.capitalized(c + 1) && doc.lex.place(doc.key(c + 1))) return LANDMARK_SCORES.beforePlace;
  return undefined;
}

/**
 * The named landmark at landform word i, pushed as a LOCATION; returns its last token, or -1 when
 * there is none. `i` is a capitalized word in LANDMARK_WORDS_CUE.
 */
export function findLandmarkAt(doc: Doc, i: number, out: Candidate[]): number {
  if (doc.lang === 'en' && doc.inSet(i, TAILS_EN_CUE)) {
    // A longer name goes on ("Lincoln Park Rangers", "Stockwell Park Road"): not a landmark.
    if (doc.sep(i + 1) === SEP_SPACE && doc.capitalized(i + 1)) return -1;
    let a = i;
    while (i - a < MAX_NAME_WORDS && doc.sep(a) === SEP_SPACE && nameWord(doc, a - 1)) a--;
    if (a === i || doc.inSet(i - 1, ESTATE_WORDS_CUE)) return -1;
    const s = placed(doc, a, i);
    if (!s) return -1;
    out.push(doc.candidate('LOCATION', a, i, s.score));
    return i;
  }
  if (!doc.inSet(i, HEADS_CUE)) return -1;
  // "Parque Rodó", "Parque Natural de la Albufera": capitalized words and particles after the head, ending capitalized.
  let e = i;
  for (let k = i + 1, n = 0; n < MAX_NAME_WORDS && k - i <= MAX_NAME_TOKENS && doc.sep(k) === SEP_SPACE; k++) {
    if (nameWord(doc, k)) {
      e = k;
      n++;
    } else if (!(doc.isWord(k) && doc.lower(k) && doc.inSet(k, PARTICLES_CUE))) break;
  }
  if (e === i) return -1;
  const s = placed(doc, i, e);
  if (!s) return -1;
  out.push(doc.candidate('LOCATION', i, e, s.score));
  return e;
}
