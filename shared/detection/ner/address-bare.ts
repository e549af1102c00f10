/**
 * Address shapes with no street type word, read by `address.ts`:
 *
 *   "Gran Vía 45, 5º, 48011 Bilbao"                 a street known by its name alone, a house
 *   "Río Nazas 310, Col. del Valle, 66220 San Pedro" number, and a postal code in the tail
 *   "Domicilio: Mitre 456, San Miguel de Tucumán"  after an address label, a known city will do
 *   "Lo entrega DAC en Treinta y Tres 1280, Paysandú"  after "en", too (Spanish)
 *
 * and two small parts of a street line: a road's kilometre post instead of a house number
 * ("Ctra. de Benejúzar km 2,5", "Blvd. Kukulcán km 9.5") and an abbreviated title inside a
 * street's name ("Av. Pdte. Eduardo Frei Montalva 9750", "Calle Gral. Paz 1200").
 *
 * Cheap precondition: the bare street is only tried at a number right before a comma with a
 * capitalized word right before it; the tail (city, postal code) is `address.ts`'s own.
 */
import { type Candidate, type Doc, SEP_SPACE, UPPER } from './doc.js';
import { COLON, COMMA, DOT } from './chars.js';
import { STREET_SUFFIXES, UNIT_WORDS } from './cues.js';
import { unitValueEnd } from './address-lead.js';
import { perDocument } from './per-document.js';


/** The tail reader of `address.ts`: extends a street line over unit, city, state and postal code. */
export type WithTail = (doc: Doc, first: number, last: number, base: number) => Candidate;

/** At most this many words in a bare street name: "Avenida" is absent, so "Treinta y Tres" is long. */
const MAX_BARE_NAME_WORDS = 4;

/** Lower-case words inside a street's name: "Treinta y Tres", "Paseo de la Castellana". */
const NAME_PARTICLES: ReadonlySet<string> = new Set(['de', 'del', 'la', 'las', 'los', 'y', 'el']);

/** Labels that announce an address on their line: "Domicilio: Mitre 456, San Miguel de Tucumán". */
const ADDRESS_LABELS: ReadonlySet<string> = new Set(['domicilio', 'direccion', 'address', 'dirección', 'entrega', 'envio', 'envío', 'recogida', 'destino', 'ubicacion']);
// places9: "Destino: Los Carrera 1520, depto 41, Concepción" (a parcel's destination), "Ubicación: …".

/** Spanish prepositions that put a delivery or a meeting at an address: "lo entrega en Treinta y Tres 1280, Paysandú". */
const AT_ADDRESS: ReadonlySet<string> = new Set(['en']);

/** The tail score that says a city, region or postal code followed (`address.ts` withTail). */
const TAIL_SCORE = 0.9;

/**
 * A street named without a street type, then its house number at i and a comma: the address needs
 * a postal code in its tail, or (Spanish) an address label or "en" before the street and a known
 * city after it. Not a results list ("Real Madrid 2, Barcelona 1"): no number after the city.
 */
