/**
 * Names of major foreign cities in the other language's spelling, which the place lexicon (built
 * from GeoNames' own names) lacks: Spanish "Londres", "Nueva York", "Lisboa", "Fráncfort",
 * English "Cologne", "Bangalore" (a name the lexicon already holds, such as "Florence" or
 * "Milán", is left to the place and person rules). Texts name these cities as often as the local spellings
 * ("intervendrá en el foro de Lisboa", "ha vuelto de Londres"). A capitalized match is a LOCATION
 * candidate; it competes with the person candidates like any place (a named room, "la sala se
 * llama Tokio", is capped by thing-context.ts).
 */
import { PLACE_PREPOSITIONS } from './cues.js';
import { type Candidate, type Doc, SEP_SPACE, wordFilter } from './doc.js';
import { PLACE_CITY } from './lexicon.js';
import { placeCue } from './place-context.js';

/** Exonyms as normalized phrases (lower case, no accents). */
const EXONYMS: readonly string[] = [
  // Spanish spellings of cities.
  'londres', 'nueva york', 'nueva delhi', 'nueva orleans', 'lisboa', 'oporto', 'ginebra', 'bruselas', 'moscu', 'estocolmo',
  'atenas', 'varsovia', 'praga', 'viena', 'copenhague', 'burdeos', 'venecia', 'napoles', 'francfort', 'edimburgo',
  'hamburgo', 'estambul', 'tokio', 'seul', 'filadelfia', 'jerusalen', 'san petersburgo', 'kiev', 'genova', 'bolonia',
  'niza', 'estrasburgo', 'amberes', 'brujas', 'gante', 'la haya', 'cracovia', 'bucarest', 'el cairo', 'ciudad del cabo',
  'bombay', 'calcuta', 'basilea', 'lausana', 'berna', 'aquisgran', 'maguncia', 'ratisbona', 'dresde', 'lovaina', 'lieja',
  'reikiavik', 'damasco', 'bagdad', 'teheran',
  // places7 (round 7): Havana and Curaçao, which GeoNames files as "Havana" and "Willemstad".
  'la habana', 'curazao',
  // English spellings that GeoNames files under another name.
  'cologne', 'bangalore', 'calcutta', 'madras', 'peking', 'nuremberg', 'seville', 'saragossa', 'corunna',
];

const PHRASES = new Map<string, string[][]>();
for (const p of EXONYMS) {
  const words = p.split(' ');
  const list = PHRASES.get(words[0]!) ?? [];
  list.push(words);
  PHRASES.set(words[0]!, list);
}

/** places9: `phrase` (normalized, words joined by one space) is an exonym: "la habana" (address.ts reads a town after a street line with it). */
export function isExonym(phrase: string): boolean {
  const words = phrase.split(' ');
  return PHRASES.get(words[0]!)?.some((w) => w.length === words.length && w.every((x, k) => x === words[k])) ?? false;
}

/** The phrases' first words, with a length and first-letter pre-test (Doc.keyIn): most capitalized words start none. */
const F_FIRST_WORDS = wordFilter(new Set(PHRASES.keys()));

const SCORES = {
  /** After a place preposition: "de Lisboa", "in Cologne". */
  afterPreposition: 0.8,
  /** Elsewhere, capitalized: "Lisboa es preciosa". */
  capitalized: 0.65,
} as const;

export function findExonyms(doc: Doc, out: Candidate[]): void {
  for (let i = doc.nextCapitalized(0); i < doc.count; i = doc.nextCapitalized(i + 1)) {
    if (doc.claimed[i] || !doc.keyIn(i, F_FIRST_WORDS)) continue;
    const list = PHRASES.get(doc.key(i));
    if (!list) continue;
    let best = -1;
    for (const words of list) {
      let ok = true;
      for (let k = 1; k < words.length && ok; k++) ok = doc.isWord(i + k) && doc.sep(i + k) === SEP_SPACE && doc.key(i + k) === words[k];
      if (ok) best = Math.max(best, i + words.length - 1);
    }
    if (best < 0 || doc.anyClaimed(i, best)) continue;
    const prep = doc.isWord(i - 1) && doc.lower(i - 1) && doc.sep(i) === SEP_SPACE && PLACE_PREPOSITIONS.has(doc.key(i - 1));
    // The cues that cap any place cap an exonym too: "a Bombay sandwich" names a dish.
    const score = prep ? SCORES.afterPreposition : SCORES.capitalized;
    const cue = placeCue(doc, i, best, score, PLACE_CITY);
    out.push(doc.candidate('LOCATION', i, best, cue ? cue.cap : score));
    i = best;
  }
}
