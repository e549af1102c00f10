/**
 * people7es (round 7). Mexican addresses end with the state abbreviated after the city:
 * "Guadalajara, Jal.", "León, Gto.", "Querétaro, Qro.", "Morelia, Mich.". The abbreviation is
 * no one's name, however it reads ("Jal" looks like a given name to the lists).
 */
import { type Doc } from '../doc.js';
import { COMMA, DOT } from '../chars.js';

/** The postal abbreviations of Mexico's states, as written after a city (accent-free, lower case). */
const MX_STATE_ABBREVIATIONS = new Set([
  'ags', 'camp', 'chis', 'chih', 'coah', 'dgo', 'gto', 'gro', 'hgo', 'jal', 'mich', 'nay', 'oax', 'pue', 'qro', 'tamps', 'tlax', 'yuc', 'zac',
]);

/** The one-word run at a is a state abbreviation: after "City, ", glued to its dot. */
export function stateAbbreviationAfterCity(doc: Doc, a: number): boolean {
  return doc.isChar(a + 1, DOT) && doc.adjacent(a + 1) && doc.isChar(a - 1, COMMA) && doc.adjacent(a - 1) && doc.spaced(a) && doc.capitalized(a - 2) && MX_STATE_ABBREVIATIONS.has(doc.key(a));
}
