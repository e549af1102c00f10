/**
 * Contexts that say a capitalized name belongs to a THING, not a person or a place: products and
 * brands in reviews ("the Midnight Blue colourway", "my Steelcase Leap", "Stan Smith sneakers"),
 * names given to rooms, devices and pets ("the printer is named Jordan", "la sala es París"),
 * compass regions used as values ("East and West grew; Central declined").
 *
 * Each cue is data: which entity types it applies to, the score cap it imposes, why, and an
 * example. `thingCap` returns the lowest cap of the cues that fire (1 when none does). The rules
 * look only at the tokens around the candidate, never at the name itself, so a newcomer can add
 * a noun to a list without touching the scoring code.
 */
import type { Language } from '../types.js';
import { type Candidate, type Doc, PUNCT, SEP_NEWLINE, SEP_SPACE, UPPER } from './doc.js';
import { AMPERSAND, APOSTROPHE, CLOSE_PAREN, COLON, COMMA, DOT, EM_DASH, EN_DASH, EXCLAMATION, HYPHEN, OPEN_PAREN, QUOTE, SEMICOLON, SLASH } from './chars.js';
import { type CueSet, cueSet } from './cue-bits.js';
import { PLACE_PREPOSITIONS, ROLE_HEADS } from './cues.js';
import { F_PLACE } from './lexicon.js';
import { perDocument } from './per-document.js';
import { countedNameAgain } from './counted-names.js';
import { otherAssistantIn } from './assistant-names.js';
import { personCueBefore } from './person/index.js';
import { SURE_NAME } from './person/score-levels.js';
import { articleNicknameEs } from './person/article-nicknames.js';
import { VERB_CUES } from './verb-context.js';
import {
  ASSISTANTS, ASSISTANT_CONTEXT, COMPASS, COUNTED_UNITS, MODEL_WORDS, ELIDED_NOUN_ARTICLES, BESIDE_NOUNS, BRANDS, CLUB_HEADS, CLUB_TAILS, COLOURS, CONTAINERS, DEGREES, HOLIDAY_AND_HONOUR_WORDS, DETERMINERS, MATERIALS, MONTHS, NAME_HEADS, NAMING_VERBS, SPAN_COUNTS, FURNITURE_SIZES,
  LINKED_WITH_ES, PERSON_NAMED_BRANDS, PRODUCT_AFTER, PRODUCT_AFTER_ARTICLE, PRODUCT_BEFORE, PRODUCT_LIST_LABELS, SKILL_LABELS, TABLE_POINTS, THING_NOUNS, TIME_ZONE_AREAS, words,
  ROLE_OF_HEADS, UNIT_LAST_WORDS, UNIT_OF_ES, WORK_KINDS_ES, WARDS_AND_SCHEDULES, DEGREE_ABBREVIATIONS, MEETING_APPS,
  EQUIPMENT_BEFORE_ES, PRODUCT_AFTER_ORG, PRODUCT_USERS, SERVICE_GROUPS, CHANNEL_PREPOSITIONS,
} from './thing-words.js';
const CHANNEL_PREPOSITIONS_CUE = cueSet(CHANNEL_PREPOSITIONS);
const PRODUCT_USERS_CUE = cueSet(PRODUCT_USERS);
const SERVICE_GROUPS_CUE = cueSet(SERVICE_GROUPS);

/** Labels of a line whose values are all things: skills and tools, or a product's plans and themes. */
const LIST_LABELS: ReadonlySet<string> = new Set([...SKILL_LABELS, ...PRODUCT_LIST_LABELS]);

/**
 * Spanish foods and products named after their place of origin ("mostaza de Dijon", "tarta de
 * Santiago", "jamón de Jabugo", "queso de Burgos"); the place is then part of the product's name.
 */
const PRODUCT_OF_PLACE = words(`
  mostaza tarta queso jamon salsa curri curry vino aceite pimenton turron chorizo morcilla pan
  pastel galletas cerveza sidra pimientos alubias judias lentejas garbanzos cebolla ensaimada
  sobrasada cava whisky licor orujo anis mantecados polvorones caja cajas
  arroz`);
// nopii8es (round 8), the last line: rice dishes named after their place ("arroz del Delta",
// "arroz de Calasparra").

/** Spanish colour words that are also common given names: "Rosa Jiménez", "Blanca Paloma". */
const COLOUR_GIVEN_NAMES = words(`rosa blanca violeta celeste marina`);

/** Words that make a sentence speak of colours: "Paris Green is my favourite paint shade". */
const COLOUR_CONTEXT = words(`colour color colours colors colourway colorway shade shades paint tone hue finish
  tono tonos pintura acabado`);

/**
 * Walks over capitalized words stop after this many, so a text made of capitalized words ("John
 * John John …") stays linear.
 */
const MAX_NAME_WORDS = 6;

/** "in Sage Green", "en Cuarzo Rosa": a product offered in a colour. */
const COLOUR_PREPOSITIONS = words(`in en`);

/** Verbs (not ending in -ed) that follow the subject of a relative clause: "the laptop Maria uses". */
const RELATIVE_CLAUSE_VERBS = words(`uses use has had set sent took bought made brought got gave left put built broke wrote runs`);

/** Quotes that open a code name: "Phoenix", “Phoenix”, «Fénix». */
const OPENING_QUOTES = '"“«\'‘';
const OPENING_QUOTE_CODES: ReadonlySet<number> = new Set([...OPENING_QUOTES].map((q) => q.charCodeAt(0)));

/** Quotes that close a quoted name: "Jordan", “Jordan”, «Fénix». */
const CLOSING_QUOTES = '"”»\'’';

/** Words right before a quoted code name: release "Phoenix", versión «Fénix». */
const RELEASE_WORDS = words(`release version codename`);

/** Nouns after an identifier scheme's name: "National Insurance number", "Medicare card". */
const ID_NOUNS = words(`number numbers no card id`);

/** Letters of an English degree abbreviation: "B.S.", "B.A.", "M.S.", "M.A.", "B.Sc.", "M.Ed.". */
const DEGREE_FIRST_LETTERS = new Set(['B', 'M']);
const DEGREE_SECOND_LETTERS = new Set(['S', 'A', 'Sc', 'Ed', 'Eng', 'Phil']);

/** Spanish plural articles: a city takes none ("las Sevilla" are shoes or chairs named Sevilla). */
const SPANISH_PLURAL_ARTICLES = words(`las los unas unos`);

/** Countries Spanish may write with "el": "el Perú", "el Japón", "el Líbano", "el Reino Unido". */
const COUNTRY_TAKES_ARTICLE = words(`peru japon libano ecuador paraguay uruguay brasil canada chad congo yemen sudan nepal pakistan salvador`);

/** "s", the plural ending of a model number ("Jordan 1s"). */
const LOWER_S = 115;

/** Words that join the names of a list ("the Lincoln and Madison printers", "Goya y Velázquez"). */
const LIST_JOINERS = words(`and or y e o`);

// Each word set above as a bit of its words' rows (cue-bits.ts): the cues below test
// `doc.inSet(i, PRODUCT_AFTER_CUE)` where they would test `doc.inSet(i, PRODUCT_AFTER_CUE)`.
const DETERMINERS_CUES = { en: cueSet(DETERMINERS.en), es: cueSet(DETERMINERS.es) };
const ASSISTANTS_CUE = cueSet(ASSISTANTS);
const ASSISTANT_CONTEXT_CUE = cueSet(ASSISTANT_CONTEXT);
const BESIDE_NOUNS_CUE = cueSet(BESIDE_NOUNS);
const BRANDS_CUE = cueSet(BRANDS);
const CLUB_HEADS_CUE = cueSet(CLUB_HEADS);
const CLUB_TAILS_CUE = cueSet(CLUB_TAILS);
const COLOURS_CUE = cueSet(COLOURS);
const COLOUR_CONTEXT_CUE = cueSet(COLOUR_CONTEXT);
const COLOUR_GIVEN_NAMES_CUE = cueSet(COLOUR_GIVEN_NAMES);
const COLOUR_PREPOSITIONS_CUE = cueSet(COLOUR_PREPOSITIONS);
const COMPASS_CUE = cueSet(COMPASS);
const CONTAINERS_CUE = cueSet(CONTAINERS);
const WORK_KINDS_ES_CUE = cueSet(WORK_KINDS_ES);
const UNIT_OF_ES_CUE = cueSet(UNIT_OF_ES);
const LINKED_WITH_ES_CUE = cueSet(LINKED_WITH_ES);
const COUNTED_UNITS_CUE = cueSet(COUNTED_UNITS);
const SPAN_COUNTS_CUE = cueSet(SPAN_COUNTS);
const FURNITURE_SIZES_CUE = cueSet(FURNITURE_SIZES);
const COUNTRY_TAKES_ARTICLE_CUE = cueSet(COUNTRY_TAKES_ARTICLE);
const DEGREES_CUE = cueSet(DEGREES);
const ELIDED_NOUN_ARTICLES_CUE = cueSet(ELIDED_NOUN_ARTICLES);
const HOLIDAY_AND_HONOUR_WORDS_CUE = cueSet(HOLIDAY_AND_HONOUR_WORDS);
const ID_NOUNS_CUE = cueSet(ID_NOUNS);
const LIST_JOINERS_CUE = cueSet(LIST_JOINERS);
const LIST_LABELS_CUE = cueSet(LIST_LABELS);
const MATERIALS_CUE = cueSet(MATERIALS);
const MODEL_WORDS_CUE = cueSet(MODEL_WORDS);
const MONTHS_CUE = cueSet(MONTHS);
const NAME_HEADS_CUE = cueSet(NAME_HEADS);
const NAMING_VERBS_CUE = cueSet(NAMING_VERBS);
const PLACE_PREPOSITIONS_CUE = cueSet(PLACE_PREPOSITIONS);
const PRODUCT_AFTER_CUE = cueSet(PRODUCT_AFTER);
const PRODUCT_AFTER_ARTICLE_CUE = cueSet(PRODUCT_AFTER_ARTICLE);
const PRODUCT_BEFORE_CUE = cueSet(PRODUCT_BEFORE);
const PRODUCT_OF_PLACE_CUE = cueSet(PRODUCT_OF_PLACE);
const RELATIVE_CLAUSE_VERBS_CUE = cueSet(RELATIVE_CLAUSE_VERBS);
const RELEASE_WORDS_CUE = cueSet(RELEASE_WORDS);
const SKILL_LABELS_CUE = cueSet(SKILL_LABELS);
const SPANISH_PLURAL_ARTICLES_CUE = cueSet(SPANISH_PLURAL_ARTICLES);
const TABLE_POINTS_CUE = cueSet(TABLE_POINTS);
const THING_NOUNS_CUE = cueSet(THING_NOUNS);
const TIME_ZONE_AREAS_CUE = cueSet(TIME_ZONE_AREAS);
const WARDS_AND_SCHEDULES_CUE = cueSet(WARDS_AND_SCHEDULES);
const UNIT_LAST_WORDS_CUE = cueSet(UNIT_LAST_WORDS);
const ROLE_OF_HEADS_CUE = cueSet(ROLE_OF_HEADS);
const ROLE_HEADS_CUE = cueSet(ROLE_HEADS);
const DEGREE_ABBREVIATIONS_CUE = cueSet(DEGREE_ABBREVIATIONS);
const MEETING_APPS_CUE = cueSet(MEETING_APPS);
const EQUIPMENT_BEFORE_ES_CUE = cueSet(EQUIPMENT_BEFORE_ES);
const PRODUCT_AFTER_ORG_CUE = cueSet(PRODUCT_AFTER_ORG);
/** orgs7en: "or" + at most this many capitalized words may stand between a name and its product noun ("Paw Patrol or Bluey cake"). */
const MAX_LISTED_PRODUCT_WORDS = 4;

