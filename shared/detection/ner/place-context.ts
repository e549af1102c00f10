/**
 * Context that says a gazetteer place is a word of a longer name, not a place where someone or
 * something is: an organization named after its town ("Dublin Bus", "City of Calgary", "Xunta de
 * Galicia", "St. Joseph's Healthcare Hamilton"), a thing after an English indefinite article
 * ("a Labrador", "a Belfast sink") and a title-case name in quotes ("Sofá modular "Valencia"",
 * tema «Noche de Cádiz»). Each cue caps the place's score below the threshold; the organization
 * itself, when there is one, is the organization finder's to report.
 *
 * A cue is data: an id, its cap, why, an example, and a `fires` test that reads only the tokens
 * right around the place (at most a few before or after it, on its line), so `location.ts` pays a
 * handful of bit tests per gazetteer match and nothing per other word.
 */
import type { Language } from '../types.js';
import { type CueSet, cueSet } from './cue-bits.js';
import { perDocument } from './per-document.js';
import { gateable } from './thing-context.js';
import { BUSINESS_HEADS, NOT_NAME, ORG_HEADS, PLACE_PREPOSITIONS, ORG_SUFFIXES, ORG_TAILS, STREET_SUFFIXES, US_STATE_CODES, WEAK_ORG_TAILS } from './cues.js';
import { AMPERSAND, CLOSE_PAREN, COLON, COMMA, DOT, EM_DASH, EN_DASH, HYPHEN, OPEN_PAREN, PLUS, SEMICOLON, SLASH } from './chars.js';
import { type Candidate, type Doc, PUNCT, SEP_NEWLINE, SEP_NONE, SEP_SPACE, UPPER } from './doc.js';
import { F_PLACE, F_PLACE_START, PLACE_COUNTRY } from './lexicon.js';
import { COLOURS, PRODUCT_BEFORE } from './thing-words.js';
import { CHANGELOG_LABELS_CUE, PLACE_PRODUCT_NOUNS_CUE, THE_PLACES_CUE, THING_SUBJECT_NEXT_CUE, THING_DETERMINERS_CUE, DRINK_TAILS_CUE,
  ES_PRODUCT_WORDS_BEFORE_CUE, MODEL_SUFFIXES_CUE, MENU_LABELS_CUE } from './place-things.js';
import { BRACKET_LIST_NOUNS_CUE, BRACKET_THING_WORDS_CUE, DISH_HEADS_BEFORE_CUE, ES_FOODS_OF_PLACE_CUE, FONT_WORDS_CUE, HISTORY_WORDS_BEFORE_CUE } from './place-things.js';

export interface PlaceCue {
  id: string;
  /** The place's score is at most this when the cue fires. */
  cap: number;
  why: string;
  example: string;
  /** Tokens first..last are the gazetteer place, of kind `kind` (PLACE_CITY, PLACE_COUNTRY…). */
  fires(doc: Doc, first: number, last: number, kind: number): boolean;
  /** The organization the place names, when the cue says where its name begins and ends. */
  organization?(doc: Doc, first: number, last: number): Candidate;
  /**
   * The cue names a product, dish or feature after the town: later mentions of the same one-word
   * town in the document name the same thing (the 'named-thing-before' cue).
   */
  thing?: true;
  /**
   * Word sets the cue cannot fire without: the document must hold a word of each entry (an entry
   * that lists several sets: a word of any of them), or the cue is not tried there (placeCue). A
   * set gates only when a word token alone can carry its words (thing-context.ts `gateable`).
   * `place-cue-gates.test.ts` runs every gated cue without its gate over the dev set: none may
   * fire. A new cue needs no `needs`; widen or drop it when a cue's `fires` changes.
   */
  needs?: readonly (CueSet | readonly CueSet[])[];
  /** The only language the cue fires in (its `fires` tests `doc.lang`). */
  lang?: Language;
}

/**
 * Score of the organization a place cue finds ("Dublin Bus", "City of Calgary"): as sure as a
 * name with a legal suffix, so a person-shaped reading of the same words ("Nova Scotia Power")
 * does not win the overlap.
 */
export const PLACE_ORGANIZATION_SCORE = 0.85;

/** At most this many capitalized words of the name before or after the place and its cue word. */
const MAX_NAME_WORDS = 3;

/** The last capitalized word of the name that goes on after token i on its line: "Heat & Air", "Auto Body", "Planning Commission". */
function nameEndAfter(doc: Doc, i: number): number {
  let e = i;
  for (let n = 0; n < MAX_NAME_WORDS; n++) {
    if (doc.sep(e + 1) === SEP_SPACE && doc.isWord(e + 1) && doc.capitalized(e + 1)) e++;
    else if (doc.isChar(e + 1, AMPERSAND) && doc.sep(e + 1) === SEP_SPACE && doc.sep(e + 2) === SEP_SPACE && doc.capitalized(e + 2)) e += 2;
    else break;
  }
  return e;
}

/** The first capitalized word of the name that begins before token i on its line: "SUPERIOR COURT". */
function nameStartBefore(doc: Doc, i: number): number {
  let a = i;
  for (let n = 0; n < MAX_NAME_WORDS && doc.sep(a) === SEP_SPACE && doc.isWord(a - 1) && doc.capitalized(a - 1); n++) a--;
  return a;
}

function words(list: string): ReadonlySet<string> {
  return new Set(list.split(/\s+/).filter(Boolean));
}

/** At most this many capitalized words between the town and its organization word: "Dún Laoghaire Sailing Club". */
const MAX_WORDS_BEFORE_TAIL = 2;

/**
 * The organization word (NAME_TAILS) after the town ending at `last`: right after it ("Dublin
 * Bus"), or after one or two capitalized words that are no given name and no place ("Dún
 * Laoghaire Sailing Club", "Cork Golf Club"; places7). Returns its index, or -1.
 */
function tailAfter(doc: Doc, last: number): number {
  for (let n = last + 1, w = 0; w <= MAX_WORDS_BEFORE_TAIL; n++, w++) {
    if (doc.sep(n) !== SEP_SPACE || !doc.isWord(n) || !doc.capitalized(n)) return -1;
    if (doc.inSet(n, NAME_TAILS_CUE)) return n;
    if (doc.firstName(n) || (doc.flags(n) & (F_PLACE | F_PLACE_START)) !== 0) return -1;
  }
  return -1;
}

/**
 * Words after a town that make it the name of a company or public service: the organization
 * tails and legal suffixes, and the services named after the town they serve ("Dublin Bus",
 * "Nova Scotia Power", "Brooklyn Heat & Air", "Clondalkin Auto Body", "Canada Post", "London
 * Borough of Camden"). Not "Express": "the Chennai Express lounge" is a stand, and a film.
 */
const NAME_TAILS = new Set([
  ...ORG_TAILS,
  ...WEAK_ORG_TAILS,
  ...ORG_SUFFIXES,
  ...words(`bus buses power electric hydro water gas heat heating auto autos post transit rail railway
    borough healthcare credit savings mutual news times herald tribune gazette`),
  // places7 (round 7): "Dún Laoghaire Sailing Club", "Bright Sparks Electrical".
  ...words(`club electrical`),
]);
const NAME_TAILS_CUE = cueSet(NAME_TAILS);

/**
 * Capitalized organization words before a town that names a branch or campus ("St. Joseph's
 * Healthcare Hamilton", "Baptist Health South Florida"), and Spanish business heads before the
 * town a shop is named after ("Zapatos Lorca", "Transportes Guadiana"). Not the legal suffixes:
 * "Co Cork", "Co. Durham" name Irish and English counties.
 */
const NAME_HEADS_BEFORE_CUE = cueSet(new Set([...ORG_TAILS, ...WEAK_ORG_TAILS, ...BUSINESS_HEADS, 'healthcare', 'zapatos', 'zapateria']));

/**
 * Capitalized head words of an institution named "<head> of/de <place>": the organization heads,
 * Spanish business heads, councils and courts, churches and consulates ("City of Cape Town",
 * "Town of Chapel Hill", "COUNTY OF SACRAMENTO", "Superior Court of California", "Xunta de
 * Galicia", "Parroquia Nuestra Señora de Guadalupe", "Consulado General de España", "Tec de
 * Monterrey", "Textiles Maya de Honduras"). Not "Republic", "State", "Kingdom", "Province":
 * "the Republic of Ireland" is a place.
 */
const INSTITUTION_HEADS = new Set([
  ...ORG_HEADS,
  ...ORG_TAILS,
  ...BUSINESS_HEADS,
  ...words(`city town borough county village court courts parish parroquia iglesia church
    consulado consulate embajada embassy xunta generalitat diputacion cabildo tec textiles
    mancomunidad obispado arzobispado diocesis diocese metro union tecnologico ceip ies`),
  // places7 (round 7): "frente a la Beneficencia de Lima", "Jardín de Infantes N° 904" (a kindergarten).
  ...words(`beneficencia jardin`),
  // places8 (round 8): "el Cementerio General de Valencia", "el Registro de la Propiedad nº 3 de
  // Alicante", "la Alcaldía de Chía", "la Municipalidad de Asunción".
  ...words(`cementerio cemetery registro alcaldia municipalidad`),
]);
const INSTITUTION_HEADS_CUE = cueSet(INSTITUTION_HEADS);

