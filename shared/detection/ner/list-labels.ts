/**
 * Labels that introduce people by layout rather than by words around each name:
 *
 *  - attendee lists: "Attendees: Laura Chen, Mark Dubois and Pete Marsh", "Asistentes: Ana,
 *    Bilal y Chelo", "Present: J. Whitfield (chair), R. Osei" — every item of the line is a
 *    person, the last one after "and"/"y" too;
 *  - addressee blocks: "Deliver to:" / "Entregar a:" with the name alone on the next line, in
 *    whatever case it was typed ("brian mccullough").
 *
 * Attendees named again later in the minutes ("Actions: Tom to send…") are the same people.
 *
 * The other way round, the items after an options label are names given to things, not people:
 * "Theme options: Aurora, Willow or Juniper", "Opciones de voz: Carmen, Lucía o Jorge". They are
 * claimed, so no later pass reads them as persons or places (OPTION_LABELS).
 *
 * The labels are data (LIST_LABELS, NEXT_LINE_LABELS, as normalized word sequences). Items must
 * have the shape of a name (one to four words of letters, initials allowed), so "Attendees: all
 * staff" or a street line yields nothing.
 */
import { type Candidate, type Doc, CAP, SEP_NEWLINE, SEP_SPACE, wordFilter } from './doc.js';
import { SLASH } from './chars.js';

const COLON = 58;
const COMMA = 44;
const SEMICOLON = 59;
const DOT = 46;
const OPEN_PAREN = 40;
const CLOSE_PAREN = 41;
const AMPERSAND = 38;

/** Labels (before ":") whose line lists people. */
const LIST_LABELS: readonly string[][] = [
  'attendees', 'attendee', 'present', 'apologies', 'participants', 'panel', 'invitees', 'directors present', 'members present',
  'asistentes', 'presentes', 'participantes', 'tribunal', 'excusa su asistencia', 'excusan su asistencia', 'invitados', 'ausentes', 'absent',
  // Event and meeting rosters ("Invited: Priya, Omar and Lotte", "Ponentes: Ifeoma Chukwu y Lars
  // Haugen"). Labels that may list teams as well ("Reviewers:", "Owners:") are left out, and so
  // is "Attending:" (a physician's title in clinical notes: "Attending: Dr. Anita Desai, MD").
  'invited', 'speakers', 'presenters', 'panelists', 'panellists', 'in attendance',
  'convocados', 'convocadas', 'ponentes', 'invitadas', 'asisten',
  // people6en: the "Who:" line of meeting notes and retros (under "When:"/"Where:") and the
  // "Guests:" line of a calendar invitation ("Who: will, Austin, Jordan M, Noor").
  'who', 'guests',
  // people6es (round 6): the Spanish minutes' "apologies" line, "Excusa: Mercedes (vacaciones)",
  // "Excusan: Ana Ruiz y Luis Gil", "Excusados: …", "No asisten: …".
  'excusa', 'excusan', 'excusados', 'excusadas', 'no asisten',
  // people9en: the people credited in release notes ("Contributors: Nokuthula Zwane, Ethan Morrow").
  'contributors',
].map((l) => l.split(' '));

/**
 * people9en: a Markdown heading alone on its line whose list of names fills the next line, as
 * release notes credit people ("### Contributors⏎Nokuthula Zwane, Ethan Morrow, Rashmi Hegde").
 * GitHub's "## New Contributors" lists "@handle made their first contribution": no name items.
 */
const HEADING_LIST_LABELS = new Set(['contributors']);
const HASH = 35;

/** Token i opens a heading line "#… <label>" of HEADING_LIST_LABELS: the label's token, or -1. */
function headingListAt(doc: Doc, i: number): number {
  let t = i;
  while (doc.isChar(t, HASH) && t < i + 6) t++;
  if (t === i || !doc.isWord(t) || !HEADING_LIST_LABELS.has(doc.key(t))) return -1;
  return t + 1 < doc.count && doc.sep(t + 1) >= SEP_NEWLINE ? t : -1;
}

