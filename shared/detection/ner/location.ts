/**
 * Places mentioned alone: countries, regions (US states, Spanish provinces and communities, UK
 * counties) and cities from the GeoNames gazetteer. Capitalization is required; a place name
 * that is also a person name or an everyday word ("Victoria", "Jackson", "Reading", "Mobile")
 * needs a preposition before it ("in", "en", "desde") or a big population to count.
 */
import { NOT_NAME, PLACE_PREPOSITIONS, WEAK_PERSON_CONTEXT } from './cues.js';
import { personCueBefore } from './person/index.js';
import { type Candidate, type Doc, SEP_NEWLINE, SEP_SPACE, UPPER } from './doc.js';
import { F_AMBIG_EN, F_AMBIG_ES, F_PLACE, F_PLACE_START, PLACE_CITY, PLACE_COUNTRY, type Place } from './lexicon.js';
import { APOSTROPHE, COLON, COMMA, DOT, EN_DASH, HYPHEN, SEMICOLON, SLASH } from './chars.js';
import { MONTHS } from './thing-words.js';
import { cueSet } from './cue-bits.js';
import { PLACE_LABELS_CUE } from './place-things.js';
import { personRole } from './place-person.js';
import { findTravelPlaces } from './travel-places.js';
import { AIRPORT_ROUTE_SCORES, airportCodePair, findAirportRoutes } from './airport-routes.js';
import { placeCue } from './place-context.js';
import { airportAfterCity } from './city-airport.js';
import { PLACE_AFTER_ORGANIZATION, placeAfterOrganization } from './place-after-organization.js';
import { normalizeKey } from './normalize.js';
import { findLandmarkAt, LANDMARK_WORDS_CUE } from './place-landmarks.js';
import { PLACE_BEFORE_PREMISES, placeBeforePremises } from './place-premises.js';
import { COUNTRY_CODE_AFTER_CITY, countryCodeAfterCity, DISTRICT_BEFORE_CITY, districtBeforeCity } from './place-district.js';

/** A city-named given name in a person's role ("Austin said"): a person, above the 0.5 threshold. */
const PERSON_ROLE_SCORE = 0.6;

export function findLocations(doc: Doc, out: Candidate[]): void {
  for (let i = doc.nextCapitalized(0); i < doc.count; i = doc.nextCapitalized(i + 1)) {
    if (doc.claimed[i]) continue;
    const f = doc.flags(i);
    // places8: "at Withrow Park", "al Parque Metropolitano": a named park, beach or lake (place-landmarks.ts).
    if (doc.inSet(i, LANDMARK_WORDS_CUE)) {
      const e = findLandmarkAt(doc, i, out);
      if (e >= 0 && (f & (F_PLACE | F_PLACE_START)) === 0) {
        i = e;
        continue;
      }
    }
    if ((f & (F_PLACE | F_PLACE_START)) === 0 && !doc.inSet(i, PLACE_ABBREVIATIONS_CUE)) {
      // "el Alvia Madrid-Gijón", "the Leeds-Manchester train": a route of two joined cities.
      // places7: "Bluewave Plumbing in Durbanville": a town no list knows, after a named business.
      const town = placeAfterOrganization(doc, i);
      if (town >= 0) {
        out.push(doc.candidate('LOCATION', i, town, PLACE_AFTER_ORGANIZATION.score));
        i = town;
        continue;
      }
      // places8: "the Indiranagar branch", "at the Belcoo stop": a town named by its premises (place-premises.ts).
      if (placeBeforePremises(doc, i)) {
        out.push(doc.candidate('LOCATION', i, i, PLACE_BEFORE_PREMISES.score));
        continue;
      }
      if (doc.len(i) >= MIN_ROUTE_LENGTH && doc.isWord(i)) {
        // places7: "14 DEC LOS-LHR  BA 0074  dep 23:10": two airport codes on an itinerary line.
        if (airportCodePair(doc, i)) out.push(doc.candidate('LOCATION', i, i, AIRPORT_ROUTE_SCORES.code.score));
        else joinedRoute(doc, i, out);
      }
      continue;
    }
    const m = match(doc, i, f);
    if (!m) continue;
    if (m.last === i && doc.shape(i) === UPPER && doc.len(i) < 4) continue; // "US", "IL" codes are too ambiguous
    // "Austin said…", "Paris will join…": a given name in a person's role (place-person.ts).
    // Countries speak through governments ("Spain said"), so only a vocative makes them a person.
    if (m.last === i && doc.firstName(i) && personRole(doc, i, m.place.kind === PLACE_CITY)) {
      out.push(doc.candidate('PERSON', i, i, PERSON_ROLE_SCORE));
      continue;
    }
    let score = scorePlace(doc, i, m.last, m.place);
    // "Dublin Bus", "City of Calgary", "a Labrador", "Sofá "Valencia"": a word of a longer name,
    // which may be an organization's (place-context.ts).
    const cue = score >= 0.5 ? placeCue(doc, i, m.last, score, m.place.kind) : undefined;
    if (cue) {
      score = cue.cap;
      const org = cue.organization?.(doc, i, m.last);
      if (org) {
        out.push(org);
        i = org.last;
        continue;
      }
    }
    // cover8en: "London Heathrow", "Phoenix Sky Harbor": the airport's name after its city.
    if (score >= 0.2) out.push(doc.candidate('LOCATION', i, score >= 0.5 ? airportAfterCity(doc, m.last) : m.last, score));
    // "Collection in Durbanville, Cape Town": the district before a known city (place-district.ts).
    if (score >= 0.5 && m.place.kind === PLACE_CITY) {
      const d = districtBeforeCity(doc, i);
      if (d) out.push(doc.candidate('LOCATION', d.first, d.last, DISTRICT_BEFORE_CITY.score));
      // "Leeds, UK ·": a country's code after the city.
      const code = countryCodeAfterCity(doc, m.last);
      if (code >= 0) {
        out.push(doc.candidate('LOCATION', code, code, COUNTRY_CODE_AFTER_CITY.score));
        i = code;
        continue;
      }
    }
    // "Sevilla - Nervión", "Valencia - Campanar": a city, a spaced dash and its district, which
    // no gazetteer holds, ending the line or the field.
    const d = districtAfter(doc, m.last);
    if (score >= 0.5 && d >= 0) {
      out.push(doc.candidate('LOCATION', d, d, DISTRICT_SCORE));
      i = d;
      continue;
    }
    i = m.last;
  }
  // "flying out of Heathrow", "aterrizado en El Prat": airports and places no gazetteer holds.
  findTravelPlaces(doc, out);
  // "UA1583 ORD→DEN 7:05am": airport codes beside a route arrow.
  findAirportRoutes(doc, out);
}