/** Words that join an institution's head to its place: "of", "de", "del". */
const INSTITUTION_JOINERS_CUE = cueSet(words(`of de del`));

/** Lower-case words inside an institution's name between its head and the place ("Consulado General de España"). */
const NAME_PARTICLES_CUE = cueSet(words(`de del la las los of the and y lo`));
// places7 (round 7): "lo", of Spanish courts: "Juzgado de lo Social núm. 2 de Bilbao".

/** How many words back from the joiner the head may stand: "Iglesia Bautista Hispana de Kissimmee". */
const MAX_HEAD_DISTANCE = 5;

/** English indefinite articles: "a Labrador", "an Oxford shirt". */
const INDEFINITE_ARTICLES_CUE = cueSet(words(`a an`));

/**
 * Nouns after "a <state>" that make the place a jurisdiction or origin, still a place: "a Delaware
 * corporation", "a Texas limited liability company", "a California resident".
 */
const JURISDICTION_NOUNS_CUE = cueSet(words(`corporation company limited llc lp llp partnership nonprofit non-profit
  resident residents native citizen citizens national nationals registered incorporated chartered licensed`));

/**
 * Quotes around a title-case name ("Valencia", “Chicago”, «Noche de Cádiz»), and a Markdown code
 * span's backticks ("Removed the `Austin` layout preset"; places7, round 7): code names no place.
 */
const OPENING_QUOTES: ReadonlySet<number> = new Set([...'"“«`'].map((q) => q.charCodeAt(0)));
const CLOSING_QUOTES: ReadonlySet<number> = new Set([...'"”»`'].map((q) => q.charCodeAt(0)));

/** At most this many words in a quoted title-case name: "Finca Santa Rosa", "Bogotá Deluxe". */
const MAX_QUOTED_WORDS = 4;

/** Token i is a Spanish product noun: a food or product word ("mostaza") or a catalogue word ("mochila", "taza"). */
function spanishProductWord(doc: Doc, i: number): boolean {
  return doc.inSet(i, PRODUCT_BEFORE_CUE) || doc.inSet(i, ES_PRODUCT_WORDS_BEFORE_CUE);
}

/**
 * Numbers and number signs inside an institution's name, which do not count as its words:
 * "JUZGADO DE PRIMERA INSTANCIA Nº 4 DE MÁLAGA", "Juzgado de lo Social núm. 2 de Bilbao" (places7).
 */
const NUMBER_SIGNS_CUE = cueSet(words(`nº n° no num núm numero número`));

/** The institution head word before the joiner at j, across capitalized words and particles on the line; -1 if none. */
function institutionBefore(doc: Doc, joiner: number): number {
  for (let k = joiner - 1, n = 0; k >= 0 && n < MAX_HEAD_DISTANCE && doc.sep(k + 1) <= SEP_SPACE; k--) {
    // places7: "Nº 4", "núm. 2": a court's or a school's number inside its name.
    if (doc.isNum(k) || doc.isChar(k, DOT) || (doc.isWord(k) && doc.inSet(k, NUMBER_SIGNS_CUE))) continue;
    n++;
    if (!doc.isWord(k)) return -1;
    if (doc.capitalized(k)) {
      if (doc.inSet(k, INSTITUTION_HEADS_CUE)) return k;
    } else if (!doc.inSet(k, NAME_PARTICLES_CUE)) return -1;
  }
  return -1;
}

/** Tokens first..last fill a title-case name in quotes: capitalized words and particles only. */
function quotedTitle(doc: Doc, first: number, last: number): boolean {
  let a = first;
  let n = last - first + 1;
  while (n < MAX_QUOTED_WORDS && doc.sep(a) === SEP_SPACE && doc.isWord(a - 1) && (doc.capitalized(a - 1) || doc.inSet(a - 1, NAME_PARTICLES_CUE))) {
    a--;
    n++;
  }
  const open = a - 1;
  if (doc.kind(open) !== PUNCT || !doc.adjacent(a) || !OPENING_QUOTES.has(doc.charAt(open))) return false;
  let b = last;
  while (n < MAX_QUOTED_WORDS && doc.sep(b + 1) === SEP_SPACE && doc.isWord(b + 1) && doc.capitalized(b + 1)) {
    b++;
    n++;
    // An ampersand inside the name: "Chicago Lost & Found" (a colourway).
    if (doc.isChar(b + 1, AMPERSAND) && doc.sep(b + 1) === SEP_SPACE && doc.sep(b + 2) === SEP_SPACE && doc.capitalized(b + 2)) b++;
  }
  const close = b + 1;
  return doc.kind(close) === PUNCT && doc.adjacent(close) && CLOSING_QUOTES.has(doc.charAt(close)) && doc.capitalized(a);
}


/** "v", "vs" and "vs." between two teams: "Windsor v Tudor", "Cork vs Kerry". */
const VERSUS_CUE = cueSet(words(`v vs`));

/** Token v is a lower-case "v"/"vs" (its dot may follow), with a capitalized name at `other` beyond it, on the line. */
function versusAt(doc: Doc, v: number, other: number): boolean {
  if (!doc.isWord(v) || !doc.lower(v) || !doc.inSet(v, VERSUS_CUE) || doc.sep(v) !== SEP_SPACE) return false;
  // "vs." before the other name: its dot stands between.
  if (other > v && doc.isChar(other, DOT) && doc.adjacent(other)) other++;
  if (other < v && doc.isChar(v + 1, DOT) && doc.adjacent(v + 1)) return false;
  return doc.isWord(other) && doc.capitalized(other) && doc.sep(Math.max(v, other)) === SEP_SPACE;
}

/** Token first-1 is a word of `cue` right before the place, on its line: "Chicken Balti", "Ancient Egypt". */
function wordBefore(doc: Doc, first: number, cue: CueSet): boolean {
  const p = first - 1;
  return doc.sep(first) === SEP_SPACE && doc.isWord(p) && doc.inSet(p, cue);
}

/** How many tokens back a type word may stand: "La tipografía principal es Montserrat" (3 words), "font-family: Georgia" (4 tokens). */
const MAX_FONT_DISTANCE = 4;

/** A type word a few tokens before `first`, on its line: "La tipografía principal es Montserrat". */
function fontWordBefore(doc: Doc, first: number): boolean {
  for (let k = first - 1, n = 0; k >= 0 && n < MAX_FONT_DISTANCE && doc.sep(k + 1) < SEP_NEWLINE; k--, n++) {
    if (doc.isWord(k) && doc.inSet(k, FONT_WORDS_CUE)) return true;
  }
  return false;
}

/** A release-note label's colon stands right before `first`: "Fix: Sydney", "Removed: Victoria". */
function changelogLabelBefore(doc: Doc, first: number): boolean {
  const colon = first - 1;
  return doc.isChar(colon, COLON) && doc.adjacent(colon) && doc.sep(first) === SEP_SPACE && doc.isWord(colon - 1) && doc.inSet(colon - 1, CHANGELOG_LABELS_CUE);
}

/** Shortest team plural before a town: "Lions", "Sunrisers". */
const MIN_TEAM_PLURAL = 5;

/** "Sunrisers Eastern Cape": a capitalized plural no list knows, right before the town. */
function teamPluralBefore(doc: Doc, first: number): boolean {
  const p = first - 1;
  if (doc.sep(first) !== SEP_SPACE || !doc.isWord(p) || !doc.capitalized(p) || doc.shape(p) === UPPER || doc.len(p) < MIN_TEAM_PLURAL) return false;
  if (doc.text.charCodeAt(doc.end(p) - 1) !== LOWER_S) return false;
  return (doc.flags(p) & (F_PLACE | F_PLACE_START)) === 0 && !doc.firstName(p) && !doc.surname(p) && !doc.commonWord(p);
}

/** A match score at n: up to three digits, then "/", "-", a comma or the line's end ("187/6", "2-1", "3,"). */
function scoreAfter(doc: Doc, n: number): boolean {
  if (doc.sep(n) !== SEP_SPACE || !doc.isNum(n) || doc.shape(n) !== 0 || doc.len(n) > 3) return false;
  const a = n + 1;
  return a >= doc.count || doc.sep(a) >= SEP_NEWLINE || ((doc.isChar(a, SLASH) || doc.isChar(a, HYPHEN) || doc.isChar(a, COMMA)) && doc.adjacent(a));
}

/** How far back the walk looks for the line's label. */
const MAX_LINE_WORDS = 24;

/** Token i stands on a line whose first words are a menu label and a colon: "Cocktail list: Manhattan". */
function menuLine(doc: Doc, i: number): boolean {
  let k = i;
  for (let n = 0; n < MAX_LINE_WORDS && k > 0 && doc.sep(k) < SEP_NEWLINE; n++) k--;
  if (k > 0 && doc.sep(k) < SEP_NEWLINE) return false;
  if (!doc.isWord(k) || !doc.inSet(k, MENU_LABELS_CUE)) return false;
  // The label may take a second word: "Cocktail list:", "Drinks menu:".
  const colon = doc.isChar(k + 1, COLON) ? k + 1 : doc.isWord(k + 1) && doc.isChar(k + 2, COLON) ? k + 2 : -1;
  return colon > 0 && colon < i;
}

