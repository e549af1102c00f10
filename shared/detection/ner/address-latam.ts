/**
 * places9: two Latin American street-line shapes with no street name before a house number,
 * read by `address.ts` in Spanish text at a number:
 *
 *   "4a. Calle 3-17, Zona 2, Mixco"          Guatemala: an ordinal street, the house number as
 *   "7a calle 9-22 zona 4, Ciudad de Guatemala"  cross street and distance, then the zone
 *   "200 m sur de la iglesia de San Pedro"   Costa Rica and Nicaragua: a distance and a compass
 *   "2 cuadras al lago, 1/2 abajo, Managua"  direction from a landmark, as addresses are given
 *
 * Cheap: each test starts at a number and reads the next one or two tokens first.
 */
import { type Candidate, type Doc, SEP_NEWLINE, SEP_SPACE } from './doc.js';
import { COLON, COMMA, DOT, HYPHEN, OPEN_PAREN, SLASH } from './chars.js';
import type { WithTail } from './address-bare.js';

/** Street types an ordinal number names, as Guatemala writes them: "4a. Calle", "6a avenida". */
const ORDINAL_STREET_TYPES: ReadonlySet<string> = new Set(['calle', 'avenida', 'av', 'ave']);
/** An ordinal or plain street number: "4a", "7ª", "15". */
const ORDINAL_NUMBER = /^\d{1,2}[aª]?$/;

/**
 * "4a. Calle 3-17", "7a calle 9-22", "15 Avenida 4-20": an ordinal street, then the house number
 * written as its cross street and distance with a hyphen (Guatemala). The tail (zone, town) is
 * address.ts's. Not "3 calles más abajo": the street type must be a whole word before the number.
 */
export function ordinalStreet(doc: Doc, i: number, withTail: WithTail): Candidate | undefined {
  if (doc.len(i) > 3 || !ORDINAL_NUMBER.test(doc.raw(i))) return undefined;
  let t = i + 1;
  if (doc.isChar(t, DOT) && doc.adjacent(t)) t++;
  if (!doc.spaced(t) || !doc.isWord(t) || !ORDINAL_STREET_TYPES.has(doc.key(t))) return undefined;
  let h = t + 1;
  if (doc.isChar(h, DOT) && doc.adjacent(h)) h++;
  if (!doc.spaced(h) || !doc.isNum(h) || doc.shape(h) !== 0 || doc.len(h) > 3) return undefined;
  if (!doc.isChar(h + 1, HYPHEN) || !doc.adjacent(h + 1) || !doc.isNum(h + 2) || !doc.adjacent(h + 2) || doc.len(h + 2) > 3) return undefined;
  return withTail(doc, i, h + 2, 0.85);
}

/** Units of a distance from a landmark: "200 m", "100 metros", "2 cuadras", "1 c.", "50 varas". */
const DISTANCE_UNITS: ReadonlySet<string> = new Set(['m', 'mts', 'metros', 'cuadras', 'cuadra', 'c', 'varas', 'vrs']);
/** Directions after the distance: the compass, and Managua's "arriba"/"abajo" (east, west) and "al lago" (north). */
const DIRECTIONS: ReadonlySet<string> = new Set(['norte', 'sur', 'este', 'oeste', 'arriba', 'abajo', 'lago']);
/** Labels before an address given by directions: "Dirección: de donde fue el Cine González 2 cuadras al lago". */
const LABELS: ReadonlySet<string> = new Set(['direccion', 'domicilio', 'ubicacion', 'senas', 'entrega']);
/** Words that name the landmark a distance is measured from: "de la iglesia", "del Banpro", "desde el parque". */
const LANDMARK_OPENERS: ReadonlySet<string> = new Set(['de', 'del', 'desde']);
/** Words that open another clause after the address: "… al norte y luego bajó". */
const CLAUSE_WORDS: ReadonlySet<string> = new Set(['y', 'e', 'pero', 'que', 'donde', 'porque', 'cuando']);
/** At most this many tokens from the label to the distance, and in the whole address. */
const MAX_LEAD_TOKENS = 10;
const MAX_TOKENS = 30;

/**
 * An address given as a distance and a direction from a landmark, as Costa Rica and Nicaragua
 * write them: "200 m sur de la iglesia de San Pedro de Montes de Oca", "del Banpro 1 c. arriba",
 * "de donde fue el Cine González 2 cuadras al lago, 1/2 abajo, casa esquinera verde, Managua".
 * The span runs from the distance (or from an address label's colon, over the landmark before
 * it) to the sentence's end or the line's. Not "corrí 200 m" (no direction after the unit).
 */
export function directionsAddress(doc: Doc, i: number, _withTail: WithTail): Candidate | undefined {
  const u = i + 1;
  if (!doc.spaced(u) || !doc.isWord(u) || !DISTANCE_UNITS.has(doc.key(u)) || doc.claimed[i]) return undefined;
  let d = u + 1;
  if (doc.isChar(d, DOT) && doc.adjacent(d)) d++;
  if (doc.isWord(d) && doc.key(d) === 'al' && doc.spaced(d + 1)) d++;
  if (!doc.spaced(d) || !doc.isWord(d) || !doc.lower(d) || !DIRECTIONS.has(doc.key(d))) return undefined;
  // Back over the landmark to an address label ("Dirección: de donde fue el Cine González 2 …")
  // or to the "de"/"del" that names it ("del Banpro 1 c. arriba").
  let first = i;
  let from = -1;
  for (let k = i - 1; k >= 0 && i - k <= MAX_LEAD_TOKENS && doc.sep(k + 1) < SEP_NEWLINE; k--) {
    if (doc.isChar(k, COLON)) {
      if (doc.isWord(k - 1) && LABELS.has(doc.key(k - 1)) && !doc.claimed[k + 1]) first = k + 1;
      break;
    }
    if (doc.claimed[k] || (!doc.isWord(k) && !doc.isNum(k))) break;
    if (doc.lower(k) && LANDMARK_OPENERS.has(doc.key(k))) from = k;
  }
  if (first === i && from >= 0) first = from;
  // A landmark before the distance, or after the direction: "200 m sur de la iglesia". Not "subió 4 cuadras al norte y luego bajó".
  if (first === i && !(doc.spaced(d + 1) && doc.lower(d + 1) && LANDMARK_OPENERS.has(doc.key(d + 1)))) return undefined;
  // Forward to the sentence's end or the line's.
  let last = d;
  for (let k = d + 1; k < doc.count && k - i < MAX_TOKENS; k++) {
    if (doc.sep(k) >= SEP_NEWLINE || doc.claimed[k]) break;
    // A clause joined by "y"/"pero"/"que" ends it, unless a second distance follows: "100 m norte y 50 m este de la escuela".
    if (doc.lower(k) && CLAUSE_WORDS.has(doc.key(k)) && !doc.isNum(k + 1)) break;
    if (doc.isWord(k) || doc.isNum(k)) {
      last = k;
      continue;
    }
    // A comma, a fraction's slash ("1/2 abajo") or a period inside an abbreviation ("1 c.") stays; other punctuation ends it.
    if (doc.isChar(k, COMMA) || (doc.isChar(k, SLASH) && doc.adjacent(k))) continue;
    if (doc.isChar(k, DOT) && doc.adjacent(k) && doc.spaced(k + 1) && doc.lower(k + 1)) continue;
    if (doc.isChar(k, OPEN_PAREN)) break;
    break;
  }
  if (doc.sep(last + 1) === SEP_SPACE && last - i >= MAX_TOKENS - 1) return undefined;
  return doc.candidate('ADDRESS', first, last, 0.85);
}