/** Labels (before ":") after which the next line holds a person's name. */
const NEXT_LINE_LABELS: readonly string[][] = [
  'deliver to', 'ship to', 'recipient', 'bill to', 'sold to', 'attention', 'entregar a', 'destinatario', 'destinataria', 'enviar a', 'facturar a',
].map((l) => l.split(' '));

/**
 * Words that, right before a ":" (or before "de" + a noun and the ":"), introduce a list of
 * options: "Options: Sofía, Lola or Clara", "Theme options: Aurora, Willow or Juniper",
 * "Opciones de voz: Carmen, Lucía o Jorge", "Plans: Starter, Boston, Everest". A person offers
 * options; the options are names of voices, themes, plans or products.
 */
const OPTION_LABELS = new Set([
  'options', 'choices', 'alternatives', 'opciones', 'alternativas',
  // Price plans and editions: "Plans: Starter (1 user), Boston (5 users), Everest (unlimited)".
  'plans', 'tiers', 'editions', 'planes', 'tarifas', 'ediciones',
]);
/** OPTION_LABELS as a cue set (one bit test): asked of the word before every colon. */
const F_OPTION_LABELS = wordFilter(OPTION_LABELS);

/** Words joining the last option ("Aurora, Willow or Juniper", "Sofía, Lola o Clara"). */
const OPTION_JOINERS = new Set(['or', 'o', 'u', 'and', 'y', 'e']);

/** Longest option item, in words: "Midnight Blue", "Modo Noche Plus". */
const MAX_OPTION_WORDS = 3;

/** The first word of every label above ("attendees", "deliver", "entregar"). */
const LABEL_FIRST_WORDS = new Set([...LIST_LABELS, ...NEXT_LINE_LABELS].map((l) => l[0]!));
const F_LABEL_FIRST_WORDS = wordFilter(LABEL_FIRST_WORDS);

/** Words joining the last item of a list. */
const JOINERS = new Set(['and', 'y', 'e']);

/** Token index of the ":" closing `label` at token i (the label's first word), or -1. */
function labelAt(doc: Doc, i: number, labels: readonly string[][]): number {
  if (i > 0 && doc.sep(i) < SEP_NEWLINE) return -1;
  // One Set lookup rules out almost every line before the labels are compared word by word.
  if (!doc.keyIn(i, F_LABEL_FIRST_WORDS)) return -1;
  for (const words of labels) {
    let t = i;
    let ok = true;
    for (const w of words) {
      if (!doc.isWord(t) || doc.key(t) !== w) {
        ok = false;
        break;
      }
      t++;
    }
    if (ok && doc.isChar(t, COLON) && doc.adjacent(t)) return t;
  }
  return -1;
}

/** A name-shaped item [a, b]: capitalized words, initials ("J."), particles, 1-4 words. */
function nameItem(doc: Doc, a: number, b: number, anyCase: boolean): boolean {
  let words = 0;
  for (let t = a; t <= b; t++) {
    if (doc.isChar(t, DOT) && doc.initial(t - 1)) continue;
    // people9en: the "/" of the Malaysian "a/l", "a/p" (son, daughter of): "Rajesh a/l Muniandy".
    if (doc.isChar(t, SLASH) && t > a && t < b && doc.adjacent(t) && doc.adjacent(t + 1) && doc.key(t - 1) === 'a' && doc.len(t + 1) === 1) continue;
    if (!doc.isWord(t) || doc.claimed[t]) return false;
    if (!(anyCase || doc.capitalized(t) || (doc.lower(t) && t > a && t < b))) return false;
    words++;
  }
  return words >= 1 && words <= 4;
}

function push(doc: Doc, a: number, b: number, score: number, out: Candidate[]): void {
  const c = doc.candidate('PERSON', a, b, score);
  out.push(c);
  doc.claim(c);
}

/**
 * The line from token a holds an item that opens with a number: a specification or a count, the
 * label a word with another sense ("Panel: IPS, 2560 x 1440, 165 Hz", "Panel: 27" IPS, 1 ms GtG").
 * A roster lists names only.
 */
