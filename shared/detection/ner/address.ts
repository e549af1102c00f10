/**
 * Street addresses (US, UK, ES) as small token state machines: every loop is bounded, so the
 * pass stays linear. The span covers the street line and, when they follow contiguously, the
 * unit, city, state and postal code.
 *
 *   "123 Main St, Apt 4B, Springfield, IL 62704"    number + name + street type + tail
 *   "10 Downing Street, London SW1A 2AA"            same, UK postcode
 *   "Calle de Alcalá 45, 3º B, 28014 Madrid"        street type + name + number + tail
 *   "Avda. Diagonal 640, 08017 Barcelona", "C/ Mayor, 12"
 */
import { STREET_PREFIXES, STREET_SUFFIXES, UNIT_WORDS, US_STATE_CODES, PARTICLES } from './cues.js';
import { type Candidate, type Doc, PUNCT, SEP_NEWLINE, SEP_NONE, SEP_SPACE, UPPER, wordFilter } from './doc.js';
import { PLACE_CITY, PLACE_COUNTRY } from './lexicon.js';
import { APOSTROPHE, CLOSE_PAREN, COLON, COMMA, DOT, EN_DASH, HASH, HYPHEN, OPEN_PAREN, ORDINAL_MASCULINE, QUOTE, SLASH, TAB } from './chars.js';
import { isLeadPart, LEAD_OPENERS, leadingParts, leadPartsFrom, unitValueEnd } from './address-lead.js';
import { bareStreetNumber, kilometrePost, namedSiteSegments, postcodeIn, streetNameAbbreviation } from './address-bare.js';
import { directionsAddress, ordinalStreet } from './address-latam.js';
import {
  afterComma, auStatePostcode, caPostcode, caPostcodeAt, CITY_PARTICLES, cityWords, DUBLIN_DISTRICT, eircode, fourDigitPostcode,
  irishCounty, isPlace, labelledPostcode, mexicanState, numberedDistrict, placeLike, placeOf, ukOutwardCode, ukPostcode,
} from './address-regions.js';

/** Street types and unit words with a length and first-letter pre-test (Doc.keyIn): most capitalized words need no look-up. */
const F_STREET_PREFIXES = wordFilter(STREET_PREFIXES);
const F_UNIT_WORDS = wordFilter(UNIT_WORDS);
const DIRECTIONS = new Set(['n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw', 'north', 'south', 'east', 'west']);
/**
 * Canadian province and territory codes before a postal code ("Toronto, ON M5H 2S6"). Only taken
 * when a Canadian postal code follows, so "ON" and "PE" stay words elsewhere.
 */
const CA_PROVINCES = new Set(['ab', 'bc', 'mb', 'nb', 'nl', 'ns', 'nt', 'nu', 'on', 'pe', 'qc', 'sk', 'yt']);

export function findAddresses(doc: Doc, out: Candidate[]): void {
  for (let i = 0; i < doc.count; i++) {
    let c: Candidate | undefined;
    if (doc.isNum(i)) c = clockMinutes(doc, i) ? undefined : numberFirst(doc, i) ?? numberThenStreetType(doc, i) ?? bareStreetNumber(doc, i, withTail) ?? (doc.lang === 'es' ? ordinalStreet(doc, i, withTail) ?? directionsAddress(doc, i, withTail) : undefined) ?? (doc.isChar(i + 1, HYPHEN) && doc.isChar(i + 3, COMMA) && sectorCode(doc, i) === i + 2 ? partChain(doc, i, i + 2) : undefined);
    else if (doc.capitalized(i)) {
      // Capitalized: a street type, a unit word, or a street after "on".
      if (doc.keyIn(i, F_STREET_PREFIXES)) c = streetTypeFirst(doc, i) ?? (doc.lang === 'es' ? partsFirst(doc, i) : undefined);
      else if (doc.lang === 'es' && doc.keyIn(i, F_PART_OPENERS)) c = partsFirst(doc, i);
      else if (doc.keyIn(i, F_UNIT_WORDS)) c = unitThenNamedSite(doc, i) ?? leadThenTown(doc, i);
      // places9: "Lane 7, Block C, …, Karachi", "No. 8, Jalan SS 2/24, …": a numbered part opens the address.
      else if (doc.isNum(i + 1) && doc.isChar(i + 2, COMMA) && numberedRoadPart(doc, i) > 0) c = partChain(doc, i, i + 1);
      else if (doc.isChar(i + 1, DOT) && doc.isNum(i + 2) && doc.key(i) === 'no' && doc.isChar(i + 3, COMMA) && doc.spaced(i + 2)) c = partChain(doc, i, i + 2);
      else if (doc.lang === 'en' && doc.lower(i - 1) && doc.keyIn(i - 1, F_ON_STREET)) c = streetAfterOn(doc, i);
      // addr7: a street type ending a line part ("Eccles Street, Dublin 7, D07 WKW8"): a street without a number.
      else if ((doc.isChar(i + 1, COMMA) || doc.sep(i + 1) === SEP_NEWLINE) && doc.spaced(i) && doc.capitalized(i - 1) && doc.keyIn(i, F_STREET_SUFFIXES)) c = streetWithoutNumber(doc, i);
      // addr7: a box, a rural route or a unit with no street after it: "RR 2, Site 5, Comp 14, Bridgewater NS B4V 2W1".
      else if (doc.keyIn(i, F_LEAD_OPENERS) && (doc.isNum(i + 1) || doc.isChar(i + 1, DOT) || doc.isWord(i + 1))) c = leadThenTown(doc, i);
    } else if (doc.lang === 'es' && doc.lower(i) && doc.keyIn(i, F_LOWER_ES_OPENERS)) c = LOWER_CASE_STREET_TYPES.has(doc.key(i)) ? streetTypeFirst(doc, i) : partsFirst(doc, i);
    if (c) {
      // addr7: a unit, floor, building, box or care-of line before the street line (address-lead.ts).
      // "PO Box 77, 4 Mill Lane, …": a box the walk read as a street of its own joins the street line.
      const prev = out.length > 0 ? out[out.length - 1]! : undefined;
      if (prev && prev.entity === 'ADDRESS' && prev.last === c.first - 2 && doc.isChar(c.first - 1, COMMA) && doc.sep(c.first) === SEP_SPACE && isLeadPart(doc, prev.first, prev.last)) {
        out.pop();
        c = { ...c, first: prev.first, start: prev.start };
      }
      const lead = leadingParts(doc, c.first);
      if (lead < c.first) c = { ...c, first: lead, start: doc.start(lead) };
      out.push(c);
      doc.claim(c);
      i = c.last;
    }
  }
}

/** English prepositions that put someone or something on a street: "parking on Quay Street". */
const ON_STREET = new Set(['on', 'along', 'off']);
/** ON_STREET as a cue set (Doc.keyIn): asked before every capitalized word. */
const F_ON_STREET = wordFilter(ON_STREET);

/** Street types unmistakable without a house number ("Station Road"); not "Park", "Hill", "View". */
const NAMED_STREET_TYPES = new Set(['street', 'st', 'road', 'rd', 'avenue', 'ave', 'lane', 'ln', 'drive', 'boulevard', 'blvd', 'crescent', 'terrace']);

/** At most this many name words before the street type: "Martin Luther King Jr Blvd" is rare. */
const MAX_STREET_NAME_WORDS = 3;

/** Score of a street named without a number: a partial address, above the threshold. */
const STREET_ONLY_SCORE = 0.7;

/**
 * A street named without a house number after "on"/"along"/"off": "booked her into the Radisson
 * on Station Road", "Parking on Quay Street", "lives off Mill Lane". The street type must follow
 * one to three capitalized words. Not "on Monday Road trip" (a weekday is no street name).
 */
function streetAfterOn(doc: Doc, i: number): Candidate | undefined {
  if (doc.sep(i) !== SEP_SPACE || doc.anyClaimed(i, i)) return undefined;
  let k = i;
  for (let w = 0; w < MAX_STREET_NAME_WORDS; w++, k++) {
    if (!doc.isWord(k) || !doc.capitalized(k) || NAMED_STREET_TYPES.has(doc.key(k)) || (k > i && doc.sep(k) !== SEP_SPACE)) return undefined;
    const t = k + 1;
    if (doc.sep(t) === SEP_SPACE && doc.capitalized(t) && NAMED_STREET_TYPES.has(doc.key(t))) {
      if (NOT_STREET_NAMES.has(doc.key(i))) return undefined;
      // places8: its town after a comma belongs to it: "a takeaway on Dock Street, Dundee".
      return withTail(doc, i, t, STREET_ONLY_SCORE);
    }
  }
  return undefined;
}

/**
 * addr7: a street named without a house number, then its town and a postal code: "Eccles Street,
 * Dublin 7, D07 WKW8", "Cottage 3, Ballinamore Road, Drumshanbo, Co. Leitrim N41 YH20", "RMB 2140,
 * Murrindindi Road, Yea VIC 3717" (the parts before it are address-lead.ts's). The postal code is
 * required: "Station Road, Leeds" alone may be a place in a sentence. `t` is the street type.
 */