interface ThingCue {
  id: string;
  /** Entity types whose score the cue caps. */
  types: ReadonlyArray<Candidate['entity']>;
  /** The score a candidate keeps at most when the cue fires (below the 0.5 default threshold). */
  cap: number;
  /**
   * Word sets the cue cannot fire without, tested once per document (`cuesHere`): the document
   * must hold a word of each listed set; `anyOf(A, B)` stands for a word of A or of B. Example:
   * "product-noun-after" lists `anyOf(PRODUCT_AFTER, PRODUCT_AFTER_ARTICLE)`, so a text with none
   * of those nouns never tests it. Every way `fires` can return true must test a word of each
   * listed set (thing-cue-gates.test.ts checks this on the dev set); leave it out when unsure.
   */
  needs?: readonly CueSet[];
  /** The only language the cue fires in (tested once per document). */
  lang?: Language;
  /** Why, with an example. */
  why: string;
  fires(doc: Doc, c: Candidate): boolean;
}

/** Union sets made by anyOf, so the same union is registered once. */
const UNIONS: { sets: readonly ReadonlySet<string>[]; cue: CueSet }[] = [];

/** One registered set of the words of all `sets`, for a cue's `needs`: "a word of any of these". */
function anyOf(...sets: ReadonlySet<string>[]): CueSet {
  const known = UNIONS.find((u) => u.sets.length === sets.length && u.sets.every((x, k) => x === sets[k]));
  if (known) return known.cue;
  const cue = cueSet(new Set(sets.flatMap((x) => [...x])));
  UNIONS.push({ sets, cue });
  return cue;
}

/** The lower-case word token just before token i (skipping nothing), if spaced. */
function wordBefore(doc: Doc, i: number): number {
  const p = i - 1;
  return doc.isWord(p) && doc.sep(i) === SEP_SPACE ? p : -1;
}

/**
 * The word before a linking word that stands right before token `first`: "mostaza [de] Dijon" and
 * "a bottle [of] Guinness" give "mostaza" and "bottle"; -1 when the word before `first` is not
 * `link` (nor `alt`) or nothing spaced stands before it.
 */
function headBeforeLink(doc: Doc, first: number, link: string, alt?: string): number {
  const l = wordBefore(doc, first);
  if (l < 0) return -1;
  const key = doc.key(l);
  return key === link || key === alt ? wordBefore(doc, l) : -1;
}

/** Token i opens a cell of a delimited line: a comma or tab right before it, no space ("…,Botín Chelsea,…"). */
function cellStart(doc: Doc, i: number): boolean {
  return doc.isChar(i - 1, COMMA) && doc.adjacent(i);
}

/**
 * Token i opens a title or one of its segments: a sentence or line start, or the word after a
 * spaced dash ("Guía de tallas — Zapatillas Runner Sol", "Tabla nutricional — Galletas María").
 */
function titleStart(doc: Doc, i: number): boolean {
  if (doc.sentenceStart(i)) return true;
  // A bullet at the line start: "· Plantillas Aurora y Sevilla".
  if (doc.isChar(i - 1, MIDDLE_DOT) && doc.sep(i - 1) >= SEP_NEWLINE) return true;
  return (doc.isChar(i - 1, EM_DASH) || doc.isChar(i - 1, EN_DASH)) && doc.spaced(i) && doc.spaced(i - 1);
}

/** "·", a bullet or a separator. */
const MIDDLE_DOT = 0xb7;

/** Token i is a dash between the two numbers of a score ("2–1", "34 – 29", "2-2"). */
function scoreDash(doc: Doc, i: number): boolean {
  return doc.isChar(i, HYPHEN) || doc.isChar(i, EN_DASH) || doc.isChar(i, EM_DASH);
}

/** A plain number of at most three digits on the same line as the token before it. */
function smallNumber(doc: Doc, i: number): boolean {
  return doc.isNum(i) && doc.shape(i) === 0 && doc.len(i) <= 3 && doc.sep(i) <= SEP_SPACE;
}

/**
 * Tokens [first, last] are one side of a result line "Brentford 2–1 Everton", "Veszprém 31 – 30
 * Al-Ahly": a score right after them and another capitalized name after it, or the name and the
 * score right before them. Times ("Madrid 9-17") and dates have no name on the other side.
 */
function scoreLineSide(doc: Doc, first: number, last: number): boolean {
  const a = last + 1;
  if (smallNumber(doc, a) && doc.sep(a) === SEP_SPACE && scoreDash(doc, a + 1) && smallNumber(doc, a + 2) && doc.sep(a + 1) <= SEP_SPACE && doc.sep(a + 3) === SEP_SPACE && doc.capitalized(a + 3) && !doc.inSet(a + 3, MONTHS_CUE)) return true;
  const b = first - 1;
  return smallNumber(doc, b) && doc.sep(first) === SEP_SPACE && scoreDash(doc, b - 1) && smallNumber(doc, b - 2) && doc.sep(b - 1) <= SEP_SPACE && doc.sep(b - 2) === SEP_SPACE && doc.capitalized(b - 3) && !doc.inSet(b - 3, MONTHS_CUE);
}

/**
 * orgs7en (round 7): tokens [first, last] fill a ranked line of a ladder, "6. Bibs & Bobs - 8":
 * a rank ("6.") opens the line, and a spaced dash and a number close it. One test of the tokens
 * on each side, asked only of organization candidates.
 */
function rankedLadderLine(doc: Doc, first: number, last: number): boolean {
  const dot = first - 1;
  const rank = first - 2;
  if (!doc.isChar(dot, DOT) || !doc.adjacent(dot) || doc.sep(first) !== SEP_SPACE || !doc.isNum(rank) || doc.len(rank) > 2) return false;
  if (rank > 0 && doc.sep(rank) < SEP_NEWLINE) return false;
  const dash = last + 1;
  const points = last + 2;
  return scoreDash(doc, dash) && doc.sep(dash) === SEP_SPACE && smallNumber(doc, points) && doc.sep(points) === SEP_SPACE && (points + 1 >= doc.count || doc.sep(points + 1) >= SEP_NEWLINE);
}

/** Tokens [first, last] are a team in a league table: "Real Madrid 58 pts", "Brentford 38 points". */
function tablePoints(doc: Doc, last: number): boolean {
  let n = last + 1;
  // "Athletico Madras – 31 pts": a dash may stand before the points.
  if (scoreDash(doc, n) && doc.sep(n) === SEP_SPACE) n++;
  return smallNumber(doc, n) && doc.sep(n) === SEP_SPACE && doc.isWord(n + 1) && doc.sep(n + 1) === SEP_SPACE && doc.inSet(n + 1, TABLE_POINTS_CUE);
}

/**
 * The keys of single capitalized words that a text names as a product: after an article and
 * before a product noun or a material ("Our Austin sectional", "the Verona oak table"). Built
 * once per text when a candidate first asks, so "The Austin is deeper" and "legs are oak on the
 * Austin" in the same review read as the sofa too.
 */
const namedProducts = perDocument((doc: Doc): ReadonlySet<string> => {
  const found = new Set<string>();
  // The named word is capitalized: a walk over those only (Doc.capitalizedWords).
  const caps = doc.capitalizedWords();
  for (let k = 0; k < caps.length; k++) {
    const i = caps[k]!;
    const n = i + 1;
    if (i < 1 || n >= doc.count || !doc.lower(n) || doc.sep(n) !== SEP_SPACE) continue;
    if (!doc.inSet(n, PRODUCT_AFTER_CUE) && !doc.inSet(n, PRODUCT_AFTER_ARTICLE_CUE) && !doc.inSet(n, MATERIALS_CUE)) continue;
    const art = wordBefore(doc, i);
    if (art >= 0 && doc.inSet(art, DETERMINERS_CUES[doc.lang])) found.add(doc.key(i));
  }
  return found;
});

/**
 * The keys of the words that stand as a team in a result line or a league table of this text,
 * built once per text when a candidate first asks (one walk over the tokens, looking at numbers
 * only): "Brentford move up to 11th" after "Brentford 2–1 Everton".
 */
const teamWords = perDocument((doc: Doc): ReadonlySet<string> => {
  const found = new Set<string>();
  // A walk over the capitalized words (Doc.capitalizedWords), the numbers beside them read from
  // there: the word before a score or a points total, and the word after a score (a number at
  // token 0 opens no result line).
  const caps = doc.capitalizedWords();
  for (let k = 0; k < caps.length; k++) {
    const w = caps[k]!;
    if (doc.isNum(w + 1) && (scoreLineSide(doc, w, w) || tablePoints(doc, w))) found.add(doc.key(w));
    else if (w >= 2 && doc.isNum(w - 1) && scoreLineSide(doc, w, w)) found.add(doc.key(w));
  }
  return found;
});

/** "the Hendersons": a family named by its plural surname. */
function pluralSurname(doc: Doc, c: Candidate): boolean {
  if (c.first !== c.last) return false;
  const k = doc.key(c.first);
  return k.length > 3 && k.endsWith('s') && doc.lex.flags(k.slice(0, -1)) !== 0 && doc.surname(c.first) === false;
}

/** Punctuation that ends a clause: the look-back of a cue stops there. */
function clauseEnd(doc: Doc, i: number): boolean {
  return doc.isChar(i, DOT) || doc.isChar(i, EXCLAMATION) || doc.isChar(i, SEMICOLON) || doc.isChar(i, COLON) || doc.isChar(i, QUOTE);
}

/**
 * The first token of the list of capitalized names that holds token i, walking back over
 * "X, Y and" / "X y": in "the Lincoln and Madison printers" the list of Madison starts at
 * Lincoln. Returns i itself when no list comes before it.
 */
function listStart(doc: Doc, i: number): number {
  let s = i;
  for (let n = 0; n < 6; n++) {
    let j = s - 1; // joiner: "," "&" "and" "y", or ", and" (the serial comma)
    const joiner = doc.isChar(j, COMMA) || doc.isChar(j, AMPERSAND) || (doc.lower(j) && doc.inSet(j, LIST_JOINERS_CUE));
    if (joiner && doc.lower(j) && doc.isChar(j - 1, COMMA) && doc.adjacent(j - 1) && doc.sep(j) === SEP_SPACE) j--;
    if (!joiner || doc.sep(s) >= SEP_NEWLINE || !doc.capitalized(j - 1) || doc.sep(j) >= SEP_NEWLINE) break;
    s = j - 1;
    for (let k = 0; k < MAX_NAME_WORDS && doc.capitalized(s - 1) && doc.sep(s) === SEP_SPACE; k++) s--;
  }
  return s;
}