function numberItem(doc: Doc, a: number): boolean {
  for (let t = a; t < doc.count && (t === a || doc.sep(t) < SEP_NEWLINE); t++) {
    if (doc.isNum(t) && (t === a || doc.isChar(t - 1, COMMA) || doc.isChar(t - 1, SEMICOLON))) return true;
  }
  return false;
}

/** Words of a lower-case phrase that opens the line with the groups it lists (groupPhrase). */
const MIN_GROUP_PHRASE_WORDS = 3;

/**
 * people8es (round 8). The first item [a, b] is a lower-case phrase of several words: the line
 * lists groups or teams, not people ("Asistentes: representantes de los equipos Plataforma,
 * Datos, Jaguar y Halcón", "Present: heads of the Billing, Growth and Mobile teams"). A roster
 * opens with a name; a lower-case given name alone ("ana, luis") is one word.
 */
function groupPhrase(doc: Doc, a: number, b: number): boolean {
  if (!doc.lower(a)) return false;
  let words = 0;
  for (let t = a; t <= b; t++) if (doc.isWord(t)) words++;
  return words >= MIN_GROUP_PHRASE_WORDS;
}

/** Items of an attendee line after the colon at `colon` (or the next line, after a heading's label). */
function listItems(doc: Doc, colon: number, out: Candidate[]): void {
  let a = colon + 1;
  if (numberItem(doc, a)) return;
  const first = a;
  while (a < doc.count && (doc.sep(a) < SEP_NEWLINE || (a === first && !doc.isChar(colon, COLON)))) {
    let b = a;
    // An item runs to the next comma, semicolon, "(", joiner or line end.
    while (b + 1 < doc.count && doc.sep(b + 1) < SEP_NEWLINE) {
      const n = b + 1;
      if (doc.isChar(n, COMMA) || doc.isChar(n, SEMICOLON) || doc.isChar(n, OPEN_PAREN) || doc.isChar(n, AMPERSAND)) break;
      if (doc.lower(n) && JOINERS.has(doc.key(n)) && doc.sep(n) === SEP_SPACE) break;
      b = n;
    }
    if (nameItem(doc, a, b, false)) push(doc, a, b, 0.85, out);
    else if (a === colon + 1 && groupPhrase(doc, a, b)) return;
    // Skip the delimiter, a "(role)" note and a joiner.
    let n = b + 1;
    if (doc.isChar(n, OPEN_PAREN)) {
      while (n < doc.count && doc.sep(n) < SEP_NEWLINE && !doc.isChar(n, CLOSE_PAREN)) n++;
      n++;
    }
    while (n < doc.count && doc.sep(n) < SEP_NEWLINE && (doc.isChar(n, COMMA) || doc.isChar(n, SEMICOLON) || doc.isChar(n, AMPERSAND) || (doc.lower(n) && JOINERS.has(doc.key(n))))) n++;
    if (n <= a) break;
    a = n;
  }
}

/** The whole next line after `colon`, when it is a name. */
function nextLine(doc: Doc, colon: number, out: Candidate[]): void {
  const a = colon + 1;
  if (a >= doc.count || doc.sep(a) < SEP_NEWLINE) return; // the value is on the label's line
  let b = a;
  while (b + 1 < doc.count && doc.sep(b + 1) < SEP_NEWLINE) b++;
  if (!nameItem(doc, a, b, true)) return;
  // Lower-case typing ("brian mccullough") is accepted when the line starts with a given name.
  if (!doc.capitalized(a) && !(doc.firstName(a) && !doc.commonWord(a))) return;
  push(doc, a, b, 0.85, out);
}