/** Longest place phrase starting at i. */
function match(doc: Doc, i: number, f: number): { last: number; place: Place } | undefined {
  if (doc.inSet(i, PLACE_ABBREVIATIONS_CUE)) {
    const a = abbreviatedMatch(doc, i);
    if (a) return a;
  }
  if (f & F_PLACE_START) {
    const max = doc.lex.maxPlaceWords(doc.key(i));
    let phrase = doc.key(i);
    let last = i;
    let best: { last: number; place: Place } | undefined;
    for (let w = 1; w < max; w++) {
      const n = last + 1;
      if (doc.sep(n) !== SEP_SPACE || !doc.isWord(n)) break;
      // Inner words may be lower-case particles ("Castilla y León", "Santa Cruz de Tenerife").
      phrase += ' ' + doc.key(n);
      last = n;
      // A phrase ending in a lower-case word ("New order") is never taken: no look-up for it.
      if (!doc.capitalized(last)) continue;
      const p = doc.lex.place(phrase);
      if (p) best = { last, place: p };
    }
    if (best) return best;
  }
  if (f & F_PLACE) {
    const p = doc.lex.place(doc.key(i));
    if (p) return { last: i, place: p };
  }
  return undefined;
}

function scorePlace(doc: Doc, first: number, last: number, place: Place): number {
  const single = first === last;
  // Person-name or everyday-word collisions only matter for one-word places.
  const personLike = single && (doc.firstName(first) || doc.strongSurname(first));
  // Spanish subtitle frequencies include proper nouns ("madrid"), so only the top is telling.
  const everyday = doc.lang === 'en' ? doc.commonWord(first) : doc.topCommon(first);
  const ambiguousFlag = (doc.flags(first) & (doc.lang === 'en' ? F_AMBIG_EN : F_AMBIG_ES)) !== 0;
  const wordLike = single && (everyday || ambiguousFlag || NOT_NAME.has(doc.key(first)) || (doc.lang === 'en' && doc.inSet(first, EVERYDAY_TOWN_WORDS_EN_CUE)));
  let score: number;
  if (place.kind === PLACE_COUNTRY) score = 0.85;
  else if (place.kind !== PLACE_CITY) score = 0.8;
  else if (place.population >= 1_000_000) score = 0.8;
  else if (place.population >= 100_000) score = 0.7;
  else score = 0.6;
  // Surnames borrowed from places ("León", "Girona") weigh less than given names ("Victoria"); right
  // after "in"/"near" a surname is the place ("married in Cork", "lived in Reading").
  const inPlace = doc.isWord(first - 1) && doc.sep(first) === SEP_SPACE && IN_PREPOSITIONS.has(doc.key(first - 1));
  if (personLike && !(inPlace && !doc.firstName(first))) score -= place.kind !== PLACE_CITY ? 0.05 : !doc.firstName(first) ? 0.1 : place.population >= 100_000 ? 0.15 : 0.3;
  if (wordLike) score -= 0.35;
  if (single && doc.sentenceStart(first) && !doc.isChar(first - 1, SEMICOLON) && (personLike || wordLike)) score -= 0.1;
  // Spanish: a small town spelled like an everyday word, opening a sentence or inside a title-case
  // run, is the word: "Estancia estupenda, la habitación…", "Técnico Superior", "Bellas Artes".
  if (smallTownWord(doc, first, last, place)) score -= SMALL_TOWN_WORD_PENALTY;

  // Context: a preposition before, or ", <region/country>" after ("Springfield, Illinois").
  const p = first - 1;
  if (doc.isWord(p) && doc.sep(first) === SEP_SPACE && PLACE_PREPOSITIONS.has(doc.key(p))) score += 0.2;
  // places6: a place label and its colon ("Origen: Santiago · Destino: Concepción", "City: Leeds").
  // A town of 100,000 or more is the value even when it is also a word or a name ("Concepción").
  else if (doc.isChar(p, COLON) && doc.adjacent(p) && doc.sep(first) === SEP_SPACE && doc.isWord(p - 1) && doc.inSet(p - 1, PLACE_LABELS_CUE)) {
    score = place.kind === PLACE_CITY && place.population < 100_000 ? score + PLACE_LABEL_BONUS : Math.max(score + PLACE_LABEL_BONUS, PLACE_LABEL_FLOOR);
  }
  // A whole delimited field in a CSV row (";Palma;", ",Austin,").
  if (doc.isDelimiter(p) && doc.adjacent(first) && doc.isDelimiter(last + 1) && doc.adjacent(last + 1)) score += 0.15;
  if (doc.isChar(last + 1, COMMA) && doc.capitalized(last + 2)) {
    // places9: a region or country of several words too: "Heredia, Costa Rica", "Gisborne, New Zealand".
    const next = match(doc, last + 2, doc.flags(last + 2))?.place;
    if (next && next.kind !== PLACE_CITY) score += 0.15;
  }
  // places9: a letter's dateline, a known town opening its line before the date: "Asunción, 3 de
  // marzo de 2025", "Cork, 14 March 2025", "London, March 3, 2025".
  else if (doc.isChar(last + 1, COMMA) && doc.sep(first) >= SEP_NEWLINE && datelineDate(doc, last + 2)) score += DATELINE_BONUS;
  // A surname-looking word right after ("Paris Hilton", "Jackson Smith") suggests a person.
  if (single && doc.sep(last + 1) === SEP_SPACE && doc.capitalized(last + 1) && doc.surname(last + 1) && !doc.lex.place(doc.key(last + 1))) {
    score -= 0.3;
  }
  // "Thanks Guadalupe", "write to Brooklyn at…", "Estimado Guadalupe:": a given name addressed.
  if (single && doc.firstName(first) && doc.sep(first) <= SEP_SPACE && personCueBefore(doc, first)) score = Math.min(score, 0.4);
  // "1:1 with Jordan", "lunch with Georgia", "reunión con Victoria": a given name met with is a
  // person, unless a list of places goes on ("a trade deal with Jordan and Egypt").
  if (single && doc.firstName(first) && doc.isWord(p) && doc.sep(first) === SEP_SPACE && WEAK_PERSON_CONTEXT.has(doc.key(p)) && !placeListFollows(doc, last)) {
    score = Math.min(score, 0.45);
  }
  return Math.min(0.9, score);
}

