/**
 * A name standing alone in quotation marks inside running text is a title or a thing's name: a
 * song ("singing "Danny Boy" at the concert", "4. "Jolene""), a colour ("the "Moss" is more
 * olive"), a theme or a preset ("the "Jordan" theme"). A person's name is not quoted on its own;
 * quoted nicknames sit inside a full name (labels.ts quotedNickname), and a quoted CSV cell or a
 * log value (`name="Ana Pérez"`) is a field, not a title.
 */
import { type Doc, SEP_NEWLINE } from '../doc.js';
import { COLON, DOT, EQUALS, QUOTE } from '../chars.js';
import { TITLES } from '../cues.js';

const LEFT_DOUBLE_QUOTE = 0x201c;
const RIGHT_DOUBLE_QUOTE = 0x201d;
/** « and », the Spanish quotation marks. */
const LEFT_GUILLEMET = 0xab;
const RIGHT_GUILLEMET = 0xbb;

/** Token i opens (or closes) a quotation: a straight or typographic double quote glued to the run. */
function quoteAt(doc: Doc, i: number, typographic: number): boolean {
  return doc.isChar(i, QUOTE) || doc.isChar(i, typographic);
}

/** The run [a, b] is all that stands between two quotation marks, in running text. */
export function quotedTitle(doc: Doc, a: number, b: number): boolean {
  const open = a - 1;
  const close = b + 1;
  // people8es: Spanish quotes a title in guillemets ("«Coco», «Encanto», «Klaus» y «Robot
  // Dreams»"); no CSV cell or log value is written so, so a comma before it is a list's.
  if (doc.isChar(open, LEFT_GUILLEMET) && doc.adjacent(a) && doc.isChar(close, RIGHT_GUILLEMET) && doc.adjacent(close)) return !doc.isChar(open - 1, EQUALS);
  if (!quoteAt(doc, open, LEFT_DOUBLE_QUOTE) || !doc.adjacent(a) || !quoteAt(doc, close, RIGHT_DOUBLE_QUOTE) || !doc.adjacent(close)) return false;
  // A field: a CSV cell ("…,"Hope Mwangi",…" or at a line start) or a log value (name="…").
  return !(doc.sep(open) >= SEP_NEWLINE || doc.isDelimiter(open - 1) || doc.isChar(open - 1, EQUALS));
}

/**
 * The quotation opens before a courtesy title and closes right after the name: the title is part
 * of a work's or a product's name, not a way to address someone: the wine "Don Aurelio",
 * reading "Mrs Dalloway", the film "Dr. No". Token a is the run's first word.
 */
export function quotedTitleWithCourtesy(doc: Doc, a: number, b: number): boolean {
  const title = doc.isChar(a - 1, DOT) && doc.adjacent(a - 1) ? a - 2 : a - 1;
  if (!doc.isWord(title) || !TITLES.has(doc.key(title)) || !doc.spaced(a)) return false;
  const open = title - 1;
  if (!quoteAt(doc, open, LEFT_DOUBLE_QUOTE) || !doc.adjacent(title)) return false;
  const close = b + 1;
  if (!quoteAt(doc, close, RIGHT_DOUBLE_QUOTE) || !doc.adjacent(close)) return false;
  // A field as above, or a label's value ('Firmado: "Sra. Lucía Gómez"').
  return !(doc.sep(open) >= SEP_NEWLINE || doc.isDelimiter(open - 1) || doc.isChar(open - 1, EQUALS) || doc.isChar(open - 1, COLON));
}

/**
 * The quotation opens with a capitalized everyday word and closes right after the name: a mode,
 * preset or team named with a person's name: 'un ecualizador llamado "Modo Lola"', 'the "Team
 * Alice" board'. A person's name in quotes holds names only.
 */
export function quotedThingWithName(doc: Doc, a: number, b: number): boolean {
  const head = a - 1;
  if (!doc.isWord(head) || !doc.capitalized(head) || !doc.spaced(a) || !doc.commonWord(head) || doc.firstName(head)) return false;
  const open = head - 1;
  if (!quoteAt(doc, open, LEFT_DOUBLE_QUOTE) || !doc.adjacent(head)) return false;
  const close = b + 1;
  if (!quoteAt(doc, close, RIGHT_DOUBLE_QUOTE) || !doc.adjacent(close)) return false;
  return !(doc.sep(open) >= SEP_NEWLINE || doc.isDelimiter(open - 1) || doc.isChar(open - 1, EQUALS) || doc.isChar(open - 1, COLON));
}