/** Lower-case modifiers an article allows between the town and its product noun: "the Florence cast iron casserole". */
const MAX_PRODUCT_MODIFIERS = 2;

/** "Brooklyn tote", "the Monaco espresso machine": a product noun after the town (place-things.ts). */
function productNounAfterPlace(doc: Doc, first: number, last: number): boolean {
  // places8: the noun may follow a short list of towns: "The Brooklyn and Camden environments".
  const n = placeListEnd(doc, last) + 1;
  if (doc.sep(n) !== SEP_SPACE || !doc.lower(n)) return false;
  if (doc.inSet(n, PLACE_PRODUCT_NOUNS_CUE)) return true;
  const p = first - 1;
  if (!(doc.isWord(p) && doc.sep(first) === SEP_SPACE && doc.inSet(p, THING_DETERMINERS_CUE))) return false;
  for (let k = n + 1; k <= n + MAX_PRODUCT_MODIFIERS; k++) {
    if (doc.sep(k) !== SEP_SPACE || !doc.lower(k)) return false;
    if (doc.inSet(k, PLACE_PRODUCT_NOUNS_CUE)) return true;
  }
  return false;
}

/** Words that join the items of a short list of towns: "Brooklyn and Camden", "Lima, Quito o Caracas". */
const LIST_JOINERS_CUE = cueSet(words(`and or y o`));

/** At most this many more towns in a list before its noun: "The Hudson, Austin and Jordan meeting rooms". */
const MAX_LIST_ITEMS = 3;

/**
 * places8: the last capitalized word of a short list of names that goes on after token `last`
 * (", Camden", "and Camden", "or Durham"), or `last` itself when no list follows.
 */
function placeListEnd(doc: Doc, last: number): number {
  let e = last;
  for (let n = 0; n < MAX_LIST_ITEMS; n++) {
    const j = e + 1;
    const joiner = (doc.isChar(j, COMMA) && doc.adjacent(j)) || (doc.sep(j) === SEP_SPACE && doc.lower(j) && doc.inSet(j, LIST_JOINERS_CUE));
    if (!joiner || doc.sep(j + 1) !== SEP_SPACE || !doc.isWord(j + 1) || !doc.capitalized(j + 1)) break;
    e = j + 1;
  }
  return e;
}

/** How many tokens back from a town its list's opening bracket may stand: "(Sydney / Perth / Auckland)". */
const MAX_BRACKET_LIST_TOKENS = 8;
/** How many words back from the bracket its noun may stand: "Queues above threshold (", "colas de negocio (". */
const MAX_WORDS_BEFORE_BRACKET = 3;

/**
 * places8: a town inside a bracketed list right after a software or operations noun, which the
 * towns name: "Pick a workspace (Oxford, Cambridge or Durham)", "Queues above threshold (Sydney
 * / Perth / Auckland)", "Asignar el entorno a un clúster (Valencia, Toledo o Cádiz)", "la cola
 * correspondiente (Lima, Quito o Caracas)". Walks back over the list (names, commas, slashes,
 * "or"/"o") to its bracket on the line, then at most three words back to the noun.
 */
function bracketListOfThings(doc: Doc, first: number): boolean {
  let k = first - 1;
  for (let n = 0; n < MAX_BRACKET_LIST_TOKENS && k > 0 && doc.sep(k + 1) < SEP_NEWLINE; n++, k--) {
    if (doc.isChar(k, OPEN_PAREN)) break;
    const item = (doc.isWord(k) && (doc.capitalized(k) || doc.inSet(k, LIST_JOINERS_CUE))) || doc.isChar(k, COMMA) || doc.isChar(k, SLASH);
    if (!item) return false;
  }
  if (!doc.isChar(k, OPEN_PAREN) || doc.sep(k + 1) >= SEP_NEWLINE) return false;
  for (let w = k - 1, n = 0; n < MAX_WORDS_BEFORE_BRACKET && w >= 0 && doc.isWord(w) && doc.sep(w + 1) < SEP_NEWLINE; w--, n++) {
    if (doc.inSet(w, BRACKET_LIST_NOUNS_CUE)) return true;
  }
  return false;
}

/** A capitalized "Team" before a town names a team: "Escalations to Tier 3 (Team Raleigh)", "Team GB". */
const TEAM_HEADS_CUE = cueSet(words(`team equipo`));

/** Lower-case first words of a room's compound noun after a town or a list of towns: "the Austin and Jordan meeting rooms". */
const ROOM_MODIFIERS_CUE = cueSet(words(`meeting conference board training`));
/** The room nouns after them. */
const ROOM_NOUNS_CUE = cueSet(words(`room rooms suite suites`));

/** places8: "The Hudson, Austin and Jordan meeting rooms", "the Tokyo conference room". */
function roomCompoundAfter(doc: Doc, last: number): boolean {
  const m = placeListEnd(doc, last) + 1;
  return doc.sep(m) === SEP_SPACE && doc.lower(m) && doc.inSet(m, ROOM_MODIFIERS_CUE) && doc.sep(m + 1) === SEP_SPACE && doc.lower(m + 1) && doc.inSet(m + 1, ROOM_NOUNS_CUE);
}

/** Fewest numbers after a team in a league-table row: played, won, drawn… ("18 9 5 4 +7 32"). */
const MIN_TABLE_NUMBERS = 3;

/**
 * places8: a town between a rank opening its line and a row of numbers is a team in a league
 * table: "4 Gillingham 18 9 5 4 +7 32", "2 Liverpool 26⏎3 Aston Villa 24" (a rank, the club and
 * its points, the line before alike). Not "Madrid 28013" nor "Flight 2 Madrid 3 pm": the rank
 * must open the line, and the row must end the line with small numbers only.
 */
function leagueTableRow(doc: Doc, first: number, last: number): boolean {
  const rank = first - 1;
  if (doc.sep(first) !== SEP_SPACE || !doc.isNum(rank) || doc.len(rank) > 2 || !(rank === 0 || doc.sep(rank) >= SEP_NEWLINE)) return false;
  let k = last + 1;
  let numbers = 0;
  for (; k < doc.count && doc.sep(k) === SEP_SPACE; k++) {
    // "+7", "-3": a goal difference.
    if ((doc.isChar(k, PLUS) || doc.isChar(k, HYPHEN)) && doc.adjacent(k + 1) && doc.isNum(k + 1)) k++;
    if (!doc.isNum(k) || doc.len(k) > 3) return false;
    numbers++;
  }
  if (numbers === 0 || !(k >= doc.count || doc.sep(k) >= SEP_NEWLINE)) return false;
  if (numbers >= MIN_TABLE_NUMBERS) return true;
  // A short row, rank, club and points: the line before (or after) is a row alike.
  return rankedRowAt(doc, prevLineStart(doc, rank)) || rankedRowAt(doc, k);
}

/** Token i opens a line "<rank> <Name…> <points>": a small number, capitalized words, a number ending the line. */
function rankedRowAt(doc: Doc, i: number): boolean {
  if (i < 0 || i >= doc.count || !doc.isNum(i) || doc.len(i) > 2 || doc.sep(i + 1) !== SEP_SPACE || !doc.isWord(i + 1) || !doc.capitalized(i + 1)) return false;
  let k = i + 2;
  for (let w = 0; w < 3 && doc.sep(k) === SEP_SPACE && doc.isWord(k); w++) k++;
  return doc.sep(k) === SEP_SPACE && doc.isNum(k) && doc.len(k) <= 3 && (k + 1 >= doc.count || doc.sep(k + 1) >= SEP_NEWLINE);
}

/** The first token of the line before the line that token i opens, or -1; at most a short line back. */
function prevLineStart(doc: Doc, i: number): number {
  let k = i - 1;
  for (let n = 0; n < MAX_ROW_TOKENS && k > 0 && doc.sep(k) < SEP_NEWLINE; n++) k--;
  return k >= 0 && (k === 0 || doc.sep(k) >= SEP_NEWLINE) && k < i ? k : -1;
}

/** A ranked row is short: rank, at most three words, points. */
const MAX_ROW_TOKENS = 6;

/** Football clubs' abbreviations before their town: "AFC Richmond", "FC Barcelona", "CD Parla", "UD Almería". */
const CLUB_ABBREVIATIONS_CUE = cueSet(words(`afc fc cf cd ud sd`));

/** Plural verbs after a club named after its town: "Newcastle have kept", "Adelaide look like". */
const TEAM_PLURAL_VERBS_CUE = cueSet(words(`have look are were`));
/**
 * Words before the town that make the verb a question's or a place's: "Does Sydney have a beach?",
 * "the direct ones from Rongai are fine", "the Netherlands are".
 */
const NOT_TEAM_BEFORE_CUE = cueSet(new Set([...PLACE_PREPOSITIONS, ...words(`do does did will would can could should may might must the`)]));