/** places9: the weight of a dateline's date after a known town at a line's start. */
const DATELINE_BONUS = 0.2;

/** places9: a date starts at j: "3 de marzo", "14 March", "March 3", "14/03/2025". */
function datelineDate(doc: Doc, j: number): boolean {
  if (doc.sep(j) !== SEP_SPACE) return false;
  if (doc.isWord(j)) return doc.inSet(j, MONTHS_CUE) && doc.spaced(j + 1) && doc.isNum(j + 1) && doc.len(j + 1) <= 2;
  if (!doc.isNum(j) || doc.len(j) > 2) return false;
  const n = doc.isWord(j + 1) && doc.key(j + 1) === 'de' ? j + 2 : j + 1;
  if (doc.spaced(n) && doc.isWord(n) && doc.inSet(n, MONTHS_CUE)) return true;
  return doc.adjacent(j + 1) && (doc.isChar(j + 1, SLASH) || doc.isChar(j + 1, DOT)) && doc.isNum(j + 2) && doc.adjacent(j + 2);
}
const MONTHS_CUE = cueSet(MONTHS);

/** "Bonn-Köln" is the shortest route worth a look; most capitalized words are shorter or have no hyphen. */
const MIN_ROUTE_LENGTH = 7;

/** A route's cities must be big enough that a hyphenated surname pair rarely matches both. */
const ROUTE_MIN_POPULATION = 100_000;

