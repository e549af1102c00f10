/**
 * A CV or a letterhead opens with its owner's name in capitals, alone on the first line, and
 * spells it again in the e-mail address of the contact line below:
 *
 *   ANJALI DESHPANDE
 *   Flat 12, Sai Krupa Apartments, Baner Road, Pune 411045 | +91 98220 41735 | anjali.deshpande@…
 *
 * All-caps runs are otherwise headings ("ANNUAL REPORT"), so they need two known names
 * (context-rules.ts 'all-caps-heading'); the e-mail spelling the name is the evidence a reader
 * uses here. Only the text's first line is read, so the test runs at most once per text.
 */
import { type Doc, SEP_NEWLINE } from '../doc.js';

/** How far below the heading the contact line's "@" may be (characters). */
const CONTACT_WINDOW = 400;
/** Shorter name words teach nothing when found in a local part ("li" is in "lisa"). */
const MIN_SPELLED = 3;
/** Characters that end an e-mail's local part, read backwards from its "@". */
const LOCAL_PART_STOPS = ' \t\n\r|<(:;,"\'';

/** The run [a, b] fills the text's first line and an e-mail below spells its first or last word. */
export function nameHeadingSpelledBelow(doc: Doc, a: number, b: number): boolean {
  if (a !== 0 || (b + 1 < doc.count && doc.sep(b + 1) < SEP_NEWLINE)) return false;
  const text = doc.text;
  const from = doc.end(b);
  const at = text.indexOf('@', from);
  if (at < 0 || at - from > CONTACT_WINDOW) return false;
  let s = at;
  while (s > from && !LOCAL_PART_STOPS.includes(text[s - 1]!)) s--;
  const local = text.slice(s, at).toLowerCase();
  // "OKONKWO-FASHOLA" → "fashola" is in "adebola.fashola": each part of a hyphenated surname counts.
  const parts = [doc.key(a), ...doc.key(b).split('-')];
  return parts.some((k) => k.length >= MIN_SPELLED && local.includes(k));
}
