/**
 * Airports and other places named by a travel phrase before them, which no gazetteer of cities
 * holds: "my flight leaves from Heathrow", "landed at JFK", "flight into Gatwick", "salgo desde
 * Barajas", "aterrizado en El Prat", "vuelo a Manises". A reader knows a place follows
 * "flying out of"; the lexicon does not know "Heathrow".
 *
 * Each cue is a phrase of normalized words (lower case, no accents) ending right before the
 * name. After it, a capitalized run of at most MAX_WORDS words is a LOCATION unless it is a
 * given name alone ("vuelo a María") or an everyday word ("flying out of Monday"). Three capital letters alone are an airport code ("JFK", "MAD"). A
 * following "Airport"/"Aeropuerto" word belongs to the span ("Heathrow Airport").
 */
import { cueSet } from './cue-bits.js';
import { phrasesAt, phraseTable, wordsEndAt } from './cue-phrases.js';
import { NOT_NAME } from './cues.js';
import { type Candidate, type Doc, SEP_SPACE, UPPER } from './doc.js';
import { APOSTROPHE } from './chars.js';
import type { FixedScore } from './fixed-score.js';

// The shared cue sets this file reads, as bits (cue-bits.ts: `doc.inSet(i, NOT_NAME_CUE)`).
const NOT_NAME_CUE = cueSet(NOT_NAME);

export const TRAVEL_SCORES = {
  place: { score: 0.75, why: 'a capitalized name no list knows after a travel phrase', example: 'my flight leaves from Heathrow' },
} as const satisfies Record<string, FixedScore>;

interface TravelCue {
  words: string;
  example: string;
}

const EN_CUES: readonly TravelCue[] = [
  { words: 'flying out of', example: 'flying out of Heathrow on Friday' },
  { words: 'fly out of', example: 'we fly out of Gatwick' },
  { words: 'flew out of', example: 'flew out of Midway' },
  { words: 'flying into', example: 'flying into Schiphol' },
  { words: 'fly into', example: 'fly into Logan' },
  { words: 'flew into', example: 'flew into Dulles' },
  { words: 'flight into', example: 'Flight into Gatwick, then the train' },
  { words: 'flight out of', example: 'the flight out of Stansted' },
  { words: 'leaves from', example: 'my flight leaves from Heathrow at 7:40' },
  { words: 'departs from', example: 'departs from Luton' },
  { words: 'departing from', example: 'departing from Newark' },
  { words: 'landed at', example: 'landed at JFK, cab queue is insane' },
  { words: 'landing at', example: 'landing at Heathrow T5' },
  { words: 'land at', example: 'we land at Schiphol' },
  { words: 'layover in', example: 'a layover in Schiphol' },
  { words: 'layover at', example: 'a layover at Heathrow' },
  { words: 'connecting through', example: 'connecting through Heathrow' },
  // Neighbourhoods and suburbs, which no list of cities holds.
  { words: 'here in', example: 'Same here in Headingley. Rang the council' },
  { words: 'suburb of', example: 'the suburb of Rondebosch' },
  { words: 'neighbourhood of', example: 'the neighbourhood of Whitechapel' },
  { words: 'neighborhood of', example: 'the neighborhood of Wicker Park' },
];

const ES_CUES: readonly TravelCue[] = [
  { words: 'salgo desde', example: 'salgo desde Barajas el jueves' },
  { words: 'sale desde', example: 'el vuelo sale desde Barajas' },
  { words: 'salida desde', example: 'salida desde El Prat' },
  { words: 'aterrizado en', example: 'aterrizado en El Prat' },
  { words: 'aterrizo en', example: 'aterrizó en Manises' },
  { words: 'aterriza en', example: 'aterriza en Barajas a las 9' },
  { words: 'aterrizamos en', example: 'aterrizamos en Loiu' },
  { words: 'vuelo a', example: 'vuelo a Manises y luego tren' },
  { words: 'vuelo desde', example: 'vuelo desde Barajas' },
  { words: 'escala en', example: 'escala en Schiphol' },
  // Neighbourhoods, districts and stations, which no list of towns holds.
  { words: 'barrio de', example: 'Se alquila piso en el barrio de Ruzafa, Valencia' },
  { words: 'zona de', example: 'me compré el piso en la zona de Fontarrón' },
  { words: 'estacion de', example: 'quedamos en la estación de Atocha a las 7' },
  { words: 'vivo en', example: 'vivo en Carabanchel desde hace años' },
  // places7 (round 7): where a classified's item is picked up, and "blocks from" in Argentine and
  // Uruguayan Spanish: a neighbourhood follows.
  { words: 'retirar en', example: '¿se puede retirar en Caballito?' },
  { words: 'cuadras de', example: 'Retiro en Flores, a 10 cuadras de Caballito' },
  { words: 'recoge en', example: 'Paco te recoge en Los Rodeos' },
  // places8 (round 8): a neighbourhood, a metro station, an industrial estate or a Chilean commune
  // named right after its noun: "Vecinos del barrio Manrique", "se me cayó en la estación
  // Chacaíto", "una nave del polígono Torrehierro", "la comuna de Ñuñoa".
  // The article comes first, so a name's own word stays out ("ASOCIACIÓN VECINAL BARRIO DEL PILAR").
  { words: 'del barrio', example: 'Vecinos del barrio Manrique denunciaron' },
  { words: 'el barrio', example: 'vivo en el barrio Yungay' },
  { words: 'la estacion', example: 'la cartera que se me cayó en la estación Chacaíto' },
  { words: 'del poligono', example: 'una nave del polígono Torrehierro' },
  { words: 'el poligono', example: 'en el polígono Cobo Calleja' },
  { words: 'comuna de', example: 'vive en la comuna de Ñuñoa' },
];