/** Score of each city of a joined route: as a mid-sized city alone. */
const ROUTE_SCORE = 0.7;

/** A city, region or country large enough for a route; undefined otherwise. */
function routePlace(doc: Doc, part: string): Place | undefined {
  if (part.length < 3 || part[0] === part[0]!.toLowerCase()) return undefined;
  const p = doc.lex.place(normalizeKey(part));
  if (!p || (p.kind === PLACE_CITY && p.population < ROUTE_MIN_POPULATION)) return undefined;
  return p;
}

/**
 * Two places joined by one hyphen inside one token ("Madrid-Gijón", "Leeds-Manchester"): a train
 * or flight route, one LOCATION over both cities. Not after a given name ("María Soria-Toledo" is a
 * double surname), and both halves must be known places, cities of at least ROUTE_MIN_POPULATION.
 */
function joinedRoute(doc: Doc, i: number, out: Candidate[]): void {
  const s = doc.start(i);
  const e = doc.end(i);
  let dash = -1;
  for (let k = s + 1; k < e - 1; k++) {
    if (doc.text.charCodeAt(k) !== HYPHEN) continue;
    if (dash >= 0) return; // three parts: a compound name, not a route
    dash = k;
  }
  if (dash < 0 || (doc.capitalized(i - 1) && doc.firstName(i - 1))) return;
  if (!routePlace(doc, doc.text.slice(s, dash)) || !routePlace(doc, doc.text.slice(dash + 1, e))) return;
  // One span over the route: the resolver keeps one candidate per token, and redacting
  // "Madrid-Gijón" whole hides both cities.
  out.push(doc.candidate('LOCATION', i, i, ROUTE_SCORE));
}

/**
 * places7 (round 7): abbreviated heads of place names and the spellings the gazetteer files them
 * under: "Sta. Rosa, Laguna" (Santa Rosa), "St. Paul" (Saint Paul), "St. Louis" (St. Louis),
 * "Ft. Worth", "Mt. Pleasant", "Pto. Montt". The gazetteer keeps GeoNames' spelling, with or
 * without the dot, so each head is tried in every spelling.
 */
const PLACE_ABBREVIATIONS: ReadonlyMap<string, readonly string[]> = new Map([
  ['st', ['st.', 'saint', 'st']],
  ['ste', ['ste.', 'sainte']],
  ['sta', ['santa']],
  ['sto', ['santo']],
  ['mt', ['mt.', 'mount']],
  ['ft', ['ft.', 'fort']],
  ['pto', ['puerto']],
]);
const PLACE_ABBREVIATIONS_CUE = cueSet(new Set(PLACE_ABBREVIATIONS.keys()));

/** At most this many words after an abbreviated head: "Sto. Domingo de los Colorados". */
const MAX_ABBREVIATED_WORDS = 4;

/**
 * The longest place an abbreviated head and the capitalized words after it spell: "Sta. Rosa" →
 * "santa rosa". Not before a possessive ("St. Mary's Hospital", "St. Patrick's Day"): a saint's
 * name there heads a church, a school or a feast, not a town.
 */