function streetWithoutNumber(doc: Doc, t: number): Candidate | undefined {
  let first = t - 1;
  for (let w = 1; w < MAX_STREET_NAME_WORDS && doc.spaced(first) && doc.capitalized(first - 1) && !doc.claimed[first - 1]; w++) first--;
  // places8: a given name may open it when it is not alone before the type ("Bartholomew Square,
  // Brighton BN1 1JP", "Victoria Road"): the postal code the tail needs says it is a street.
  if (doc.claimed[first] || (doc.isNum(first - 1) && doc.spaced(first)) || (doc.firstName(first) && !NAMED_STREET_TYPES.has(doc.key(t)) && !STREET_SQUARE_TYPES.has(doc.key(t)))) return undefined;
  // A space after the comma: a CSV row ("Kelly Brooks,Portland,51200") is no street line.
  if (doc.isChar(t + 1, COMMA) && !doc.spaced(t + 2)) return undefined;
  // places9: a second road after "Off", then a known town, as Kenya and Nigeria write it: "Kiganjo Road, Off Lower Kabete Road, Nairobi".
  const off = offRoad(doc, t);
  const c = withTail(doc, first, off, 0.6);
  if (c.score < 0.9 || (off === t && !postcodeInTail(doc, t + 1, c.last))) return undefined;
  return { ...c, score: 0.85 };
}

/** places9: ", Off Lower Kabete Road" after the street type at t: the second road's last token, or t. */
function offRoad(doc: Doc, t: number): number {
  const o = t + 2;
  if (doc.lang !== 'en' || !doc.isChar(t + 1, COMMA) || doc.sep(o) !== SEP_SPACE || !doc.isWord(o) || doc.key(o) !== 'off' || !doc.capitalized(o)) return t;
  for (let j = o + 1; j <= o + 4 && doc.spaced(j) && doc.capitalized(j); j++) if (j > o + 1 && doc.keyIn(j, F_STREET_SUFFIXES)) return j;
  return t;
}

/** places8: squares and places, street types a given name often opens: "Bartholomew Square", "Albert Place". */
const STREET_SQUARE_TYPES = new Set(['square', 'sq', 'place', 'pl']);

const F_LEAD_OPENERS = wordFilter(LEAD_OPENERS);

/**
 * addr7: leading parts (a box, a rural route, units, a building: address-lead.ts) with no street
 * line, then the town: "PO Box 1182, Pinetown, 3600", "RR 2, Site 5, Comp 14, Bridgewater NS B4V
 * 2W1", "Purok 4, Brgy. San Isidro, Tanauan City, Batangas". Needs a postal code in the tail, or a
 * Philippine barangay (which has none).
 */
function leadThenTown(doc: Doc, i: number): Candidate | undefined {
  if (doc.claimed[i]) return undefined;
  const e = leadPartsFrom(doc, i);
  if (e < 0) return undefined;
  const c = withTail(doc, i, e, 0.6);
  if (c.score < 0.9) return partChain(doc, i, e);
  if (!postcodeInTail(doc, e + 1, c.last) && !barangayIn(doc, e + 1, c.last)) return partChain(doc, i, e);
  return { ...c, score: 0.85 };
}

/**
 * places9: the parts of a South or Southeast Asian address before its town, each before a comma,
 * with no street line of the Western kind: "House 14, Street 9, F-7/2, Islamabad", "45-B, Block
 * J, Johar Town, Lahore", "Lane 7, Block C, Gulshan-e-Iqbal, Karachi" (Pakistan), "Blk 4 Lot 12,
 * Phase 2, Camella Homes, Bacoor" (the Philippines), "No. 8, Jalan SS 2/24, Petaling Jaya"
 * (Malaysia). The first part (a unit, a numbered lane or street, a plot's code) ends at `e`; the
 * parts after it are units, numbered roads, sector codes or named blocks; a known town must end
 * them, after two parts at least ("House 14, Islamabad" alone is not taken).
 */
function partChain(doc: Doc, i: number, e: number): Candidate | undefined {
  let parts = 1;
  // Parts with a number or a code: two at least ("Unit 4, Marketing Team, London office" is no address).
  let coded = 1;
  for (let k = 0; k < 4; k++) {
    const n = e + 2;
    if (!doc.isChar(e + 1, COMMA) || !doc.adjacent(e + 1) || doc.sep(n) !== SEP_SPACE || doc.claimed[n]) break;
    let got = leadPartsFrom(doc, n);
    if (got < 0) got = numberedRoadPart(doc, n);
    if (got < 0) got = sectorCode(doc, n);
    if (got >= 0) coded++;
    else if (doc.capitalized(n) && !isPlace(doc, n, cityWords(doc, n))) {
      got = namedBlock(doc, n);
      if (got >= 0 && doc.isNum(got)) coded++; // "Jalan SS 2/24"
    }
    if (got < 0) break;
    e = got;
    parts++;
  }
  if (parts < 2 || coded < 2) return undefined;
  const c = withTail(doc, i, e, 0.6);
  return c.score >= 0.9 ? { ...c, score: 0.85 } : undefined;
}

/** places9: road words a number names as a part: "Street 9", "Lane 7", "Phase 2", "Sector 4", "Road 12", "Gali 3". */
const ROAD_PART_WORDS: ReadonlySet<string> = new Set(['street', 'lane', 'road', 'phase', 'sector', 'gali', 'soi']);
const F_ROAD_PART_WORDS = wordFilter(ROAD_PART_WORDS);

/** "Street 9", "Lane 7", "Phase 2": a capitalized road word and its number; the number's index, or -1. */
function numberedRoadPart(doc: Doc, n: number): number {
  return doc.capitalized(n) && doc.keyIn(n, F_ROAD_PART_WORDS) && doc.spaced(n + 1) && doc.isNum(n + 1) && doc.len(n + 1) <= 3 ? n + 1 : -1;
}

/** "F-7/2", "G-9/4", "45-B": a sector or plot code (Islamabad's sectors, Lahore's plots); its last index, or -1. */
function sectorCode(doc: Doc, n: number): number {
  let e = -1;
  if (doc.isWord(n) && doc.shape(n) === UPPER && doc.len(n) <= 2 && doc.isChar(n + 1, HYPHEN) && doc.adjacent(n + 1) && doc.isNum(n + 2) && doc.adjacent(n + 2) && doc.len(n + 2) <= 3) e = n + 2;
  else if (doc.isNum(n) && doc.shape(n) === 0 && doc.len(n) <= 4 && doc.isChar(n + 1, HYPHEN) && doc.adjacent(n + 1) && doc.isWord(n + 2) && doc.adjacent(n + 2) && doc.shape(n + 2) === UPPER && doc.len(n + 2) === 1) return n + 2;
  if (e < 0) return -1;
  return doc.isChar(e + 1, SLASH) && doc.adjacent(e + 1) && doc.isNum(e + 2) && doc.adjacent(e + 2) ? e + 2 : e;
}

/**
 * A named block, estate or street of one to four capitalized words, hyphens and slashed codes
 * inside ("Gulshan-e-Iqbal", "Johar Town", "Camella Homes", "Jalan SS 2/24"), before a comma; its
 * last index, or -1.
 */
function namedBlock(doc: Doc, n: number): number {
  let e = n;
  for (let j = n + 1, w = 1; j < doc.count && j - n < 8; j++) {
    if (doc.isChar(j, COMMA)) break;
    if (doc.sep(j) > SEP_SPACE) return -1;
    if (doc.isChar(j, HYPHEN) || doc.isChar(j, SLASH)) {
      if (!doc.adjacent(j) || !doc.adjacent(j + 1)) return -1;
      continue;
    }
    if (doc.isWord(j) && (doc.capitalized(j) || (doc.lower(j) && doc.adjacent(j)))) {
      if (doc.spaced(j) && ++w > 4) return -1;
      e = j;
    } else if (doc.isNum(j)) e = j;
    else return -1;
  }
  return doc.isChar(e + 1, COMMA) && doc.adjacent(e + 1) ? e : -1;
}

/**
 * places9: a Latin American address that opens with its neighbourhood, block, lot or building
 * instead of a street line with a house number, each part before a comma, ending at a known
 * town: "Col. Kennedy, bloque 12, casa 1504, Tegucigalpa" (Honduras), "Colonia Escalón, calle La
 * Mascota #524, San Salvador", "manzana 5 lote 12, urbanización Santa Rosa, Piura" (Peru), "Mz. F
 * Lt. 14, AA.HH. Los Jardines, San Juan de Lurigancho, Lima", "PH Torre Marina, piso 14, calle 50,
 * Bella Vista, Ciudad de Panamá", and a street named without a number before its building and
 * unit ("Vía España, edificio Sol del Caribe, apto 3B, Ciudad de Panamá"). Two parts at least
 * before the town: "Colonia Centro, Tegucigalpa" alone may be a place named in a sentence.
 */
function partsFirst(doc: Doc, i: number): Candidate | undefined {
  if (doc.claimed[i]) return undefined;
  let e: number;
  if (doc.keyIn(i, F_STREET_PREFIXES) && !ESTATES.has(doc.key(i))) {
    const j = afterStreetName(doc, i);
    if (j < 0) return undefined;
    e = j - 1;
    while (e > i && !doc.capitalized(e)) e--; // no trailing particle
  } else e = unitPartAt(doc, i);
  if (e < i) return undefined;
  let parts = 1;
  const chain: Chain = { townRead: false };
  for (let k = 0; k < 4; k++) {
    const n = afterComma(doc, e + 1);
    if (n >= doc.count || doc.sep(n) > SEP_SPACE) break;
    const got = chainPart(doc, n, chain);
    if (got < 0) break;
    e = got;
    parts++;
  }
  if (parts < 2) return undefined;
  const c = withTail(doc, i, e, 0.6);
  return c.score >= 0.9 || chain.townRead ? { ...c, score: 0.85 } : undefined;
}

/** What partsFirst's chain has read so far. */
interface Chain {
  /** The street line that ended the chain read its town already ("…, calle La Mascota #524, San Salvador"). */
  townRead: boolean;
}