/** Token i is the ":" closing an options label ("Options:", "Theme options:", "Opciones de voz:"). */
function optionsColon(doc: Doc, i: number): boolean {
  if (!doc.isChar(i, COLON) || !doc.adjacent(i)) return false;
  const w = i - 1;
  if (doc.keyIn(w, F_OPTION_LABELS)) return true;
  // "Opciones de voz:"
  return doc.isWord(w) && doc.lower(w) && doc.isWord(w - 1) && doc.key(w - 1) === 'de' && doc.sep(w - 1) === SEP_SPACE
    && doc.keyIn(w - 2, F_OPTION_LABELS);
}

/** Claims the name-shaped items after an options label, up to the sentence or line end. */
function claimOptions(doc: Doc, colon: number): void {
  let a = colon + 1;
  while (a < doc.count && doc.sep(a) < SEP_NEWLINE && doc.isWord(a)) {
    let b = a;
    while (b + 1 < doc.count && doc.sep(b + 1) === SEP_SPACE && doc.isWord(b + 1) && doc.capitalized(b + 1)) b++;
    if (b - a + 1 > MAX_OPTION_WORDS || !nameItem(doc, a, b, false)) return;
    for (let t = a; t <= b; t++) doc.claimed[t] = 1;
    let n = b + 1;
    // Past a "(5 users)" note, then the comma or the joiner.
    if (doc.isChar(n, OPEN_PAREN)) {
      while (n < doc.count && doc.sep(n) < SEP_NEWLINE && !doc.isChar(n, CLOSE_PAREN)) n++;
      n++;
    }
    if (doc.isChar(n, COMMA)) n++;
    if (doc.isWord(n) && doc.lower(n) && OPTION_JOINERS.has(doc.key(n))) n++;
    if (n === b + 1) return;
    a = n;
  }
}

export function findListedPersons(doc: Doc, out: Candidate[]): void {
  // An options label ends in a colon: only those are tested (Doc.punctuationTokens).
  for (const i of doc.punctuationTokens(COLON)) if (i >= 1 && optionsColon(doc, i)) claimOptions(doc, i);
  const listed = out.length;
  let attendees = false;
  // Labels open a line: only line starts are read (Doc.lineStarts).
  for (const i of doc.lineStarts()) {
    if (doc.isChar(i, HASH)) {
      const h = headingListAt(doc, i);
      if (h >= 0) {
        listItems(doc, h, out);
        attendees = true;
      }
      continue;
    }
    if (!doc.isWord(i) || doc.claimed[i]) continue;
    const list = labelAt(doc, i, LIST_LABELS);
    if (list >= 0) {
      listItems(doc, list, out);
      attendees = true;
      continue;
    }
    const next = labelAt(doc, i, NEXT_LINE_LABELS);
    if (next >= 0) nextLine(doc, next, out);
  }
  if (attendees) laterMentions(doc, out.slice(listed), out);
}

/**
 * Minutes name attendees again in the actions and decisions, often by the given name alone:
 * "Attendees: Tom Becker, Alicia Gomez … Actions: Tom to send the budget to Alicia". A
 * capitalized word that is the given name or surname of a listed person is that person.
 */
function laterMentions(doc: Doc, people: readonly Candidate[], out: Candidate[]): void {
  const names = new Set<string>();
  for (const p of people) {
    const words: number[] = [];
    for (let t = p.first; t <= p.last; t++) if (doc.isWord(t) && doc.len(t) >= 2) words.push(t);
    if (words.length === 0) continue;
    names.add(doc.key(words[0]!));
    if (words.length > 1) names.add(doc.key(words[words.length - 1]!));
  }
  if (names.size === 0) return;
  for (let i = 0; i < doc.count; i++) {
    if (doc.claimed[i] || !doc.isWord(i) || doc.shape(i) !== CAP || !names.has(doc.key(i))) continue;
    // "Tom Becker" again: both words.
    const b = doc.spaced(i + 1) && doc.shape(i + 1) === CAP && names.has(doc.key(i + 1)) && !doc.claimed[i + 1] ? i + 1 : i;
    push(doc, i, b, MENTION_SCORE, out);
    i = b;
  }
}

/** A later mention of a listed attendee ("Tom to send…"). */
const MENTION_SCORE = 0.75;
