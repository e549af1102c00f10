/**
 * Acronyms and abbreviations inside a capitalized run.
 *
 * A run that holds a plural acronym, capitals then a lower-case "s", names a kind of thing, not a
 * person: headings and specs write "ERPs", "APIs", "KPIs", "PDFs", "SUVs". No name is written so.
 *
 *   Comparativa de ERPs para pymes · Guía de APIs REST · Top 5 SUVs del año
 */
import type { Doc } from '../doc.js';
import { DOT } from '../chars.js';

/** At least this many capitals before the "s" ("ERPs", "TVs"; not "Ms"). */
const MIN_CAPITALS = 2;
const UPPER_A = 65;
const UPPER_Z = 90;
const LOWER_S = 115;

/** Token w is a plural acronym: capitals A-Z then one "s" ("ERPs", "APIs"). */
function pluralAcronym(doc: Doc, w: number): boolean {
  const n = doc.len(w);
  if (n <= MIN_CAPITALS || !doc.isWord(w)) return false;
  const s = doc.start(w);
  if (doc.text.charCodeAt(s + n - 1) !== LOWER_S) return false;
  for (let c = s; c < s + n - 1; c++) {
    const ch = doc.text.charCodeAt(c);
    if (ch < UPPER_A || ch > UPPER_Z) return false;
  }
  return true;
}

/**
 * The run opens with a letter glued to an earlier "X.": the middle of a dotted abbreviation, not
 * a person's initial ("D.O. Ribera del Duero": denominación de origen; "D.O.Ca. Rioja").
 * "J.R. Martínez" opens at "J.", so its run starts before any glued letter.
 */
export function insideDottedAbbreviation(doc: Doc, a: number): boolean {
  return doc.initial(a) && doc.adjacent(a) && doc.isChar(a - 1, DOT) && doc.adjacent(a - 1) && doc.isWord(a - 2) && doc.len(a - 2) === 1;
}

/** Some word of the run [a, b] is a plural acronym (see the file comment). */
export function holdsPluralAcronym(doc: Doc, a: number, b: number): boolean {
  for (let w = a; w <= b; w++) if (pluralAcronym(doc, w)) return true;
  return false;
}
