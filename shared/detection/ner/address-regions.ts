/**
 * The end of an address: the towns, regions, states and postal codes of each country that
 * address.ts's tail reads after a street line ("…, Springfield, IL 62704", "…, London SW1A 2AA",
 * "…, Dublin 2, D02 X285", "…, Toronto, ON M5H 2S6", "…, Guadalajara, Jal.", "…, Napier 4110").
 * Each reader takes the index of a token and returns the index of the last token it read, or -1,
 * as the address walkers do.
 */
import { CLOSE_PAREN, COMMA, DOT, OPEN_PAREN, QUOTE } from './chars.js';
import { type Doc, SEP_NEWLINE, SEP_SPACE, UPPER } from './doc.js';
import { isExonym } from './exonyms.js';
import { F_PLACE, F_PLACE_START, type Place } from './lexicon.js';

/** Particles inside city names ("Las Palmas de Gran Canaria"); not "y", which joins clauses. */
export const CITY_PARTICLES = new Set(['de', 'del', 'la', 'las', 'los', 'el', 'upon', 'on', 'of']);
/** Abbreviations inside city names: "St. Louis", "Ft. Worth", "Mt. Vernon". */
const ABBREVIATED = new Set(['st', 'ste', 'mt', 'ft', 'pt']);
const UK_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/;
/** Canadian postal code, letter-digit-letter digit-letter-digit: "M5H 2S6", "K1A 0B1". */
const CA_POSTCODE = /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/;
/** Skips an optional comma before token i; returns the index of the next meaningful token. */
export function afterComma(doc: Doc, i: number): number {
  return doc.isChar(i, COMMA) && doc.sep(i) <= SEP_SPACE ? i + 1 : i;
}

/** Australian state and territory codes before a four-digit postcode ("VIC 3065"). */
const AU_STATES = new Set(['nsw', 'vic', 'qld', 'wa', 'sa', 'tas', 'act', 'nt']);

/** "NSW 2500", "VIC 3065": an Australian state code and postcode at j; the postcode's index, or -1. */
export function auStatePostcode(doc: Doc, j: number): number {
  if (!doc.isWord(j) || doc.shape(j) !== UPPER || !AU_STATES.has(doc.key(j))) return -1;
  const z = j + 1;
  return doc.isNum(z) && doc.shape(z) === 0 && doc.len(z) === 4 && doc.spaced(z) ? z : -1;
}

/**
 * places9: words a..b name a known place, or in Spanish a district or city named "… de <known
 * place>": "Ciudad de Guatemala", "Ciudad de Panamá", "Cercado de Lima", "San Juan de Lurigancho"
 * would need its own entry; the tail reads it only after a street line.
 */
export function placeLike(doc: Doc, a: number, b: number): boolean {
  if (isPlace(doc, a, b)) return true;
  if (doc.lang !== 'es') return false;
  // An exonym the gazetteer files under another name: "La Habana".
  if (b === a + 1 && isExonym(doc.key(a) + ' ' + doc.key(b))) return true;
  if (b - a < 2) return false;
  for (let k = b - 1; k > a; k--) {
    if (doc.lower(k) && doc.key(k) === 'de') return doc.capitalized(k + 1) && isPlace(doc, k + 1, b);
  }
  return false;
}

/** Words of a numbered district, its number after them: "Lekki Phase 1", "Zona 1", "Sector 4", "Etapa 2". */
const DISTRICT_NUMBER_WORDS = new Set(['phase', 'zona', 'zone', 'sector', 'etapa']);

/** places8: the district's number when the words ending at c end in a district word ("Lekki Phase 1"), or -1. */
export function numberedDistrict(doc: Doc, c: number): number {
  const n = c + 1;
  return doc.isWord(c) && DISTRICT_NUMBER_WORDS.has(doc.key(c)) && doc.spaced(n) && doc.isNum(n) && doc.shape(n) === 0 && doc.len(n) <= 2 ? n : -1;
}

/**
 * addr7: a four-digit postcode at k that ends the address: the line, a comma, a quote or a bracket
 * follows ("Napier 4110, New Zealand", "Pretoria, 0181\"", "Pretoria⏎0181"). After a comma on the
 * same line, not a year ("Leeds, 2024"). Its index, or -1.
 */
export function fourDigitPostcode(doc: Doc, k: number, afterComma: boolean): number {
  if (!doc.isNum(k) || doc.shape(k) !== 0 || doc.len(k) !== 4) return -1;
  const ends = doc.sep(k + 1) >= SEP_NEWLINE || ((doc.isChar(k + 1, COMMA) || doc.isChar(k + 1, QUOTE) || doc.isChar(k + 1, CLOSE_PAREN)) && doc.adjacent(k + 1));
  if (!ends) return -1;
  if (afterComma && doc.sep(k) <= SEP_SPACE && YEAR_LIKE.test(doc.raw(k))) return -1;
  return k;
}
const YEAR_LIKE = /^(?:19\d\d|20[0-4]\d)$/;

