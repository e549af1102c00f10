/**
 * nopii8en: a data dictionary or a form spec lists a field's allowed values after "<field>: one
 * of": "house: one of Kelly, Flynn, Mawson, Chisholm", "plan: one of Starter, Team or Scale". The
 * values are the names of houses, plans or statuses, not people (a person list has a label such
 * as "Attendees:", never "one of"). Asked only of one-word runs with no person cue.
 */
import { COLON, COMMA } from '../chars.js';
import { type Doc, SEP_NEWLINE } from '../doc.js';

/** Words that may join the last value: "Starter, Team or Scale". */
const LAST_JOINERS = new Set(['or', 'and']);
/** Most values walked back over to reach "one of". */
const MAX_VALUES = 12;

/** Tokens i-1 and i are "one of", after "<lower-case field>:" on the same line. */
function oneOfAfterField(doc: Doc, of: number): boolean {
  const one = of - 1;
  const colon = of - 2;
  return doc.isWord(of) && doc.key(of) === 'of' && doc.lower(of) && doc.isWord(one) && doc.key(one) === 'one' && doc.lower(one)
    && doc.isChar(colon, COLON) && doc.adjacent(colon) && doc.isWord(colon - 1) && doc.lower(colon - 1);
}

/** The one-word run at a is a value of a "<field>: one of A, B, C" list. */
export function enumeratedValue(doc: Doc, a: number): boolean {
  let i = a;
  for (let n = 0; n < MAX_VALUES; n++) {
    const p = i - 1;
    if (oneOfAfterField(doc, p)) return true;
    // The separator before this value: a comma, or "or"/"and" after a comma-less value.
    const joiner = doc.isChar(p, COMMA) || (doc.isWord(p) && doc.lower(p) && LAST_JOINERS.has(doc.key(p)));
    if (!joiner || doc.sep(i) >= SEP_NEWLINE || !doc.capitalized(p - 1)) return false;
    i = p - 1;
  }
  return false;
}