/** The last token of the list of capitalized names that holds token i, walking forward. */
function listEnd(doc: Doc, i: number): number {
  let e = i;
  for (let n = 0; n < 6; n++) {
    let j = e + 1;
    // The serial comma: "Charcoal, and Heather Grey".
    if (doc.isChar(j, COMMA) && doc.lower(j + 1) && doc.inSet(j + 1, LIST_JOINERS_CUE) && doc.sep(j + 1) === SEP_SPACE) j++;
    const joiner = doc.isChar(j, COMMA) || doc.isChar(j, AMPERSAND) || (doc.lower(j) && doc.inSet(j, LIST_JOINERS_CUE));
    if (!joiner || doc.sep(j + 1) >= SEP_NEWLINE || !doc.capitalized(j + 1)) break;
    e = j + 1;
    for (let k = 0; k < MAX_NAME_WORDS && doc.capitalized(e + 1) && doc.sep(e + 1) === SEP_SPACE; k++) e++;
  }
  return e;
}

/**
 * A thing noun right before the name or its list, in any case ("room Paris", "Server Sydney",
 * "las impresoras Goya y Velázquez"); in Spanish one adjective may stand between ("la máquina
 * virtual Almería").
 */
function thingNounBefore(doc: Doc, c: Candidate): boolean {
  // The name may stand in quotes: 'Boardroom "Savannah"'.
  const open = c.first - 1;
  const quoted = doc.kind(open) === PUNCT && doc.adjacent(c.first) && OPENING_QUOTE_CODES.has(doc.charAt(open));
  const p = wordBefore(doc, quoted ? open : listStart(doc, c.first));
  // The noun first, the relative clause only then: most names have no thing noun before them.
  return p >= 0 && besideNounEndsAt(doc, p) && !relativeClauseSubject(doc, c);
}

/** A thing noun ends at word p: "room", or in Spanish "máquina virtual", "sala de reuniones". */
function besideNounEndsAt(doc: Doc, p: number): boolean {
  if (doc.inSet(p, BESIDE_NOUNS_CUE)) return true;
  if (doc.lang !== 'es' || !doc.lower(p) || doc.key(p).length <= 3) return false;
  const q = wordBefore(doc, p);
  if (q >= 0 && doc.inSet(q, BESIDE_NOUNS_CUE)) return true;
  // "la sala de reuniones Madrid": noun + "de" + noun before the name.
  const r = q >= 0 && doc.key(q) === 'de' ? wordBefore(doc, q) : -1;
  return r >= 0 && doc.inSet(r, BESIDE_NOUNS_CUE);
}

/**
 * "the printer Jordan installed", "the laptop Maria uses": a given name that is the subject of a
 * relative clause after the noun (English drops the "that"), so it stays a person.
 */
function relativeClauseSubject(doc: Doc, c: Candidate): boolean {
  const n = c.last + 1;
  if (doc.lang !== 'en' || !doc.firstName(c.first) || !doc.lower(n) || doc.sep(n) !== SEP_SPACE) return false;
  const k = doc.key(n);
  return k.endsWith('ed') || doc.inSet(n, RELATIVE_CLAUSE_VERBS_CUE);
}

/** A lower-case thing noun right after the name or its list ("the Tokyo room", "the Lincoln and Madison printers"). */
function thingNounAfter(doc: Doc, c: Candidate): boolean {
  const n = listEnd(doc, c.last) + 1;
  return doc.isWord(n) && doc.sep(n) === SEP_SPACE && doc.lower(n) && doc.inSet(n, BESIDE_NOUNS_CUE);
}

/**
 * A line labelled by a plural thing noun before a colon ("Meeting rooms on floor 2: Amazon, Nile,
 * Danube", "Salas: Teide, Mulhacén") or by a skills label ("Skills: Java, Spring Boot"): every
 * value after the colon is a thing.
 */
function labelOfLine(doc: Doc, c: Candidate, labels: CueSet, moreLabels?: CueSet): boolean {
  // The value comes right after the colon or sits in a list ("Skills: Java, Spring Boot"), so
  // "Printer: jammed again, ask Ana" keeps its person.
  // The capitalized words just before the run belong to the same value ("Certified Scrum Master").
  let own = c.first;
  for (let k = 0; k < MAX_NAME_WORDS && doc.capitalized(own - 1) && doc.sep(own) === SEP_SPACE; k++) own--;
  const first = listStart(doc, own);
  const inList = first !== own || listEnd(doc, c.last) !== c.last;
  if (!inList && !doc.isChar(own - 1, COLON)) return false;
  let colon = -1;
  for (let j = first - 1, n = 0; j >= 0 && n < 40; j--, n++) {
    if (doc.isChar(j, COLON)) {
      colon = j;
      break;
    }
    if (doc.sep(j) >= SEP_NEWLINE) break;
  }
  if (colon < 0) return false;
  for (let j = colon - 1, n = 0; j >= 0 && n < 5; j--, n++) {
    if (doc.isWord(j) && (doc.inSet(j, labels) || (moreLabels !== undefined && doc.inSet(j, moreLabels)))) return true;
    if (doc.sep(j) >= SEP_NEWLINE) break;
  }
  return false;
}

/** A word of [first, last] is in a given-name or surname list. */
function hasNameWord(doc: Doc, first: number, last: number): boolean {
  for (let i = first; i <= last; i++) if (doc.isWord(i) && doc.capitalized(i) && (doc.firstName(i) || doc.surname(i))) return true;
  return false;
}

/**
 * Words [first, last] hold no name and each is an everyday word, a brand or an acronym: "Apple
 * Pay", "Final Cut Pro", "Microsoft Teams" (not "Gasset", a word no list knows).
 */
function productWords(doc: Doc, first: number, last: number): boolean {
  if (hasNameWord(doc, first, last)) return false;
  for (let i = first; i <= last; i++) {
    if (!doc.isWord(i)) continue;
    if (!doc.commonWord(i) && !doc.inSet(i, BRANDS_CUE) && doc.shape(i) !== UPPER) return false;
  }
  return true;
}

/** The run's words joined by "_" ("Johnnie Walker Black" → "johnnie_walker_black"). */
function runKey(doc: Doc, first: number, last: number): string {
  let k = '';
  for (let i = first; i <= last; i++) if (doc.isWord(i)) k += (k ? '_' : '') + doc.key(i);
  return k;
}

/**
 * Every start of a PERSON_NAMED_BRANDS key that ends where a word ends ("johnnie", "yves",
 * "yves_saint", "yves_saint_laurent"): a run whose first word's key is none of them starts no
 * brand, so no joined key string needs making.
 */
const BRAND_HEADS = new Set(
  [...PERSON_NAMED_BRANDS].flatMap((k) => k.split('_').map((_, i, parts) => parts.slice(0, i + 1).join('_'))),
);
const BRAND_HEADS_CUE = cueSet(BRAND_HEADS);

/**
 * The words a person-named brand's run key can start with: a brand head ("johnnie"), or a head
 * plus the plural "s" when the whole key is one word. The gate of "person-named-brand".
 */
const BRAND_FIRST_WORDS_CUE = cueSet(new Set([...BRAND_HEADS].flatMap((h) => [h, `${h}s`])));

/** A brand named after a person at the start of the run ("Johnnie Walker Black", "Ralph Lauren"). */
function personNamedBrand(doc: Doc, c: Candidate): boolean {
  // A brand starts at a brand head, here or one word before (brandFrom): most runs start none.
  const headHere = !doc.isWord(c.first) || doc.inSet(c.first, BRAND_HEADS_CUE);
  if (!headHere && !(doc.isWord(c.first - 1) && doc.inSet(c.first - 1, BRAND_HEADS_CUE))) return false;
  // The brand may run past the candidate ("Carolina" in "Carolina Herrera Good Girl") or start one
  // word before it ("Jordan" in "Air Jordan 1").
  let end = c.first;
  while (end < c.first + 3 && doc.capitalized(end + 1) && doc.sep(end + 1) === SEP_SPACE) end++;
  if (brandFrom(doc, c.first, c.first, end)) return true;
  return doc.capitalized(c.first - 1) && doc.sep(c.first) === SEP_SPACE && brandFrom(doc, c.first - 1, c.first, end);
}

/** A PERSON_NAMED_BRANDS key is spelled by the words from `first` to some last in [min(first + 1, c), end]. */
function brandFrom(doc: Doc, first: number, candidateFirst: number, end: number): boolean {
  // The brand's first word must be known before any joined key string is made.
  if (doc.isWord(first) && !doc.inSet(first, BRAND_HEADS_CUE)) return false;
  for (let last = Math.max(first + 1, candidateFirst); last <= end; last++) {
    const k = runKey(doc, first, last);
    // The product in the plural: "the white/green Stan Smiths".
    if (PERSON_NAMED_BRANDS.has(k) || (k.endsWith('s') && PERSON_NAMED_BRANDS.has(k.slice(0, -1)))) return true;
  }
  return false;
}

/**
 * A colour name. Spanish puts the colour first ("Gris Perla", "Azul Laguna", "Verde Salvia"):
 * that alone is enough unless the colour is also a common given name ("Rosa Jiménez", "Blanca
 * Paloma"). At the other end of the run ("Cuarzo Rosa", English "Sage Green", "Hague Blue") the
 * other words must not be names of people ("Tom Green", "María Rosa").
 */
function colourName(doc: Doc, c: Candidate): boolean {
  if (c.first === c.last) return loneColour(doc, c);
  // Every word a colour or a material: "in Moss Velvet", "Navy Linen", "Slate Grey".
  if (doc.lang === 'en' && allColourWords(doc, c)) return true;
  if (doc.lang === 'es' && doc.inSet(c.first, COLOURS_CUE) && !doc.inSet(c.first, COLOUR_GIVEN_NAMES_CUE)) return true;
  const head = doc.inSet(c.last, COLOURS_CUE) ? c.last : doc.lang === 'es' && doc.inSet(c.first, COLOURS_CUE) ? c.first : -1;
  if (head < 0) return false;
  // "Paris Green is my favourite paint shade": the sentence speaks of colours.
  if (sentenceHas(doc, c.first, COLOUR_CONTEXT_CUE)) return true;
  // Otherwise no other word may be a name ("Tom Green"), and each must be an everyday word
  // ("Midnight Navy", "Cuarzo Rosa"; not "Florine Gray", a given name the lists lack) unless the
  // run follows "in"/"en" ("in Hague Blue").
  // Offered "in" the colour, alone or at the end of a list ("in Graphite and Arctic White").
  const before = listStart(doc, c.first) - 1;
  const offered = doc.isWord(before) && doc.inSet(before, COLOUR_PREPOSITIONS_CUE);
  for (let i = c.first; i <= c.last; i++) {
    if (i === head || !doc.isWord(i)) continue;
    // Offered "in" a colour, an everyday word that is also a given name still names the colour:
    // "a fleece in Forest Green" (not "call Tom Green": "Tom" is no everyday word, and no "in").
    if (((doc.firstName(i) || doc.strongSurname(i)) && !(offered && doc.commonWord(i))) || (!offered && !doc.commonWord(i))) return false;
  }
  return true;
}

/**
 * A lone colour word offered "in"/"en", alone or in a list: "The New Balance 990 in Grey is
 * pricey", "Available in Oat, Sage, Clay and Midnight" (not "in Grey's office").
 */
function loneColour(doc: Doc, c: Candidate): boolean {
  if (!doc.inSet(c.first, COLOURS_CUE) || doc.isChar(c.last + 1, APOSTROPHE)) return false;
  const s = listStart(doc, c.first);
  const p = s - 1;
  return doc.isWord(p) && doc.inSet(p, COLOUR_PREPOSITIONS_CUE) && doc.sep(s) === SEP_SPACE;
}