/** addr7: a UK outward code without its inward part, ending the address: "Swindon SN3", "Leeds LS6." Its last index, or -1. */
export function ukOutwardCode(doc: Doc, j: number): number {
  if (!doc.isWord(j) || doc.shape(j) !== UPPER || doc.len(j) > 2 || !doc.isNum(j + 1) || !doc.adjacent(j + 1) || doc.shape(j + 1) !== 0 || doc.len(j + 1) > 2) return -1;
  const e = j + 1;
  if (doc.sep(e + 1) >= SEP_NEWLINE || ((doc.isChar(e + 1, COMMA) || doc.isChar(e + 1, DOT)) && doc.adjacent(e + 1))) return e;
  // Before a word in lower case or punctuation ("SN3 , ring bell"); not before an Eircode's or a postcode's second half ("H91 X2F4").
  return doc.spaced(e + 1) && !doc.isNum(e + 1) && doc.shape(e + 1) !== UPPER ? e : -1;
}

/** addr7: an Irish county before its Eircode or at the address's end: "Co. Leitrim", "County Cork". Its last index, or -1. */
export function irishCounty(doc: Doc, j: number): number {
  let n: number;
  if (doc.isWord(j) && doc.key(j) === 'co' && doc.capitalized(j) && doc.isChar(j + 1, DOT) && doc.adjacent(j + 1)) n = j + 2;
  else if (doc.isWord(j) && doc.key(j) === 'county' && doc.capitalized(j)) n = j + 1;
  else return -1;
  if (!doc.spaced(n) || !doc.capitalized(n)) return -1;
  return eircode(doc, n + 1) >= 0 || doc.sep(n + 1) >= SEP_NEWLINE || doc.isChar(n + 1, COMMA) ? n : -1;
}

/**
 * addr7: "C.P. 44160, Guadalajara, Jal.": a Mexican postal code after its label, then the city
 * and the state's abbreviation. Starts at the "C"; the last index, or -1.
 */
export function labelledPostcode(doc: Doc, j: number): number {
  let k = j + 3;
  if (doc.isChar(k, DOT) && doc.adjacent(k)) k++;
  if (!doc.isNum(k) || doc.shape(k) !== 0 || doc.len(k) !== 5 || doc.sep(k) > SEP_SPACE) return -1;
  let e = k;
  const t = afterComma(doc, e + 1);
  const c = t > e + 1 && doc.spaced(t) ? cityWords(doc, t) : -1;
  if (c < 0) return e;
  e = c;
  const m = afterComma(doc, c + 1);
  const st = m > c + 1 && doc.spaced(m) ? mexicanState(doc, m) : -1;
  return st >= 0 ? st : e;
}

/**
 * Mexican state abbreviations written after the city ("Guadalajara, Jal.", "Monterrey, N.L.",
 * "Tijuana, B.C.", "Ciudad de México, CDMX"), as letters without their dots.
 */
const MX_STATES = new Set([
  'ags', 'bc', 'bcs', 'camp', 'coah', 'col', 'chis', 'chih', 'cdmx', 'dgo', 'gto', 'gro', 'hgo', 'jal', 'mex', 'mich', 'mor',
  'nay', 'nl', 'oax', 'pue', 'qro', 'qroo', 'slp', 'sin', 'son', 'tab', 'tamps', 'tlax', 'ver', 'yuc', 'zac',
]);

/** A Mexican state abbreviation starting at j, with its dots ("N.L.", "Jal.", "CDMX"): last index, or -1. */
export function mexicanState(doc: Doc, j: number): number {
  if (!doc.capitalized(j)) return -1;
  let letters = '';
  let e = j;
  // "N.L.", "B.C.S.": single letters joined by dots; otherwise one word and its dot.
  for (let k = j; k < j + 6 && doc.isWord(k) && (k === j || doc.adjacent(k)); k += 2) {
    letters += doc.key(k);
    e = k;
    // "CDMX." at a sentence end: a written-out code keeps no period ("Jal." and "N.L." do).
    if (!(doc.isChar(k + 1, DOT) && doc.adjacent(k + 1)) || (doc.shape(k) === UPPER && doc.len(k) > 1)) break;
    e = k + 1;
    if (doc.len(k) > 1) break;
  }
  if (!MX_STATES.has(letters)) return -1;
  // The abbreviation ends the address: a line end, a comma or a lower-case word follows.
  // addr7: or its period ends the sentence too ("…, Guadalajara, Jal. Favor de traer…"); not "Col.", a colonia's word.
  const sentenceEnd = doc.isChar(e, DOT) && letters !== 'col' && doc.spaced(e + 1) && doc.capitalized(e + 1);
  return sentenceEnd || doc.sep(e + 1) >= SEP_NEWLINE || doc.isChar(e + 1, COMMA) || doc.isChar(e + 1, DOT) || doc.lower(e + 1) || e + 1 >= doc.count ? e : -1;
}

export function placeOf(doc: Doc, a: number, b: number): Place | undefined {
  // A gazetteer phrase starts with a word flagged as a place or a place's first word.
  let w = a;
  while (w <= b && !doc.isWord(w)) w++;
  if (w > b || (doc.flags(w) & (F_PLACE | F_PLACE_START)) === 0) return undefined;
  let phrase = '';
  for (let w = a; w <= b; w++) if (doc.isWord(w)) phrase += (phrase ? ' ' : '') + doc.key(w);
  return doc.lex.place(phrase);
}

