/**
 * Candidate runs of an organization's name: capitalized words, numbers ("3M"), "&", connectors
 * ("de", "and") and spaced dashes between them; earlier partners before "X and Y"; a person's
 * name before "de"/"of"/"at" is cut off.
 */
import { NOT_NAME, ORG_CONNECTORS, ORG_HEADS, ORG_TAILS, WEAK_ORG_TAILS } from '../cues.js';
import { type Doc, CAP, SEP_SPACE, UPPER, wordFilter } from '../doc.js';
import { AMPERSAND, APOSTROPHE, COMMA, EN_DASH, HYPHEN } from '../chars.js';
import { AND_WORDS, HOME_KINDS, NOTICE_TITLE_WORDS, PERSON_TO_COMPANY, SACRED_TITLES, TAX_ID_LABELS } from './cue-words.js';
import { suffixAt } from './suffix.js';
import { MONTHS } from '../thing-words.js';
import { F_PLACE } from '../lexicon.js';

/** ORG_CONNECTORS with a length and first-letter pre-test (Doc.keyIn): the walk asks it of every lower-case word after a name. */
const F_ORG_CONNECTORS = wordFilter(ORG_CONNECTORS);

/** At most this many partners before "X and Y": "Kilback, Wuckert, Bode and Fadel". */
const MAX_EARLIER_PARTNERS = 3;

/**
 * The path of the last walk (nameRunEnd), kept for the next call: organization finders ask again
 * from every word of a capitalized run ("Kilback Wuckert Bode Group" from Kilback, then from
 * Wuckert, …), and each step of a walk depends only on the token it stands on, so a walk from a
 * token of the last path retraces it. `lastPath[0..lastSteps]` are the tokens stood on.
 */
let lastPath = new Int32Array(16);
let lastDoc: Doc | undefined;
let lastSteps = 0;
/** The last walk stopped at its end token (a break), not because it ran out of steps. */
let lastStopped = false;

/** Words of a name: capitalized words, numbers like "3M", "&" and connectors between them. */
export function nameRunEnd(doc: Doc, i: number, max: number): number {
  if (doc === lastDoc) {
    // A start on the last path: the walk from it takes the same steps, as many as `max` allows.
    for (let m = 0; m <= lastSteps; m++) {
      if (lastPath[m] !== i) continue;
      const left = lastSteps - m;
      if (left >= max) return lastPath[m + max]!;
      if (lastStopped) return lastPath[lastSteps]!;
      break;
    }
  }
  if (lastPath.length <= max) lastPath = new Int32Array(max + 1);
  lastDoc = doc;
  lastPath[0] = i;
  let e = i;
  let n = 0;
  // Each step that goes on records the token it reaches (the update runs after `continue`).
  for (; n < max; n++, lastPath[n] = e) {
    const j = e + 1;
    // "Saint Brigid's Hospital", "St John's College", "Dolan's Pub", "Mike's Auto Service": a
    // possessive before an institution or business word (at most two words between).
    // orgs9: a plural's possessive too, its apostrophe alone: "Raffles Girls' School", "St Peter's Boys' College".
    // A name before the plural ("Parents' Association" alone is a school's own body); read from
    // the token before, not from the walk's start, so the walk stays the same from any start.
    const plural = doc.spaced(e) && doc.capitalized(e - 1) && !NOT_NAME.has(doc.key(e - 1)) && doc.isChar(j, APOSTROPHE) && doc.adjacent(j) && doc.spaced(j + 1) && doc.raw(e).endsWith('s') && doc.capitalized(e);
    if (plural || (doc.isChar(j, APOSTROPHE) && doc.adjacent(j) && doc.isWord(j + 1) && doc.key(j + 1) === 's' && doc.adjacent(j + 1))) {
      let tail = -1;
      const k0 = plural ? j + 1 : j + 2;
      for (let k = k0; k <= k0 + 2 && doc.spaced(k) && doc.shape(k) === CAP; k++) {
        // orgs8: "Fanning's Funeral Home" (HOME_KINDS: a kind of home before "Home").
        if (ORG_TAILS.has(doc.key(k)) || WEAK_ORG_TAILS.has(doc.key(k)) || (doc.key(k) === 'home' && HOME_KINDS.has(doc.key(k - 1)))) {
          tail = k;
          break;
        }
      }
      if (tail >= 0) {
        e = tail;
        continue;
      }
    }
    if (!doc.spaced(j)) break;
    if (doc.capitalized(j) || doc.isNum(j)) {
      // A tax label before its number ends the name: "Kookaburra Web Studio ABN 51 824 753 556".
      if (doc.shape(j) === UPPER && doc.isNum(j + 1) && doc.spaced(j + 1) && TAX_ID_LABELS.has(doc.key(j))) break;
      // The legal suffix is not part of the name run ("Grupo Moya S.L.U.").
      if (doc.capitalized(j) && suffixAt(doc, j, false) >= 0) break;
      e = j;
      continue;
    }
    // "&", "and", "de", and a spaced dash ("Berge - Klocko, LLC").
    const dash = (doc.isChar(j, HYPHEN) || doc.isChar(j, EN_DASH)) && doc.spaced(j + 1);
    // A spaced dash joins two names ("Berge - Klocko") but not a subtitle ("Acme Group - Employee
    // Form", "Banco Sabadell - Solicitud de préstamo"): the name after it must end there.
    if (dash && (ORG_TAILS.has(doc.key(e)) || ORG_HEADS.has(doc.key(e)) || doc.isWord(j + 2) && doc.spaced(j + 2))) break;
    // Nor a notice's one-word title: "Clínica Dental Sonrisas – Recordatorio".
    if (dash && doc.isWord(j + 1) && NOTICE_TITLE_WORDS.has(doc.key(j + 1))) break;
    const connector = (doc.isChar(j, AMPERSAND) || dash || (doc.lower(j) && doc.keyIn(j, F_ORG_CONNECTORS))) && doc.spaced(j + 1);
    // A second institution after "y"/"and" is a second organization, and so is any name after
    // one that already ended in an institution word ("Bluefin Airlines and Ostrava Systems").
    if (connector && ORG_HEADS.has(doc.key(j + 1))) break;
    if (connector && (ORG_TAILS.has(doc.key(e)) || WEAK_ORG_TAILS.has(doc.key(e))) && doc.lower(j) && AND_WORDS.has(doc.key(j))) break;
    // "Oxfam and the Trussell Trust", "Cáritas y la Cruz Roja": "and"/"y" + an article starts a
    // second name ("Bank of the West" keeps its "of the").
    if (connector && doc.lower(j) && AND_WORDS.has(doc.key(j)) && doc.lower(j + 1) && ORG_CONNECTORS.has(doc.key(j + 1))) break;
    // "Dolan's Pub for Friday": a weekday or month after "for"/"of" is no part of the name.
    // In Spanish a capitalized month after "de" is a name ("Hospital del Mar", "Plaza de Mayo"):
    // Spanish writes its months in lower case.
    // "Parroquia de Nuestra Señora de Lourdes": "Nuestra" opens a saint's title, no possessive (cue-words.ts).
    if (connector && doc.capitalized(j + 1) && NOT_NAME.has(doc.key(j + 1)) && !(doc.lang === 'es' && MONTHS.has(doc.key(j + 1))) && SACRED_TITLES.get(doc.key(j + 1)) !== doc.key(j + 2)) break;
    if (connector && (doc.capitalized(j + 1) || (doc.lower(j + 1) && ORG_CONNECTORS.has(doc.key(j + 1)) && doc.capitalized(j + 2)))) {
      e = doc.capitalized(j + 1) ? j + 1 : j + 2;
      continue;
    }
    break;
  }
  lastSteps = n;
  lastStopped = n < max;
  return e;
}

