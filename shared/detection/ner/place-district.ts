/**
 * A district, suburb or neighbourhood named before its known city, which no gazetteer of towns
 * holds: "Collection in Durbanville, Cape Town", "a tiny place near Basavanagudi, Bengaluru",
 * "Lahug, Cebu City" in a delivery export. The city says the word before its comma is a part of
 * it, as addresses and listings write them.
 *
 * `location.ts` asks only at a gazetteer city it has just scored as a place, so the cost is a few
 * token tests per place. The district must stand where a place stands: after a place
 * preposition ("in", "near", "en"), at the start of a line or of a delimited field, or after a
 * label's colon. It must be a word no list knows: never a given name ("Thanks Siobhán, Galway"),
 * a surname, an everyday word ("Delivery, Leeds") or a capitalized acronym.
 */
import { cueSet } from './cue-bits.js';
import { type Doc, SEP_NEWLINE, SEP_SPACE, UPPER } from './doc.js';
import { COLON, COMMA } from './chars.js';
import { F_PLACE } from './lexicon.js';
import type { FixedScore } from './fixed-score.js';

export const DISTRICT_BEFORE_CITY: FixedScore = {
  score: 0.6,
  why: 'a word no list knows, at a place position, before ", <known city>"',
  example: 'Collection in Durbanville, Cape Town',
};

/**
 * Prepositions that put someone or something in a district: "near Basavanagudi, Bengaluru",
 * "en Miraflores, Lima". Not Spanish "de"/"a", which join job titles and routes ("Analista de
 * Inventarios, Liverpool", "vía a Daule, Guayaquil").
 */
const DISTRICT_PREPOSITIONS_CUE = cueSet(new Set(['in', 'near', 'at', 'from', 'around', 'en', 'desde']));

/** A tab before a word: the start of a field in a tab-separated export ("…\tLahug, Cebu City\t…"). */
const TAB = 9;

/** At most this many words in the district: "Tiong Bahru", "Bel Air". */
const MAX_DISTRICT_WORDS = 2;

/** Token w can be a word of a district's name: capitalized, in no word or name list. */
function districtWord(doc: Doc, w: number): boolean {
  return doc.isWord(w) && doc.capitalized(w) && doc.shape(w) !== UPPER && !doc.claimed[w] && !doc.firstName(w) && !doc.surname(w) && !doc.knownWord(w) && (doc.flags(w) & F_PLACE) === 0;
}

/**
 * The district's first and last token before the city at `first` ("Durbanville, Cape Town"), or
 * undefined.
 */
export function districtBeforeCity(doc: Doc, first: number): { first: number; last: number } | undefined {
  const comma = first - 1;
  if (!doc.isChar(comma, COMMA) || !doc.adjacent(comma) || doc.sep(first) !== SEP_SPACE) return undefined;
  const last = comma - 1;
  if (!districtWord(doc, last)) return undefined;
  let a = last;
  while (last - a + 1 < MAX_DISTRICT_WORDS && doc.sep(a) === SEP_SPACE && districtWord(doc, a - 1)) a--;
  // Where a place stands: a line or field start, a label's colon, a place preposition.
  const p = a - 1;
  const placed =
    a === 0 ||
    doc.sep(a) >= SEP_NEWLINE ||
    doc.text.charCodeAt(doc.start(a) - 1) === TAB ||
    (doc.isDelimiter(p) && !doc.isChar(p, COMMA)) ||
    doc.isChar(p, COLON) ||
    (doc.isWord(p) && doc.lower(p) && doc.sep(a) === SEP_SPACE && doc.inSet(p, DISTRICT_PREPOSITIONS_CUE));
  return placed ? { first: a, last } : undefined;
}

export const COUNTRY_CODE_AFTER_CITY: FixedScore = {
  score: 0.7,
  why: "a country's letter code after a known city and its comma, ending the clause",
  example: 'Leeds, UK · 07723 519 046',
};

/**
 * Country codes written after a city, which the gazetteer does not hold as names: "Leeds, UK",
 * "Austin, USA", "Dubai, UAE". Not the US state codes ("Chicago, IL": city-state.ts's, unlabelled).
 */
const COUNTRY_CODES: ReadonlySet<string> = new Set(['uk', 'usa', 'uae']);

/** The index of a country code after ", " following the city that ends at `last` ("Leeds, UK"), or -1. */
export function countryCodeAfterCity(doc: Doc, last: number): number {
  const c = last + 1;
  const k = c + 1;
  if (!doc.isChar(c, COMMA) || !doc.adjacent(c) || doc.sep(k) !== SEP_SPACE || !doc.isWord(k) || doc.shape(k) !== UPPER || !COUNTRY_CODES.has(doc.key(k))) return -1;
  // The clause ends after it: a line end, punctuation or a separator ("UK · 07723…").
  return k + 1 >= doc.count || doc.sep(k + 1) >= SEP_NEWLINE || !doc.isWord(k + 1) ? k : -1;
}
