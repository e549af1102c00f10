/**
 * A run with no given name right before a capitalized weekday names a sales or calendar event,
 * not a person: "Black Friday", "Cyber Monday", "Good Friday", "Super Tuesday".
 *
 *   Promo Black Friday: 30% en toda la colección · Cyber Monday deals
 *
 * A person before a weekday has a given name ("call John Monday").
 */
import type { Doc } from '../doc.js';
import { cueSet } from '../cue-bits.js';

/** English weekday names, as event names write them. Lower-case keys. */
const WEEKDAYS = new Set(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
export const WEEKDAYS_CUE = cueSet(WEEKDAYS);

/** The run ending at b comes right before a capitalized weekday ("Black Friday"); the caller asks for no given name in the run. */
export function beforeWeekday(doc: Doc, b: number): boolean {
  const n = b + 1;
  return doc.spaced(n) && doc.capitalized(n) && doc.inSet(n, WEEKDAYS_CUE);
}

/**
 * nopii6es: a Spanish weekday written capitalized at a title's start, then "de" and a lower-case
 * word, names that day's activity, not the given name "Domingo": 'Playlist "Domingo de limpieza"',
 * "Domingo de vermut y fútbol". A person puts a capitalized name after "de" ("Domingo de la
 * Fuente", "Domingo de Miguel").
 */
const DAY_GIVEN_NAMES_ES = new Set(['domingo']);

/** The one-word run at a is "Domingo" followed by "de" and a lower-case word (see above). */
export function weekdayActivityEs(doc: Doc, a: number): boolean {
  if (doc.lang !== 'es' || !DAY_GIVEN_NAMES_ES.has(doc.key(a))) return false;
  const de = a + 1;
  return doc.isWord(de) && doc.spaced(de) && doc.key(de) === 'de' && doc.isWord(de + 1) && doc.spaced(de + 1) && doc.lower(de + 1) && !ARTICLES_AFTER_DE.has(doc.key(de + 1));
}

/** Articles after "de" inside a surname: "Domingo de la Fuente", "de los Ríos". */
const ARTICLES_AFTER_DE = new Set(['la', 'las', 'los', 'el']);
