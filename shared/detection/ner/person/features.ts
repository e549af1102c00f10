/**
 * Features of a capitalized run: what the name lists say about its words, computed once into a
 * typed object that the score table's rules read (score-table.ts). `trimRun` first drops the
 * everyday words around the name ("Meeting John Smith" → "John Smith").
 */
import { insideDottedAbbreviation } from './plural-acronyms.js';
import { NOT_NAME } from '../cues.js';
import { type Doc, CAP, UPPER } from '../doc.js';
import { F_PLACE, F_PLACE_START, PLACE_CITY, type Place } from '../lexicon.js';
import { DOT } from '../chars.js';
import { hyphenatedGivenName } from './hyphen-givens.js';
import { CONTACT_VERBS } from './contact-phone.js';

export interface RunFeatures {
  doc: Doc;
  /** The trimmed run [a, b] (token indexes, inclusive); a is its first name word. */
  a: number;
  b: number;
  /** The evidence level before the run (evidence.ts: EV_NONE … EV_LABEL). */
  evidence: number;
  /** Capitalized words and initials (particles such as "de" do not count). */
  nameWords: number;
  /** Words in a given-name list. */
  firsts: number;
  /** Words in a surname list (the first word only when it is no given name too). */
  surnames: number;
  /** Words no list knows and no everyday word: "Quitzon". */
  unknown: number;
  /** Everyday or ambiguous words: "Grace", "Report". */
  common: number;
  /** All-caps words longer than one letter: "HENRY". */
  upper: number;
  /** Initials: "J.", "R". */
  initials: number;
  /** Words that are also places: "Florence", "Paris". */
  places: number;
  /** Words in a given-name or surname list. */
  lexical: number;
  /** The first word is a given name, no everyday word, and no region (unless a region-named given name before surnames: "Georgia Whitman"). */
  firstIsName: boolean;
  /** The first word is in a given-name list (whatever else it is). */
  firstGiven: boolean;
  /** The first word is in a surname list. */
  firstSurname: boolean;
  /** The first word is an everyday word: "Report", "Will". */
  firstCommon: boolean;
  /** The first word is an initial: "J.". */
  firstInitial: boolean;
  /** The first word is a given name that is also an everyday word: "Will", "Rosa". */
  firstIsAmbiguousName: boolean;
  /** The first word is a country or region, not a city: "Andalucía", "Virginia". */
  firstIsRegion: boolean;
  /** "Okey A. Hane-Klein": given name, middle initial, surname-like last word. */
  middleInitial: boolean;
  /** "R. Mbeki" with a known surname: an initial and a surname. */
  initialSurname: boolean;
  /** The whole run is a gazetteer place ("New York", "San Diego") not shaped like a person. */
  knownPlacePhrase: boolean;
}

/** Finite Spanish verb endings ("Asistieron", "Llamaron", "Firmó") no given name or surname has. */
const SPANISH_VERB_ENDING = /(?:aron|ieron|aban|ían|ió|ó)$/;

/** A run's bounds after trimRun. */
export interface TrimmedRun {
  a: number;
  b: number;
}

/**
 * trimRun's answer, one object filled again on every call: it runs on every scored run, and its
 * caller (score.ts scoreRun) copies the bounds out before anything else can call it.
 */
const trimmed: TrimmedRun = { a: 0, b: 0 };

/**
 * Trims [a, b]: leading everyday words ("Meeting John Smith" → "John Smith"), trailing everyday
 * words and particles. A word right before a middle initial stays ("Ova R. Moore"), and so does a
 * chat speaker's whole line (`wholeRun`: "Tiara Zemlak  9:20 PM"). A sentence-initial everyday
 * word goes even when it is also a surname, if a given name and more follow ("Call Jane Smith":
 * "Bill Mary Jones" is rarer than the imperative). Returns undefined when nothing is left. The
 * answer is overwritten by the next call: read its bounds at once.
 */
