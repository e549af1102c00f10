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
const WEEKDAYS_CUE = cueSet(WEEKDAYS);

/** The run ending at b comes right before a capitalized weekday ("Black Friday"); the caller asks for no given name in the run. */
export function beforeWeekday(doc: Doc, b: number): boolean {
  const n = b + 1;
  return doc.spaced(n) && doc.capitalized(n) && doc.inSet(n, WEEKDAYS_CUE);
}
