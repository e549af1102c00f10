/**
 * A capital letter inside a word, after lower-case letters, marks a brand, product or software
 * name: "AirPods", "FortiClient", "GlobalProtect", "PostureFit", "YouTube". Names have an inner
 * capital only after a known prefix: "McAllister", "MacLeod", "DeShawn", "LaToya", "DiMaggio",
 * "VanDyke", "FitzGerald" (NAME_PREFIXES). A run with a brand-shaped word is no person:
 * "si usas Mac y AirPods", "reinstalado cliente FortiClient".
 */
import { type Doc, CAP } from '../doc.js';
import { LAST_ASCII, LOWER_A, LOWER_Z, UPPER_A, UPPER_Z } from '../chars.js';

/** Lower-cased prefixes after which a name may carry an inner capital. */
const NAME_PREFIXES = new Set([
  'mc', 'mac', 'de', 'da', 'di', 'du', 'del', 'della', 'la', 'le', 'lo', 'van', 'von', 'fitz',
  'ja', 'ke', 'ta', 'sha', 'ra', 'na', 'o',
]);

const isUpper = (c: string) => c !== c.toLowerCase() && c === c.toUpperCase();
const isLower = (c: string) => c !== c.toUpperCase() && c === c.toLowerCase();

/**
 * isUpper and isLower of the code unit at j, read as a code: an ASCII letter is upper or lower by
 * its range (what the case mappings say of it), any other ASCII char is neither; other units ask
 * the case mappings (a one-char string each: the slow path, for "Á" and the like).
 */
function upperAt(text: string, j: number): boolean {
  const c = text.charCodeAt(j);
  return c <= LAST_ASCII ? c >= UPPER_A && c <= UPPER_Z : isUpper(text[j]!);
}
function lowerAt(text: string, j: number): boolean {
  const c = text.charCodeAt(j);
  return c <= LAST_ASCII ? c >= LOWER_A && c <= LOWER_Z : isLower(text[j]!);
}

/** Token i is one word with an inner capital after a prefix that no name has ("AirPods"). */
function brandShaped(doc: Doc, i: number): boolean {
  if (!doc.isWord(i) || doc.shape(i) !== CAP) return false;
  const text = doc.text;
  const s = doc.start(i);
  const e = doc.end(i);
  for (let j = s + 1; j < e; j++) {
    if (!upperAt(text, j)) continue;
    if (!lowerAt(text, j - 1)) return false; // "García-López", "O'Brien", "SMITH"
    return !NAME_PREFIXES.has(text.slice(s, j).toLowerCase());
  }
  return false;
}

/** Some word of the run [a, b] is brand-shaped. */
export function brandShapedWordIn(doc: Doc, a: number, b: number): boolean {
  for (let t = a; t <= b; t++) if (brandShaped(doc, t)) return true;
  return false;
}