/** places8: "Newcastle have kept four clean sheets": a one-word town, a plural verb, in English. */
function teamPluralVerb(doc: Doc, i: number): boolean {
  const n = i + 1;
  if (doc.lang !== 'en' || doc.sep(n) !== SEP_SPACE || !doc.lower(n) || !doc.inSet(n, TEAM_PLURAL_VERBS_CUE)) return false;
  const p = i - 1;
  if (doc.isWord(p) && doc.sep(i) === SEP_SPACE && doc.lower(p) && doc.inSet(p, NOT_TEAM_BEFORE_CUE)) return false;
  // The last of a list of names takes the plural for the whole list: "Our offices in Germany and Japan are closed".
  return !(doc.isWord(p) && doc.lower(p) && doc.inSet(p, LIST_JOINERS_CUE) && doc.isWord(p - 1) && doc.capitalized(p - 1));
}

/** Words right before a version number: "versión 4.8", "v2.1", "release 3.0". */
const VERSION_WORDS_CUE = cueSet(words(`v version versions release`));

/**
 * places8: "(Sevilla)" right after a version: a dotted number of three parts ("4.8.0"), or of two
 * after a version word ("versión 4.8", "v2.1"). Not "21.5 (Sevilla)" in a weather table, nor an
 * IP address's town ("201.141.88.205 (Querétaro)").
 */
function releaseCodeName(doc: Doc, first: number, last: number): boolean {
  const o = first - 1;
  if (!doc.isChar(o, OPEN_PAREN) || !doc.adjacent(first) || !doc.isChar(last + 1, CLOSE_PAREN) || !doc.adjacent(last + 1) || doc.sep(o) !== SEP_SPACE) return false;
  let k = o - 1;
  let parts = 0;
  while (doc.isNum(k) && doc.shape(k) === 0) {
    parts++;
    if (!(doc.isChar(k - 1, DOT) && doc.adjacent(k) && doc.adjacent(k - 1) && doc.isNum(k - 2))) break;
    k -= 2;
  }
  // Four parts is an IP address: "origen=201.141.88.205 (Querétaro)" places the login.
  if (parts === 3) return true;
  const w = k - 1;
  return parts === 2 && doc.isWord(w) && doc.inSet(w, VERSION_WORDS_CUE) && doc.sep(k) <= SEP_SPACE;
}

/** "the Lexington is", "the Bordeaux one", "the Montana (Fabric": a one-word town after "the", as a thing. */
function theTownAsThing(doc: Doc, first: number, last: number): boolean {
  const p = first - 1;
  if (doc.lang !== 'en' || first !== last || doc.sep(first) !== SEP_SPACE || !doc.lower(p) || doc.key(p) !== 'the' || doc.inSet(first, THE_PLACES_CUE)) return false;
  const n = last + 1;
  if (doc.sep(n) !== SEP_SPACE) return false;
  return doc.isChar(n, OPEN_PAREN) || (doc.lower(n) && doc.inSet(n, THING_SUBJECT_NEXT_CUE));
}

/** Colour words, product nouns and place prepositions (cues.ts), as bits. */
const COLOURS_CUE = cueSet(COLOURS);
const PRODUCT_BEFORE_CUE = cueSet(PRODUCT_BEFORE);
const PLACE_PREPOSITIONS_CUE = cueSet(PLACE_PREPOSITIONS);

/**
 * "Denver (slate blue)": a bracket after the town with a colour word among its first two words;
 * places7: or a room's or a product's word ("Fuji (phone booth)", "Everest (12 seats, VC)").
 */
function colourInBrackets(doc: Doc, first: number, last: number): boolean {
  const o = last + 1;
  if (!doc.isChar(o, OPEN_PAREN) || doc.sep(o) !== SEP_SPACE || !doc.adjacent(o + 1)) return false;
  if (doc.isWord(o + 1) && doc.inSet(o + 1, COLOURS_CUE)) return true;
  const secondColour = doc.lower(o + 1) && doc.sep(o + 2) === SEP_SPACE && doc.isWord(o + 2) && doc.inSet(o + 2, COLOURS_CUE);
  if (secondColour) return true;
  // A room or a model, not a trip: "Flight to Madrid (2 seats left)" keeps its town.
  if (doc.isWord(first - 1) && doc.lower(first - 1) && doc.inSet(first - 1, PLACE_PREPOSITIONS_CUE)) return false;
  if (doc.isWord(o + 1) && doc.inSet(o + 1, BRACKET_THING_WORDS_CUE)) return true;
  return (doc.lower(o + 1) || doc.isNum(o + 1)) && doc.sep(o + 2) === SEP_SPACE && doc.isWord(o + 2) && doc.inSet(o + 2, BRACKET_THING_WORDS_CUE);
}

/** Given names that also head a landform's name: "Sierra Nevada", "Mar Menor", "Costa Brava", "Monte Perdido". */
const GEOGRAPHIC_HEADS_CUE = cueSet(words(`sierra mar costa monte montana rio isla cabo punta playa valle bahia laguna lago cerro`));

/** Token i opens its line and a spaced dash follows it: "Enterprise – talk to sales". */
function headingDash(doc: Doc, i: number): boolean {
  const d = i + 1;
  return (i === 0 || doc.sep(i) >= SEP_NEWLINE) && doc.sep(d) === SEP_SPACE && (doc.isChar(d, HYPHEN) || doc.isChar(d, EN_DASH) || doc.isChar(d, EM_DASH));
}

/** A match score "1-0" ending at token e (its last number), small numbers only. */
function scoreEndingAt(doc: Doc, e: number): boolean {
  const small = (k: number) => doc.isNum(k) && doc.shape(k) === 0 && doc.len(k) <= 2;
  return small(e) && small(e - 2) && (doc.isChar(e - 1, HYPHEN) || doc.isChar(e - 1, EN_DASH)) && doc.sep(e - 1) <= SEP_SPACE && doc.sep(e) <= SEP_SPACE;
}

/**
 * "Charros de Jalisco" beside a score: the town after a capitalized word and "de", with a match
 * score right before that word or right after the town ("… 1-0 Charros de Jalisco",
 * "Tigres de Monterrey 2-1 …"). Not "Universidad de Sevilla 2024", no score.
 */
function teamOfPlaceBesideScore(doc: Doc, first: number, last: number): boolean {
  const de = first - 1;
  const head = first - 2;
  if (doc.lang !== 'es' || doc.sep(first) !== SEP_SPACE || !doc.lower(de) || doc.key(de) !== 'de' || doc.sep(de) !== SEP_SPACE || !doc.capitalized(head)) return false;
  if (doc.sep(head) === SEP_SPACE && scoreEndingAt(doc, head - 1)) return true;
  const a = last + 1;
  return doc.sep(a) === SEP_SPACE && scoreEndingAt(doc, a + 2);
}

/** A lower-case letter, then a capital: the inside of "IronKey", "PowerCore", "MacBook". */
function camelCaseAt(doc: Doc, i: number): boolean {
  if (doc.sep(i) !== SEP_SPACE || !doc.isWord(i) || !doc.capitalized(i) || doc.shape(i) === UPPER) return false;
  const s = doc.start(i);
  const e = doc.end(i);
  for (let k = s + 2; k < e; k++) {
    const c = doc.text.charCodeAt(k);
    const b = doc.text.charCodeAt(k - 1);
    if (c >= 65 && c <= 90 && b >= 97 && b <= 122) return true;
  }
  return false;
}

/** Units of a capacity or power after a number: "1,7 L", "500 ml", "2000 W". */
const CAPACITY_UNITS_CUE = cueSet(words(`l ml cl w kw kg litros litres liters`));

/** "Austin 3-seater", "Lisboa 1,7 L": a count joined to a lower-case word, or a capacity and its unit, after token last. */
function numberedProductAfter(doc: Doc, last: number): boolean {
  const n = last + 1;
  if (doc.sep(n) !== SEP_SPACE || !doc.isNum(n) || doc.shape(n) !== 0 || doc.len(n) > 4) return false;
  if (doc.isChar(n + 1, HYPHEN) && doc.adjacent(n + 1) && doc.adjacent(n + 2) && doc.isWord(n + 2) && doc.lower(n + 2)) return true;
  let u = n + 1;
  if ((doc.isChar(u, COMMA) || doc.isChar(u, DOT)) && doc.adjacent(u) && doc.isNum(u + 1) && doc.adjacent(u + 1)) u += 2;
  return doc.sep(u) === SEP_SPACE && doc.isWord(u) && doc.inSet(u, CAPACITY_UNITS_CUE) && (u + 1 >= doc.count || doc.sep(u + 1) !== SEP_NONE);
}

/**
 * Words before a place that make it part of a region's name, still a place: "Central London",
 * "North Wales", "Greater Manchester", "Metro Manila", "Downtown Toronto".
 */
const REGION_MODIFIERS_CUE = cueSet(words(`central north south east west northern southern eastern western greater
  downtown uptown midtown metro old new upper lower inner outer rural coastal mainland
  norte sur este oeste gran`));