export function trimRun(doc: Doc, a: number, b: number, wholeRun: boolean): TrimmedRun | undefined {
  // people7es: "C.P. Ernesto Garza", "Q.F. Constanza Maturana": the last letter of a dotted title
  // (Contador Público, Químico Farmacéutico) before a given name is no initial of the name.
  if (doc.initial(a) && a + 2 <= b && insideDottedAbbreviation(doc, a) && doc.firstName(a + 2)) a += 2;
  while (!wholeRun && a < b && doc.isWord(a) && !doc.firstName(a) && !doc.initial(a) && !doc.initial(a + 1) && droppable(doc, a, b)) {
    a++;
    while (a < b && doc.lower(a)) a++; // particles after the dropped word
  }
  while (b > a && doc.isWord(b) && (doc.commonWord(b) || NOT_NAME.has(doc.key(b))) && !doc.surname(b) && !doc.firstName(b)) b--;
  while (b > a && doc.lower(b)) b--; // trailing particle
  // A run that ends on an initial keeps its period only when it is the whole name ("J.").
  if (doc.isChar(b, DOT) && b - 1 === a) return undefined;
  trimmed.a = a;
  trimmed.b = b;
  return trimmed;
}

/** Word t of the run ending at b is a sentence start before a plain given name and more ("Call Jane Smith"). */
function beforeGivenName(doc: Doc, t: number, b: number): boolean {
  return doc.sentenceStart(t) && t + 1 < b && doc.firstName(t + 1) && !doc.ambiguous(t + 1);
}

/** Leading word t of the run ending at b is no part of the name. */
function droppable(doc: Doc, t: number, b: number): boolean {
  return (doc.commonWord(t) && (!doc.surname(t) || beforeGivenName(doc, t, b))) || spanishVerb(doc, t, b) || contactVerbOpening(doc, t);
}

/**
 * people8en: a contact verb opening a sentence before the name, "Call Aroha 021 448 9073", "Ph
 * Mandy 0438 120 675" (contact-phone.ts reads it there: contacted-before-phone).
 */
function contactVerbOpening(doc: Doc, t: number): boolean {
  return doc.inSet(t, CONTACT_VERBS) && doc.sentenceStart(t);
}

/**
 * A sentence-initial Spanish verb before a name ("Asistieron Luis Fernández...", "Firmó Ana
 * Ruiz"): too rare for the everyday-word lists, and never part of the name.
 */
function spanishVerb(doc: Doc, t: number, b: number): boolean {
  return doc.lang === 'es' && !doc.surname(t) && beforeGivenName(doc, t, b) && SPANISH_VERB_ENDING.test(doc.key(t));
}

/** Word facts (wordFacts): what the lexicon and the word's shape say about one word. */
/** Counts as a name word: a word not in lower case. */
export const W_NAME = 1;
/** All caps, longer than one letter: "HENRY". */
export const W_UPPER = 2;
/** An initial: "J." */
export const W_INITIAL = 4;
/** In a given-name list. */
export const W_FIRST = 8;
/** In a surname list. */
export const W_LAST = 16;
/** Also a place: "Florence". */
export const W_PLACE = 32;
/** An everyday word of the text's language. */
export const W_COMMON = 64;
/** A name that is also an everyday word: "Will". */
export const W_AMBIGUOUS = 128;
/** A country or region, not a city (set only on the first word: it needs a gazetteer look-up). */
export const W_REGION = 256;

/**
 * The facts of token t that runFeatures counts, as W_* bits (0 for a token that is no word). A
 * one-word run's features follow from these bits, its evidence and nothing else (see
 * lone-word-verdict.ts, which relies on it).
 */
export function wordFacts(doc: Doc, t: number): number {
  if (!doc.isWord(t)) return 0;
  let w = doc.lower(t) ? 0 : W_NAME;
  if (doc.shape(t) === UPPER && doc.len(t) > 1) w |= W_UPPER;
  if (doc.initial(t)) w |= W_INITIAL;
  if (doc.firstName(t) || ((w & W_NAME) !== 0 && hyphenatedGivenName(doc, t))) w |= W_FIRST;
  if (doc.surname(t)) w |= W_LAST;
  if ((doc.flags(t) & F_PLACE) !== 0) w |= W_PLACE;
  if (doc.commonWord(t)) w |= W_COMMON;
  if (doc.ambiguous(t)) w |= W_AMBIGUOUS;
  return w;
}

/** wordFacts of the run's first word, with W_REGION: a country or region name is no first name ("Andalucía"). */
export function firstWordFacts(doc: Doc, a: number): number {
  // A one-word run asks twice in a row (score.ts: its class key, then its features): the last
  // answer is kept (the facts of a token never change within its document).
  if (doc === lastDoc && a === lastToken) return lastFacts;
  const w = wordFacts(doc, a);
  const facts = (w & W_PLACE) !== 0 && (doc.lex.place(doc.key(a))?.kind ?? PLACE_CITY) !== PLACE_CITY ? w | W_REGION : w;
  lastDoc = doc;
  lastToken = a;
  lastFacts = facts;
  return facts;
}