/** Words after the name that belong to an airport's name: "Heathrow Airport", "Aeropuerto". */
const AIRPORT_WORDS = new Set(['airport', 'aeropuerto', 'terminal']);
const AIRPORT_WORDS_CUE = cueSet(AIRPORT_WORDS);

/** At most this many capitalized words: "El Prat", "Adolfo Suárez Madrid-Barajas" is rare in text. */
const MAX_WORDS = 3;

const CUES = { en: phraseTable(EN_CUES, 'before'), es: phraseTable(ES_CUES, 'before') };

/** A travel cue ends right before token i. */
function cueBefore(doc: Doc, i: number): boolean {
  const p = i - 1;
  if (!doc.isWord(p) || doc.sep(i) !== SEP_SPACE) return false;
  const list = phrasesAt(doc, p, CUES[doc.lang === 'es' ? 'es' : 'en']);
  if (list !== undefined) for (const { words } of list) if (wordsEndAt(doc, p, words)) return true;
  return false;
}

/** Last token of the name at i: capitalized words, "O'Hare" (an apostrophe inside), at most MAX_WORDS. */
function nameEnd(doc: Doc, i: number): number {
  let e = i;
  let words = 1;
  for (;;) {
    if (doc.isChar(e + 1, APOSTROPHE) && doc.adjacent(e + 1) && doc.capitalized(e + 2) && doc.adjacent(e + 2)) {
      e += 2; // "O'Hare"
      continue;
    }
    if (words >= MAX_WORDS || doc.sep(e + 1) !== SEP_SPACE || !doc.capitalized(e + 1) || doc.inSet(e + 1, NOT_NAME_CUE)) break;
    e++;
    words++;
  }
  return e;
}

/** The name [i, e] can be an airport or a place no list knows. */
function acceptable(doc: Doc, i: number, e: number): boolean {
  if (doc.anyClaimed(i, e)) return false;
  if (i === e) {
    if (doc.shape(i) === UPPER) return doc.len(i) === 3; // an airport code: "JFK", "MAD"
    // Spanish word frequencies hold proper nouns ("barajas"), so only the top words are telling there.
    const everyday = doc.lang === 'en' ? doc.commonWord(i) : doc.topCommon(i);
    if (doc.firstName(i) || everyday || doc.inSet(i, NOT_NAME_CUE)) return false;
  }
  // A known place may score low on its own ("Barajas" is also a surname): this candidate
  // competes with location.ts's, and the higher score wins.
  return true;
}

/** Adds a LOCATION candidate after every travel cue that names a place no list knows. */
export function findTravelPlaces(doc: Doc, out: Candidate[]): void {
  for (let i = doc.nextCapitalized(1); i < doc.count; i = doc.nextCapitalized(i + 1)) {
    if (doc.claimed[i] || !cueBefore(doc, i)) continue;
    let e = nameEnd(doc, i);
    if (!acceptable(doc, i, e)) continue;
    if (doc.sep(e + 1) === SEP_SPACE && doc.capitalized(e + 1) && doc.inSet(e + 1, AIRPORT_WORDS_CUE)) e++;
    out.push(doc.candidate('LOCATION', i, e, TRAVEL_SCORES.place.score));
    i = e;
  }
}
