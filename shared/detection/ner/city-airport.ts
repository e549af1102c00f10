/**
 * A city and the name of its airport written after it, as itineraries and travel mail write an
 * airport: "London Heathrow", "Singapore Changi", "Phoenix Sky Harbor", "Toronto Pearson",
 * "Washington Dulles". The airport's name belongs to the place's span (the city alone left the
 * airport name out).
 * Data: the names of major airports that are not their city's name (a gazetteer of airports, not
 * of any text's places). cover8en.
 */
import { type Doc, SEP_SPACE } from './doc.js';

/** Airport names after their city, one or two words, keyed by the first word (lower case). */
const AIRPORT_NAMES: ReadonlyMap<string, readonly string[]> = new Map([
  ['heathrow', []], ['gatwick', []], ['stansted', []], ['luton', []], ['changi', []], ['schiphol', []],
  ['barajas', []], ['narita', []], ['haneda', []], ['incheon', []], ['dulles', []], ['pearson', []],
  ['logan', []], ['midway', []], ['trudeau', []], ['fiumicino', []], ['malpensa', []], ['linate', []],
  ['orly', []], ['tegel', []], ['brandenburg', []], ['sky', ['harbor']], ['kingsford', ['smith']],
]);

/**
 * The last token of the city's span with its airport name, or `last` when no airport name
 * follows: `London Heathrow` → the token of "Heathrow". Any place kind: the gazetteer files
 * "Singapore" as a country and "London" under its own kind; only a named airport follows either.
 */
export function airportAfterCity(doc: Doc, last: number): number {
  const n = last + 1;
  if (doc.sep(n) !== SEP_SPACE || !doc.capitalized(n)) return last;
  const rest = AIRPORT_NAMES.get(doc.key(n));
  if (rest === undefined) return last;
  let end = n;
  for (const word of rest) {
    if (doc.sep(end + 1) !== SEP_SPACE || !doc.capitalized(end + 1) || doc.key(end + 1) !== word) return last;
    end++;
  }
  return end;
}