function abbreviatedMatch(doc: Doc, i: number): { last: number; place: Place } | undefined {
  const heads = PLACE_ABBREVIATIONS.get(doc.key(i));
  if (!heads) return undefined;
  let n = i + 1;
  if (doc.isChar(n, DOT) && doc.adjacent(n)) n++;
  if (doc.sep(n) !== SEP_SPACE || !doc.isWord(n) || !doc.capitalized(n)) return undefined;
  let rest = '';
  let best: { last: number; place: Place } | undefined;
  for (let k = n, w = 0; w < MAX_ABBREVIATED_WORDS && (k === n || (doc.sep(k) === SEP_SPACE && doc.isWord(k))); k++, w++) {
    rest += ' ' + doc.key(k);
    if (!doc.capitalized(k)) continue;
    for (const head of heads) {
      const p = doc.lex.place(head + rest);
      if (p) {
        best = { last: k, place: p };
        break;
      }
    }
  }
  if (best && doc.isChar(best.last + 1, APOSTROPHE) && doc.adjacent(best.last + 1)) return undefined;
  return best;
}

/** A place label before the colon ("Destino: Concepción") weighs as a place preposition. */
const PLACE_LABEL_BONUS = 0.2;
/** A known region, country or town of 100,000 or more after a place label: a place, above the threshold. */
const PLACE_LABEL_FLOOR = 0.6;

/**
 * places7 (round 7): English everyday words that are also towns, which the subtitle frequency list
 * does not hold as everyday (subtitles capitalize the starship "Enterprise"): a SaaS plan tier
 * ("Enterprise – talk to sales", "SSO for Enterprise plans") and a property tenure ("FOR SALE –
 * £425,000 – Freehold"). They weigh as everyday words: a place only after "in", "from"…
 */
const EVERYDAY_TOWN_WORDS_EN_CUE = cueSet(new Set(['enterprise', 'freehold']));

/** Prepositions that put someone or something inside a place: a surname after them is the place. */
const IN_PREPOSITIONS: ReadonlySet<string> = new Set(['in', 'near', 'en']);

/** A district named after its city ("Sevilla - Nervión"): a place, above the threshold. */
const DISTRICT_SCORE = 0.6;

/**
 * The district after a city and a spaced hyphen or dash: one capitalized word no list knows as
 * anything else (no given name, no everyday word), ending its line or its delimited field
 * ("Valencia - Campanar,", "Málaga - Teatinos⏎"). Returns its index, or -1.
 */
function districtAfter(doc: Doc, last: number): number {
  const dash = last + 1;
  const w = last + 2;
  if (!(doc.isChar(dash, HYPHEN) || doc.isChar(dash, EN_DASH)) || doc.sep(dash) !== SEP_SPACE || doc.sep(w) !== SEP_SPACE) return -1;
  if (!doc.capitalized(w) || doc.shape(w) === UPPER || doc.firstName(w) || doc.commonWord(w) || doc.claimed[w]) return -1;
  const end = w + 1;
  return end >= doc.count || doc.sep(end) >= SEP_NEWLINE || (doc.isDelimiter(end) && doc.adjacent(end)) ? w : -1;
}

/** Lowers a Spanish small town spelled like an everyday word below the threshold (0.6 → 0.25). */
const SMALL_TOWN_WORD_PENALTY = 0.35;

/**
 * A one-word town under 100,000 people whose name is an everyday Spanish word, at a sentence start
 * or beside another capitalized word ("Estancia estupenda", "Técnico Superior", "Bellas Artes",
 * "Tarifa Básica");
 * not after a place preposition ("vivo en Estancia" keeps its place).
 */
function smallTownWord(doc: Doc, first: number, last: number, place: Place): boolean {
  if (doc.lang !== 'es' || first !== last || place.kind !== PLACE_CITY || place.population >= 100_000 || !doc.commonWord(first)) return false;
  const p = first - 1;
  if (doc.isWord(p) && doc.lower(p) && PLACE_PREPOSITIONS.has(doc.key(p))) return false;
  // Or before another capitalized word of a title-case name: "Tarifa Básica", "Tarifa Fibra 600".
  return doc.sentenceStart(first) || (doc.capitalized(p) && doc.sep(first) === SEP_SPACE) || (doc.capitalized(last + 1) && doc.sep(last + 1) === SEP_SPACE);
}

/** ", Egypt" or "and Egypt" after token `last`: the name is one of a list of places. */
function placeListFollows(doc: Doc, last: number): boolean {
  const j = last + 1;
  const joiner = doc.isChar(j, COMMA) || (doc.lower(j) && PLACE_LIST_JOINERS.has(doc.key(j)));
  return joiner && doc.capitalized(j + 1) && doc.lex.place(doc.key(j + 1)) !== undefined;
}

/** Words that join a list of places ("Jordan and Egypt", "Jordania y Egipto"). */
const PLACE_LIST_JOINERS: ReadonlySet<string> = new Set(['and', 'or', 'y', 'e', 'o']);