export function bareStreetNumber(doc: Doc, i: number, withTail: WithTail): Candidate | undefined {
  // addr7: the comma may follow a unit after the number in Spanish: "Naranjo 148 int. 3, Col. …".
  const cm = doc.lang === 'es' && doc.spaced(i + 1) && doc.isWord(i + 1) && UNIT_WORDS.has(doc.key(i + 1)) ? unitComma(doc, i + 1) : i + 1;
  if (!doc.isChar(cm, COMMA) || !doc.adjacent(cm) || doc.shape(i) !== 0 || doc.len(i) > 5 || doc.sep(i) !== SEP_SPACE || !doc.capitalized(i - 1)) return undefined;
  // A space after the comma: a CSV row ("Store 104,Denver,48210") is no street line.
  if (doc.claimed[i - 1] || !doc.spaced(cm + 1)) return undefined;
  // Back over the street's name: capitalized words and particles on the line.
  let first = i - 1;
  let words = 1;
  while (words < MAX_BARE_NAME_WORDS && doc.sep(first) === SEP_SPACE && doc.isWord(first - 1) && !doc.claimed[first - 1]) {
    const p = first - 1;
    if (doc.capitalized(p)) first = p;
    else if (doc.lower(p) && NAME_PARTICLES.has(doc.key(p)) && doc.sep(p) === SEP_SPACE && doc.capitalized(p - 1)) first = p - 1;
    else break;
    words++;
  }
  // A number before the name is another rule's ("Calle 50, …", "3 Gran Vía").
  if (doc.isNum(first - 1) && doc.sep(first) === SEP_SPACE) return undefined;
  // Before the tail's walk: the street line needs a postal code after its number (postcodeIn),
  // or in Spanish a label or "en" before its name. Example: "Pedido 1042, Bogotá" in an English
  // ticket with no postal-code-like number after it is dropped here.
  const p = first - 1;
  const announced = doc.lang === 'es' && (
    (doc.isChar(p, COLON) && doc.isWord(p - 1) && ADDRESS_LABELS.has(doc.key(p - 1))) ||
    (doc.isWord(p) && doc.lower(p) && doc.sep(first) === SEP_SPACE && AT_ADDRESS.has(doc.key(p))));
  // places9: in Spanish, a neighbourhood and a known town after the number will do too (below).
  if (!announced && doc.lang !== 'es' && lastPostcode(doc) <= i + 1) return undefined;
  const c = withTail(doc, first, i, 0.6);
  if (c.score < TAIL_SCORE) return undefined;
  // A score after the "city" makes it a results list: "Real Madrid 2, Barcelona 1".
  if (doc.isNum(c.last + 1) && doc.sep(c.last + 1) === SEP_SPACE) return undefined;
  // addr7: a number that opens the next street line is no postal code: "Suite 210, 22575 Dewdney Trunk Rd".
  if (doc.isNum(c.last) && doc.spaced(c.last + 1) && doc.capitalized(c.last + 1) && c.last === cm + 1) return undefined;
  if (postcodeIn(doc, i + 1, c.last)) return c;
  // places9: two parts after the number, a neighbourhood or a unit and then the town, as Chilean
  // addresses are written: "Los Aromos 455, Villa Alegre, Temuco".
  return announced || (doc.lang === 'es' && commasIn(doc, cm, c.last) >= 2) ? c : undefined;
}

/** The commas among tokens a..b. */
function commasIn(doc: Doc, a: number, b: number): number {
  let n = 0;
  for (let k = a; k <= b; k++) if (doc.isChar(k, COMMA)) n++;
  return n;
}

/** addr7: the token after a unit ("int. 3", "depto 4B") that starts at u: where the comma should be. */
function unitComma(doc: Doc, u: number): number {
  const v = unitValueEnd(doc, doc.isChar(u + 1, DOT) && doc.adjacent(u + 1) ? u + 2 : u + 1);
  return v >= 0 ? v + 1 : u;
}

/** Token k is a postal code: "48011", "X5000" (digits after a letter), an Indian PIN "411045". */
function postcodeAt(doc: Doc, k: number): boolean {
  if (!doc.isNum(k) || doc.shape(k) !== 0) return false;
  return doc.len(k) === 5 || doc.len(k) === 6 || (doc.len(k) === 4 && doc.isWord(k - 1) && doc.adjacent(k) && doc.shape(k - 1) === UPPER);
}

/** A postal code among tokens a..b: "48011", "X5000" (digits after a letter), an Indian PIN "411045". */
export function postcodeIn(doc: Doc, a: number, b: number): boolean {
  for (let k = a; k <= b; k++) if (postcodeAt(doc, k)) return true;
  return false;
}

/**
 * The index of the document's last postal code (postcodeAt), or -1: found once per document, so a
 * bare street number with none after it skips the tail's walk. Example: "Gran Vía 45, 5º, 48011
 * Bilbao" gives the index of "48011".
 */
export const lastPostcode = perDocument((doc: Doc): number => {
  for (let k = doc.count - 1; k >= 0; k--) if (postcodeAt(doc, k)) return k;
  return -1;
});