/** Each word of the run is a colour or a material word: "Moss Velvet", "Navy Linen", "Slate Grey". */
function allColourWords(doc: Doc, c: Candidate): boolean {
  for (let i = c.first; i <= c.last; i++) {
    if (!doc.isWord(i)) return false;
    if (!doc.inSet(i, COLOURS_CUE) && !doc.inSet(i, MATERIALS_CUE)) return false;
  }
  return true;
}

/**
 * A place beside a capitalized colour word is part of the colour's name: before it in Spanish
 * ("en Azul Laguna", "Verde París"), after it in English ("Paris Green", "Prussian Blue").
 */
function besideColour(doc: Doc, c: Candidate): boolean {
  const n = doc.lang === 'es' ? c.first - 1 : c.last + 1;
  const sep = doc.lang === 'es' ? doc.sep(c.first) : doc.sep(n);
  // English takes a lower-case colour too ("in Marseille blue").
  const cased = doc.lang === 'es' ? doc.capitalized(n) : doc.isWord(n);
  return sep === SEP_SPACE && cased && doc.inSet(n, COLOURS_CUE) && !doc.inSet(n, COLOUR_GIVEN_NAMES_CUE);
}

/** Words of the sentence that holds token i (up to the clause ends around it). */
function sentenceHas(doc: Doc, i: number, set: CueSet): boolean {
  for (let j = i - 1, n = 0; j >= 0 && n < 20 && !clauseEnd(doc, j); j--, n++) if (doc.isWord(j) && doc.inSet(j, set)) return true;
  for (let j = i + 1, n = 0; j < doc.count && n < 20 && !clauseEnd(doc, j); j++, n++) if (doc.isWord(j) && doc.inSet(j, set)) return true;
  return false;
}

/** Comparison signs after a metric's symbol: "Delta E < 2", "Delta T ≥ 5". */
const COMPARISONS = '<>=≤≥';

/** Two-word nouns after a place that name a cloud or hosting region: "the Sydney data region". */
const HOSTING_REGION_FIRSTS = words(`data cloud hosting`);
const HOSTING_REGION_SECONDS = words(`region regions`);
const HOSTING_REGION_FIRSTS_CUE = cueSet(HOSTING_REGION_FIRSTS);
const HOSTING_REGION_SECONDS_CUE = cueSet(HOSTING_REGION_SECONDS);

