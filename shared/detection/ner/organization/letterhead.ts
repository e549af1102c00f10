/**
 * Two layouts that name the sender company of a letter or a mailing (round 5, blind b7/b8):
 *  - a letterhead: the document's first line is one word no list knows ("Bancolombia", "BBVA"),
 *    and the next line opens the letter: a salutation ("Estimado/a Dña. Mercedes…", "Dear
 *    customer") or a place and a comma before the date ("Medellín, 3 de abril de 2025");
 *  - a mailing's sign-off line "The Greenleaf team" ("El equipo de …" is a cue of org-context.ts):
 *    the whole line is "The", one to three capitalized words and "team", one of them no everyday
 *    word, no given name first ("The Platform team", "The Customer Success Team" and "The Maria
 *    team" name no company).
 * Both are asked only at a line start, and the first only at the document's first token.
 */
import { NOT_NAME } from '../cues.js';
import { type Candidate, type Doc, SEP_NEWLINE, SEP_SPACE } from '../doc.js';
import { F_PLACE } from '../lexicon.js';
import { COMMA } from '../chars.js';
import { ORG_SCORES } from './score-table.js';
import { MAX_LEADING_TOKENS, notificationSender } from './notification.js';

/** A letterhead's name has at least three letters ("DBS", "BBVA"). */
const MIN_LETTERHEAD_LEN = 3;
/** The company in a "The … team" sign-off has at most this many words. */
const MAX_TEAM_NAME_WORDS = 3;

/** Words that open a letter's salutation line: "Dear Mr Byrne", "Estimado/a Dña. …". */
const SALUTATIONS = new Set(['dear', 'estimado', 'estimada', 'estimados', 'estimadas', 'apreciado', 'apreciada']);

/** Words that end a mailing's sign-off after the company: "The Greenleaf team", "The Monzo Team". */
const TEAM_WORDS = new Set(['team']);

/** The line that starts at token i is one token long. */
function lineEndsAfter(doc: Doc, i: number): boolean {
  return i + 1 >= doc.count || doc.sep(i + 1) >= SEP_NEWLINE;
}

/** A word no list knows: no everyday word, given name, surname, place or NOT_NAME word. */
function unknownName(doc: Doc, i: number): boolean {
  return doc.isWord(i) && doc.capitalized(i) && !doc.knownWord(i) && !doc.firstName(i) && !doc.surname(i) && (doc.flags(i) & F_PLACE) === 0 && !NOT_NAME.has(doc.key(i));
}

/** "Bancolombia⏎Medellín, 3 de abril de 2025", "BBVA⏎Estimado/a Dña. Mercedes Losada Rivas:". */
function letterhead(doc: Doc, i: number): Candidate | undefined {
  if (i !== 0 || doc.len(i) < MIN_LETTERHEAD_LEN || !lineEndsAfter(doc, i) || !unknownName(doc, i)) return undefined;
  const n = i + 1;
  if (n >= doc.count || !doc.isWord(n)) return undefined;
  const salutation = SALUTATIONS.has(doc.key(n));
  const placeAndDate = (doc.flags(n) & F_PLACE) !== 0 && doc.isChar(n + 1, COMMA) && doc.adjacent(n + 1) && doc.isNum(n + 2);
  return salutation || placeAndDate ? doc.candidate('ORGANIZATION', i, i, ORG_SCORES.letterhead.score) : undefined;
}

/** "The Greenleaf team" alone on its line. */
function teamSignOff(doc: Doc, i: number): Candidate | undefined {
  if (doc.len(i) !== 3 || doc.key(i) !== 'the' || !doc.capitalized(i)) return undefined;
  let e = i;
  let rare = false;
  while (e - i < MAX_TEAM_NAME_WORDS && doc.sep(e + 1) === SEP_SPACE && doc.isWord(e + 1) && doc.capitalized(e + 1) && !TEAM_WORDS.has(doc.key(e + 1))) {
    e++;
    if (!doc.commonWord(e) && !doc.topCommon(e)) rare = true;
  }
  const t = e + 1;
  if (e === i || !rare || doc.sep(t) !== SEP_SPACE || !doc.isWord(t) || !TEAM_WORDS.has(doc.key(t)) || !lineEndsAfter(doc, t)) return undefined;
  const a = i + 1;
  if (doc.firstName(a) || (a === e && (doc.flags(a) & F_PLACE) !== 0) || NOT_NAME.has(doc.key(a))) return undefined;
  return doc.candidate('ORGANIZATION', a, e, ORG_SCORES.teamSignOff.score);
}

/** A letterhead or a team sign-off that starts at token i, or undefined. */
export function senderLine(doc: Doc, i: number): Candidate | undefined {
  // A text message's sender may follow a symbol on the first line ("📦 Servientrega: Hola…").
  if (!(i === 0 || doc.sep(i) >= SEP_NEWLINE)) return i <= MAX_LEADING_TOKENS ? notificationSender(doc, i) : undefined;
  return letterhead(doc, i) ?? teamSignOff(doc, i) ?? notificationSender(doc, i);
}