/**
 * A brand right before the place: a capitalized word or acronym that no list knows (no place,
 * given name, surname, everyday word, role or state code) names a
 * company's branch in that country: "BBVA México", "Concentrix Philippines". Returns the
 * brand's index, or -1.
 */
function brandBefore(doc: Doc, first: number): number {
  const p = first - 1;
  // A heading line may open with it ("BBVA México⏎Estimado cliente"): the word is unknown, so no verb ("Visit").
  if (doc.sep(first) !== SEP_SPACE || !doc.isWord(p) || !doc.capitalized(p)) return -1;
  if ((doc.flags(p) & (F_PLACE | F_PLACE_START)) !== 0 || doc.firstName(p) || doc.surname(p) || doc.commonWord(p)) return -1;
  if (doc.inSet(p, REGION_MODIFIERS_CUE) || doc.inSet(p, INSTITUTION_HEADS_CUE)) return -1;
  // "Provo UT", "Austin TX" come after the city; a two-letter state code before one is rare but
  // two capitals are as often initials ("JD Madrid"): an acronym needs three letters or more.
  if (doc.shape(p) === UPPER && (doc.len(p) < 3 || US_STATE_CODES.has(doc.key(p)))) return -1;
  // Not inside a longer capitalized run ("Hotel Sheraton Grand Madrid" is the organization finder's).
  return doc.sep(p) !== SEP_SPACE || !doc.capitalized(p - 1) ? p : -1;
}

/** Geographic plurals after a place that keep it a place: "Dublin Docklands", "Sydney Northern Beaches". */
const GEOGRAPHIC_PLURALS = new Set([...STREET_SUFFIXES, ...words(`docklands beaches highlands lowlands midlands mountains islands keys flats suburbs`)]);
const GEOGRAPHIC_PLURALS_CUE = cueSet(GEOGRAPHIC_PLURALS);

/** A lower-case "s" (the plural of a team's name). */
const LOWER_S = 115;

/**
 * A sports team after the place: one or two capitalized words, the last a plural that is no
 * place or landform, ending the name ("Mumbai Indians", "Chennai Super Kings", "Seattle Seahawks").
 */
function teamAfter(doc: Doc, last: number): boolean {
  let e = last;
  for (let n = 0; n < 2 && doc.sep(e + 1) === SEP_SPACE && doc.isWord(e + 1) && doc.capitalized(e + 1); n++) e++;
  if (e === last || doc.shape(e) === UPPER || doc.text.charCodeAt(doc.end(e) - 1) !== LOWER_S) return false;
  if (doc.inSet(e, GEOGRAPHIC_PLURALS_CUE) || (doc.flags(e) & F_PLACE) !== 0 || doc.firstName(e)) return false;
  return !(doc.sep(e + 1) === SEP_SPACE && doc.capitalized(e + 1));
}

/** A score after a team: one to three digits ("Tudor 412", "Indios de Mayagüez 7"). */
function scoreAt(doc: Doc, i: number): boolean {
  return doc.isNum(i) && doc.shape(i) === 0 && doc.len(i) <= 3 && doc.sep(i) === SEP_SPACE;
}

/** Token i ends a result item: a comma, a full stop, or the end of its line. */
function itemEnd(doc: Doc, i: number): boolean {
  return i >= doc.count || doc.sep(i) >= SEP_NEWLINE || itemSeparator(doc, i) || doc.isChar(i, DOT);
}

/** A comma or, places8, a semicolon between result items: "3. Independiente Rivadavia 26; 4. Belgrano 24;". */
function itemSeparator(doc: Doc, i: number): boolean {
  return doc.isChar(i, COMMA) || doc.isChar(i, SEMICOLON);
}

/**
 * The place and a score is one item of a results list with another "Name score" item beside it:
 * "Tudor 412, Windsor 388, Stuart 371, York 340.", "Criollos de Caguas 5, Cangrejeros de Santurce 3".
 * Not "Madrid 28013" (five digits) nor "Dublin 2" alone.
 */
function resultItem(doc: Doc, first: number, last: number): boolean {
  const n = last + 1;
  if (!scoreAt(doc, n) || !itemEnd(doc, n + 1)) return false;
  // The next item: ", Name [de Name] 371".
  if (itemSeparator(doc, n + 1)) {
    let k = n + 2;
    for (let w = 0; w < 4 && doc.sep(k) === SEP_SPACE && doc.isWord(k); w++) k++;
    if (k > n + 2 && doc.capitalized(n + 2) && scoreAt(doc, k) && itemEnd(doc, k + 1)) return true;
  }
  // The item before: "Tudor 412, Windsor", or a line ending in a score: "…Santurce 3⏎Gigantes de Carolina 2".
  let a = first;
  for (let w = 0; w < 3 && doc.sep(a) === SEP_SPACE && doc.isWord(a - 1); w++) a--;
  // A numbered item: "4. América 17, 5. Monterrey 16."
  if (doc.sep(a) === SEP_SPACE && doc.isChar(a - 1, DOT) && doc.adjacent(a - 1) && doc.isNum(a - 2) && doc.len(a - 2) <= 2) a -= 2;
  const score = itemSeparator(doc, a - 1) ? a - 2 : doc.sep(a) >= SEP_NEWLINE ? a - 1 : -1;
  return score > 0 && scoreAt(doc, score) && doc.isWord(score - 1) && doc.capitalized(score - 1);
}

/**
 * Dishes and drinks after a place name them after it: "Nashville hot chicken", "Maryland crab
 * cakes", "Kerala fish curry", "a Bombay sandwich", "Lancashire hotpot", "the Kansas City ribs".
 */
const FOOD_NOUNS_CUE = cueSet(words(`curry curries sandwich sandwiches chicken fish pie pies cake cakes stew sauce salad
  biryani pizza bagel bagels roll rolls noodles tea coffee wine beer cheese ham sausage sausages chowder
  dumplings burger burgers fries pudding crab style
  pumpkin pumpkins
  hotpot ribs
  oranges marmalade`));
// places7 (round 7), the last line: "Seville oranges", "Dundee marmalade".

/** At most one lower-case word between the place and its dish: "Nashville hot chicken". */
function dishAfter(doc: Doc, last: number): boolean {
  const n = last + 1;
  if (doc.sep(n) !== SEP_SPACE || !doc.lower(n)) return false;
  if (doc.inSet(n, FOOD_NOUNS_CUE)) return true;
  return doc.sep(n + 1) === SEP_SPACE && doc.lower(n + 1) && doc.inSet(n + 1, FOOD_NOUNS_CUE);
}

/** Capitalized words before a place that name a race or tour after it: "Vuelta a Colombia", "Tour de France", "Giro d'Italia". */
const EVENT_HEADS_CUE = cueSet(words(`vuelta tour giro`));
/** places8: race words right before or after a town that name the race: "la Maratón Lima 42K", "the London Marathon". */
const RACE_WORDS_CUE = cueSet(words(`maraton marathon`));
/** The joiner after an event's head: "a", "de", "of", "al" ("Vuelta al Embalse"; places7). */
const EVENT_JOINERS_CUE = cueSet(words(`a de of al`));

/** Words after a place that make it a time zone: "Sydney time", "the Sydney and Perth time zones". */
const TIME_ZONE_CUE = cueSet(words(`time timezone timezones`));
/** Spanish words before "de" + place that make it a time zone: "(hora de Bogotá)", "horario de Madrid". */
const ES_TIME_ZONE_CUE = cueSet(words(`hora horario`));

/** Words that are never a name (cues.ts), as bits. */
const NOT_NAME_CUE = cueSet(NOT_NAME);

/** Per document: the one-word towns a thing cue found naming a product, dish or feature ("Montana"). */
const namedThings = perDocument((): Set<string> => new Set());

/**
 * The first cue (in table order) that fires for the place first..last and would lower `score`;
 * undefined when none does. Only the cues whose gate is open in the document are tried: a dense
 * ticket holds no dish, colour, club or room word, and its places then test a dozen cues, not 44.
 */
export function placeCue(doc: Doc, first: number, last: number, score: number, kind: number): PlaceCue | undefined {
  const cues = placeCuesHere(doc);
  for (let k = 0; k < cues.length; k++) {
    const cue = cues[k]!;
    if (cue.cap >= score || !cue.fires(doc, first, last, kind)) continue;
    if (cue.thing && first === last) namedThings(doc).add(doc.key(first));
    return cue;
  }
  return undefined;
}

/** The cue may fire in this document: its language, and a word of each set it needs (exported for the gate test). */
export function placeCueGateOpen(doc: Doc, cue: PlaceCue): boolean {
  return gateOpen(GATES.get(cue)!, doc.lang, openGateSets(doc));
}

/**
 * Per document: PLACE_CUES without the cues whose gate is shut there, same order. Documents with
 * the same open gate sets share the list: a document pays one bit test per gate set, not a
 * walk of the cues' needs.
 */
const placeCuesHere = perDocument((doc: Doc): readonly PlaceCue[] => {
  const open = openGateSets(doc);
  const cache = CUES_BY_OPEN_GATES[doc.lang];
  let list = cache.get(open);
  if (list === undefined) {
    if (cache.size >= MAX_KEPT_GATE_SETS) cache.clear();
    list = PLACE_CUES.filter((cue) => gateOpen(GATES.get(cue)!, doc.lang, open));
    cache.set(open, list);
  }
  return list;
});