export const THING_CUES: readonly ThingCue[] = [
  {
    id: 'metric-symbol',
    types: ['PERSON', 'LOCATION', 'ORGANIZATION'],
    cap: 0.2,
    why: 'A name, a one-letter symbol and a comparison is a metric in a spec sheet: "factory calibrated (Delta E < 2)".',
    fires: (doc, c) => {
      const n = c.last + 1;
      if (doc.sep(n) !== SEP_SPACE || !doc.isWord(n) || doc.len(n) !== 1 || doc.shape(n) !== UPPER) return false;
      return doc.kind(n + 1) === PUNCT && doc.sep(n + 1) === SEP_SPACE && COMPARISONS.includes(doc.text[doc.start(n + 1)] ?? '');
    },
  },
  {
    id: 'hosting-region',
    types: ['LOCATION'],
    cap: 0.3,
    needs: [HOSTING_REGION_FIRSTS_CUE, HOSTING_REGION_SECONDS_CUE],
    why: 'A cloud product\'s region named after a city is a feature of the product: "Coming in Q4: the Sydney data region".',
    fires: (doc, c) => {
      const n = c.last + 1;
      return doc.sep(n) === SEP_SPACE && doc.lower(n) && doc.inSet(n, HOSTING_REGION_FIRSTS_CUE) && doc.sep(n + 1) === SEP_SPACE && doc.inSet(n + 1, HOSTING_REGION_SECONDS_CUE);
    },
  },
  {
    id: 'determiner-before',
    types: ['PERSON'],
    cap: 0.3,
    why: 'An article or possessive right before the name: "the Midnight Blue colourway", "my Steelcase Leap", "las Nike Air Max".',
    fires: (doc, c) => {
      // The name may stand in quotes: 'the "Moss" is more olive', 'el «Bright»'.
      const q = c.first - 1;
      const quoted = doc.kind(q) === PUNCT && doc.adjacent(c.first) && OPENING_QUOTE_CODES.has(doc.charAt(q));
      const p = wordBefore(doc, quoted ? q : c.first);
      // people9es: spoken Spanish puts the article before a person's name in chat ("a la Kiara").
      return p >= 0 && doc.inSet(p, DETERMINERS_CUES[doc.lang]) && !pluralSurname(doc, c) && !(quoted === false && articleNicknameEs(doc, c.first, c.last));
    },
  },
  {
    id: 'determiner-place-then-name',
    types: ['LOCATION'],
    cap: 0.3,
    lang: 'en',
    why: 'English "the" + a place + another capitalized word names a thing after the place: "the Toyota Sienna", "the Lincoln Navigator", "the Jordan Retro".',
    fires: (doc, c) => {
      const p = wordBefore(doc, c.first);
      const n = c.last + 1;
      return doc.lang === 'en' && p >= 0 && doc.key(p) === 'the' && doc.sep(n) === SEP_SPACE && doc.capitalized(n) && !doc.lex.place(doc.key(n));
    },
  },
  {
    id: 'product-noun-before',
    types: ['PERSON', 'LOCATION'],
    cap: 0.3,
    needs: [PRODUCT_BEFORE_CUE],
    why: 'A product noun classifies the name after it: "la silla Herman Miller Aeron", "el color Niebla Marina", "salsa Worcestershire", "Eggs Benedict".',
    fires: (doc, c) => {
      // The noun may stand before a list of names: "los paneles Salamanca y Chamberí".
      const s = listStart(doc, c.first);
      // A capitalized noun opening a title is taken into the list: "· Plantillas Aurora y Sevilla".
      if ((s < c.first || c.first < c.last) && doc.capitalized(s) && titleStart(doc, s) && doc.inSet(s, PRODUCT_BEFORE_CUE)) return true;
      const p = wordBefore(doc, s);
      if (p < 0) return false;
      // Capitalized at the start of a CSV cell too: "CH-201,Botín Chelsea,Cuero".
      // Capitalized at a title segment's start too: "— Zapatillas Runner Sol".
      // nopii6es: capitalized right after an opening bracket too: "Notas de versión (Plataforma Kuna)".
      const bracketed = doc.isChar(p - 1, OPEN_PAREN) && doc.adjacent(p);
      if ((doc.lower(p) || titleStart(doc, p) || cellStart(doc, p) || bracketed) && doc.inSet(p, PRODUCT_BEFORE_CUE)) return true;
      // Spanish puts one adjective between: "la exportación antigua Chicago", "— Edredón nórdico Alaska".
      const q = doc.lang === 'es' && doc.lower(p) && doc.key(p).length > 3 ? wordBefore(doc, p) : -1;
      if (q >= 0 && (doc.lower(q) || titleStart(doc, q)) && doc.inSet(q, PRODUCT_BEFORE_CUE)) return true;
      // nopii6es: a Title Case listing heading writes that word capitalized too: "Sofá Rinconera
      // Austin 3 plazas", "Mesa Extensible Oslo" (the middle word is no name nor place).
      const h = doc.lang === 'es' && doc.capitalized(p) && !doc.firstName(p) && !doc.surname(p) && !doc.lex.place(doc.key(p)) ? wordBefore(doc, p) : -1;
      if (h >= 0 && titleStart(doc, h) && doc.capitalized(h) && doc.inSet(h, PRODUCT_BEFORE_CUE)) return true;
      // nopii6es: a Spanish product noun with its "de" complement: "la plancha de pelo Remington",
      // "la bomba de agua Pedrollo" (not "la casa de Ana": "de" is right before the name there).
      const noun = q >= 0 && doc.lower(q) && doc.key(q) === 'de' ? wordBefore(doc, q) : -1;
      return noun >= 0 && doc.lower(noun) && doc.inSet(noun, PRODUCT_BEFORE_CUE);
    },
  },
  {
    id: 'product-noun-after',
    types: ['PERSON', 'LOCATION'],
    cap: 0.3,
    needs: [anyOf(PRODUCT_AFTER, PRODUCT_AFTER_ARTICLE)],
    why: 'A product noun right after the name, or after one more capitalized word of it: "Stan Smith sneakers", "Dijon mustard", "Yukon Gold potatoes", "the Auto Pay report", the "Jordan" theme.',
    fires: (doc, c) => {
      // The noun may follow a list of names: "the Manhattan and Queens dashboards"; or a quoted
      // name: 'New: "Jordan" theme'.
      let n = listEnd(doc, c.last) + 1;
      if (doc.kind(n) === PUNCT && doc.adjacent(n) && CLOSING_QUOTES.includes(doc.text[doc.start(n)] ?? '') && doc.kind(c.first - 1) === PUNCT && doc.adjacent(c.first)) n++;
      if (doc.sep(n) !== SEP_SPACE) return false;
      if (doc.lower(n) && doc.inSet(n, PRODUCT_AFTER_CUE)) return true;
      // One modifier, the noun, then a version: "Kestrel mobile app 6.4", "Orion desktop app 2".
      if (doc.lower(n) && doc.lower(n + 1) && doc.sep(n + 1) === SEP_SPACE && doc.inSet(n + 1, PRODUCT_AFTER_CUE) && doc.isNum(n + 2) && doc.sep(n + 2) === SEP_SPACE) return true;
      // After an article, one modifier may stand before the noun: "the Verona dining chairs",
      // "The Seattle rain shell" (not "in Verona dining chairs", with no article); and one
      // adjective between the article and the name: "the legacy Boston sync engine".
      let art = wordBefore(doc, listStart(doc, c.first));
      const determiners = DETERMINERS_CUES[doc.lang];
      if (art >= 0 && doc.lower(art) && !doc.inSet(art, determiners)) art = wordBefore(doc, art);
      const articled = art >= 0 && doc.inSet(art, determiners);
      if (articled && doc.lower(n) && doc.inSet(n, PRODUCT_AFTER_ARTICLE_CUE)) return true;
      if (articled && doc.lower(n) && doc.sep(n + 1) === SEP_SPACE && doc.lower(n + 1) && (doc.inSet(n + 1, PRODUCT_AFTER_CUE) || doc.inSet(n + 1, PRODUCT_AFTER_ARTICLE_CUE))) return true;
      if (doc.lower(n)) return false;
      // One more capitalized word that is no name: "Yukon Gold potatoes", "Jordan Retro sneakers".
      const m = n + 1;
      return doc.capitalized(n) && !doc.firstName(n) && !doc.surname(n) && doc.sep(m) === SEP_SPACE && doc.lower(m) && doc.inSet(m, PRODUCT_AFTER_CUE);
    },
  },
  {
    id: 'product-of-place',
    types: ['LOCATION'],
    cap: 0.3,
    needs: [anyOf(PRODUCT_BEFORE, PRODUCT_OF_PLACE)],
    why: 'A Spanish food or product noun + "de" + a place names the product: "mostaza de Dijon", "tarta de Santiago", "curri de Madrás".',
    fires: (doc, c) => {
      const noun = headBeforeLink(doc, c.first, 'de');
      return noun >= 0 && (doc.lower(noun) || doc.sentenceStart(noun)) && (doc.inSet(noun, PRODUCT_BEFORE_CUE) || doc.inSet(noun, PRODUCT_OF_PLACE_CUE));
    },
  },
  // nopii8es (round 8): the same with "del", before a place that takes an article ("arroz del
  // Delta", "botillo del Bierzo", "queso del Casar").
  {
    id: 'product-of-place-del-es',
    types: ['LOCATION'],
    cap: 0.3,
    lang: 'es',
    needs: [PRODUCT_OF_PLACE_CUE],
    why: 'A Spanish food or product noun + "del" + a place names the product: "el arroz del Delta", "vino del Penedès" (not "vivo cerca del Delta").',
    fires: (doc, c) => {
      if (doc.lang !== 'es') return false;
      const noun = headBeforeLink(doc, c.first, 'del');
      return noun >= 0 && (doc.lower(noun) || doc.sentenceStart(noun)) && doc.inSet(noun, PRODUCT_OF_PLACE_CUE);
    },
  },
  {
    id: 'elided-noun-of-place',
    types: ['LOCATION'],
    cap: 0.3,
    lang: 'es',
    needs: [ELIDED_NOUN_ARTICLES_CUE],
    why: 'Spanish "el/la de" + place, with the noun left out, names a thing of the place, mostly a product in a comparison: "el de Lisboa estaba mejor que el de Belém", "el de Colombia es suave" (not "vive en Lisboa").',
    fires: (doc, c) => {
      if (doc.lang !== 'es') return false;
      const art = headBeforeLink(doc, c.first, 'de');
      return art >= 0 && doc.inSet(art, ELIDED_NOUN_ARTICLES_CUE);
    },
  },
  {
    id: 'place-then-model',
    types: ['LOCATION'],
    cap: 0.3,
    why: 'A place followed by a model word and a model number, in either order, or by a plural model number, names a product: "Jordan Retro 4s", "the Jordan 1 Retro High", "my Jordan 1s" (not "Madrid 28013", a postal code, nor "Jordan 2 weeks").',
    fires: (doc, c) => {
      const n = c.last + 1;
      if (doc.sep(n) !== SEP_SPACE) return false;
      // "Jordan 1s", "Jordan 11s": a model number in the plural (shoes come in pairs).
      if (doc.isNum(n) && doc.shape(n) !== 0 && doc.len(n) <= 3 && doc.text.charCodeAt(doc.end(n) - 1) === LOWER_S) return true;
      const model = (i: number) => doc.isWord(i) && doc.capitalized(i) && doc.inSet(i, MODEL_WORDS_CUE) && doc.sep(i) === SEP_SPACE;
      const modelNumber = (i: number) => doc.isNum(i) && doc.len(i) <= 3 && doc.sep(i) === SEP_SPACE;
      return (model(n) && modelNumber(n + 1)) || (modelNumber(n) && model(n + 1));
    },
  },
  // nopii6en (round 6): boats, cars and furniture named after places, with a size or model number.
  {
    id: 'the-place-model-number',
    types: ['LOCATION'],
    cap: 0.3,
    lang: 'en',
    why: 'English "the" + one place word + a one- or two-digit number names a model: "The Malibu 22 has a 6.2L V8", "the Yukon 2 tent" (not "Madrid 28013", a postal code, nor "in Madrid 3 days", with no "the").',
    fires: (doc, c) => {
      const n = c.last + 1;
      if (c.first !== c.last || doc.lang !== 'en' || !doc.isNum(n) || doc.sep(n) !== SEP_SPACE || doc.len(n) > 2) return false;
      if (doc.isWord(n + 1) && doc.inSet(n + 1, SPAN_COUNTS_CUE)) return false;
      const p = wordBefore(doc, c.first);
      return p >= 0 && doc.key(p) === 'the';
    },
  },
  {
    id: 'place-then-furniture-size',
    types: ['LOCATION'],
    cap: 0.3,
    needs: [FURNITURE_SIZES_CUE],
    why: 'A place right before a "<number>-<size word>" names a furniture model: "Hamilton 3-Seater Sofa", "the Oslo 6-Drawer Chest".',
    fires: (doc, c) => {
      const n = c.last + 1;
      return doc.isNum(n) && doc.sep(n) === SEP_SPACE && doc.isChar(n + 1, HYPHEN) && doc.adjacent(n + 1) && doc.adjacent(n + 2) && doc.isWord(n + 2) && doc.inSet(n + 2, FURNITURE_SIZES_CUE);
    },
  },
  {
    id: 'counted-in-brackets',
    types: ['PERSON', 'LOCATION'],
    cap: 0.3,
    needs: [COUNTED_UNITS_CUE],
    why: 'A name followed by a bracketed count of users or seats is an item of a plan or a room list: "Boston (5 users), Denver (12 users)", "Madrid (8 usuarios)", "Tyne (4 seats)", "Severn (12 seats, VC)".',
    fires: (doc, c) => {
      const o = c.last + 1;
      return doc.isChar(o, OPEN_PAREN) && doc.isNum(o + 1) && doc.isWord(o + 2) && doc.inSet(o + 2, COUNTED_UNITS_CUE) && (doc.isChar(o + 3, CLOSE_PAREN) || doc.isChar(o + 3, COMMA));
    },
  },
  // nopii8en: the later mentions of a name listed with a count (counted-names.ts).
  {
    id: 'counted-name-again',
    types: ['PERSON', 'LOCATION'],
    cap: 0.3,
    needs: [COUNTED_UNITS_CUE],
    why: 'One word that the same text lists with a bracketed count of seats or users names that room or plan at every mention: "Everest (12 seats, VC), Fuji (phone booth) … wipe the whiteboard in Everest after use".',
    fires: (doc, c) => countedNameAgain(doc, c.first, c.last),
  },
  {
    id: 'drink-container',
    types: ['PERSON', 'LOCATION'],
    cap: 0.3,
    needs: [CONTAINERS_CUE],
    why: 'A drink after its container: "a bottle of Maker\'s Mark", "una botella de Ballantine\'s", "a pint of Guinness".',
    fires: (doc, c) => {
      const container = headBeforeLink(doc, c.first, 'of', 'de');
      return container >= 0 && doc.inSet(container, CONTAINERS_CUE);
    },
  },
  {
    id: 'linked-with-es',
    types: ['PERSON'],
    cap: 0.3,
    lang: 'es',
    needs: [LINKED_WITH_ES_CUE],
    why: 'nopii6es: an app or a service after "integración con", "compatible con": "la integración con Glovo y Just Eat", "compatible con Alexa" (a person is met, not integrated with).',
    fires: (doc, c) => {
      if (doc.lang !== 'es') return false;
      const noun = headBeforeLink(doc, c.first, 'con');
      return noun >= 0 && doc.lower(noun) && doc.inSet(noun, LINKED_WITH_ES_CUE);
    },
  },
  {
    id: 'work-kind-in-brackets-es',
    types: ['PERSON', 'LOCATION'],
    cap: 0.3,
    lang: 'es',
    needs: [WORK_KINDS_ES_CUE],
    why: 'nopii6es: a kind of work alone in brackets right after the name makes it a title: "Ruta Maya (videojuego)", "Pedro Páramo (novela)" (not "Ana Ruiz (Madrid)").',
    fires: (doc, c) => {
      const o = c.last + 1;
      return doc.lang === 'es' && doc.isChar(o, OPEN_PAREN) && doc.sep(o) === SEP_SPACE && doc.isWord(o + 1) && doc.lower(o + 1) && doc.inSet(o + 1, WORK_KINDS_ES_CUE) && doc.isChar(o + 2, CLOSE_PAREN);
    },
  },
  {
    id: 'academic-degree',
    types: ['PERSON', 'LOCATION'],
    cap: 0.2,
    needs: [DEGREES_CUE],
    why: 'A degree before its subject in a CV: "Grado en Economía", "Máster en Finanzas", "Trabajo de Fin de Grado" (Grado is also a town).',
    fires: (doc, c) => {
      const n = c.last + 1;
      // "Trabajo de Fin de Grado", "Proyecto Fin de Grado": the run may hold "Fin de" too.
      if (doc.inSet(c.last, DEGREES_CUE) && doc.key(c.last - 1) === 'de' && doc.key(c.last - 2) === 'fin') return true;
      if (c.first !== c.last || !doc.inSet(c.first, DEGREES_CUE)) return false;
      return doc.sep(n) === SEP_SPACE && doc.lower(n) && (doc.key(n) === 'en' || doc.key(n) === 'in');
    },
  },
  {
    id: 'english-degree',
    types: ['PERSON', 'LOCATION'],
    cap: 0.2,
    why: 'A field of study after an English degree abbreviation in a CV: "B.S. Supply Chain", "B.A. Economics", "M.S. Data Science" (the "S." is the degree\'s, not an initial).',
    fires: (doc, c) => {
      const d = c.first;
      // "B.S. Supply Chain": the run starts at the degree's second letter, after "B" and a period.
      // The periods first: they are tested without making the letters' strings.
      return doc.isChar(d - 1, DOT) && doc.isChar(d + 1, DOT) && doc.adjacent(d) && doc.adjacent(d - 1) && DEGREE_SECOND_LETTERS.has(doc.raw(d)) && DEGREE_FIRST_LETTERS.has(doc.raw(d - 2));
    },
  },
  {
    id: 'quoted-release-name',
    types: ['PERSON', 'LOCATION'],
    cap: 0.2,
    why: 'A code name in quotes right after a version number: v5.0 "Phoenix", 4.0.0 «Teide», Ubuntu 24.04 "Noble Numbat".',
    fires: (doc, c) => {
      const q = c.first - 1;
      if (doc.kind(q) !== PUNCT || !OPENING_QUOTE_CODES.has(doc.charAt(q))) return false;
      const v = q - 1;
      return doc.sep(q) === SEP_SPACE && (doc.isNum(v) || /^v\d/i.test(doc.raw(v)) || (doc.isWord(v) && doc.inSet(v, RELEASE_WORDS_CUE)));
    },
  },
  {
    id: 'named-thing',
    types: ['PERSON', 'LOCATION'],
    cap: 0.2,
    needs: [NAMING_VERBS_CUE, THING_NOUNS_CUE],
    why: 'A thing given a name: "the printer on the 3rd floor is named Jordan", "the meeting room is Paris", "la sala se llama Tokio".',
    fires: (doc, c) => {
      const v = wordBefore(doc, c.first);
      if (v < 0 || !doc.inSet(v, NAMING_VERBS_CUE)) return false;
      // The thing noun within the tokens before the verb, in the same clause ("room is", "room
      // is named", "la sala de copias se llama", "printer on the 3rd floor is named").
      for (let w = v - 1, n = 0; w >= 0 && n < 10 && !clauseEnd(doc, w) && doc.sep(w + 1) < SEP_NEWLINE; w--, n++) {
        if (doc.isWord(w) && doc.inSet(w, THING_NOUNS_CUE)) return true;
      }
      return false;
    },
  },
  {
    id: 'thing-noun-beside',
    types: ['PERSON', 'LOCATION'],
    cap: 0.2,
    needs: [BESIDE_NOUNS_CUE],
    why: 'A room, device or server noun right next to the name: "meeting room Paris", "Server Sydney", "the Tokyo room", "the Lincoln and Madison printers", "la sala Berlín", "la máquina virtual Almería".',
    fires: (doc, c) => thingNounBefore(doc, c) || thingNounAfter(doc, c),
  },
  {
    id: 'thing-list-label',
    types: ['PERSON', 'LOCATION'],
    cap: 0.2,
    needs: [anyOf(BESIDE_NOUNS, LIST_LABELS)],
    why: 'Values after a label of things or skills: "Meeting rooms on floor 2: Amazon, Nile, Danube", "Skills: Java, Spring Boot", "Conocimientos: Scrum Master".',
    fires: (doc, c) => labelOfLine(doc, c, BESIDE_NOUNS_CUE, LIST_LABELS_CUE),
  },
  {
    id: 'name-head',
    types: ['PERSON', 'LOCATION'],
    cap: 0.2,
    needs: [NAME_HEADS_CUE],
    why: 'A storm, project or operation named like a person: "Storm Henk", "la borrasca Filomena", "Project Phoenix".',
    fires: (doc, c) => {
      if (c.first < c.last && doc.inSet(c.first, NAME_HEADS_CUE)) return true;
      const p = c.first - 1;
      return doc.isWord(p) && doc.sep(c.first) === SEP_SPACE && doc.inSet(p, NAME_HEADS_CUE);
    },
  },
  {
    id: 'brand-name',
    types: ['PERSON', 'LOCATION'],
    cap: 0.3,
    needs: [BRANDS_CUE],
    why: 'A run that starts with a household brand: "Nike Air Max", "sync with Google Drive", "a Ford Mustang", "the Toyota Sienna".',
    fires: (doc, c) => doc.inSet(c.first, BRANDS_CUE) && (c.entity === 'PERSON' || doc.capitalized(c.last + 1) || !doc.sentenceStart(c.first)),
  },
  {
    id: 'brand-inside',
    types: ['PERSON'],
    cap: 0.3,
    needs: [BRANDS_CUE],
    why: 'A household brand inside the run, not as a surname: "Certificación Google Cloud Professional", "Dominio de Microsoft Office".',
    fires: (doc, c) => {
      for (let i = c.first + 1; i <= c.last; i++) if (doc.isWord(i) && doc.inSet(i, BRANDS_CUE) && !doc.surname(i) && !doc.firstName(i)) return true;
      return false;
    },
  },
  {
    id: 'joined-products',
    types: ['PERSON'],
    cap: 0.3,
    why: 'Two things joined by "y"/"and" in one run, one side without any name word: "Bizum y Apple Pay", "Slack y Microsoft Teams", "Adobe Photoshop y Final Cut Pro" (not "Ortega y Gasset").',
    fires: (doc, c) => {
      for (let k = c.first + 1; k < c.last; k++) {
        if (!doc.lower(k) || !doc.inSet(k, LIST_JOINERS_CUE)) continue;
        return productWords(doc, c.first, k - 1) || productWords(doc, k + 1, c.last);
      }
      return false;
    },
  },
  {
    id: 'brand-then-model',
    types: ['PERSON', 'LOCATION'],
    cap: 0.2,
    needs: [BRANDS_CUE],
    why: 'A place or name right after a car or product brand is its model: "Hyundai Tucson", "Seat León", "Nissan Murano", "Kia Sorento".',
    fires: (doc, c) => {
      const p = c.first - 1;
      return doc.isWord(p) && doc.capitalized(p) && doc.sep(c.first) === SEP_SPACE && doc.inSet(p, BRANDS_CUE);
    },
  },
  {
    id: 'person-named-brand',
    types: ['PERSON', 'LOCATION'],
    cap: 0.3,
    needs: [BRAND_FIRST_WORDS_CUE],
    why: 'A brand that is a person\'s name, unless addressed as a person: "a Johnnie Walker tasting set", "el polo de Ralph Lauren", "Converse Chuck Taylor".',
    fires: (doc, c) => personNamedBrand(doc, c) && !personCueBefore(doc, c.first),
  },
  {
    id: 'colour-name',
    types: ['PERSON', 'LOCATION'],
    cap: 0.3,
    needs: [anyOf(COLOURS, MATERIALS)],
    why: 'A colour or colourway: "en Gris Perla", "Verde Salvia", "in Sage Green", "Hague Blue", "Cuarzo Rosa".',
    fires: (doc, c) => (colourName(doc, c) || (c.entity === 'LOCATION' && besideColour(doc, c))) && !personCueBefore(doc, c.first),
  },
  {
    id: 'voice-assistant',
    types: ['PERSON'],
    cap: 0.3,
    needs: [ASSISTANTS_CUE, ASSISTANT_CONTEXT_CUE],
    why: 'A voice assistant in its device context: "Ask Alexa to set a timer", "Hey Siri, remind me at six", "Pídele a Alexa que ponga un temporizador".',
    fires: (doc, c) => c.first === c.last && doc.inSet(c.first, ASSISTANTS_CUE) && sentenceHas(doc, c.first, ASSISTANT_CONTEXT_CUE),
  },
  // nopii8en: two assistants compared in one text.
  {
    id: 'voice-assistant-beside-another',
    types: ['PERSON'],
    cap: 0.3,
    needs: [ASSISTANTS_CUE],
    why: 'A voice assistant in a text that names another one: "Ask Siri to set a timer and it mishears me every time. Alexa is better at that." (one "Alexa" alone stays a name).',
    fires: (doc, c) => c.first === c.last && doc.inSet(c.first, ASSISTANTS_CUE) && otherAssistantIn(doc, c.first),
  },
  {
    id: 'club-name',
    types: ['PERSON', 'LOCATION'],
    cap: 0.3,
    needs: [CLUB_TAILS_CUE],
    why: 'A city that starts a club\'s name: "Manchester United", "Bristol Rovers", "Aston Villa".',
    fires: (doc, c) => {
      const n = c.last + 1;
      return doc.sep(n) === SEP_SPACE && doc.capitalized(n) && doc.inSet(n, CLUB_TAILS_CUE);
    },
  },
  {
    id: 'id-scheme',
    types: ['ORGANIZATION'],
    cap: 0.3,
    lang: 'en',
    needs: [ID_NOUNS_CUE],
    why: 'An identifier scheme, not an organization, when "number" or "card" follows: "My National Insurance number is…", "your Social Security card".',
    fires: (doc, c) => {
      const n = c.last + 1;
      // orgs7en (round 7): or the noun ends the run itself, a record's label "NHS No: 943 476 5919".
      if (doc.lang === 'en' && c.last > c.first && doc.inSet(c.last, ID_NOUNS_CUE)) return true;
      return doc.lang === 'en' && doc.sep(n) === SEP_SPACE && doc.lower(n) && doc.inSet(n, ID_NOUNS_CUE);
    },
  },
  {
    id: 'skills-line-product',
    types: ['ORGANIZATION'],
    cap: 0.3,
    needs: [SKILL_LABELS_CUE],
    why: 'A product in a CV\'s list of tools: "Skills: Salesforce, HubSpot, Google Analytics, Jira".',
    fires: (doc, c) => labelOfLine(doc, c, SKILL_LABELS_CUE),
  },
  {
    id: 'team-in-table',
    types: ['ORGANIZATION'],
    cap: 0.2,
    why: 'A club in a result line or a league table is a team, as team-in-results says of places and names: "1. Red Lion FC – 34 pts". Only the line is read (no team list), so most organizations cost two token tests. orgs7en: a ranked ladder line too, "6. Bibs & Bobs - 8".',
    fires: (doc, c) => scoreLineSide(doc, c.first, c.last) || tablePoints(doc, c.last) || rankedLadderLine(doc, c.first, c.last),
  },
  {
    id: 'ward-or-schedule',
    types: ['ORGANIZATION'],
    cap: 0.3,
    why: 'A hospital specialty or a working pattern alone is a ward or a contract: "Staff Nurse, Cardiology, Bristol Royal Infirmary", "Line Cook, Part-time".',
    fires: (doc, c) => c.first === c.last && doc.inSet(c.first, WARDS_AND_SCHEDULES_CUE),
  },
  {
    id: 'unit-of-everyday-words',
    types: ['ORGANIZATION'],
    cap: 0.3,
    why: 'Everyday words before "Unit", "Office", "Desk" name a unit of the writer\'s organization: "Acute Medical Unit", "(Medical Staff Office)", "in Council Chambers"; orgs7en: so does a hospital specialty ("Registered Nurse, Cardiology Unit").',
    fires: (doc, c) => {
      if (c.first === c.last || !doc.inSet(c.last, UNIT_LAST_WORDS_CUE)) return false;
      for (let w = c.first; w < c.last; w++) if (doc.isWord(w) && !doc.commonWord(w) && !doc.inSet(w, WARDS_AND_SCHEDULES_CUE)) return false;
      return true;
    },
  },
  {
    id: 'colour-pair',
    types: ['ORGANIZATION'],
    cap: 0.3,
    needs: [COLOURS_CUE],
    why: 'orgs7en: two colours joined by "&" are a dress code or a club\'s colours, not two partners\' firm: "Colours of the day: Emerald & Gold".',
    fires: (doc, c) => c.last === c.first + 2 && doc.isChar(c.first + 1, AMPERSAND) && doc.inSet(c.first, COLOURS_CUE) && doc.inSet(c.last, COLOURS_CUE),
  },
  {
    id: 'reference-code-prefix',
    types: ['ORGANIZATION'],
    cap: 0.3,
    why: 'orgs7en: capitals glued to a hyphen and a number open a reference code, not a name: "Accounts Payable query - INV-20931", "PO-88412".',
    fires: (doc, c) => {
      const h = c.last + 1;
      return c.first === c.last && doc.shape(c.last) === UPPER && doc.isChar(h, HYPHEN) && doc.adjacent(h) && doc.isNum(h + 1) && doc.adjacent(h + 1);
    },
  },
  {
    id: 'department-after-unit-es',
    types: ['ORGANIZATION'],
    cap: 0.3,
    lang: 'es',
    needs: [UNIT_OF_ES_CUE],
    why: 'nopii6es: everyday words after "área de", "departamento de" name a department: "las áreas de Logística y Atención al Cliente", "el departamento de Compras" (not "el área de Acme Foods", a name that is no everyday word).',
    fires: (doc, c) => {
      if (doc.lang !== 'es') return false;
      const unit = headBeforeLink(doc, c.first, 'de');
      if (unit < 0 || !doc.lower(unit) || !doc.inSet(unit, UNIT_OF_ES_CUE)) return false;
      for (let w = c.first; w <= c.last; w++) if (doc.isWord(w) && doc.capitalized(w) && !doc.commonWord(w)) return false;
      return true;
    },
  },
  {
    id: 'role-of-unit',
    types: ['ORGANIZATION'],
    cap: 0.3,
    why: 'A role before "of"/"de" is a person\'s title: "Dr. Hye-jin Park, Chief of Emergency Medicine", "Head of Operations".',
    fires: (doc, c) => doc.inSet(c.first, ROLE_OF_HEADS_CUE) && doc.lower(c.first + 1) && (doc.key(c.first + 1) === 'of' || doc.key(c.first + 1) === 'de'),
  },
  {
    id: 'place-after-role',
    types: ['ORGANIZATION'],
    cap: 0.3,
    why: 'A lone known place after a role and a comma is where the person works, not the employer: "Admissions Adviser, Dunedin".',
    fires: (doc, c) => c.first === c.last && (doc.flags(c.first) & F_PLACE) !== 0 && doc.isChar(c.first - 1, COMMA) && doc.adjacent(c.first - 1) && doc.isWord(c.first - 2) && doc.inSet(c.first - 2, ROLE_HEADS_CUE),
  },
  {
    id: 'degree-not-school',
    types: ['ORGANIZATION'],
    cap: 0.3,
    // fires tests a word of one of these two sets in every way it can fire.
    needs: [anyOf(DEGREE_ABBREVIATIONS, DEGREES)],
    why: 'A degree or its subject in a CV is no organization: "Registered Nurse (RN), BSN", "BEng Civil Engineering", "Grado en Biotecnología".',
    fires: (doc, c) => doc.inSet(c.first, DEGREE_ABBREVIATIONS_CUE) || (doc.key(c.first - 1) === 'en' && doc.isWord(c.first - 2) && doc.inSet(c.first - 2, DEGREES_CUE)),
  },
  {
    id: 'meeting-app',
    types: ['ORGANIZATION'],
    cap: 0.3,
    why: 'A chat or meeting app named alone is a product: "WhatsApp — U11 Parents", "Teams link below", "enlace de Google Meet".',
    fires: (doc, c) => c.first === c.last && doc.inSet(c.first, MEETING_APPS_CUE),
  },
  {
    id: 'equipment-noun-before-es',
    types: ['ORGANIZATION'],
    cap: 0.3,
    lang: 'es',
    needs: [EQUIPMENT_BEFORE_ES_CUE],
    why: 'orgs6: a Spanish equipment noun in lower case right before the name makes it a product, not a company: "sistema Poly Studio y pizarra Miró", "el modelo Bosch Serie 4".',
    fires: (doc, c) => {
      const p = wordBefore(doc, c.first);
      return doc.lang === 'es' && p >= 0 && doc.lower(p) && doc.inSet(p, EQUIPMENT_BEFORE_ES_CUE);
    },
  },
  {
    id: 'product-noun-after-org',
    types: ['ORGANIZATION'],
    cap: 0.3,
    needs: [PRODUCT_AFTER_ORG_CUE],
    why: 'orgs6: "app" or "plugin" right after a company\'s name makes the mention its product: "Leave it in a safe place via the DPD app"; orgs7en: a licensed character\'s cake or costume, also after "or" + a second name ("Add a Paw Patrol or Bluey cake").',
    fires: (doc, c) => {
      let n = c.last + 1;
      // orgs7en (round 7): the noun may follow a second name joined by "or"/"and", which it
      // qualifies too: "Add a Paw Patrol or Bluey cake".
      if (doc.sep(n) === SEP_SPACE && doc.lower(n) && doc.inSet(n, LIST_JOINERS_CUE) && doc.sep(n + 1) === SEP_SPACE && doc.capitalized(n + 1)) {
        n += 2;
        while (n <= c.last + MAX_LISTED_PRODUCT_WORDS && doc.sep(n) === SEP_SPACE && doc.capitalized(n)) n++;
      }
      return doc.sep(n) === SEP_SPACE && doc.lower(n) && doc.inSet(n, PRODUCT_AFTER_ORG_CUE);
    },
  },
  {
    id: 'everyday-verb-opening',
    types: ['ORGANIZATION'],
    cap: 0.3,
    why: 'One everyday word opening a sentence before a lower-case word is a verb, even if a domain spells it: "Track it at https://track.shipfast.com".',
    fires: (doc, c) => c.first === c.last && doc.sentenceStart(c.first) && doc.commonWord(c.first) && !doc.firstName(c.first) && !doc.surname(c.first) && doc.lower(c.last + 1),
  },
  {
    id: 'vintage-year',
    types: ['LOCATION'],
    cap: 0.3,
    why: 'An article and a vintage year before a wine region name the wine: "The 2019 Rioja", "a 2015 Bordeaux".',
    fires: (doc, c) => {
      const y = c.first - 1;
      const article = y - 1;
      // places6: the year spaced from its article, so a flight number glued to its airline code is no vintage ("LA2051 Lima").
      return doc.isNum(y) && doc.len(y) === 4 && doc.sep(c.first) === SEP_SPACE && doc.sep(y) === SEP_SPACE && doc.isWord(article) && doc.inSet(article, DETERMINERS_CUES[doc.lang]);
    },
  },
  {
    id: 'spanish-masculine-article',
    types: ['LOCATION'],
    cap: 0.3,
    lang: 'es',
    why: 'Spanish "el"/"un" right before a one-word city or region names a team, a wine or a product, not the place: "el Rioja de 2019", "el Madrid ganó", "un Ribera".',
    fires: (doc, c) => {
      const p = wordBefore(doc, c.first);
      // A capitalized "El" counts too: a place named with it ("El Salvador") is matched from "El".
      return doc.lang === 'es' && c.first === c.last && p >= 0 && (doc.key(p) === 'el' || doc.key(p) === 'un') && !doc.inSet(c.first, COUNTRY_TAKES_ARTICLE_CUE);
    },
  },
  {
    id: 'spanish-plural-article',
    types: ['LOCATION'],
    cap: 0.3,
    lang: 'es',
    needs: [SPANISH_PLURAL_ARTICLES_CUE],
    why: 'Spanish "las"/"los"/"unas"/"unos" right before a one-word city names products, not the place: "las Sevilla rozan en el talón", "nos llevamos las Siena".',
    fires: (doc, c) => {
      const p = wordBefore(doc, c.first);
      return doc.lang === 'es' && c.first === c.last && p >= 0 && doc.lower(p) && doc.inSet(p, SPANISH_PLURAL_ARTICLES_CUE);
    },
  },
  {
    id: 'holiday-or-honour',
    types: ['PERSON', 'LOCATION'],
    cap: 0.2,
    needs: [HOLIDAY_AND_HONOUR_WORDS_CUE],
    why: 'A holiday or an academic honour in Title Case, the run or the word after it: "Christmas Eve hours", "Happy Thanksgiving", "Magna Cum Laude".',
    fires: (doc, c) => {
      for (let i = c.first; i <= c.last + 1; i++) if (doc.capitalized(i) && doc.inSet(i, HOLIDAY_AND_HONOUR_WORDS_CUE)) return true;
      return false;
    },
  },
  {
    id: 'offered-in-colour',
    types: ['LOCATION'],
    cap: 0.3,
    needs: [COLOUR_PREPOSITIONS_CUE, anyOf(COLOURS, MATERIALS)],
    why: 'A place-named product after an article, offered in a colour: "we ordered the Austin in Moss Velvet", "the Oslo in Grey" (not "the office in Austin").',
    fires: (doc, c) => {
      const p = wordBefore(doc, c.first);
      const n = c.last + 1;
      if (p < 0 || !doc.inSet(p, DETERMINERS_CUES[doc.lang]) || !doc.lower(n) || !doc.inSet(n, COLOUR_PREPOSITIONS_CUE) || doc.sep(n) !== SEP_SPACE) return false;
      // The colour: capitalized words ending in a colour word, or all colour and material words.
      let e = n + 1;
      while (e < n + 1 + MAX_NAME_WORDS && doc.capitalized(e + 1) && doc.sep(e + 1) === SEP_SPACE) e++;
      return doc.capitalized(n + 1) && doc.sep(n + 1) === SEP_SPACE && (doc.inSet(e, COLOURS_CUE) || allColourWords(doc, doc.candidate('PERSON', n + 1, e, 0)));
    },
  },
  {
    id: 'product-named-again',
    types: ['PERSON', 'LOCATION'],
    cap: 0.3,
    needs: [anyOf(PRODUCT_AFTER, PRODUCT_AFTER_ARTICLE, MATERIALS)],
    why: 'One word after an article, which the same text names as a product elsewhere ("Our Austin sectional"): "The Austin is deeper", "oak legs on the Austin" (not "in Austin").',
    fires: (doc, c) => {
      if (c.first !== c.last) return false;
      const p = wordBefore(doc, c.first);
      return p >= 0 && doc.inSet(p, DETERMINERS_CUES[doc.lang]) && namedProducts(doc).has(doc.key(c.first));
    },
  },
  // nopii8en: the product's bare name opening a clause, with no article (a comparison's verdict).
  {
    id: 'product-named-again-clause-start',
    types: ['PERSON'],
    cap: 0.3,
    needs: [anyOf(PRODUCT_AFTER, PRODUCT_AFTER_ARTICLE, MATERIALS)],
    why: 'One word opening a clause (after a colon or at a sentence start), which the same text names as a product elsewhere: "The Dakota recliner vs the Montana: Dakota wins on comfort" (not "Austin" where the text names no Austin product).',
    fires: (doc, c) => {
      if (c.first !== c.last) return false;
      const p = c.first - 1;
      return ((doc.isChar(p, COLON) && doc.adjacent(p)) || doc.sentenceStart(c.first)) && namedProducts(doc).has(doc.key(c.first));
    },
  },
  {
    id: 'time-zone-name',
    types: ['PERSON', 'LOCATION'],
    cap: 0.2,
    needs: [TIME_ZONE_AREAS_CUE],
    why: 'An IANA time-zone name is a setting, not a place anyone is, nor a person: "TZID=Europe/Kyiv", "TZ=America/Denver" (not "Europe / Kyiv", spaced).',
    fires: (doc, c) => {
      // The city after the area: "Europe/[Kyiv]".
      const slash = c.first - 1;
      if (doc.isChar(slash, SLASH) && doc.adjacent(c.first) && doc.adjacent(slash) && doc.isWord(slash - 1) && doc.inSet(slash - 1, TIME_ZONE_AREAS_CUE)) return true;
      // The area before the city: "[America]/Denver".
      const after = c.last + 1;
      return c.first === c.last && doc.inSet(c.first, TIME_ZONE_AREAS_CUE) && doc.isChar(after, SLASH) && doc.adjacent(after) && doc.adjacent(after + 1) && doc.capitalized(after + 1);
    },
  },
  {
    id: 'material-after',
    types: ['PERSON', 'LOCATION'],
    cap: 0.3,
    needs: [MATERIALS_CUE],
    why: 'A name right before a material is a product line: "Savannah linen duvet set", "the Verona oak table", "Madras cotton".',
    fires: (doc, c) => {
      const n = c.last + 1;
      return doc.sep(n) === SEP_SPACE && doc.lower(n) && doc.inSet(n, MATERIALS_CUE);
    },
  },
  {
    id: 'product-users-after',
    types: ['PERSON'],
    cap: 0.3,
    needs: [PRODUCT_USERS_CUE],
    why: 'One name right before "users", "owners" or "subscribers" is the product they use: "Tip for Mac users", "Tesla owners", "Netflix subscribers".',
    fires: (doc, c) => {
      const n = c.last + 1;
      return c.first === c.last && doc.sep(n) === SEP_SPACE && doc.lower(n) && doc.inSet(n, PRODUCT_USERS_CUE) && !personCueBefore(doc, c.first);
    },
  },
  {
    id: 'service-group-after',
    types: ['PERSON'],
    cap: 0.3,
    needs: [SERVICE_GROUPS_CUE],
    why: 'A name right before "support", "customer care", "team" or "squad" (lower case) is a company or a team: "Hello Bharat Gas support", "the Data Platform team" (after a greeting, only a run ending in an everyday word: not "Dear John Smith team").',
    fires: (doc, c) => {
      const n = c.last + 1;
      // After a greeting ("Hello", "Dear"), only a run that ends in an everyday word ("Bharat Gas support").
      return doc.sep(n) === SEP_SPACE && doc.lower(n) && doc.inSet(n, SERVICE_GROUPS_CUE) && (!personCueBefore(doc, c.first) || (c.last > c.first && doc.commonWord(c.last)));
    },
  },
  {
    id: 'channel-after-via',
    types: ['PERSON'],
    cap: 0.3,
    needs: [CHANNEL_PREPOSITIONS_CUE],
    why: 'One name right after "via" is the app, channel or service used: "I paid my Meralco bill via Maya", "booked via Expedia".',
    fires: (doc, c) => {
      const p = c.first - 1;
      return c.first === c.last && doc.spaced(c.first) && doc.lower(p) && doc.inSet(p, CHANNEL_PREPOSITIONS_CUE);
    },
  },
  // people9en: the material capitalized inside a product's name ("Nordic Wool Blanket – Oat",
  // "Bondi Linen Shirt", "Merino Wool Crew"); a person with a material surname has a given name.
  {
    id: 'material-last-word',
    types: ['PERSON'],
    cap: 0.3,
    needs: [MATERIALS_CUE],
    why: 'A run that ends in a capitalized material, with no given name before it, names a product line: "Nordic Wool Blanket", "Bondi Linen Shirt" (not "Annie Silk").',
    fires: (doc, c) => {
      if (c.first === c.last || !doc.capitalized(c.last) || !doc.inSet(c.last, MATERIALS_CUE)) return false;
      for (let i = c.first; i < c.last; i++) if (doc.firstName(i)) return false;
      return !personCueBefore(doc, c.first);
    },
  },
  {
    id: 'model-word-number',
    types: ['PERSON'],
    cap: 0.3,
    needs: [MODEL_WORDS_CUE],
    why: 'A run ending in a model word before a model number is a product: "Meridian Pro 27 monitor", "Aria Max 2" (not "Max 3 tickets": one word).',
    fires: (doc, c) => c.first < c.last && doc.capitalized(c.last) && doc.inSet(c.last, MODEL_WORDS_CUE) && doc.isNum(c.last + 1) && doc.sep(c.last + 1) === SEP_SPACE && doc.len(c.last + 1) <= 3,
  },
  {
    id: 'product-noun-last',
    types: ['PERSON'],
    cap: 0.3,
    needs: [PRODUCT_AFTER_CUE],
    why: 'A title-case run whose last word is a product noun, and no name: "Dolores Park Pale Ale", "Harbor Oat Latte" (not "Tom Branch": a surname).',
    fires: (doc, c) => {
      const l = c.last;
      return c.first < l && doc.capitalized(l) && doc.inSet(l, PRODUCT_AFTER_CUE) && !doc.firstNameHere(l) && !doc.strongSurname(l) && !doc.strongSurname(l - 1);
    },
  },
  {
    id: 'club-head',
    types: ['PERSON', 'LOCATION'],
    cap: 0.2,
    needs: [CLUB_HEADS_CUE],
    why: 'A city after the word that opens a club\'s name is the club: "Real Madrid", "FC Barcelona", "Atlético de Madrid", "AC Milan", "Sporting de Gijón"; a national team in lower case before "de" (places9): "la camiseta de la selección de Colombia".',
    fires: (doc, c) => {
      let p = c.first - 1;
      // "Atlético de Madrid": the head, then "de".
      const de = doc.isWord(p) && doc.lower(p) && doc.key(p) === 'de' && doc.sep(c.first) === SEP_SPACE;
      if (de) p--;
      if (de && doc.lower(p) && doc.key(p) === 'seleccion' && doc.sep(p + 1) === SEP_SPACE) return true;
      return doc.isWord(p) && doc.capitalized(p) && doc.sep(p + 1) === SEP_SPACE && doc.inSet(p, CLUB_HEADS_CUE);
    },
  },
  {
    id: 'team-in-results',
    types: ['PERSON', 'LOCATION'],
    cap: 0.2,
    why: 'A team in a result line or a league table, and its other mentions in the same report: "Brentford 2–1 Everton … Brentford move up", "Veszprém 31 – 30 Al-Ahly", "3. Villarreal 41 pts".',
    fires: (doc, c) => {
      // A sure full name beside a score stays a person, as the person table's after-match-score
      // rule says: a scorer, or a line that only looks like a score ("Invoice 4 - 2 Ana Ruiz").
      if (c.entity === 'PERSON' && c.score >= SURE_NAME) return false;
      if (scoreLineSide(doc, c.first, c.last) || tablePoints(doc, c.last)) return true;
      // One word, named as a team elsewhere in the text ("after Everton had equalised"); a
      // player named alone ("Jordan scored twice") stands in no result line. Cheap tests first,
      // so many texts never build the team list: one word, not after a place preposition ("in
      // Madrid").
      if (c.first !== c.last) return false;
      const p = wordBefore(doc, c.first);
      if (p >= 0 && doc.inSet(p, PLACE_PREPOSITIONS_CUE)) return false;
      return teamWords(doc).has(doc.key(c.first));
    },
  },
  {
    id: 'compass-region',
    types: ['PERSON', 'LOCATION'],
    cap: 0.2,
    needs: [COMPASS_CUE],
    why: 'A lone compass word is a region value, not a name or a place: "East and West regions grew; Central declined".',
    fires: (doc, c) => c.first === c.last && doc.inSet(c.first, COMPASS_CUE),
  },
];