/** "Kilback, Wuckert and Fadel, LLC": earlier partners listed with commas before "X and Y". */
export function partnersBefore(doc: Doc, start: number, runEnd: number): number {
  let joined = false;
  for (let w = start; w <= runEnd; w++) if (doc.isChar(w, AMPERSAND) || (doc.lower(w) && doc.key(w) === 'and')) joined = true;
  if (!joined) return start;
  let s = start;
  for (let n = 0; n < MAX_EARLIER_PARTNERS; n++) {
    const p = s - 2;
    if (!(doc.isChar(s - 1, COMMA) && doc.adjacent(s - 1) && doc.spaced(s) && doc.capitalized(p) && doc.sep(p) <= SEP_SPACE)) break;
    if (doc.commonWord(p) || NOT_NAME.has(doc.key(p)) || doc.claimed[p]) break;
    s = p;
  }
  return s;
}

/**
 * "Ana Ruiz de Grupo Moya S.L.": a person's name joined to the company by "de"/"of"/"at" is no
 * part of it; the company starts after the last such connector.
 */
export function afterPersonPrefix(doc: Doc, i: number, end: number): number {
  if (!doc.firstName(i) || ORG_HEADS.has(doc.key(i))) return i;
  let start = i;
  for (let w = i + 1; w < end; w++) {
    if (doc.lower(w) && PERSON_TO_COMPANY.has(doc.key(w)) && doc.capitalized(w + 1)) start = w + 1;
  }
  return start;
}

/** orgs9: the words [a, e] are one known place, whole: "Bengaluru", "New York" (not "Maple Crest Financial"). */
export function wholePlace(doc: Doc, a: number, e: number): boolean {
  if (a === e) return (doc.flags(a) & F_PLACE) !== 0;
  let phrase = doc.key(a);
  for (let w = a + 1; w <= e; w++) {
    if (!doc.isWord(w) || doc.sep(w) !== SEP_SPACE) return false;
    phrase += ' ' + doc.key(w);
  }
  return doc.lex.place(phrase) !== undefined;
}
