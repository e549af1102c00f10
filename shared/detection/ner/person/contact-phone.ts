/**
 * people7en (round 7). Classified ads and notices tell whom to contact: a contact verb, the
 * name, then the number, "text Melvin 9183 2274", "Text Gary 414.555.0182", "ring Siobhan on
 * 087 224 1190". The verb and the phone number around one or two capitalized words make them a
 * person's name, even one no list knows; a word before a short number is a product or a date
 * ("Orion 3", "Jan 8"), and these numbers have eight digits or more.
 */
import { type Doc, wordFilter } from '../doc.js';
import { DOT, HYPHEN } from '../chars.js';

const words = (list: string): ReadonlySet<string> => new Set(list.trim().split(/\s+/));

/** Verbs that ask the reader to contact someone. */
export const CONTACT_VERBS = wordFilter(words(`text txt call ring phone whatsapp sms message msg
  ph`));
// people8en: "ph", the classified ad's abbreviation of "phone" ("Ph Mandy 0438 120 675").
/** Words between the name and the number: "ring Siobhan on 087…". */
const BEFORE_NUMBER = words(`on at`);
/** Fewest digits of the number (Singapore, Hong Kong and Irish mobiles have eight). */
const MIN_DIGITS = 8;
/** Most digit groups read. */
const MAX_GROUPS = 5;

/** Token n opens a phone number of eight digits or more, its groups spaced or joined by "-" or ".". */
function phoneAt(doc: Doc, n: number): boolean {
  let digits = 0;
  let t = n;
  for (let g = 0; g < MAX_GROUPS && doc.isNum(t); g++) {
    digits += doc.len(t);
    if (digits >= MIN_DIGITS) return true;
    if (doc.isNum(t + 1) && doc.spaced(t + 1)) t += 1;
    else if ((doc.isChar(t + 1, HYPHEN) || doc.isChar(t + 1, DOT)) && doc.adjacent(t + 1) && doc.isNum(t + 2) && doc.adjacent(t + 2)) t += 2;
    else return false;
  }
  return false;
}

/** The run [a, b] follows a contact verb and comes before a phone number: "text Melvin 9183 2274". */
export function contactedBeforePhone(doc: Doc, a: number, b: number): boolean {
  const p = a - 1;
  if (!doc.isWord(p) || !doc.spaced(a) || !doc.inSet(p, CONTACT_VERBS)) return false;
  let n = b + 1;
  if (doc.isWord(n) && doc.lower(n) && doc.spaced(n) && BEFORE_NUMBER.has(doc.key(n))) n++;
  return doc.spaced(n) && phoneAt(doc, n);
}