/** All cues, thing cues first; the verb cues live in verb-context.ts. */
const ALL_CUES: readonly ThingCue[] = [...THING_CUES, ...VERB_CUES];

/**
 * The cues of each entity type, lowest cap first (ties in table order): the first one that fires
 * gives the lowest cap, so no later cue needs testing; and a cue whose cap is not below the
 * candidate's score cannot change it (`cappedScore`). Built once at load.
 */
const CUES_BY_ENTITY = new Map<Candidate['entity'], readonly ThingCue[]>(
  (['PERSON', 'ORGANIZATION', 'LOCATION', 'ADDRESS'] as const).map((e) => [
    e,
    ALL_CUES.filter((cue) => cue.types.includes(e) && cue.cap < 1).sort((x, y) => x.cap - y.cap),
  ]),
);

/**
 * A set can gate a cue only when a word token is the only token that can carry its words: every
 * word starts with a letter (numbers start with a digit, punctuation is one other character).
 * A set holding "&" or "3d" is taken as present in every document. Derived at load.
 */
export function gateable(set: CueSet): boolean {
  for (const w of set.words) if (!/^[a-z]/.test(w)) return false;
  return true;
}

/** Gate sets get one bit each in two 32-bit words; past this many, a set is taken as present. */
const MAX_GATE_SETS = 52;
const BITS_PER_WORD = 32;
/** 2^32: the weight of the second word in a key of open gates. */
const SECOND_WORD = 2 ** 32;