/** The gate bits (GATE_SETS order) of the sets this document holds a word of. */
function openGateSets(doc: Doc): number {
  let open = 0;
  for (let b = 0; b < GATE_SETS.length; b++) if (doc.holdsWordIn(GATE_SETS[b]!)) open |= 1 << b;
  return open;
}

/** A cue's gate: its language, and per need the bits of the sets any of which opens it. */
interface Gate {
  lang: Language | undefined;
  needs: readonly number[];
}

function gateOpen(gate: Gate, lang: Language, open: number): boolean {
  if (gate.lang !== undefined && gate.lang !== lang) return false;
  for (let n = 0; n < gate.needs.length; n++) if ((gate.needs[n]! & open) === 0) return false;
  return true;
}

/** Gate sets get one bit each of a 32-bit word; the sets past these are taken as held. */
const MAX_GATE_SETS = 31;
/** A bound on the cached cue lists, should texts produce combinations without end. */
const MAX_KEPT_GATE_SETS = 4096;

/**
 * The cues in the order they are tried (placeCue). Kept after the word sets above: a cue's `needs`
 * names them when the table is built.
 */
export const PLACE_CUES: readonly PlaceCue[] = [
  {
    id: 'organization-tail-after',
    needs: [NAME_TAILS_CUE],
    cap: 0.3,
    why: 'An organization word after the town, right after it or after one or two capitalized words of the name, makes the town part of a company, club or service name.',
    example: 'a letter from Nova Scotia Power; Your Dublin Bus lost property enquiry; membership at Dún Laoghaire Sailing Club',
    fires: (doc, _first, last) => tailAfter(doc, last) > 0,
    organization: (doc, first, last) => doc.candidate('ORGANIZATION', first, nameEndAfter(doc, tailAfter(doc, last)), PLACE_ORGANIZATION_SCORE),
  },
  {
    id: 'institution-of-place',
    needs: [INSTITUTION_JOINERS_CUE, INSTITUTION_HEADS_CUE],
    cap: 0.3,
    why: 'A capitalized institution head, then "of"/"de", then the town: the town names the institution.',
    example: 'City of Calgary – Property tax notice; financiadas por la Xunta de Galicia',
    fires: (doc, first) => {
      const j = first - 1;
      return doc.sep(first) === SEP_SPACE && doc.isWord(j) && doc.inSet(j, INSTITUTION_JOINERS_CUE) && institutionBefore(doc, j) >= 0;
    },
    organization: (doc, first, last) =>
      doc.candidate('ORGANIZATION', nameStartBefore(doc, institutionBefore(doc, first - 1)), nameEndAfter(doc, last), PLACE_ORGANIZATION_SCORE),
  },
  {
    id: 'organization-word-before',
    needs: [NAME_HEADS_BEFORE_CUE],
    cap: 0.3,
    why: 'A capitalized organization word right before the town: a campus or branch in the name.',
    example: "St. Joseph's Healthcare Hamilton; Baptist Health South Florida",
    fires: (doc, first) => {
      const p = first - 1;
      return doc.sep(first) === SEP_SPACE && doc.isWord(p) && doc.capitalized(p) && doc.inSet(p, NAME_HEADS_BEFORE_CUE);
    },
  },
  {
    id: 'brand-before',
    cap: 0.3,
    why: 'An unknown capitalized word or acronym right before a country names the brand\'s company there. Not a city: "Deloitte Bilbao", "Globant Santiago" are a company and its office.',
    example: 'BBVA México; Customer Experience Team Lead at Concentrix Philippines',
    fires: (doc, first, _last, kind) => kind === PLACE_COUNTRY && brandBefore(doc, first) >= 0,
    organization: (doc, first, last) => doc.candidate('ORGANIZATION', brandBefore(doc, first), last, PLACE_ORGANIZATION_SCORE),
  },
  {
    id: 'team-after',
    cap: 0.3,
    why: 'A capitalized plural after a town names its sports team.',
    example: 'Mumbai Indians 182/6 (20) beat Chennai Super Kings',
    fires: (doc, _first, last) => teamAfter(doc, last),
  },
  {
    id: 'result-item',
    cap: 0.3,
    why: 'A town and a score beside another name and score is a team or house in a results list.',
    example: 'House points: Tudor 412, Windsor 388, Stuart 371, York 340.',
    fires: resultItem,
  },
  {
    id: 'dish-after',
    needs: [FOOD_NOUNS_CUE],
    thing: true,
    cap: 0.3,
    why: 'A dish or drink after a place is named after it; the place locates nobody.',
    example: "Tonight's specials: Maryland crab cakes, Nashville hot chicken sandwich",
    fires: (doc, first, last) => !(doc.isWord(first - 1) && doc.lower(first - 1) && (doc.key(first - 1) === 'in' || doc.key(first - 1) === 'en')) && dishAfter(doc, last),
  },
  {
    id: 'event-name',
    needs: [EVENT_JOINERS_CUE, EVENT_HEADS_CUE],
    cap: 0.3,
    why: 'A race or tour named after the country it crosses is an event, not a place where someone is.',
    example: 'Resultados – Vuelta a Colombia, etapa 7',
    fires: (doc, first) => {
      const j = first - 1;
      return doc.sep(first) === SEP_SPACE && doc.lower(j) && doc.inSet(j, EVENT_JOINERS_CUE) && doc.sep(j) === SEP_SPACE && doc.capitalized(j - 1) && doc.inSet(j - 1, EVENT_HEADS_CUE);
    },
  },
  {
    id: 'race-name',
    needs: [RACE_WORDS_CUE],
    cap: 0.3,
    why: 'A capitalized race word right before or after a town names the race, an event, not where someone is.',
    example: 'se realizará la Maratón Lima 42K; training for the London Marathon',
    fires: (doc, first, last) => {
      const p = first - 1;
      const n = last + 1;
      return (doc.sep(first) === SEP_SPACE && doc.isWord(p) && doc.capitalized(p) && doc.inSet(p, RACE_WORDS_CUE)) || (doc.sep(n) === SEP_SPACE && doc.isWord(n) && doc.capitalized(n) && doc.inSet(n, RACE_WORDS_CUE));
    },
  },
  {
    id: 'release-code-name',
    thing: true,
    cap: 0.3,
    why: 'A town alone in brackets right after a dotted version number ("4.8.0", "v2.1") is the release\'s code name; later mentions name the same release.',
    example: 'Notas de versión 4.8.0 (Sevilla); Release v2.1 (Lisbon) is out',
    fires: (doc, first, last) => releaseCodeName(doc, first, last),
  },
  {
    id: 'time-zone',
    needs: [[TIME_ZONE_CUE, ES_TIME_ZONE_CUE]],
    cap: 0.3,
    why: 'A city that names a time zone places nobody: "Sydney time", "(hora de Bogotá)".',
    example: 'Cuándo: 15:00 – 16:00 (hora de Bogotá); the Sydney and Perth time zones',
    fires: (doc, first, last) => {
      // After the last place of a list: "the Sydney and Perth time zones".
      let n = last + 1;
      if (doc.lower(n) && (doc.key(n) === 'and' || doc.key(n) === 'y') && doc.capitalized(n + 1)) n += 2;
      if (doc.sep(n) === SEP_SPACE && doc.lower(n) && doc.inSet(n, TIME_ZONE_CUE)) return true;
      const de = first - 1;
      return doc.lang === 'es' && doc.lower(de) && doc.key(de) === 'de' && doc.sep(de) === SEP_SPACE && doc.lower(de - 1) && doc.inSet(de - 1, ES_TIME_ZONE_CUE);
    },
  },
  {
    id: 'never-a-name',
    needs: [NOT_NAME_CUE],
    cap: 0.3,
    why: 'A one-word place that the never-a-name list holds is the word: a heading word, a month, a weekday.',
    example: 'Acta – Reunión de directiva Club Deportivo',
    fires: (doc, first, last) => first === last && doc.inSet(first, NOT_NAME_CUE),
  },
  {
    id: 'word-as-label',
    cap: 0.3,
    why: 'A town spelled like an everyday word, right before a colon, or opening its line before a spaced dash, is a field label or a heading. Not a country: "Ecuador: 0,6 M USD" is a row of a report by country (places6).',
    example: 'Proceso: lavado | Altura: 1.800 msnm; Enterprise – talk to sales',
    fires: (doc, first, last, kind) => first === last && kind !== PLACE_COUNTRY && doc.commonWord(first) && ((doc.isChar(last + 1, COLON) && doc.adjacent(last + 1)) || headingDash(doc, first)),
  },
  {
    id: 'indefinite-article',
    lang: 'en',
    needs: [INDEFINITE_ARTICLES_CUE],
    cap: 0.3,
    why: 'English "a"/"an" before a place name makes it a kind of thing: a breed, a style, a product.',
    example: 'a house with a Labrador; has a Belfast sink',
    fires: (doc, first, last) => {
      const p = first - 1;
      if (doc.lang !== 'en' || doc.sep(first) !== SEP_SPACE || !doc.lower(p) || !doc.inSet(p, INDEFINITE_ARTICLES_CUE)) return false;
      // Spanish "a" in an English text is a preposition: "ya llegaste a Phoenix?" (an English word must come before it).
      if (doc.isWord(p - 1) && doc.sep(p) === SEP_SPACE && !doc.commonWord(p - 1)) return false;
      return !(doc.sep(last + 1) === SEP_SPACE && doc.inSet(last + 1, JURISDICTION_NOUNS_CUE));
    },
  },
  {
    id: 'quoted-title',
    thing: true,
    cap: 0.3,
    why: 'A title-case name standing alone in quotes names a product, model, theme or colourway.',
    example: 'Sofá modular "Valencia" de 3 puestos; Nike Air Jordan 1 Mid "Chicago"',
    fires: quotedTitle,
  },
  {
    id: 'team-beside-score',
    lang: 'es',
    cap: 0.3,
    why: 'A town after "<Name> de", beside a match score, is the end of a team\'s name: Latin American clubs are named so.',
    example: 'Cangrejeros de Santurce 1-0 Charros de Jalisco. Licey sigue invicto.',
    fires: (doc, first, last) => teamOfPlaceBesideScore(doc, first, last),
  },
  {
    id: 'camel-case-after',
    thing: true,
    cap: 0.3,
    why: 'A word with a capital inside it right after the town is a product or brand name, and the town its maker: "Kingston IronKey", "Denver PowerCore".',
    example: 'Only encrypted drives from the approved list (Kingston IronKey, Apricorn Aegis) may be used.',
    fires: (doc, _first, last) => camelCaseAt(doc, last + 1),
  },
  {
    id: 'numbered-product-after',
    thing: true,
    cap: 0.3,
    why: 'A count joined to a product word ("3-seater", "4-burner") or a capacity with its unit ("1,7 L") right after the town makes it a model name.',
    example: 'Product page – Austin 3-seater sofa; Instrucciones de uso – Hervidor Lisboa 1,7 L',
    fires: (doc, _first, last) => numberedProductAfter(doc, last),
  },
  // places6 (round 6): products, features and dishes named after places, in reviews, catalogues,
  // release notes and menus (place-things.ts holds the words).
  {
    id: 'changelog-label',
    needs: [CHANGELOG_LABELS_CUE],
    thing: true,
    cap: 0.3,
    why: 'A town right after a release-note label and its colon ("Fix:", "Added:", "Corregido:") names the feature it fixes, when a lower-case word of the feature follows.',
    example: 'Fix: Sydney sync job retries on 429; Fixed: Wellington date picker off-by-one',
    fires: (doc, first, last) => changelogLabelBefore(doc, first) && doc.sep(last + 1) === SEP_SPACE && doc.lower(last + 1),
  },
  {
    id: 'product-noun-after-place',
    needs: [PLACE_PRODUCT_NOUNS_CUE],
    thing: true,
    cap: 0.3,
    why: 'A product noun right after the town, or after one or two modifiers when an article comes first, names a product line after the town.',
    example: 'Love the Brooklyn tote in Olive; the Florence cast iron casserole in Cerise',
    fires: (doc, first, last) => productNounAfterPlace(doc, first, last),
  },
  {
    id: 'the-city-as-thing',
    lang: 'en',
    thing: true,
    cap: 0.3,
    why: 'English "the" + a one-word town, then a verb ("is", "runs"), "one" or a bracket: a model in a comparison. Towns take no article, save a few ("the Hague", "the Bronx").',
    example: 'the Madison blazer is cut slim; the Lexington is a regular fit; the Bordeaux one did not',
    fires: (doc, first, last) => theTownAsThing(doc, first, last),
  },
  {
    id: 'colour-in-brackets',
    needs: [[COLOURS_CUE, BRACKET_THING_WORDS_CUE]],
    thing: true,
    cap: 0.3,
    why: 'A town followed by a bracket that opens with a colour word is a colour\'s name in a colour guide.',
    example: 'Sahara (warm beige), Denver (slate blue), Florence (terracotta)',
    fires: (doc, first, last) => colourInBrackets(doc, first, last),
  },
  {
    id: 'drink-after',
    needs: [DRINK_TAILS_CUE],
    thing: true,
    cap: 0.3,
    why: 'A capitalized drink word after a town names a cocktail or a beer.',
    example: 'Moscow Mule, Singapore Sling; a pint of Brooklyn Lager',
    fires: (doc, _first, last) => {
      const n = last + 1;
      return doc.sep(n) === SEP_SPACE && doc.capitalized(n) && doc.inSet(n, DRINK_TAILS_CUE);
    },
  },
  {
    id: 'product-word-before-es',
    lang: 'es',
    needs: [[PRODUCT_BEFORE_CUE, ES_PRODUCT_WORDS_BEFORE_CUE]],
    thing: true,
    cap: 0.3,
    why: 'A Spanish product noun right before the town, capitalized or not, names a product line after it.',
    example: '1) Mochila Lisboa negra; Reposición de la Mochila Lisboa; Nueva hamburguesa Texas',
    fires: (doc, first) => {
      const p = first - 1;
      return doc.lang === 'es' && doc.sep(first) === SEP_SPACE && doc.isWord(p) && spanishProductWord(doc, p);
    },
  },
  // nopii7es: a town spelled like a Spanish product noun, heading a model's name ("Taza Dalí").
  {
    id: 'product-noun-town-es',
    lang: 'es',
    needs: [[PRODUCT_BEFORE_CUE, ES_PRODUCT_WORDS_BEFORE_CUE]],
    thing: true,
    cap: 0.3,
    why: 'A one-word town spelled like a Spanish product noun, right before a capitalized word and after no place preposition, is the noun of a product and its model name.',
    example: '3) Taza Dalí edición limitada; Mesa Lisboa extensible',
    fires: (doc, first, last) => {
      const n = last + 1;
      if (doc.lang !== 'es' || first !== last || doc.sep(n) !== SEP_SPACE || !doc.isWord(n) || !doc.capitalized(n)) return false;
      if (!spanishProductWord(doc, first)) return false;
      // "Viajamos a Colonia Alemania", "en Colonia Roma": after a place preposition it is the town.
      const p = first - 1;
      return !(doc.isWord(p) && doc.inSet(p, PLACE_PREPOSITIONS_CUE));
    },
  },
  {
    id: 'model-suffix-after',
    needs: [MODEL_SUFFIXES_CUE],
    thing: true,
    cap: 0.3,
    why: 'A capitalized model word after the town ("Lite", "Plus", "Pro") names a product model.',
    example: 'El modelo Lima Plus lideró, seguido del Quito Lite',
    fires: (doc, _first, last) => {
      const n = last + 1;
      return doc.sep(n) === SEP_SPACE && doc.capitalized(n) && doc.inSet(n, MODEL_SUFFIXES_CUE) && !(doc.sep(n + 1) === SEP_SPACE && doc.capitalized(n + 1));
    },
  },
  {
    id: 'colour-word-town',
    needs: [COLOURS_CUE],
    cap: 0.3,
    why: 'A one-word town spelled like a colour word is the colour, unless a place preposition comes first ("vive en Amarillo").',
    example: 'ubicaciones con código de colores (Amarillo = picking, Verde = reserva)',
    fires: (doc, first, last) => first === last && doc.inSet(first, COLOURS_CUE) && !(doc.isWord(first - 1) && doc.lower(first - 1) && doc.sep(first) === SEP_SPACE && doc.inSet(first - 1, PLACE_PREPOSITIONS_CUE)),
  },
  {
    id: 'menu-line',
    needs: [MENU_LABELS_CUE],
    cap: 0.3,
    thing: true,
    why: 'A town on a line that opens with a menu label ("Cocktail list:", "Menu:", "Carta:") names a drink or a dish.',
    example: 'Cocktail list: Manhattan, Cosmopolitan, Long Island Iced Tea',
    fires: (doc, first) => !(doc.isWord(first - 1) && doc.lower(first - 1) && doc.inSet(first - 1, PLACE_PREPOSITIONS_CUE)) && menuLine(doc, first),
  },
  {
    id: 'team-name-before-score',
    cap: 0.3,
    why: 'A capitalized plural (no place, name or everyday word) right before the town, and a score after it, is a team named after its region.',
    example: 'Cricket: Sunrisers Eastern Cape 187/6 beat Paarl Royals 181/9',
    fires: (doc, first, last) => teamPluralBefore(doc, first) && scoreAfter(doc, last + 1),
  },
  // places8 (round 8): towns that name software parts, teams and rooms in runbooks and reports,
  // and clubs in league tables (place-things.ts holds the nouns).
  {
    id: 'bracket-list-of-things',
    needs: [BRACKET_LIST_NOUNS_CUE],
    thing: true,
    cap: 0.3,
    why: 'A town in a bracketed list right after a software or operations noun ("workspace", "queues", "clúster", "cola") names one of those things.',
    example: 'Pick a workspace (Oxford, Cambridge or Durham); Asignar el entorno a un clúster (Valencia, Toledo o Cádiz)',
    fires: (doc, first) => bracketListOfThings(doc, first),
  },
  {
    id: 'team-head-before',
    needs: [TEAM_HEADS_CUE],
    cap: 0.3,
    why: 'A capitalized "Team"/"Equipo" right before a town makes the town the name of a team.',
    example: 'Escalations to Tier 3 (Team Raleigh): 1,204',
    fires: (doc, first) => {
      const p = first - 1;
      // "Team" opens the name: "Site Team Pune" is the site team in Pune.
      return doc.sep(first) === SEP_SPACE && doc.isWord(p) && doc.capitalized(p) && doc.inSet(p, TEAM_HEADS_CUE) && !(doc.sep(p) === SEP_SPACE && doc.capitalized(p - 1));
    },
  },
  {
    id: 'room-compound-after',
    needs: [ROOM_MODIFIERS_CUE, ROOM_NOUNS_CUE],
    cap: 0.3,
    why: 'A town, or a list of towns, before "meeting room(s)", "conference room" names the rooms.',
    example: 'The Hudson, Austin and Jordan meeting rooms on level 3 are closed',
    fires: (doc, _first, last) => roomCompoundAfter(doc, last),
  },
  {
    id: 'league-table-row',
    cap: 0.3,
    why: 'A town between a rank opening its line and a row of small numbers ending it is a club in a league table.',
    example: '4 Gillingham 18 9 5 4 +7 32; 1 Arsenal 28⏎2 Liverpool 26',
    fires: (doc, first, last) => leagueTableRow(doc, first, last),
  },
  {
    id: 'club-abbreviation-before',
    needs: [CLUB_ABBREVIATIONS_CUE],
    cap: 0.3,
    why: 'A football club\'s abbreviation ("AFC", "FC", "CD", "UD") right before a town makes it the club\'s name.',
    example: 'AFC Richmond women\'s team storyline; 2. CD Parla 31 pts',
    fires: (doc, first) => {
      const p = first - 1;
      return doc.sep(first) === SEP_SPACE && doc.isWord(p) && doc.shape(p) === UPPER && doc.inSet(p, CLUB_ABBREVIATIONS_CUE);
    },
  },
  {
    id: 'team-plural-verb',
    lang: 'en',
    needs: [TEAM_PLURAL_VERBS_CUE],
    cap: 0.3,
    why: 'British and Australian sports writing gives a club named after its town a plural verb ("Newcastle have", "Adelaide look"); a town itself takes a singular one.',
    example: 'Villa unbeaten in six, and Newcastle have kept four clean sheets; Adelaide look like the bolter',
    fires: (doc, first, last) => first === last && teamPluralVerb(doc, first),
  },
  {
    id: 'named-thing-before',
    cap: 0.3,
    why: 'A one-word town that a thing cue read as a product, a dish or a feature earlier in the text names the same thing again (one sense per text).',
    example: 'the Dakota recliner vs the Montana (Fabric, Fog): Dakota wins on comfort, Montana on price',
    fires: (doc, first, last) => {
      if (first !== last) return false;
      const named = namedThings(doc);
      return named.size > 0 && named.has(doc.key(first));
    },
  },
  {
    id: 'surname-after-given-name',
    cap: 0.3,
    why: 'A one-word town right after a given name (no place itself) is that person\'s surname, or a brand named after one.',
    example: 'Mi reseña del café Juan Valdez Cumbre; Priya Kent signed off',
    fires: (doc, first, last) => {
      const p = first - 1;
      return first === last && doc.sep(first) === SEP_SPACE && doc.isWord(p) && doc.capitalized(p) && doc.shape(p) !== UPPER && doc.firstName(p) && (doc.flags(p) & F_PLACE) === 0 && !doc.inSet(p, GEOGRAPHIC_HEADS_CUE);
    },
  },
  // places7 (round 7): dishes, colours, history topics, fonts and foods of origin named after
  // places, from reviews, menus, newsletters and style guides (place-things.ts holds the words).
  {
    id: 'dish-head-before',
    needs: [DISH_HEADS_BEFORE_CUE],
    thing: true,
    cap: 0.3,
    why: 'A dish head right before a one-word town names a dish after it.',
    example: '2. Chicken Balti. 3. Cheese & Onion; Beef Wellington for two',
    fires: (doc, first, last) => first === last && wordBefore(doc, first, DISH_HEADS_BEFORE_CUE),
  },
  {
    id: 'colour-before',
    needs: [COLOURS_CUE],
    thing: true,
    cap: 0.3,
    why: 'A capitalized colour word (no given name, no place) right before a one-word town makes a colour\'s name.',
    example: 'Colours are Charcoal Marl and Dove',
    fires: (doc, first, last) => {
      const p = first - 1;
      return first === last && doc.capitalized(p) && wordBefore(doc, first, COLOURS_CUE) && !doc.firstName(p) && (doc.flags(p) & (F_PLACE | F_PLACE_START)) === 0;
    },
  },
  {
    id: 'history-before',
    needs: [HISTORY_WORDS_BEFORE_CUE],
    cap: 0.3,
    why: '"Ancient"/"Antiguo" before a place makes it a period of history, a topic, not where anyone is.',
    example: 'Our Year 4s loved the Ancient Egypt day; un mural sobre el Antiguo Egipto',
    fires: (doc, first) => wordBefore(doc, first, HISTORY_WORDS_BEFORE_CUE) && (doc.flags(first - 1) & F_PLACE) === 0,
  },
  {
    id: 'font-name',
    needs: [FONT_WORDS_CUE],
    thing: true,
    cap: 0.3,
    why: 'A type word ("font", "tipografía") a few words before the place on its line makes it a font\'s name.',
    example: 'La tipografía principal es Montserrat; font-family: Georgia, serif',
    fires: (doc, first) => fontWordBefore(doc, first),
  },
  {
    id: 'versus',
    needs: [VERSUS_CUE],
    cap: 0.3,
    why: 'A town right before or after "v"/"vs" between two names is a team or a house in a fixture, not where anyone is.',
    example: 'Tug of war final was Windsor v Tudor, Tudor won 2-1; Cork v Kerry, Sunday 4pm',
    fires: (doc, first, last) => versusAt(doc, last + 1, last + 2) || versusAt(doc, first - 1, first - 2),
  },
  {
    id: 'sponsor-team-beside-score',
    thing: true,
    cap: 0.3,
    why: 'A brand no list knows right before the town, beside a match score, is a sponsor\'s team named after its town; later mentions name the same team.',
    example: 'Casademont Zaragoza 71 - 69 Spar Girona; 3. Spar Girona 10-4',
    fires: (doc, first, last) => {
      const brand = brandBefore(doc, first);
      if (brand < 0) return false;
      const a = last + 1;
      return (doc.sep(brand) === SEP_SPACE && scoreEndingAt(doc, brand - 1)) || (doc.sep(a) === SEP_SPACE && scoreEndingAt(doc, a + 2));
    },
  },
  {
    id: 'food-of-place-es',
    lang: 'es',
    needs: [ES_FOODS_OF_PLACE_CUE],
    thing: true,
    cap: 0.3,
    why: 'A Spanish food, "de" and a town: a variety sold under its town of origin, which places nobody.',
    example: '1 kg de naranjas de Sevilla; queso de Burgos; pimientos de Padrón',
    fires: (doc, first) => {
      const de = first - 1;
      return doc.lang === 'es' && doc.sep(first) === SEP_SPACE && doc.lower(de) && doc.key(de) === 'de' && doc.sep(de) === SEP_SPACE && doc.lower(de - 1) && doc.inSet(de - 1, ES_FOODS_OF_PLACE_CUE);
    },
  },
];

