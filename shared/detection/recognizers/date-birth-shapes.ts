/**
 * Birth dates that records give without a birth word, by the shape of the record around them:
 * - right after a patient's name behind a patient label, in a clinical note: "Paciente: Ramón
 *   Estévez Pardo, 17/06/1952, NHC 00482193", "Pcte. Gladys Tapia (1979-04-22), HC 1108774",
 *   "Patient: Tom Reyes (04/11/1961)";
 * - right after an age: "Mateo Castillo, 4 años (02/11/2020)", "John Doe, 54 y/o, 03/02/1971".
 * Only a full date with a four-digit year counts (a visit's time or "12/03" is no birth date).
 * `dates.ts` asks this after the birth words (`birthContext`) found none.
 */
import { COMMA, OPEN_PAREN, SPACE } from '../ner/chars.js';

/** How far back on the line the patient label may stand: "Paciente: " and a long name. */
const LINE_WINDOW = 64;
const YEAR4 = /\d{4}/;
/**
 * A patient label, then only a name (letters, spaces, dots, apostrophes, hyphens: no digit), then
 * ", " or " (" before the date.
 */
const PATIENT_NAME_BEFORE =
  /(?:^|[^A-Za-z\u00C0-\u024F])(?:paciente|pcte\.?|pte\.?|patient|pt\.?)\s?:?\s[A-Za-z\u00C0-\u024F][A-Za-z\u00C0-\u024F .'’-]{1,48}(?:,\s?|\s\()$/i;
/** An age right before the date: "4 años (", "54 y/o, ", "age 7, ", "61 years old (". */
const AGE_BEFORE = /(?:^|[^\w])(?:\d{1,3}\s?(?:años|año|a\.|years?\s?old|yrs?|y\/o|yo|y\.o\.)|age\s\d{1,3}|edad\s\d{1,3})\s?(?:,\s?|\()$/i;

/** Whether the full date at `start`..`end` is a birth date by the record's shape (see the file comment). */
export function birthByRecordShape(text: string, start: number, end: number): boolean {
  // Every shape ends in "(" or ", " right before the date: most dates are rejected here.
  const before = text.charCodeAt(start - 1);
  if (before !== OPEN_PAREN && !(before === SPACE && text.charCodeAt(start - 2) === COMMA)) return false;
  if (!YEAR4.test(text.slice(start, end))) return false;
  let from = Math.max(0, start - LINE_WINDOW);
  const nl = text.lastIndexOf('\n', start - 1);
  if (nl >= from) from = nl + 1;
  const line = text.slice(from, start);
  return PATIENT_NAME_BEFORE.test(line) || AGE_BEFORE.test(line);
}