/** The distinct sets named by the cues' `needs` that can gate (`gateable`), each with its bit. */
const GATE_SETS: readonly CueSet[] = [...new Set(ALL_CUES.flatMap((cue) => (cue.needs ?? []).filter(gateable)))].slice(0, MAX_GATE_SETS);

/** A cue's gate: its language, and the gate bits it needs (both words). */
interface Gate {
  lang: Language | undefined;
  low: number;
  high: number;
}

const GATES = new Map<ThingCue, Gate>(
  ALL_CUES.map((cue) => {
    let low = 0;
    let high = 0;
    for (const set of cue.needs ?? []) {
      const b = GATE_SETS.indexOf(set);
      if (b < 0) continue;
      if (b < BITS_PER_WORD) low |= 1 << b;
      else high |= 1 << (b - BITS_PER_WORD);
    }
    return [cue, { lang: cue.lang, low, high }];
  }),
);

/**
 * The gate bits of the sets this document holds a word of (GATE_SETS order: bit b of the low word
 * for set b < 32, of the high word for the others), read from the document's word-set bits
 * (Doc.holdsWordIn: one walk over its words, shared with the other rules that ask so).
 */
const openGateBits = new Int32Array(2);

function readOpenGates(doc: Doc): void {
  let low = 0;
  let high = 0;
  for (let b = 0; b < GATE_SETS.length; b++) {
    if (!doc.holdsWordIn(GATE_SETS[b]!)) continue;
    if (b < BITS_PER_WORD) low |= 1 << b;
    else high |= 1 << (b - BITS_PER_WORD);
  }
  openGateBits[0] = low;
  openGateBits[1] = high;
}

