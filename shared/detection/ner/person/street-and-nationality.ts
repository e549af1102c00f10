/**
 * Two capitalized runs that read like a first name and a surname but name no one:
 *  - a street-type word ends it: "the bus will detour via Central Ave", "Oak Rd". Only street
 *    words that are no surname ("Lane", "Hill", "Park", "Way" are surnames, so they stay out);
 *  - every word is a nationality: "Update translations (French Canadian, Spanish)",
 *    "an Irish American family". A language or a people, not a person.
 */
import { type Doc } from '../doc.js';
import { EN_DEMONYMS } from '../cues.js';
import { cueSet } from '../cue-bits.js';
import { words } from '../thing-words.js';

/** Street-type words that end a street's name and no person's (lower-case keys). */
const STREET_TYPES_NOT_SURNAMES = words(`
  st ave av avenue rd road blvd boulevard pkwy parkway hwy highway expressway freeway`);

/**
 * people6en: natural-feature words that end a place's name and hardly any person's ("Sydney
 * Harbour", "Hudson Bay", "Bells Beach", "Horseshoe Falls"). Not "Hill", "Brook", "Lake", "Ford",
 * "Rivers" or "Wood": those are frequent surnames.
 */
const NATURAL_FEATURES_NOT_SURNAMES = words(`
  bay harbour harbor creek canyon falls gorge glacier reef lagoon peninsula island islands inlet
  fjord cove valley desert volcano estuary headland`);

/** The run [a, b] of several words ends with a capitalized natural-feature word ("Sydney Harbour"). */
export function endsWithNaturalFeature(doc: Doc, a: number, b: number): boolean {
  return b > a && doc.capitalized(b) && NATURAL_FEATURES_NOT_SURNAMES.has(doc.key(b));
}

/** The run [a, b] of several words ends with a capitalized street-type word ("Central Ave"). */
export function endsWithStreetType(doc: Doc, a: number, b: number): boolean {
  return b > a && doc.capitalized(b) && STREET_TYPES_NOT_SURNAMES.has(doc.key(b));
}

/** Every word of the English run [a, b] is a nationality ("French Canadian"). */
export function allNationalities(doc: Doc, a: number, b: number): boolean {
  if (doc.lang !== 'en') return false;
  for (let i = a; i <= b; i++) if (doc.isWord(i) && !EN_DEMONYMS.has(doc.key(i))) return false;
  return true;
}

/**
 * people8en: the English run starting at a opens with a nationality ("Australian Shepherd",
 * "German Shepherd", "Irish Wolfhound"): a breed, a dish or a style. No given name is one.
 */
export function nationalityFirst(doc: Doc, a: number): boolean {
  return doc.lang === 'en' && doc.inSet(a, EN_DEMONYMS_CUE);
}
/** EN_DEMONYMS as a cue set: one bit test per run. */
const EN_DEMONYMS_CUE = cueSet(EN_DEMONYMS);