/** firstWordFacts' last answer: its document, token and facts. */
let lastDoc: Doc | undefined;
let lastToken = -1;
let lastFacts = 0;

/** The features of the trimmed run [a, b], or undefined when it holds no name word. */
export function runFeatures(doc: Doc, a: number, b: number, evidence: number): RunFeatures | undefined {
  let nameWords = 0, firsts = 0, surnames = 0, unknown = 0, common = 0, upper = 0, initials = 0, places = 0, lexical = 0;
  const first = firstWordFacts(doc, a);
  for (let t = a; t <= b; t++) {
    const w = t === a ? first : wordFacts(doc, t);
    if ((w & W_NAME) === 0) continue;
    nameWords++;
    if ((w & W_UPPER) !== 0) upper++;
    if ((w & W_INITIAL) !== 0) {
      initials++;
      continue;
    }
    const fn = (w & W_FIRST) !== 0;
    const ln = (w & W_LAST) !== 0;
    if (fn) firsts++;
    if (ln && (t > a || !fn)) surnames++;
    if (fn || ln) lexical++;
    if ((w & W_PLACE) !== 0) places++;
    if ((w & (W_COMMON | W_AMBIGUOUS)) !== 0) common++;
    else if (!fn && !ln) unknown++;
  }
  if (nameWords === 0) return undefined;

  // The first word's facts (several features read them).
  const firstGiven = (first & W_FIRST) !== 0;
  const firstAmbiguous = firstGiven && (first & W_AMBIGUOUS) !== 0;
  const firstInitial = (first & W_INITIAL) !== 0;
  const firstIsRegion = (first & W_REGION) !== 0;
  // "Virginia Zavala Navarro", "Georgia Whitman": a region-named given name before surnames only.
  const regionGivenName = firstIsRegion && firstGiven && nameWords >= 2 && surnames === nameWords - 1 && common === 0;
  const firstIsName = firstGiven && !firstAmbiguous && (!firstIsRegion || regionGivenName);
  const middleInitial =
    nameWords === 3 && initials === 1 && doc.initial(a + 1) && !firstInitial && !NOT_NAME.has(doc.key(a)) &&
    doc.isWord(b) && doc.shape(b) === CAP && !doc.commonWord(b) && (doc.surname(b) || (doc.flags(b) & F_PLACE) === 0);
  // A known place without a first name is more likely the place ("New York", "San Diego"). A small
  // place named after a person ("Pedro Martínez", a village in Granada) is still the person's
  // name when it has exactly the shape of one: a given name, then surnames only.
  const phrasePlace = b > a ? placePhrase(doc, a, b) : undefined;
  const placeNamedLikePerson =
    phrasePlace !== undefined && phrasePlace.population === 0 && firstIsName && nameWords >= 2 && surnames === nameWords - 1 && common === 0;
  return {
    doc, a, b, evidence,
    nameWords, firsts, surnames, unknown, common, upper, initials, places, lexical,
    firstIsName,
    firstGiven,
    firstSurname: (first & W_LAST) !== 0,
    firstCommon: (first & W_COMMON) !== 0,
    firstInitial,
    firstIsAmbiguousName: firstAmbiguous,
    firstIsRegion,
    middleInitial,
    initialSurname: firstInitial && nameWords === 2 && surnames > 0,
    knownPlacePhrase: phrasePlace !== undefined && !placeNamedLikePerson,
  };
}

/** The gazetteer entry the whole run is, if any ("New York", "San Diego"). */
function placePhrase(doc: Doc, a: number, b: number): Place | undefined {
  // Every gazetteer phrase starts with a word flagged as a place or a place's first word
  // (build-lexicons.ts): without one, no phrase string needs making ("Quarterly Report").
  let w = a;
  while (w <= b && !doc.isWord(w)) w++;
  if (w > b || (doc.flags(w) & (F_PLACE | F_PLACE_START)) === 0) return undefined;
  let phrase = '';
  for (let t = a; t <= b; t++) if (doc.isWord(t)) phrase += (phrase ? ' ' : '') + doc.key(t);
  return doc.lex.place(phrase);
}
