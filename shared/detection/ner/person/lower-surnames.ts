/**
 * people7en (round 7). Chats name colleagues by their surname, in lower case like every other
 * word: "ask ramirez, his team handles it", "ok ill ask kowalski to chase", "left them w/ mrs
 * hoang downstairs", "hi mr. pereira". After a verb that addresses a person, or a courtesy
 * title, a word the surname lists know (and no everyday word) is that person. English only: the
 * Spanish personal "a" has its own finder.
 */
import { TITLES } from '../cues.js';
import { type Candidate, type Doc, SEP_NEWLINE, wordFilter } from '../doc.js';
import { COMMA, DOT } from '../chars.js';
import { FINDER_SCORES } from './score-table.js';

/** Verbs that address a person, and courtesy titles typed in lower case. */
const SURNAME_CUES = new Set(['ask', 'tell', 'ping', 'remind', 'cc', ...TITLES]);
const F_SURNAME_CUES = wordFilter(SURNAME_CUES);
/** Words after an addressed surname that end its clause: "ask kowalski to chase", "tell okafor that…". */
const CLAUSE_AFTER = new Set(['to', 'that', 'about', 'if', 'for', 'and', 'when']);
/** A surname this short is more often an abbreviation ("ask it", "ping ops"). */
const MIN_SURNAME_LEN = 4;

/** The lower-case word i is a listed surname after an addressing verb or a lower-case title. */
export function lowerSurnameAfterCue(doc: Doc, i: number): Candidate | undefined {
  // Called for every lower-case word that no given-name finder takes: an everyday word (one flag
  // bit, cached) is nearly all of them.
  if (doc.knownWord(i) || doc.lang !== 'en') return undefined;
  let p = i - 1;
  if (doc.isChar(p, DOT) && doc.adjacent(p)) p--; // "mr. pereira"
  // The cue word first: one bit test rules out nearly every word.
  if (!doc.isWord(p) || !doc.lower(p) || !doc.inSet(p, F_SURNAME_CUES) || !doc.spaced(i)) return undefined;
  if (doc.len(i) < MIN_SURNAME_LEN || doc.firstName(i) || doc.commonWord(i) || !doc.surname(i)) return undefined;
  const title = TITLES.has(doc.key(p));
  // After a verb, the surname ends its clause ("ask ramirez,"); after a title it is the name.
  if (!title && !clauseEnd(doc, i)) return undefined;
  return doc.candidate('PERSON', i, i, FINDER_SCORES.lowerSurnameAfterCue.score);
}

function clauseEnd(doc: Doc, i: number): boolean {
  const n = i + 1;
  if (n >= doc.count || doc.sep(n) >= SEP_NEWLINE) return true;
  if (!doc.adjacent(n) && doc.isWord(n)) return doc.lower(n) && CLAUSE_AFTER.has(doc.key(n));
  return doc.isChar(n, COMMA) || doc.isChar(n, DOT) || '!?'.includes(doc.text[doc.start(n)]!);
}