/** places9: one part of partsFirst's chain: a unit, a neighbourhood, a building, or a street line ("calle La Mascota #524", "calle 50", "5 calle"). */
function chainPart(doc: Doc, j: number, chain: Chain): number {
  const u = unitPart(doc, j);
  if (u >= 0) return u;
  if (!doc.isWord(j) && !doc.isNum(j)) return -1;
  // "5 calle" (Honduras: the number before the street type).
  if (doc.isNum(j) && doc.len(j) <= 3 && doc.spaced(j + 1) && doc.isWord(j + 1) && NUMBERED_STREET_TYPES.has(doc.key(j + 1))) return j + 1;
  if (!doc.keyIn(j, F_STREET_PREFIXES)) return -1;
  const line = streetTypeFirstLine(doc, j);
  if (line) {
    chain.townRead = line.score >= 0.9;
    return line.last;
  }
  // "calle 50": a numbered street with no house number.
  let n = j + 1;
  if (doc.isChar(n, DOT) && doc.adjacent(n)) n++;
  return doc.spaced(n) && doc.isNum(n) && doc.shape(n) === 0 && doc.len(n) <= 3 ? n : -1;
}

/** Street types that a number names alone: "calle 50", "5 calle", "6a avenida". */
const NUMBERED_STREET_TYPES: ReadonlySet<string> = new Set(['calle', 'avenida', 'av', 'ave', 'carrera', 'cra', 'diagonal', 'transversal', 'pasaje']);

/** places9: words that open partsFirst in Spanish text when capitalized: neighbourhoods, blocks and lots, buildings. */
const PART_OPENERS: ReadonlySet<string> = new Set(['col', 'colonia', 'fracc', 'fraccionamiento', 'barrio', 'reparto', 'residencial', 'ensanche',
  'mz', 'manzana', 'lt', 'lote', 'bloque', 'casa', 'edificio', 'edif', 'ph', 'aa', 'zona']);
const F_PART_OPENERS = wordFilter(PART_OPENERS);


/** "Brgy."/"Barangay" among tokens a..b. */
function barangayIn(doc: Doc, a: number, b: number): boolean {
  for (let k = a; k <= b; k++) if (doc.isWord(k) && (doc.key(k) === 'brgy' || doc.key(k) === 'barangay')) return true;
  return false;
}

/** A postal code of any national format starts among tokens a..b. */
function postcodeInTail(doc: Doc, a: number, b: number): boolean {
  for (let k = a; k <= b; k++) {
    if (doc.isNum(k) && doc.shape(k) === 0 && (doc.len(k) === 5 || doc.len(k) === 6 || fourDigitPostcode(doc, k, false) >= 0)) return true;
    if (doc.isWord(k) && doc.shape(k) === UPPER && (ukPostcode(doc, k) >= 0 || eircode(doc, k) >= 0 || caPostcodeAt(doc, k) >= 0 || auStatePostcode(doc, k) >= 0)) return true;
  }
  return false;
}