/** At most this many comma-separated parts between a unit and the street or town: "Sector 18, Udyog Vihar". */
const MAX_SITE_SEGMENTS = 3;
/** At most this many capitalized words in one part: "Shree Sai Residency". */
const MAX_SEGMENT_WORDS = 5;

/**
 * The named parts after a unit and its comma, as Indian and African addresses write them: a
 * building, a sector, a layout, then perhaps the street ("Flat 302, Shree Sai Residency, Baner
 * Road, Pune", "Plot 44, Sector 18, Udyog Vihar, Gurugram"). Each part is capitalized words,
 * perhaps a number after them ("Sector 18"); the walk stops at a part whose last word is a street
 * type (the street: `street` true) or before a part that is a known place (the town, which the
 * tail reads). Returns the last token of the parts, or undefined.
 */
export function namedSiteSegments(doc: Doc, s: number): { last: number; street: boolean } | undefined {
  let seg = s;
  let last = -1;
  for (let k = 0; k < MAX_SITE_SEGMENTS; k++) {
    if (k > 0 && doc.lex.place(doc.key(seg)) !== undefined) break;
    let end = -1;
    for (let j = seg, words = 0; words < MAX_SEGMENT_WORDS && j < doc.count && (j === seg || doc.sep(j) === SEP_SPACE) && doc.capitalized(j); j++, words++) end = j;
    if (end < 0) break;
    if (end > seg && STREET_SUFFIXES.has(doc.key(end))) return { last: end, street: true };
    if (doc.sep(end + 1) === SEP_SPACE && doc.isNum(end + 1) && doc.shape(end + 1) === 0 && doc.len(end + 1) <= 4) end++; // "Sector 18"
    last = end;
    const next = end + 2;
    if (!doc.isChar(end + 1, COMMA) || !doc.adjacent(end + 1) || doc.sep(next) !== SEP_SPACE || !doc.capitalized(next)) break;
    seg = next;
  }
  return last >= 0 ? { last, street: false } : undefined;
}

/** "km 2,5", "Km 9.5", "km 14": the kilometre post at n; its last token, or -1. */
export function kilometrePost(doc: Doc, n: number): number {
  if (!doc.isWord(n) || doc.key(n) !== 'km' || doc.sep(n) > SEP_SPACE) return -1;
  const d = n + 1;
  if (!doc.isNum(d) || doc.shape(d) !== 0 || doc.len(d) > 4 || !doc.spaced(d)) return -1;
  // A decimal part: "2,5", "9.5".
  if ((doc.isChar(d + 1, COMMA) || doc.isChar(d + 1, DOT)) && doc.adjacent(d + 1) && doc.isNum(d + 2) && doc.adjacent(d + 2) && doc.len(d + 2) <= 3) return d + 2;
  return d;
}

/**
 * Abbreviated titles inside street names, written with their period: "Av. Pdte. Eduardo Frei
 * Montalva" (presidente), "Calle Gral. Paz" (general), "Av. Gdor. Vergara", "C/ Dr. Fleming",
 * "Pol. Ind. Malpica" (industrial), "Calle Sta. Engracia", "Av. Ing. Huergo".
 */
const STREET_NAME_ABBREVIATIONS: ReadonlySet<string> = new Set([
  'pdte', 'pte', 'gral', 'gdor', 'gob', 'dr', 'dra', 'sta', 'sto', 'sn', 'ing', 'tte', 'cnel', 'cap', 'prof', 'mtro', 'lic', 'pbro', 'mons', 'ind', 'hnos',
]);

/** Token j is an abbreviated title inside a street name, its period right after it and a capitalized word next. */
export function streetNameAbbreviation(doc: Doc, j: number): boolean {
  return doc.isChar(j + 1, DOT) && doc.adjacent(j + 1) && doc.spaced(j + 2) && doc.capitalized(j + 2) && STREET_NAME_ABBREVIATIONS.has(doc.key(j));
}
