/**
 * people6es (round 6). A given name right before a phone number is the person to call, as ads,
 * listings and contact lines write it: "Visitas: Adela 622 318 904", "Llamar a Pedro 600123456",
 * "Contacto: Marta 91 555 12 34". A word before a short number is a product, date or label
 * ("Orion 3", "Base 21", "Jan 8"); a phone has nine digits or more.
 */
import { type Doc } from '../doc.js';
import { COLON, HYPHEN } from '../chars.js';

/** Fewest digits of a phone number (Spain, Mexico, Argentina: nine or ten; with a country code more). */
const MIN_PHONE_DIGITS = 9;
/** Most number groups read ("+34 91 555 12 34" is five). */
const MAX_GROUPS = 6;

/** Token n opens a phone number: spaced or hyphenated digit groups with nine digits or more. */
export function phoneAfter(doc: Doc, n: number): boolean {
  let digits = 0;
  let t = n;
  for (let g = 0; g < MAX_GROUPS && doc.isNum(t); g++) {
    digits += doc.len(t);
    if (digits >= MIN_PHONE_DIGITS) return true;
    // The next group: after a space on the same line, or glued after a hyphen ("600-123-456").
    if (doc.isNum(t + 1) && doc.spaced(t + 1)) t += 1;
    else if (doc.isChar(t + 1, HYPHEN) && doc.adjacent(t + 1) && doc.isNum(t + 2) && doc.adjacent(t + 2)) t += 2;
    else return false;
  }
  return false;
}

/** The run is one given name the lists know, no everyday word or place, before a phone number. */
export function givenNameBeforePhone(f: { doc: Doc; b: number; firstIsName: boolean; common: number; places: number }): boolean {
  return f.firstIsName && f.common === 0 && f.places === 0 && phoneAfter(f.doc, f.b + 1);
}

/** The same with a colon glued between: "Si lo veis, llamad a Clara: 633 021 784". */
export function givenNameBeforeColonPhone(f: { doc: Doc; b: number; firstIsName: boolean; common: number; places: number }): boolean {
  const c = f.b + 1;
  return f.doc.isChar(c, COLON) && f.doc.spaced(c + 1) && f.firstIsName && f.common === 0 && f.places === 0 && phoneAfter(f.doc, c + 1);
}