/** Streets that name a thing more often than a place: "on Wall Street" (finance), "Sesame Street". */
const NOT_STREET_NAMES = new Set(['wall', 'sesame', 'easy', 'high', 'main', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);

/** addr7: a Singapore or Philippine block before the house number: "Blk 512 Bedok North Ave 3". */
const BLOCK_WORDS: ReadonlySet<string> = new Set(['blk', 'block']);

/** A straight or curly apostrophe: "Mary's", "Mary’s". */
const RIGHT_SINGLE_QUOTE = 0x2019;
function isApostrophe(doc: Doc, i: number): boolean {
  return doc.isChar(i, APOSTROPHE) || doc.isChar(i, RIGHT_SINGLE_QUOTE);
}

/** A word that may be part of a street or city name. */
function nameWord(doc: Doc, i: number): boolean {
  return doc.capitalized(i) || (doc.isNum(i) && doc.shape(i) === 1); // "5th", "42nd"
}

/** Street types plus "s" ("gardens", "terraces"): a plural street type is tested without a slice per word. */
const PLURAL_STREET_SUFFIXES: ReadonlySet<string> = new Set([...STREET_SUFFIXES].map((k) => `${k}s`));
/** The street types with a length and first-letter pre-test (Doc.keyIn), for the walk after a house number. */
const F_STREET_SUFFIXES = wordFilter(STREET_SUFFIXES);
const F_PLURAL_STREET_SUFFIXES = wordFilter(PLURAL_STREET_SUFFIXES);

/** "123 Main St", "221B Baker Street", "1600 Pennsylvania Avenue NW". */
/**
 * cover8en: the minutes of a clock are no house number: "on 08/01/2024 at 7:14 AM PT" read "14 AM
 * PT." as a number, a name and a street type ("Pt", Point), and the address hid the date.
 */
function clockMinutes(doc: Doc, i: number): boolean {
  return doc.adjacent(i) && doc.isChar(i - 1, COLON) && doc.adjacent(i - 1) && doc.isNum(i - 2);
}

function numberFirst(doc: Doc, i: number): Candidate | undefined {
  if (doc.len(i) > 6 || doc.claimed[i] || !doc.spaced(i + 1)) return undefined;
  // places6: digits glued to letters before them, then a number, are a postcode, not a house
  // number and its street ("M14 5RB"); a road number before a street name stays ("A40 Gloucester Road").
  if (doc.adjacent(i) && doc.isWord(i - 1) && doc.isNum(i + 1)) return undefined;
  // places9: digits after a capital code and a hyphen are a product or stock code, not a house number: "GR-11	Connemara Green".
  if (doc.adjacent(i) && doc.isChar(i - 1, HYPHEN) && doc.adjacent(i - 1) && doc.isWord(i - 2) && doc.shape(i - 2) === UPPER) return undefined;
  let j = i + 1;
  let words = 0;
  let suffixAt = -1;
  // The last street type in the window wins: "North Mill Avenue", "N Hill Court".
  while (words < 6 && j < doc.count && doc.sep(j) === SEP_SPACE) {
    const cap = doc.capitalized(j);
    // A short street type in capitals after a name word that is not ("23 Mar SQ 956", a flight) is no street type.
    if (words > 0 && cap && (doc.keyIn(j, F_STREET_SUFFIXES) || doc.keyIn(j, F_PLURAL_STREET_SUFFIXES)) && !(doc.shape(j) === UPPER && doc.len(j) <= 3 && doc.isWord(j - 1) && doc.shape(j - 1) !== UPPER)) suffixAt = j;
    else if (suffixAt >= 0) break;
    // A direction is capitalized ("N", "North"), so a name word too: no key is needed here.
    if (!nameWord(doc, j)) break;
    words++;
    j++;
    // addr7: a possessive inside the name: "22 St Mary's Gate", "4 King's Road".
    if (cap && isApostrophe(doc, j) && doc.adjacent(j) && doc.adjacent(j + 1) && doc.isWord(j + 1) && doc.key(j + 1) === 's' && doc.spaced(j + 2)) j += 2;
    // An abbreviated direction keeps its period: "2200 N. Lamar Blvd".
    if (cap && doc.isChar(j, DOT)) {
      const k = doc.key(j - 1);
      if (DIRECTIONS.has(k) && k.length <= 2 && doc.adjacent(j) && doc.sep(j + 1) === SEP_SPACE) j++;
    }
    // A street type followed by punctuation ends the street line.
    if (suffixAt === j - 1 && doc.sep(j) !== SEP_SPACE) break;
  }
  if (suffixAt < 0) {
    // No street type ("3235 W Main, Kansas City, MO 64130"): only with a full city/state/ZIP tail.
    if (words === 0 || !doc.isChar(j, COMMA)) return undefined;
    const c = withTail(doc, i, j - 1, 0.6);
    return c.score >= 0.9 && doc.isNum(c.last) ? withCanadianUnit(doc, i, c) : undefined;
  }
  // A house-number range: "45-47 Queen St" (same number of digits, rising; not a phone number
  // before the street: "555-1234 Main Street").
  let first = i;
  // addr7: an en dash too ("41–59 Harbour Road").
  const rangeDash = (doc.isChar(i - 1, HYPHEN) || doc.isChar(i - 1, EN_DASH)) && doc.adjacent(i - 1) && doc.adjacent(i) && doc.isNum(i - 2) && doc.shape(i - 2) === 0;
  if (rangeDash && doc.len(i - 2) === doc.len(i) && doc.len(i) <= 4 && Number(doc.raw(i - 2)) < Number(doc.raw(i))) first = i - 2;

  // addr7: a unit before the house number with a slash, as Australia and Scotland write it:
  // "3/48 Smith Street", "7B/22 Macleay Street", "Unit 5/17 Mitchell Street".
  // Not "24/7", the idiom for always open ("Open 24/7 Main Street Deli").
  if (first === i && doc.isChar(i - 1, SLASH) && doc.adjacent(i - 1) && doc.adjacent(i) && doc.isNum(i - 2) && doc.len(i - 2) <= 4 && !(doc.raw(i - 2) === '24' && doc.raw(i) === '7')) {
    first = i - 2;
    if (doc.spaced(first) && doc.isWord(first - 1) && doc.capitalized(first - 1) && UNIT_WORDS.has(doc.key(first - 1))) first--;
  }
  // addr7: a Singapore block before the house number: "Blk 512 Bedok North Ave 3".
  else if (first === i && doc.spaced(i) && doc.isWord(i - 1) && doc.capitalized(i - 1) && BLOCK_WORDS.has(doc.key(i - 1))) first = i - 1;
  // UK/US unit before the number: "Flat 30, 95 Hettinger Avenue".
  const f = first;
  if (doc.isChar(f - 1, COMMA) && doc.isNum(f - 2) && doc.isWord(f - 3) && UNIT_WORDS.has(doc.key(f - 3)) && doc.capitalized(f - 3)) first = f - 3;
  // An ordinal floor before the number: "4th Floor, 20 Fenchurch Street".
  else if (doc.isChar(f - 1, COMMA) && doc.isWord(f - 2) && FLOOR_WORDS.has(doc.key(f - 2)) && doc.capitalized(f - 2) && doc.isNum(f - 3) && doc.shape(f - 3) !== 0 && doc.sep(f - 2) === SEP_SPACE) first = f - 3;
  let last = suffixAt;
  if (doc.isChar(last + 1, DOT) && doc.adjacent(last + 1)) last++;
  if (doc.spaced(last + 1) && doc.capitalized(last + 1) && DIRECTIONS.has(doc.key(last + 1))) last++;
  // A numbered street before a comma: "Blk 512 Bedok North Ave 3, #08-221" (Singapore), "Jalan 5".
  else if (doc.spaced(last + 1) && doc.isNum(last + 1) && doc.shape(last + 1) === 0 && doc.len(last + 1) <= 2 && doc.isChar(last + 2, COMMA)) last++;
  return first === i ? withCanadianUnit(doc, i, withTail(doc, first, last, 0.8)) : withTail(doc, first, last, 0.8);
}

/**
 * addr7: a Canadian unit before the house number with a hyphen ("1502-255 Queens Quay West,
 * Toronto ON M5J 2N5"), taken when the tail reads a Canadian postal code; not a local phone
 * number ("555-1234 Main St").
 */
function withCanadianUnit(doc: Doc, i: number, c: Candidate): Candidate {
  const u = i - 2;
  if (!(doc.isChar(i - 1, HYPHEN) && doc.adjacent(i - 1) && doc.adjacent(i) && doc.isNum(u) && doc.shape(u) === 0 && doc.len(u) <= 4 && doc.sep(u) !== SEP_NONE)) return c;
  if (doc.len(u) === 3 && doc.len(i) === 4) return c;
  // With a Canadian postal code, or a town after a unit shorter than the house number ("2-1150 Pembina Hwy, Winnipeg").
  return caPostcode(doc, c.last) >= 0 || (c.score >= 0.9 && doc.len(u) < doc.len(i)) ? { ...c, first: u, start: doc.start(u) } : c;
}

/**
 * A unit in a named site with no house number, as UK business addresses are written: "Unit 7,
 * Riverside Industrial Estate, Leeds LS10 1QT", "Suite 4, Kings Business Park, Reading RG1 3EQ".
 * The site's last word is a street type ("Estate", "Park"); the address needs its town or postcode.
 */
function unitThenNamedSite(doc: Doc, i: number): Candidate | undefined {
  const n = i + 1;
  if (doc.claimed[i] || !doc.isNum(n) || doc.sep(n) !== SEP_SPACE || doc.len(n) > 4) return undefined;
  const s = afterComma(doc, n + 1);
  if (s === n + 1 || doc.sep(s) !== SEP_SPACE || !doc.capitalized(s)) return undefined;
  let last = -1;
  for (let j = s, words = 0; words < 5 && j < doc.count && (j === s || doc.sep(j) === SEP_SPACE) && doc.capitalized(j); j++, words++) {
    if (j > s && STREET_SUFFIXES.has(doc.key(j))) last = j;
  }
  // Indian and African addresses name a building, a sector or a layout before the street, each
  // after its comma: "Flat 302, Shree Sai Residency, Baner Road, Pune", "Plot 44, Sector 18,
  // Udyog Vihar, Gurugram, Haryana 122015" (address-bare.ts).
  // Without a town or postcode after it, "Unit 7, Riverside Park" may be a place in a sentence.
  if (last >= 0) {
    const c = withTail(doc, i, last, 0.6);
    if (c.score >= 0.9) return c;
  }
  // A street type inside a building's name ("Green Meadows Residency") ends no street.
  const site = namedSiteSegments(doc, s);
  if (!site) return undefined;
  const c = withTail(doc, i, site.last, 0.6);
  if (!site.street && !postcodeIn(doc, site.last + 1, c.last)) return undefined;
  return c.score >= 0.9 ? c : undefined;
}

/** "Calle de Alcalá 45", "Avda. Diagonal 640", "C/ Mayor, 12", "Plaza Mayor s/n". */
function streetTypeFirst(doc: Doc, i: number): Candidate | undefined {
  const c = streetTypeFirstLine(doc, i);
  // addr7: a street type inside a longer capitalized name with no town or postal code after it is
  // a team's or a shop's name, not an address: "2. Atlético Barrio Chino 31" (a league table).
  // places9: not across a tab, a field's edge in a pasted table ("Byron Paredes	Av. Amazonas N34-120").
  if (c && c.score < 0.9 && c.first === i && doc.spaced(i) && doc.capitalized(i - 1) && !doc.claimed[i - 1] && doc.text.charCodeAt(doc.start(i) - 1) !== TAB) return undefined;
  return c;
}

function streetTypeFirstLine(doc: Doc, i: number): Candidate | undefined {
  // "Jr. Junín 315" (jirón, Peru) only in Spanish text: in English "Jr." ends a name.
  if (doc.lang !== 'es' && ES_ONLY_STREET_PREFIXES.has(doc.key(i))) return undefined;
  // Colombian numbering: "Calle 72 # 10-34", "Cra 43A # 1 Sur-100".
  const col = doc.lang === 'es' || doc.isChar(i + 2, HASH) || doc.isChar(i + 3, HASH) ? colombianNumber(doc, i) : -1;
  if (col >= 0) return withTail(doc, i, col, 0.85);
  const j = afterStreetName(doc, i);
  if (j < 0) return numberedStreet(doc, i);
  // The house number: "45", ", 12", "nº 12", "s/n".
  let n = afterComma(doc, j);
  if (doc.lower(n) && (doc.key(n) === 'n' || doc.key(n) === 'no' || doc.key(n) === 'nº') && doc.sep(n) <= SEP_SPACE) {
    n++;
    if (doc.isChar(n, DOT)) n++;
    if (doc.kind(n) === PUNCT && doc.charAt(n) === ORDINAL_MASCULINE) n++;
  }
  if (doc.isNum(n) && doc.len(n) <= 5 && doc.sep(n) <= SEP_SPACE) return withTail(doc, i, n, 0.85);
  if (doc.lang === 'es') {
    // places9: the house number after "#", as Central America and the Caribbean write it ("calle La
    // Mascota #524", "calle Los Ceibos #45"), and a lot's code after its block letter ("calle Los Pinos D-7").
    if (doc.isChar(n, HASH) && doc.sep(n) <= SEP_SPACE && doc.isNum(n + 1) && doc.adjacent(n + 1) && doc.len(n + 1) <= 5) return withTail(doc, i, n + 1, 0.85);
    if (n === j && doc.isChar(j, HYPHEN) && doc.adjacent(j) && doc.isWord(j - 1) && doc.shape(j - 1) === UPPER && doc.len(j - 1) === 1 && doc.isNum(j + 1) && doc.adjacent(j + 1) && doc.len(j + 1) <= 4) return withTail(doc, i, j + 1, 0.85);
  }
  // A road's kilometre post instead of a house number: "Ctra. de Benejúzar km 2,5", "Blvd. Kukulcán km 9.5".
  const km = kilometrePost(doc, n);
  if (km >= 0) return withTail(doc, i, km, 0.85);
  if (doc.key(n) === 's' && doc.isChar(n + 1, SLASH) && doc.kind(n + 2) === 1 && doc.key(n + 2) === 'n') {
    return withTail(doc, i, n + 2, 0.85);
  }
  if (n > j && ESTATES.has(doc.key(i))) {
    // An industrial estate before its street: "Polígono Industrial San Cristóbal, Calle Cobre 14".
    // "Polígono Fuente del Jarro, calle Ciudad de Sevilla 32": the street type may be lower case.
    const streetType = (doc.capitalized(n) && STREET_PREFIXES.has(doc.key(n))) || (doc.lower(n) && LOWER_CASE_STREET_TYPES.has(doc.key(n)));
    if (streetType && !ESTATES.has(doc.key(n))) {
      const inner = streetTypeFirst(doc, n);
      if (inner) return { ...inner, first: i, start: doc.start(i) };
    }
    // A unit of the estate instead of a house number: "Polígono Las Mercedes, nave 4".
    const unit = unitPart(doc, n);
    if (unit >= 0) return withTail(doc, i, unit, 0.8);
  }
  return undefined;
}

/**
 * A street known by its number and a house number after "n.º"/"No.": "Calle 50 n.º 1224, piso 3"
 * (La Plata), "Calle 4 No. 12". The number sign is needed: "Calle 4, Casa 12" names no house.
 */
function numberedStreet(doc: Doc, i: number): Candidate | undefined {
  let j = i + 1;
  if (doc.isChar(j, DOT) && doc.adjacent(j)) j++;
  if (!doc.isNum(j) || doc.shape(j) !== 0 || doc.len(j) > 3 || !doc.spaced(j)) return undefined;
  let n = j + 1;
  // addr7: Puebla's numbered streets with their side, then the house number: "calle 10 poniente 2304".
  if (doc.isWord(n) && doc.spaced(n) && NUMBERED_STREET_SIDES.has(doc.key(n)) && doc.isNum(n + 1) && doc.shape(n + 1) === 0 && doc.len(n + 1) <= 5 && doc.spaced(n + 1)) return withTail(doc, i, n + 1, 0.85);
  if (doc.lang === 'es') {
    // places9: "calle 5 #23" (the house number after "#"), "calle 23 e/ J y K" (Havana: the two cross streets).
    if (doc.isChar(n, HASH) && doc.spaced(n) && doc.isNum(n + 1) && doc.adjacent(n + 1) && doc.len(n + 1) <= 5) return withTail(doc, i, n + 1, 0.85);
    const x = crossStreets(doc, j);
    if (x > j) return withTail(doc, i, x, 0.85);
  }
  if (!doc.isWord(n) || !doc.spaced(n) || !(doc.key(n) === 'n' || doc.key(n) === 'no' || doc.key(n) === 'nº')) return undefined;
  n++;
  if (doc.isChar(n, DOT) && doc.adjacent(n)) n++;
  // "º" reads as a letter token, "°" as punctuation.
  if (n < doc.count && doc.len(n) === 1 && (doc.charAt(n) === ORDINAL_MASCULINE || doc.charAt(n) === DEGREE_SIGN) && doc.adjacent(n)) n++;
  return doc.isNum(n) && doc.len(n) <= 5 && doc.sep(n) <= SEP_SPACE ? withTail(doc, i, n, 0.85) : undefined;
}

/**
 * The token after the name that follows the street type at i ("Calle [de Alcalá]", "Rue [de
 * Rivoli]"), or -1 when no capitalized name follows.
 */
function afterStreetName(doc: Doc, i: number): number {
  let j = i + 1;
  const k = doc.key(i);
  if (doc.isChar(j, DOT) || doc.isChar(j, SLASH)) j++;
  else if (k === 'c' || k === 'pl' || k === 'av') return -1; // bare "C"/"Pl" is no street type
  let words = 0;
  // A street named after a date: "Av. 18 de Julio 1360", "Calle 5 de Mayo No. 118".
  if (doc.isNum(j) && doc.shape(j) === 0 && doc.len(j) <= 2 && doc.spaced(j + 1) && doc.key(j + 1) === 'de' && doc.spaced(j + 2) && doc.capitalized(j + 2) && ES_MONTHS.has(doc.key(j + 2))) {
    j += 3;
    words++;
  }
  while (words < 7 && j < doc.count && doc.sep(j) <= SEP_SPACE) {
    if (doc.capitalized(j)) {
      words++;
      // An abbreviated title in the name: "Av. Pdte. Eduardo Frei Montalva 9750", "Calle Gral. Paz 12".
      if (streetNameAbbreviation(doc, j)) j++;
    }
    // A hyphenated name: "boul. Saint-Laurent", "Calle Sant-Joan".
    else if (words > 0 && doc.isChar(j, HYPHEN) && doc.adjacent(j) && doc.adjacent(j + 1) && doc.capitalized(j + 1)) j++;
    else if (!(doc.lower(j) && PARTICLES.has(doc.key(j)))) break;
    j++;
  }
  return words === 0 ? -1 : j;
}

/** Spanish month names, for streets named after a date ("Av. 18 de Julio", "Calle 5 de Mayo"). */
const ES_MONTHS = new Set(['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'setiembre', 'octubre', 'noviembre', 'diciembre']);

/** French and Italian order, number first: "12 Rue de Rivoli", "5 Via Roma". */
function numberThenStreetType(doc: Doc, i: number): Candidate | undefined {
  const t = i + 1;
  // The kind first: after a number the next token is often a number or punctuation, whose set id costs a look-up.
  if (doc.sep(t) !== SEP_SPACE || !doc.isWord(t) || !doc.inSet(t, doc.capitalized(t) ? F_NUMBER_FIRST_PREFIXES : F_LOWER_NUMBER_FIRST_PREFIXES)) return undefined;
  const j = afterStreetName(doc, t);
  if (j < 0) return undefined;
  let last = j - 1;
  while (last > t && !doc.capitalized(last)) last--; // no trailing particle
  // places9: a numbered street's number before the comma: "3 Jalan Bangsar Utama 1, 59000 Kuala Lumpur".
  if (doc.spaced(last + 1) && doc.isNum(last + 1) && doc.shape(last + 1) === 0 && doc.len(last + 1) <= 2 && doc.isChar(last + 2, COMMA)) last++;
  return withTail(doc, i, last, 0.85);
}

/**
 * Spanish street types written in lower case mid-sentence, as prose does ("el alquiler de calle
 * del Puerto 22, 4.º B", "vivo en la avenida de América 14"). Whole words only (no "c/", "pl"),
 * and the street must still have a capitalized name and a house number ("la calle Mayor" alone
 * is no address).
 */
const LOWER_CASE_STREET_TYPES = new Set(['calle', 'avenida', 'paseo', 'plaza', 'ronda', 'carretera', 'travesia', 'glorieta', 'rambla', 'pasaje', 'camino', 'carrer', 'rua', 'c']);
// "c" only with its slash ("fianza piso c/ Santa Clara 9"): afterStreetName refuses a bare "c".
/** places9: Spanish words that open an address in lower case mid-sentence: street types, and "manzana", "colonia", "urbanización". */
const F_LOWER_ES_OPENERS = wordFilter(new Set([...LOWER_CASE_STREET_TYPES, 'manzana', 'colonia', 'urbanizacion', 'barrio', 'reparto', 'ensanche']));

/** Industrial estates and housing developments, whose units or streets follow their name. */
const ESTATES = new Set(['poligono', 'pol', 'urbanizacion', 'urb']);

/** Street types only Spanish text uses before a name: "Jr. Junín 315" (jirón, Peru); English "Jr." ends a person's name. */
const ES_ONLY_STREET_PREFIXES = new Set(['jr', 'jiron']);

/** Street types that follow the house number in French and Italian addresses. */
const NUMBER_FIRST_PREFIXES = new Set(['rue', 'chemin', 'impasse', 'quai', 'allee', 'via', 'viale', 'piazza', 'corso', 'largo', 'boul',
  // Spanish street names in the US Southwest, number first: "412 Calle del Norte, Laredo, TX 78041".
  'calle', 'avenida', 'camino', 'paseo', 'calzada',
  // places9: Malaysia's street word after the house number: "3 Jalan Bangsar Utama 1, 59000 Kuala Lumpur".
  'jalan', 'jln']);

/** French street types written in lower case after the number, as Quebec and France do ("1420 boul. Saint-Laurent", "8 rue de la Paix"); not "via", an English word. */
const LOWER_NUMBER_FIRST_PREFIXES = new Set(['rue', 'chemin', 'impasse', 'quai', 'allee', 'boul']);

/** Both as cue sets (one bit test): asked of the word after every number. */
const F_NUMBER_FIRST_PREFIXES = wordFilter(NUMBER_FIRST_PREFIXES);
const F_LOWER_NUMBER_FIRST_PREFIXES = wordFilter(LOWER_NUMBER_FIRST_PREFIXES);

/** Extends a street line over unit, city, state and postal code that follow contiguously. */
function withTail(doc: Doc, first: number, last: number, base: number): Candidate {
  let score = base;
  let end = last;
  // Spanish prose names the town after the house number with "de": "la calle Mayor 12 de Tudela".
  if (doc.lang === 'es' && doc.isNum(end) && doc.spaced(end + 1) && doc.lower(end + 1) && doc.key(end + 1) === 'de' && doc.spaced(end + 2) && doc.capitalized(end + 2)) {
    const c = cityWords(doc, end + 2);
    if (c >= 0 && isPlace(doc, end + 2, c)) return doc.candidate('ADDRESS', first, c, 0.9);
  }
  // places6: a Mexican street's side after the house number: "Padre Mier 615 Pte.", "Hidalgo 120 Ote.".
  if (doc.lang === 'es' && doc.isNum(end) && doc.spaced(end + 1) && doc.isWord(end + 1) && doc.capitalized(end + 1) && MX_STREET_SIDES.has(doc.key(end + 1))) {
    end = doc.isChar(end + 2, DOT) && doc.adjacent(end + 2) ? end + 2 : end + 1;
  }
  // places9: Quito's house number after the block's ("Av. Amazonas N34-120"), Cuenca's "Calle Larga 7-44".
  if (doc.lang === 'es' && doc.isNum(end) && doc.isChar(end + 1, HYPHEN) && doc.adjacent(end + 1) && doc.isNum(end + 2) && doc.adjacent(end + 2) && doc.len(end + 2) <= 4) end += 2;
  if (doc.lang === 'es' && doc.isNum(end)) end = crossStreets(doc, end);
  // Unit / floor parts: ", Apt 4B", "Suite 200", "#5", ", 3º B", ", 3.º izq.", "piso 9, puerta 1", "bajo".
  for (let part = 0; part < 3; part++) {
    const n = afterComma(doc, end + 1);
    let got = unitPart(doc, n);
    // places9: a second street line in lower case after a comma: "Av. Blanco Galindo km 4, calle Los Ceibos #45, Cochabamba".
    if (got < 0 && doc.lang === 'es' && n > end + 1 && doc.lower(n) && doc.sep(n) === SEP_SPACE && LOWER_CASE_STREET_TYPES.has(doc.key(n))) got = streetTypeFirstLine(doc, n)?.last ?? -1;
    if (got < 0) break;
    end = got;
  }
  // City / state / postal code, possibly on the next line.
  let postcode = false;
  for (let step = 0; step < 3; step++) {
    const j = afterComma(doc, end + 1);
    if (j >= doc.count) break;
    const sep = doc.sep(j);
    if (sep > SEP_NEWLINE || (sep === SEP_NEWLINE && j !== end + 1)) break;
    const got = tailPart(doc, j, sep === SEP_NEWLINE, postcode);
    if (got < 0) break;
    // A country after the city stays a LOCATION of its own, as the dev sets label it ("4050-265
    // Porto, Portugal", "28014 Madrid, España").
    // Not a city-state before its postal code: "International Plaza, Singapore 079903".
    if (step > 0 && doc.capitalized(j) && placeOf(doc, j, got)?.kind === PLACE_COUNTRY && !(doc.isNum(got + 1) && doc.spaced(got + 1))) break;
    end = got;
    score = 0.9;
    // The postal code ends the address. A country after it stays a LOCATION of its own, as the
    // dev sets label it ("Cambridge CB4 1JE, United Kingdom").
    // Not Dublin's district number ("Dublin 2"): its Eircode may follow on the next line.
    if ((doc.isNum(got) && doc.len(got) >= 4) || ukPostcode(doc, j) >= 0 || caPostcode(doc, got) >= 0 || eircode(doc, j) >= 0) break;
    // "33005 Oviedo": a postal code and its city; a region may still follow on the next line.
    postcode = doc.isNum(j) && doc.len(j) === 5;
  }
  return doc.candidate('ADDRESS', first, end, score);
}

/**
 * places9: the cross streets after a house number or a numbered street, as Latin American
 * addresses name the block: "Av. 9 de Octubre 1204 y Pedro Moncayo, Guayaquil" (Ecuador: the
 * corner, taken only before a known town), "Calle 60 No. 498 x 57 y 59" (Yucatán: "x" for
 * "cruzamiento"), "calle 23 e/ J y K" (Havana: "entre"). Returns the last token, or `end`.
 */
function crossStreets(doc: Doc, end: number): number {
  const x = end + 1;
  if (!doc.spaced(x) || !doc.isWord(x) || !doc.lower(x)) return end;
  const k = doc.key(x);
  if (k === 'x') {
    if (!doc.spaced(x + 1) || !doc.isNum(x + 1) || doc.len(x + 1) > 3) return end;
    const y = x + 2;
    return doc.spaced(y) && doc.key(y) === 'y' && doc.spaced(y + 1) && doc.isNum(y + 1) && doc.len(y + 1) <= 3 ? y + 1 : x + 1;
  }
  if ((k === 'e' && doc.isChar(x + 1, SLASH) && doc.adjacent(x + 1)) || k === 'entre') {
    const a = k === 'e' ? x + 2 : x + 1;
    const y = a + 1;
    const side = (t: number): boolean => doc.spaced(t) && ((doc.isNum(t) && doc.len(t) <= 3) || doc.capitalized(t));
    return side(a) && doc.spaced(y) && doc.key(y) === 'y' && side(y + 1) ? y + 1 : end;
  }
  if (k === 'y' && doc.spaced(x + 1) && doc.capitalized(x + 1)) {
    // "N34-120 y Av. Atahualpa" (Quito): a street type names the cross street.
    if (doc.keyIn(x + 1, F_STREET_PREFIXES)) {
      const j = afterStreetName(doc, x + 1);
      let e = j - 1;
      while (e > x + 1 && !doc.capitalized(e)) e--;
      if (j > 0 && e > x + 1) return e;
    }
    const c = cityWords(doc, x + 1);
    const n = c >= 0 ? afterComma(doc, c + 1) : -1;
    if (n > c + 1 && doc.sep(n) === SEP_SPACE && doc.capitalized(n)) {
      const t = cityWords(doc, n);
      if (t >= 0 && placeLike(doc, n, t)) return c;
    }
  }
  return end;
}

/**
 * places6: the province or region in brackets after the city, as Spanish addresses write it:
 * "15705 Santiago de Compostela (A Coruña)", "Sant Cugat del Vallès (Barcelona)". Returns the
 * closing bracket's index, or `c` (the city's last token) when no known place stands there.
 */
function bracketedRegion(doc: Doc, c: number): number {
  const o = c + 1;
  if (!doc.isChar(o, OPEN_PAREN) || !doc.spaced(o) || !doc.capitalized(o + 1) || !doc.adjacent(o + 1)) return c;
  const w = cityWords(doc, o + 1);
  return w >= 0 && doc.isChar(w + 1, CLOSE_PAREN) && doc.adjacent(w + 1) && isPlace(doc, o + 1, w) ? w + 1 : c;
}

/** addr7: the side of a numbered street before its house number ("Calle 10 Poniente 2304", "Av. 5 Sur 1102", Puebla). */
const NUMBERED_STREET_SIDES: ReadonlySet<string> = new Set(['poniente', 'oriente', 'norte', 'sur', 'pte', 'ote', 'nte']);

/** The side of a Mexican street after the house number: poniente, oriente, norte, sur ("615 Pte."). */
const MX_STREET_SIDES: ReadonlySet<string> = new Set(['pte', 'ote', 'nte', 'poniente', 'oriente']);

/** One unit/floor part starting at j; its last index, or -1. */
function unitPart(doc: Doc, j: number): number {
  if (j >= doc.count || doc.sep(j) > SEP_SPACE) return -1;
  return unitPartAt(doc, j);
}

/** unitPart wherever j stands, a line's start too (the first part of partsFirst). */
function unitPartAt(doc: Doc, j: number): number {
  if (doc.lang === 'es' && doc.isWord(j)) {
    const es = latinPart(doc, j);
    if (es !== 0) return es;
  }
  if (doc.isWord(j) && (UNIT_WORDS.has(doc.key(j)) || (doc.lang === 'es' && ES_UNIT_WORDS.has(doc.key(j))))) {
    let u = j + 1;
    const dotted = doc.isChar(u, DOT);
    if (dotted) u++;
    // addr7: "Ronda de Triana 12, bajo. El portal…": after a whole word, the period ends the sentence.
    if (dotted && (doc.key(j) === 'bajo' || doc.key(j) === 'atico')) return j;
    if (doc.isChar(u, HASH)) u++;
    // addr7: "Suite C-155", "Room 4.17": a value with a second part glued on (unitValueEnd);
    // after a period a letter value is in capitals ("apto. B"), not a sentence's next word ("El").
    // A door letter in quotes may follow: "piso 7 \"C\"" (Argentina).
    if ((doc.isNum(u) || (doc.isWord(u) && doc.len(u) <= 2 && !(dotted && doc.shape(u) !== UPPER))) && doc.sep(u) <= SEP_SPACE) {
      const v = Math.max(u, unitValueEnd(doc, u));
      const q = quotedDoor(doc, v + 1);
      return q >= 0 ? q : v;
    }
    // A staircase by its side: "esc. izq.", "escalera dcha".
    if (doc.isWord(u) && DOORS.has(doc.key(u)) && doc.sep(u) <= SEP_SPACE) return doc.isChar(u + 1, DOT) && doc.adjacent(u + 1) ? u + 1 : u;
    return doc.key(j) === 'bajo' || doc.key(j) === 'atico' ? j : -1;
  }
  // A Mexican colonia: "Col. Americana", "Col. Del Valle", "Colonia Centro"; addr7: in lower case
  // too, as Colombian and Mexican addresses often write it ("Calle 5 # 38-71, barrio San Fernando").
  if ((doc.capitalized(j) || doc.lower(j)) && NEIGHBOURHOOD_WORDS.has(doc.key(j))) {
    let n = doc.isChar(j + 1, DOT) && doc.adjacent(j + 1) ? j + 2 : j + 1;
    // "Col. del Valle": the name may open with a particle.
    if (doc.spaced(n) && doc.lower(n) && CITY_PARTICLES.has(doc.key(n)) && doc.spaced(n + 1) && doc.capitalized(n + 1)) n++;
    return doc.spaced(n) ? cityWords(doc, n) : -1;
  }
  // A Catalan floor and door: "4t 1a", "2n 3a", "1r".
  if (catalanOrdinal(doc, j)) return catalanOrdinal(doc, j + 1) && doc.spaced(j + 1) ? j + 1 : j;
  if (doc.isChar(j, HASH) && doc.isNum(j + 1)) {
    // Floor and unit: "#08-221" (Singapore).
    return doc.isChar(j + 2, HYPHEN) && doc.adjacent(j + 2) && doc.isNum(j + 3) && doc.adjacent(j + 3) ? j + 3 : j + 1;
  }
  // An ordinal floor: "12th Floor", "3rd Fl."; an Indian layout part: "4th Block", "2nd Cross".
  if (doc.isNum(j) && doc.shape(j) !== 0 && doc.len(j) <= 4 && doc.spaced(j + 1) && doc.isWord(j + 1) && (FLOOR_WORDS.has(doc.key(j + 1)) || ORDINAL_LAYOUT_WORDS.has(doc.key(j + 1)))) {
    return doc.isChar(j + 2, DOT) && doc.adjacent(j + 2) ? j + 2 : j + 1;
  }
  if (!doc.isNum(j) || doc.len(j) > 4) return -1;
  // Spanish floor: "3º", "3ª", "3.º" (NUM "." WORD "º").
  let e = j;
  if (/[ºª]/.test(doc.raw(j))) e = j;
  else if (doc.isChar(j + 1, DOT) && doc.adjacent(j + 1) && doc.adjacent(j + 2) && /^[ºª]$/.test(doc.raw(j + 2))) e = j + 2;
  // addr7: the degree sign for "º", as Argentina types it: "3°B", "3° \"B\"".
  else if (doc.isChar(j + 1, DEGREE_SIGN) && doc.adjacent(j + 1) && doc.shape(j) === 0) {
    e = j + 1;
    if (doc.adjacent(e + 1) && doc.isWord(e + 1) && doc.shape(e + 1) === UPPER && doc.len(e + 1) === 1) return e + 1;
  } else return -1;
  // addr7: a door letter in quotes after the floor: "3° \"B\"".
  const q = quotedDoor(doc, e + 1);
  if (q >= 0) return q;
  // "5ª planta", "3º piso": the floor word after the ordinal.
  if (doc.spaced(e + 1) && doc.isWord(e + 1) && FLOOR_AFTER_ORDINAL.has(doc.key(e + 1))) return e + 1;
  // Door: "B", "izq.", "dcha", "centro", or an ordinal door: "5º 2ª".
  const d = e + 1;
  if (doc.spaced(d) && doc.isWord(d) && (doc.len(d) === 1 || DOORS.has(doc.key(d)))) {
    e = d;
    if (doc.isChar(d + 1, DOT) && doc.adjacent(d + 1)) e = d + 1;
  } else if (doc.spaced(d) && doc.isNum(d) && doc.len(d) <= 3 && /^\d+[ºª]$/.test(doc.raw(d))) e = d;
  // places8: a door's bare number before the comma of the postal code: "Av. de Andalucía 47, 3.º 2, 14007 Córdoba".
  else if (doc.spaced(d) && doc.isNum(d) && doc.shape(d) === 0 && doc.len(d) <= 2 && doc.isChar(d + 1, COMMA) && doc.adjacent(d + 1)) e = d;
  return e;
}

/**
 * Words that open a neighbourhood part of a Latin American address: "Col. Americana", "Fracc. Las
 * Águilas" (Mexico), "Barrio San Fernando" (Colombia).
 */
const NEIGHBOURHOOD_WORDS = new Set(['col', 'colonia', 'fracc', 'fraccionamiento', 'barrio', 'urb', 'urbanizacion', 'brgy', 'barangay',
  'ensanche', 'reparto', 'residencial', 'asentamiento']);
// places9: "ensanche Ozama" (Dominican Republic), "reparto Las Palmas" (Nicaragua, Cuba),
// "Residencial Los Robles" (Honduras, El Salvador), "asentamiento humano" (Peru).
// addr7: "brgy"/"barangay", the Philippine district after the street ("4 Rizal St, Brgy. San Isidro, Tanauan City").
// "urb": a housing development after the street, as Peru and Venezuela write it ("Calle Los Eucaliptos 245, Urb. Santa Patricia, La Molina, Lima").

/**
 * places9: parts of a Latin American address that Spanish text writes (address-latam.ts has the
 * words): "zona 4" (Guatemala City's numbered zones), a building by its name ("Edif. Torre
 * Continental", "edificio Sol del Caribe", "PH Torre Marina" in Panama), Peru's "AA.HH. Los
 * Jardines" (asentamiento humano), a numbered street with no house number ("calle 50", "5
 * calle"). Its last index, -1 when the word opens none of them, 0 when the word is none of them.
 */
function latinPart(doc: Doc, j: number): number {
  const k = doc.key(j);
  if (k === 'zona') {
    const n = j + 1;
    return doc.spaced(n) && doc.isNum(n) && doc.shape(n) === 0 && doc.len(n) <= 2 ? n : -1;
  }
  if (BUILDING_NAME_WORDS.has(k)) {
    let n = doc.isChar(j + 1, DOT) && doc.adjacent(j + 1) ? j + 2 : j + 1;
    if (!doc.spaced(n) || !doc.capitalized(n)) return 0;
    // "PH Torre Marina": the building word may open the name.
    return cityWords(doc, n);
  }
  // "AA.HH. Los Jardines": tokens AA . HH . then the name.
  if (k === 'aa' && doc.isChar(j + 1, DOT) && doc.adjacent(j + 1) && doc.key(j + 2) === 'hh' && doc.adjacent(j + 2) && doc.isChar(j + 3, DOT) && doc.spaced(j + 4)) return cityWords(doc, j + 4);
  return 0;
}

/** places9: words before a building's name in a Latin American address: "Edif. Torre Continental", "PH Torre Marina". */
const BUILDING_NAME_WORDS: ReadonlySet<string> = new Set(['edificio', 'edif', 'ph', 'condominio', 'conjunto', 'torre']);

/**
 * addr7: Spanish unit words beside UNIT_WORDS, in Spanish text only: "Torre 2" (a tower of a
 * building), "of. 903" (oficina), "pral. 1a" (the principal floor, Barcelona), "Parcela 17"
 * (a plot), "Mz. 4 Lt. 12" (manzana and lote, Peru and Mexico), "casa 3".
 */
const ES_UNIT_WORDS: ReadonlySet<string> = new Set(['torre', 'of', 'pral', 'parcela', 'mz', 'manzana', 'lt', 'lote', 'casa']);

/**
 * The Colombian numbering after a street type: "Calle 72 # 10-34", "Cra 43A # 1 Sur-100", "Av. 6N
 * No. 23-45": the street's number, "#" or "No.", then the cross street's number and the
 * distance. Returns the last token, or -1.
 */
function colombianNumber(doc: Doc, i: number): number {
  let j = i + 1;
  if (doc.isChar(j, DOT) && doc.adjacent(j)) j++;
  if (!doc.isNum(j) || doc.len(j) > 4 || !doc.spaced(j)) return -1;
  j++;
  if (doc.spaced(j) && doc.capitalized(j) && CROSS_WORDS.has(doc.key(j))) j++; // "Calle 1 Sur # …"
  if (doc.isChar(j, HASH)) j++;
  else if (doc.isWord(j) && (doc.key(j) === 'no' || doc.key(j) === 'nº' || doc.key(j) === 'n')) {
    j++;
    if (doc.isChar(j, DOT) && doc.adjacent(j)) j++;
    if (doc.kind(j) === PUNCT && (doc.charAt(j) === ORDINAL_MASCULINE || doc.charAt(j) === DEGREE_SIGN) && doc.adjacent(j)) j++;
  } else return -1;
  if (!doc.isNum(j) || doc.sep(j) > SEP_SPACE) return -1;
  let e = j;
  if (doc.spaced(e + 1) && doc.capitalized(e + 1) && CROSS_WORDS.has(doc.key(e + 1))) e++; // "# 1 Sur-100"
  if (doc.isChar(e + 1, HYPHEN) && doc.adjacent(e + 1) && doc.isNum(e + 2) && doc.adjacent(e + 2)) return e + 2;
  return -1;
}

/** Words after a Colombian street number: "Calle 1 Sur", "Cra 7 Bis", "# 1 Sur-100". */
const CROSS_WORDS = new Set(['sur', 'norte', 'este', 'oeste', 'bis']);

/** "°", written for "º" in "N° 23-45". */
const DEGREE_SIGN = 0xb0;

/** addr7: a door letter in quotes at j, after a space: "piso 7 \"C\"", "3° \"B\"". The closing quote's index, or -1. */
function quotedDoor(doc: Doc, j: number): number {
  return doc.isChar(j, QUOTE) && doc.spaced(j) && doc.isWord(j + 1) && doc.adjacent(j + 1) && doc.shape(j + 1) === UPPER && doc.len(j + 1) === 1 && doc.isChar(j + 2, QUOTE) && doc.adjacent(j + 2) ? j + 2 : -1;
}

/** A Catalan ordinal floor or door: "4t", "1r", "2n", "1a" (one or two digits and its ending). */
function catalanOrdinal(doc: Doc, j: number): boolean {
  return doc.isNum(j) && doc.shape(j) !== 0 && doc.len(j) <= 3 && CATALAN_ORDINAL.test(doc.raw(j));
}
const CATALAN_ORDINAL = /^\d{1,2}(?:r|n|t|a)$/;

/** Floor words after an ordinal ("12th Floor"). */
const FLOOR_WORDS = new Set(['floor', 'fl', 'flr']);

/** Parts of an Indian layout after an ordinal, between the street and the locality: "80 Feet Road, 4th Block, Koramangala". */
const ORDINAL_LAYOUT_WORDS = new Set(['block', 'cross', 'main', 'phase', 'stage', 'sector']);

/** Spanish floor words after an ordinal ("5ª planta", "3.º piso"). */
const FLOOR_AFTER_ORDINAL = new Set(['planta', 'piso']);

const DOORS = new Set(['izq', 'izda', 'izqda', 'dcha', 'der', 'dch', 'drcha', 'centro', 'ctro', 'int', 'ext', 'interior', 'exterior', 'izquierda', 'derecha']);

/** One tail part starting at j: postal code (+ city), city (+ state/zip), or UK postcode. */
function tailPart(doc: Doc, j: number, newLine: boolean, afterPostcode = false): number {
  // addr7: a Mexican postal code after its label, then the city and state: "C.P. 44160, Guadalajara, Jal.".
  if (doc.lang === 'es' && !newLine && doc.isWord(j) && doc.key(j) === 'c' && doc.isChar(j + 1, DOT) && doc.isWord(j + 2) && doc.key(j + 2) === 'p') return labelledPostcode(doc, j);
  // addr7: an Argentine postal code in brackets before the city: "(2000) Rosario, Santa Fe".
  if (doc.isChar(j, OPEN_PAREN) && doc.isNum(j + 1) && doc.shape(j + 1) === 0 && doc.len(j + 1) === 4 && doc.isChar(j + 2, CLOSE_PAREN) && doc.spaced(j + 3)) {
    const c = cityWords(doc, j + 3);
    if (c >= 0) return c;
  }
  // ES/US postal code first: "28014 Madrid", "62704".
  if (doc.isNum(j) && doc.shape(j) === 0 && doc.len(j) === 5) {
    let e = j;
    if (doc.isChar(j + 1, HYPHEN) && doc.isNum(j + 2) && doc.len(j + 2) === 4) e = j + 2;
    // A city after the code: Spanish style ("28014 Madrid"), or a known place on the same line.
    const c = doc.sep(e + 1) <= SEP_SPACE ? cityWords(doc, e + 1) : -1;
    if (c >= 0 && (doc.lang === 'es' || isPlace(doc, e + 1, c))) return bracketedRegion(doc, c);
    // addr7: a number before capitalized words that are no town opens the next street line: "Suite 210, 22575 Dewdney Trunk Rd".
    if (c >= 0 && doc.spaced(e + 1)) return -1;
    return e;
  }
  // An Australian state and postcode ("NSW 2500"), an Indian PIN after its city ("Pune 411045").
  const au = auStatePostcode(doc, j);
  if (au >= 0) return au;
  if (doc.isNum(j) && doc.shape(j) === 0 && doc.len(j) === 6 && !newLine && doc.capitalized(j - 1)) return j;
  // Portuguese postal code and city: "4050-265 Porto".
  if (doc.isNum(j) && doc.shape(j) === 0 && doc.len(j) === 4 && doc.isChar(j + 1, HYPHEN) && doc.adjacent(j + 1) && doc.isNum(j + 2) && doc.len(j + 2) === 3 && doc.adjacent(j + 2)) {
    const c = doc.spaced(j + 3) ? cityWords(doc, j + 3) : -1;
    return c >= 0 ? c : j + 2;
  }
  // Argentine postal code (CPA), a province letter and four digits: "X5000 Córdoba", "C1425 CABA".
  if (doc.isWord(j) && doc.shape(j) === UPPER && doc.len(j) === 1 && doc.isNum(j + 1) && doc.adjacent(j + 1) && /^\d{4}(?:[A-Z]{3})?$/.test(doc.raw(j + 1))) {
    const c = doc.spaced(j + 2) ? cityWords(doc, j + 2) : -1;
    return c >= 0 ? c : j + 1;
  }
  // A Mexican state's abbreviation after the city: ", Jal.", ", N.L.", ", CDMX".
  const mx = doc.lang === 'es' && !newLine ? mexicanState(doc, j) : -1;
  if (mx >= 0) return mx;
  const ukEnd = ukPostcode(doc, j);
  if (ukEnd >= 0) return ukEnd;
  // addr7: an Irish county ("Co. Leitrim"), a Canadian postal code after a bracketed province ("Montréal (Québec) H2J 2L6").
  const county = irishCounty(doc, j);
  if (county >= 0) return county;
  if (doc.isWord(j) && doc.shape(j) === UPPER && doc.len(j) === 1 && doc.capitalized(j)) {
    const ca = caPostcodeAt(doc, j);
    if (ca >= 0) return ca;
  }
  const ieEnd = eircode(doc, j);
  if (ieEnd >= 0) return ieEnd;
  // Canadian province and postal code: "ON M5H 2S6".
  if (doc.isWord(j) && doc.shape(j) === UPPER && doc.len(j) === 2 && CA_PROVINCES.has(doc.key(j)) && doc.spaced(j + 1)) {
    const ca = caPostcodeAt(doc, j + 1);
    if (ca >= 0) return ca;
  }
  // US state code: "IL 62704".
  if (doc.isWord(j) && doc.shape(j) === UPPER && doc.len(j) === 2 && US_STATE_CODES.has(doc.key(j))) {
    const z = j + 1;
    if (doc.isNum(z) && doc.len(z) === 5 && doc.spaced(z)) {
      if (doc.isChar(z + 1, HYPHEN) && doc.isNum(z + 2) && doc.len(z + 2) === 4) return z + 2;
      return z;
    }
    // addr7: a code alone on the next line is a CSV's next row ("…, barrio San Fernando⏎CO-1186;…"), not a state.
    return newLine ? -1 : j;
  }
  // A city: accepted when a state/zip/postcode follows, or when it is a known city.
  let c = cityWords(doc, j);
  if (c < 0) return -1;
  // places8: a numbered district before its known city: "Lekki Phase 1, Lagos", "Zona 1, Ciudad de Guatemala".
  const district = numberedDistrict(doc, c);
  if (district > c && !newLine) {
    const nx = afterComma(doc, district + 1);
    if (nx > district + 1 && doc.sep(nx) <= SEP_SPACE) {
      const r = cityWords(doc, nx);
      if (r >= 0 && (isPlace(doc, nx, r) || isPlace(doc, r, r))) return district;
    }
  }
  // Dublin's postal district: "Dublin 2", "Dublin 6W".
  if (c === j && doc.spaced(c + 1) && doc.isNum(c + 1) && doc.len(c + 1) <= 3 && DUBLIN_DISTRICT.test(doc.raw(c + 1)) && doc.key(j) === 'dublin') c++;
  // An Argentine postal code in brackets after the city: "Mendoza (5500)".
  if (doc.isChar(c + 1, OPEN_PAREN) && doc.spaced(c + 1) && doc.isNum(c + 2) && doc.len(c + 2) === 4 && doc.isChar(c + 3, CLOSE_PAREN) && isPlace(doc, j, c)) c += 3;
  else if (isPlace(doc, j, c)) c = bracketedRegion(doc, c);
  const next = afterComma(doc, c + 1);
  if (doc.sep(next) <= SEP_SPACE) {
    if (doc.isNum(next) && doc.len(next) === 5) return c;
    // addr7: a four-digit postcode ending the address (South Africa, New Zealand, Australia
    // without its state): "Napier 4110, New Zealand", "Pretoria, 0181". Not a year after a comma.
    const four = fourDigitPostcode(doc, next, next > c + 1);
    if (four >= 0) return four;
    // addr7: a UK outward code alone: "32 Linden Grove, Swindon SN3".
    const outward = ukOutwardCode(doc, next);
    if (outward >= 0 && next === c + 1) return outward;
    // addr7: an Irish county before its Eircode: "Drumshanbo, Co. Leitrim N41 YH20"; a Canadian postal code after a bracketed province.
    if (irishCounty(doc, next) >= 0) return c;
    if (next === c + 1 && doc.isChar(c, CLOSE_PAREN) && caPostcodeAt(doc, next) >= 0) return c;
    // An Indian PIN code ("Pune 411045") or an Australian state and postcode ("Wollongong NSW 2500").
    if (doc.isNum(next) && doc.shape(next) === 0 && doc.len(next) === 6) return c;
    if (auStatePostcode(doc, next) >= 0) return c;
    // A suburb or district before its known city: "Headingley, Leeds LS6 3PX", "Surco, Lima",
    // "El Poblado, Medellín" (the city is taken by the next step).
    if (!newLine && next > c + 1 && doc.capitalized(next)) {
      const r = cityWords(doc, next);
      if (r >= 0 && placeLike(doc, next, r)) return c;
      // places9: two such parts in Spanish, a neighbourhood and its commune before the region:
      // "Villa Los Héroes, Maipú, Región Metropolitana", "Bella Vista, Ciudad de Panamá".
      const n2 = r >= 0 && doc.lang === 'es' ? afterComma(doc, r + 1) : -1;
      if (n2 > r + 1 && doc.sep(n2) === SEP_SPACE && doc.capitalized(n2)) {
        const r2 = cityWords(doc, n2);
        if (r2 >= 0 && placeLike(doc, n2, r2)) return c;
      }
    }
    if (ukPostcode(doc, next) >= 0 || eircode(doc, next) >= 0) return c;
    if (doc.isWord(next) && doc.shape(next) === UPPER && doc.len(next) === 2 && US_STATE_CODES.has(doc.key(next))) return c;
    // A Canadian province and postal code: "Mississauga, ON L5T 2J4", also on a line of its own.
    if (doc.isWord(next) && doc.shape(next) === UPPER && doc.len(next) === 2 && CA_PROVINCES.has(doc.key(next)) && doc.spaced(next + 1) && caPostcodeAt(doc, next + 1) >= 0) return c;
  }
  // "Dallas, Texas 75274": a state or region name after the city.
  if (doc.sep(next) <= SEP_SPACE && doc.capitalized(next)) {
    const r = cityWords(doc, next);
    const region = r >= 0 ? placeOf(doc, next, r) : undefined;
    if (region && region.kind !== PLACE_CITY) return c;
  }
  // On the next line a city alone is not enough ("Mobile: ...", "Taxpayer"), unless the line
  // after it holds the postcode ("Leeds⏎LS2 9NZ") or it is a region or country ("Asturias").
  if (newLine) {
    const wholeLine = c + 1 >= doc.count || doc.sep(c + 1) >= SEP_NEWLINE;
    if (!wholeLine || doc.sep(c + 1) > SEP_NEWLINE) return -1;
    if (c + 1 < doc.count && (ukPostcode(doc, c + 1) >= 0 || eircode(doc, c + 1) >= 0 || (doc.isNum(c + 1) && doc.len(c + 1) === 5 && doc.shape(c + 1) === 0))) return c;
    // addr7: a four-digit postcode on a line of its own: "Pretoria⏎0181".
    if (c + 1 < doc.count && fourDigitPostcode(doc, c + 1, true) >= 0) return c;
    // addr7: a locality line before the town and postcode: "27 Cavendish Road⏎Clapham⏎London SW4 9QD".
    if (c + 1 < doc.count && !afterPostcode) {
      const town = cityWords(doc, c + 1);
      // places9: New Zealand's four-digit postcode after the town: "23 Kowhai Road⏎Ponsonby⏎Auckland 1011".
      if (town >= 0 && doc.spaced(town + 1) && (ukPostcode(doc, town + 1) >= 0 || eircode(doc, town + 1) >= 0 || auStatePostcode(doc, town + 1) >= 0 || fourDigitPostcode(doc, town + 1, false) >= 0)) return c;
    }
    const place = placeOf(doc, j, c);
    return afterPostcode && place && place.kind !== PLACE_CITY ? c : -1;
  }
  return placeLike(doc, j, c) && !doc.isChar(c + 1, COLON) ? c : -1;
}