/** Each `needs` entry as a list of sets (a word of any of them opens it). */
function needLists(cue: PlaceCue): (readonly CueSet[])[] {
  return (cue.needs ?? []).map((need): readonly CueSet[] => (Array.isArray(need) ? need : [need as CueSet]));
}

/**
 * The distinct sets of the cues' `needs` that can gate, each with its bit: an entry that names a
 * set that cannot gate (`gateable`) is always held, and left out. Resolved at load.
 */
const GATE_SETS: readonly CueSet[] = [...new Set(PLACE_CUES.flatMap((cue) => needLists(cue).filter((sets) => sets.every(gateable)).flat()))].slice(0, MAX_GATE_SETS);

const GATES = new Map<PlaceCue, Gate>(
  PLACE_CUES.map((cue) => {
    const needs: number[] = [];
    for (const sets of needLists(cue)) {
      // A need with a set past the gate bits is taken as held, like one that cannot gate.
      if (!sets.every((set) => GATE_SETS.includes(set))) continue;
      let bits = 0;
      for (const set of sets) bits |= 1 << GATE_SETS.indexOf(set);
      needs.push(bits);
    }
    return [cue, { lang: cue.lang, needs }];
  }),
);

/** The cue lists of each combination of open gate sets met so far, per language. */
const CUES_BY_OPEN_GATES = { en: new Map<number, readonly PlaceCue[]>(), es: new Map<number, readonly PlaceCue[]>() };