function gateOpen(gate: Gate, lang: Language, low: number, high: number): boolean {
  return (gate.lang === undefined || gate.lang === lang) && (low & gate.low) === gate.low && (high & gate.high) === gate.high;
}

/** The cue may fire in this document (its gate is open): for tests. */
export function cueGateOpen(doc: Doc, cue: ThingCue): boolean {
  readOpenGates(doc);
  return gateOpen(GATES.get(cue)!, doc.lang, openGateBits[0]!, openGateBits[1]!);
}

type CuesByEntity = Readonly<Record<Candidate['entity'], readonly ThingCue[]>>;

/** The cue lists of each combination of open gates met so far, per language (a few dozen). */
const LISTS_BY_OPEN_GATES = { en: new Map<number, CuesByEntity>(), es: new Map<number, CuesByEntity>() };
/** A bound on those caches, should texts produce combinations without end. */
const MAX_KEPT_GATE_SETS = 4096;

/**
 * Per document: CUES_BY_ENTITY without the cues whose gate is shut here, same order. A dense
 * support ticket holds no brand, colour, club or room word, and its candidates then test fewer
 * cues. Documents with the same open gates share the lists.
 */
const cuesHere = perDocument((doc: Doc): CuesByEntity => {
  readOpenGates(doc);
  const low = openGateBits[0]!;
  const high = openGateBits[1]!;
  const cache = LISTS_BY_OPEN_GATES[doc.lang];
  const key = (low >>> 0) + (high >>> 0) * SECOND_WORD;
  let lists = cache.get(key);
  if (lists === undefined) {
    if (cache.size >= MAX_KEPT_GATE_SETS) cache.clear();
    const open = (cue: ThingCue) => gateOpen(GATES.get(cue)!, doc.lang, low, high);
    lists = {
      PERSON: CUES_BY_ENTITY.get('PERSON')!.filter(open),
      ORGANIZATION: CUES_BY_ENTITY.get('ORGANIZATION')!.filter(open),
      LOCATION: CUES_BY_ENTITY.get('LOCATION')!.filter(open),
      ADDRESS: CUES_BY_ENTITY.get('ADDRESS')!.filter(open),
    };
    cache.set(key, lists);
  }
  return lists;
});

/** The lowest cap among the cues that fire for `c` (1 when none applies). */
export function thingCap(doc: Doc, c: Candidate): number {
  return cappedScore(doc, c, 1);
}

/**
 * `min(score, thingCap(doc, c))`, testing only the cues that could lower `score`, and only those
 * whose gate is open in this document (a shut one cannot fire). Example: a PERSON candidate at
 * 0.15 is below every cap and keeps its score with no cue tested.
 */
export function cappedScore(doc: Doc, c: Candidate, score: number): number {
  const cues = cuesHere(doc)[c.entity];
  for (let i = 0; i < cues.length; i++) {
    const cue = cues[i]!;
    if (cue.cap >= score) return score;
    if (cue.fires(doc, c)) return cue.cap;
  }
  return score;
}