export function isPlace(doc: Doc, a: number, b: number): boolean {
  return placeOf(doc, a, b) !== undefined;
}

/** Capitalized city words with particles ("Las Palmas de Gran Canaria"); last index or -1. */
export function cityWords(doc: Doc, j: number): number {
  if (!doc.capitalized(j) || doc.sep(j) > SEP_NEWLINE) return -1;
  let e = j;
  for (let w = 0; w < 5; w++) {
    const n = e + 1;
    // Not a state code after the city: "IL", "NSW", "VIC".
    if (doc.spaced(n) && doc.capitalized(n) && !(doc.shape(n) === UPPER && (doc.len(n) <= 2 || AU_STATES.has(doc.key(n))))) e = n;
    else if (doc.isChar(n, DOT) && doc.adjacent(n) && ABBREVIATED.has(doc.key(e)) && doc.spaced(n + 1) && doc.capitalized(n + 1)) e = n + 1; // "St. Louis"
    else if (doc.spaced(n) && doc.lower(n) && CITY_PARTICLES.has(doc.key(n)) && doc.capitalized(n + 1)) e = n + 1;
    else if (doc.spaced(n) && doc.lower(n) && CITY_PARTICLES.has(doc.key(n)) && doc.lower(n + 1) && CITY_PARTICLES.has(doc.key(n + 1)) && doc.capitalized(n + 2)) e = n + 2; // "de la Plana"
    else break;
  }
  // "(Madrid)" province in brackets.
  if (doc.isChar(e + 1, OPEN_PAREN) && doc.capitalized(e + 2) && doc.isChar(e + 3, CLOSE_PAREN)) e += 3;
  return e;
}

/** The Canadian postal code whose last token is \`got\` ("M5H 2S6" ends at "2S6"): its index, or -1. */
export function caPostcode(doc: Doc, got: number): number {
  for (let a = Math.max(0, got - 4); a <= got; a++) if (caPostcodeAt(doc, a) === got) return got;
  return -1;
}

/** A Canadian postal code starting at j ("M5H 2S6", tokens M·5·H 2·S·6): its last index, or -1. */
export function caPostcodeAt(doc: Doc, j: number): number {
  if (j >= doc.count || !doc.isWord(j) || doc.shape(j) !== UPPER) return -1;
  let e = j;
  // Tokenized as alternating letters and digits, adjacent, with one space in the middle.
  let spaces = 0;
  while (e + 1 < doc.count && e - j < 6 && (doc.adjacent(e + 1) || (spaces === 0 && doc.spaced(e + 1) && doc.isNum(e + 1)))) {
    if (!doc.adjacent(e + 1)) spaces++;
    e++;
    const text = doc.text.slice(doc.start(j), doc.end(e));
    if (text.length >= 6 && CA_POSTCODE.test(text)) return e;
  }
  return -1;
}

/** Dublin's postal districts after the city: "Dublin 2", "Dublin 24", "Dublin 6W". */
export const DUBLIN_DISTRICT = /^(?:[1-9]|1\d|2[0-4]|6W)$/;

/**
 * An Irish Eircode: a routing key (letter and two digits, or "D6W"), a space and four letters or
 * digits ("D02 X285", "H91 F2K3"), tokenized as alternating letters and digits.
 */
const EIRCODE = /^(?:[AC-FHKNPRTV-Y]\d{2}|D6W) [0-9AC-FHKNPRTV-Y]{4}$/;

/** An Eircode starting at j: its last index, or -1. */
export function eircode(doc: Doc, j: number): number {
  if (j >= doc.count || !doc.isWord(j) || doc.shape(j) !== UPPER || doc.len(j) !== 1 || !doc.isNum(j + 1) || !doc.adjacent(j + 1)) return -1;
  let e = j + 1;
  let spaces = 0;
  while (e + 1 < doc.count && e - j < 6 && (doc.adjacent(e + 1) || (spaces === 0 && doc.spaced(e + 1)))) {
    if (!doc.adjacent(e + 1)) spaces++;
    e++;
    const text = doc.text.slice(doc.start(j), doc.end(e));
    if (text.length === 8 && EIRCODE.test(text)) return e;
  }
  return -1;
}

/** "SW1A 2AA", "M1 1AE": returns the last token index, or -1. */
export function ukPostcode(doc: Doc, j: number): number {
  if (!doc.isWord(j) || doc.shape(j) !== UPPER || doc.len(j) > 2) return -1;
  let e = j;
  // Outward code: letters + digits (+ letter), tokenized as WORD + NUM.
  if (!(doc.isNum(e + 1) && doc.adjacent(e + 1))) return -1;
  e++;
  if (doc.isWord(e + 1) && doc.adjacent(e + 1) && doc.len(e + 1) === 1) e++;
  if (!(doc.isNum(e + 1) && doc.spaced(e + 1))) return -1;
  e++;
  const text = doc.text.slice(doc.start(j), doc.end(e));
  return text.length <= 9 && UK_POSTCODE.test(text) ? e : -1;
}
