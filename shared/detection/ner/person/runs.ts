/**
 * Candidate runs: collects a run of capitalized words, initials and particles ("Juan Carlos de
 * la Fuente Ruiz", "J. R. Smith", "Mª Dolores"), strips the titles and context words that open
 * it ("Dr", "Dear", "Paciente"), splits off role phrases ("Account Manager"), takes
 * "Surname, Given" fields whole, and hands each name part to the scorer (score.ts).
 */
import { codenameWord } from './codename-words.js';
import { bareMiddleInitial } from './middle-initial.js';
import { MONTH_NAMES, NOT_NAME, PARTICLES, PERSON_CONTEXT, ROLE_HEADS, ROLE_MODIFIERS, TITLES, WEAK_TITLES } from '../cues.js';
import { type Candidate, type Doc, CAP, UPPER, SEP_SPACE, SEP_NEWLINE, wordFilter } from '../doc.js';
import { CLOSE_PAREN, COLON, COMMA, DOT, OPEN_PAREN, SEMICOLON, SLASH } from '../chars.js';
import { EV_CONTEXT, EV_NONE, EV_TITLE, EV_WEAK, countryCodeTitle, evidenceBefore, titleOfBrand } from './evidence.js';
import { scoreRun } from './score.js';
import { FINDER_SCORES } from './score-table.js';

const F_ROLE_HEADS = wordFilter(ROLE_HEADS);
const F_ROLE_MODIFIERS = wordFilter(ROLE_MODIFIERS);
const F_NOT_NAME = wordFilter(NOT_NAME);
/** PARTICLES as a cue set (one bit test): asked of the lower-case word after every name word. */
const F_PARTICLES = wordFilter(PARTICLES);
/** Conjunctions among the particles: what follows may be another person ("Luis y Marta Gómez"). */
const CONJUNCTIONS = new Set(['y', 'i', 'e']);
/** Given names after "del" that the NOT_NAME list holds as another word ("Mar": March). */
const MARIAN_NAMES = new Set(['mar']);
/** At most this many name words in one run. */
const MAX_RUN_WORDS = 7;
/** Titles and context words may open a run for at most this many tokens ("Dr. Prof. Ana"). */
const MAX_INTRODUCER_TOKENS = 2;
/** This many spaces or more between two words separate columns, not words of one name. */
export const COLUMN_GAP = 3;
/** A short all-caps code ("CT", "VP", "XR") is at most this long. */
const SHORT_CODE_LEN = 3;

/** A word that can be part of a capitalized name. */
export function nameToken(doc: Doc, i: number): boolean {
  if (!doc.isWord(i) || doc.claimed[i]) return false;
  const s = doc.shape(i);
  if (s !== CAP && s !== UPPER && !doc.abbreviatedMaria(i)) return false;
  if (s === UPPER && doc.len(i) === 1 && !doc.initial(i)) return bareMiddleInitial(doc, i) || irishSurnamePrefix(doc, i); // "Falcon X200"; but "DARNELL W HUNTER"
  if (!doc.keyIn(i, F_NOT_NAME) || doc.initial(i)) return true;
  const k = doc.key(i);
  // "August Mitchell", "June Smith", "Jan Kowalski", "Mr Jun Watanabe": a month-name given name
  // right before a surname.
  if ((MONTH_NAMES.has(k) || SHORT_MONTH_GIVEN_NAMES.has(k)) && doc.sep(i + 1) === SEP_SPACE && doc.capitalized(i + 1) && doc.surname(i + 1) && !doc.isNum(i + 2)) return true;
  return calendarGivenNameEs(doc, i, k);
}

/** "Ó" (Irish "descendant of"), written with its accent as a word of its own before the surname. */
const IRISH_O = 0xd3;

/**
 * cover8en: the Irish surname prefix "Ó" before a capitalized surname: "Eoin Ó Súilleabháin",
 * "Cathal Ó Briain" (the run stopped at the one-letter word and kept the given name alone).
 * Only the accented letter: a bare "O" is a letter, a grade or a blood group.
 */
function irishSurnamePrefix(doc: Doc, i: number): boolean {
  return doc.charAt(i) === IRISH_O && doc.sep(i + 1) === SEP_SPACE && doc.shape(i + 1) === CAP;
}

/** Month abbreviations that are also given names: "Jan" (Dutch, Polish, Czech), "Jun" (Japanese, Korean), "Mar". */
const SHORT_MONTH_GIVEN_NAMES = new Set(['jan', 'jun', 'mar']);
/** Spanish weekdays and months that are also given names: "nuestro camarero Domingo", "Abril Ortiz". */
const CALENDAR_GIVEN_NAMES_ES = new Set(['domingo', 'abril']);
/** Words before a Spanish weekday or month used as one: "el Domingo de Ramos", "1 de Abril". */
const CALENDAR_DETERMINERS_ES = new Set(['el', 'los', 'de', 'del', 'este', 'cada', 'proximo', 'al', 'pasado', 'hasta', 'desde']);

/**
 * Spanish writes weekdays and months in lower case, so a capitalized "Domingo" or "Abril" inside
 * a sentence, with no article, "de" or number before it, is the given name.
 */
function calendarGivenNameEs(doc: Doc, i: number, k: string): boolean {
  if (doc.lang !== 'es' || !CALENDAR_GIVEN_NAMES_ES.has(k) || doc.shape(i) !== CAP) return false;
  // At a sentence start only before a surname: "Abril Ortiz firmó".
  if (doc.sentenceStart(i)) return doc.sep(i + 1) === SEP_SPACE && doc.capitalized(i + 1) && doc.surname(i + 1);
  const p = i - 1;
  return !doc.isNum(p) && !(doc.isWord(p) && CALENDAR_DETERMINERS_ES.has(doc.key(p)));
}

/** Every word stripIntroducers may strip (titles, weak titles, context words). */
const INTRODUCERS: ReadonlySet<string> = new Set([...TITLES, ...WEAK_TITLES, ...PERSON_CONTEXT]);
const F_INTRODUCERS = wordFilter(INTRODUCERS);

/** Where a run starts once its titles and context words are stripped, and the evidence they carry. */
interface RunStart {
  a: number;
  /**
   * The evidence of the stripped words alone (EV_TITLE, EV_CONTEXT or EV_NONE); the cues before
   * the run (evidenceBefore) are read later, only for a run that holds a name to score.
   */
  stripped: number;
  /** Set when a title is not followed by a name: go on at this token, nothing to score. */
  skipTo: number;
}

/**
 * stripIntroducers' answer, one object filled again on every call: it runs on every capitalized
 * word, and its caller (capitalizedRun) copies the fields out before anything else can call it.
 */
const runStart: RunStart = { a: 0, stripped: EV_NONE, skipTo: -1 };

function startAt(a: number, stripped: number, skipTo: number): RunStart {
  runStart.a = a;
  runStart.stripped = stripped;
  runStart.skipTo = skipTo;
  return runStart;
}

/**
 * Strips the titles and context words that open the run at i ("Dr", "Dear", "Paciente"). The
 * answer is overwritten by the next call: read its fields at once.
 */
function stripIntroducers(doc: Doc, i: number): RunStart {
  let evidence = EV_NONE;
  let a = i;
  for (;;) {
    if (!doc.isWord(a) || !doc.capitalized(a) || a > i + MAX_INTRODUCER_TOKENS) break;
    // One lookup rules out most words: only titles and context words open a run.
    if (!doc.keyIn(a, F_INTRODUCERS)) break;
    const k = doc.key(a);
    // "Don" is a Spanish title but an English given name ("Dr. Don Okuneva").
    const isTitle = (TITLES.has(k) && !(k === 'don' && doc.lang === 'en')) || (WEAK_TITLES.has(k) && doc.capitalized(a + (doc.isChar(a + 1, DOT) ? 2 : 1)));
    if (isTitle && !(doc.initial(a) && doc.firstName(a + 2) === false && k !== 'd')) {
      let n = a + 1;
      if (doc.isChar(n, DOT) && doc.adjacent(n)) n++;
      if (!doc.capitalized(n) || doc.sep(n) !== SEP_SPACE) return startAt(a, evidence, a + 1);
      // "the Dr. Martens 1460": the title begins a brand; nothing here names a person.
      if (titleOfBrand(doc, a, n)) return startAt(a, evidence, n + 1);
      // "Liga MX Femenil": a country code in capitals, not the title "Mx.": stripped, no evidence.
      if (countryCodeTitle(doc, n, a, k)) {
        a = n;
        continue;
      }
      evidence = EV_TITLE;
      a = n;
      continue;
    }
    // A context word that a name list also holds as an everyday word still introduces: "Querida Almudena".
    if (PERSON_CONTEXT.has(k) && (!doc.firstName(a) || doc.ambiguous(a)) && doc.sep(a + 1) === SEP_SPACE && doc.capitalized(a + 1)) {
      if (evidence < EV_CONTEXT) evidence = EV_CONTEXT;
      a++;
      continue;
    }
    break;
  }
  return startAt(a, evidence, -1);
}

/** A short all-caps code that is no initial: "CT" in "Model CT-5831", "VP" in "VP Sales". */
function shortCode(doc: Doc, i: number): boolean {
  return doc.shape(i) === UPPER && doc.len(i) <= SHORT_CODE_LEN && !doc.initial(i);
}

/** Token n (a lower-case "a") opens "a/l" or "a/p" glued, then a spaced name: "Rajesh a/l Muniandy". */
export function malaysianOf(doc: Doc, n: number): boolean {
  return doc.lower(n) && doc.isChar(n + 1, SLASH) && doc.adjacent(n + 1) && doc.adjacent(n + 2) && doc.len(n + 2) === 1 && (doc.key(n + 2) === 'l' || doc.key(n + 2) === 'p')
    && doc.sep(n + 3) === SEP_SPACE && doc.capitalized(n + 3) && nameToken(doc, n + 3);
}

/** Extends the run from a over names, initials ("J.") and particles followed by a name; returns its end. */
function extendRun(doc: Doc, a: number): number {
  let b = a;
  let words = 1;
  if (doc.initial(b)) b++; // include the period
  while (words < MAX_RUN_WORDS) {
    const n = b + 1;
    if (doc.sep(n) !== SEP_SPACE) break;
    // Wide gaps separate columns ("Fdo.: Ana Ruiz          Fdo.: Luis Gil").
    if (doc.start(n) - doc.end(b) >= COLUMN_GAP) break;
    // Mixed runs of names and short codes ("Model CT-5831", "VP Sales") stop at the switch.
    if (nameToken(doc, n) && !(shortCode(doc, n) && doc.shape(a) !== UPPER && !bareMiddleInitial(doc, n) && !irishSurnamePrefix(doc, n)) && !(shortCode(doc, a) && doc.shape(n) !== UPPER)) {
      b = doc.initial(n) ? n + 1 : n;
      words++;
      continue;
    }
    // people9en: the Malaysian Indian "a/l", "a/p" (son, daughter of): "Rajesh a/l Muniandy".
    if (doc.len(n) === 1 && doc.key(n) === 'a' && malaysianOf(doc, n)) {
      b = n + 3;
      words++;
      continue;
    }
    // "de la Fuente", "van der Berg", "y"
    if (doc.lower(n) && doc.inSet(n, F_PARTICLES)) {
      let m = n + 1;
      // people7es: "Yunior el del CUPET", "Pepe el de la tienda": "the one from", no particle of a name.
      if (doc.key(n) === 'el' && doc.lower(m) && (doc.key(m) === 'de' || doc.key(m) === 'del')) break;
      if (doc.sep(m) === SEP_SPACE && doc.lower(m) && doc.inSet(m, F_PARTICLES)) m++;
      // "Ortega y Gasset" is one surname; "Luis Fernández y Marta Gómez" and "Luis y Marta" are
      // two people (a given name on each side of the "y").
      const nextPerson =
        CONJUNCTIONS.has(doc.key(n)) && doc.firstName(m) &&
        ((!doc.ambiguous(m) && doc.sep(m + 1) === SEP_SPACE && doc.capitalized(m + 1) && doc.surname(m + 1)) || (doc.firstName(b) && !NOT_NAME.has(doc.key(m))) ||
          // "las entrevistas con Fernando Aguilar y Macarena, …": a given name (no surname) ends the second person.
          (!doc.ambiguous(m) && !doc.surname(m) && !doc.capitalized(m + 1)) ||
          // "Renzo Málaga y Katherine Vilca": a given name and a surname before the "y", a given
          // name (no surname) and a word no list knows after it: two people.
          (b > a && doc.firstName(a) && !doc.ambiguous(m) && !doc.surname(m) && doc.sep(m + 1) === SEP_SPACE && doc.capitalized(m + 1) && !doc.commonWord(m + 1)) ||
          // people7es: "Gonzalo Ferrer y Amparo Liñán": a given name and a surname on each side,
          // the second given name an everyday word too ("amparo", shelter).
          (b > a && doc.firstName(a) && doc.surname(b) && doc.sep(m + 1) === SEP_SPACE && doc.capitalized(m + 1) && doc.surname(m + 1))) ||
        // people7es: "Fermín, Begoña y Asun": a given name, then a word no list knows ending the
        // run (a nickname: "Asun", "Chusa"), not a known surname.
        // people8es: an everyday-word given name too when a name and a comma come before it
        // ("Gloria, Amparo y Libardo").
        (CONJUNCTIONS.has(doc.key(n)) && b === a && doc.firstName(a) && (!doc.ambiguous(a) || (doc.isChar(a - 1, COMMA) && doc.firstName(a - 2))) && doc.capitalized(m) && !doc.knownWord(m) && !doc.surname(m) && (doc.sep(m + 1) !== SEP_SPACE || !doc.capitalized(m + 1)));
      // "María del Mar", "Mª del Mar": "Mar" is also the short form of a month.
      const marianName = doc.key(n) === 'del' && doc.isWord(m) && doc.capitalized(m) && MARIAN_NAMES.has(doc.key(m));
      if (doc.sep(m) === SEP_SPACE && (nameToken(doc, m) || marianName) && !doc.initial(m) && !nextPerson) {
        b = m;
        words++;
        continue;
      }
    }
    break;
  }
  return b;
}

/**
 * "Renner, Anais" (surname, comma, given name) as a whole field: the given name's token, or -1.
 * Fields start at a line start, ":", ",", ";" or "(" and end at a line break, ",", ";" or ")".
 */
function surnameCommaGiven(doc: Doc, a: number, b: number): number {
  if (!(b === a && doc.isChar(b + 1, COMMA) && doc.adjacent(b + 1) && doc.spaced(b + 2) && doc.capitalized(b + 2) && doc.surname(a) && (!doc.firstName(a) || doc.strongSurname(a)))) return -1;
  const g = b + 2;
  const fieldEnd = g + 1 >= doc.count || doc.sep(g + 1) >= SEP_NEWLINE || doc.isChar(g + 1, COMMA) || doc.isChar(g + 1, SEMICOLON) || doc.isChar(g + 1, CLOSE_PAREN);
  const fieldStart = doc.sep(a) >= SEP_NEWLINE || doc.isChar(a - 1, COLON) || doc.isChar(a - 1, COMMA) || doc.isChar(a - 1, SEMICOLON) || doc.isChar(a - 1, OPEN_PAREN);
  // "Programas: Algodón, Sintéticos, Mix, Lana, Rápido": inside a list of spaced comma items, a
  // comma joins items, not a surname and a given name.
  const listBefore = doc.isChar(a - 1, COMMA) && doc.spaced(a) && doc.capitalized(a - 2);
  const listAfter = doc.isChar(g + 1, COMMA) && doc.spaced(g + 2) && doc.capitalized(g + 2);
  // people8es: "(Cóndor, Quetzal)": a code-name word (a bird naming a queue) is no surname.
  return doc.firstName(g) && !doc.commonWord(g) && fieldEnd && fieldStart && !listBefore && !listAfter && !codenameWord(doc, a) ? g : -1;
}

/**
 * Collects the run starting at i, scores its best name, and pushes it. Returns where to go on.
 */
export function capitalizedRun(doc: Doc, i: number, out: Candidate[]): number {
  const start = stripIntroducers(doc, i);
  if (start.skipTo >= 0) return start.skipTo;
  const a = start.a;
  const stripped = start.stripped;
  if (!nameToken(doc, a)) return a + 1;
  // A title outranks every cue before it; a context word raises the cues' level to EV_CONTEXT.
  let evidence = stripped === EV_TITLE ? EV_TITLE : Math.max(evidenceBefore(doc, i), stripped);
  const b = extendRun(doc, a);
  // A whole delimited field ("52262,Mossie Quitzon,mossie@...", "…;Soledad Borrego;…").
  if (evidence < EV_WEAK && b > a && doc.isDelimiter(a - 1) && doc.adjacent(a) && doc.isDelimiter(b + 1) && doc.adjacent(b + 1)) evidence = EV_WEAK;
  // Chat exports put the speaker alone on a line before the time: "Erling Jast  9:20 PM".
  const speakerLine = doc.sep(a) >= SEP_NEWLINE && doc.isNum(b + 1) && doc.isChar(b + 2, COLON) && doc.isNum(b + 3);
  if (evidence < EV_CONTEXT && speakerLine) evidence = EV_CONTEXT;
  const g = surnameCommaGiven(doc, a, b);
  if (g >= 0) {
    out.push(doc.candidate('PERSON', a, g, FINDER_SCORES.surnameCommaGiven.score));
    return g + 1;
  }
  if (splitAtRole(doc, a, b, evidence, out)) return b + 1;
  // Trailing possessive: "John's" was split as John + 's; nothing to do.
  const c = scoreRun(doc, a, b, evidence, speakerLine && b > a);
  if (c) out.push(c);
  return b + 1;
}

/**
 * "General Counsel", "Chief Financial Officer", "Ana Ruiz Account Manager": a role phrase is no
 * part of a name; only the words before it can be one, and "Supervisor Angela Ruiz", "Account
 * Manager Ana Ruiz" (a role opening the run) introduce the name after it. False when the run
 * holds no role.
 */
function splitAtRole(doc: Doc, a: number, b: number, evidence: number, out: Candidate[]): boolean {
  const role = roleStart(doc, a, b);
  if (role < 0) return false;
  let e = role - 1;
  while (e >= a && !doc.isWord(e)) e--;
  if (e >= a) {
    const c = scoreRun(doc, a, e, evidence);
    if (c) out.push(c);
  }
  let r = role;
  while (r + 1 <= b && doc.isWord(r + 1) && (doc.keyIn(r + 1, F_ROLE_HEADS) || doc.keyIn(r + 1, F_ROLE_MODIFIERS) || !doc.keyIn(r, F_ROLE_HEADS))) r++;
  // "Editor de Texto Enriquecido": words after a role that open with a particle name a thing.
  if (r < b && e < a && !doc.lower(r + 1)) {
    // "The Team Inbox", "the Support Team Inbox": a role after an article names a thing (a
    // feature, a shared mailbox); the name after it gets weak evidence only. "Supervisor Ana
    // Ruiz" and "our Account Manager Ana Ruiz" keep their person: their names are in the lists.
    const afterArticle = doc.isWord(a - 1) && ROLE_ARTICLES.has(doc.key(a - 1));
    const c = scoreRun(doc, r + 1, b, afterArticle ? EV_WEAK : EV_CONTEXT);
    if (c) out.push(c);
  }
  return true;
}

/** Articles before a role phrase: "the Team Inbox", "el Equipo Comercial". */
const ROLE_ARTICLES: ReadonlySet<string> = new Set(['the', 'a', 'an', 'our', 'your', 'el', 'la', 'los', 'las', 'nuestro', 'nuestra']);

/**
 * First token of a role phrase inside the run [a, b] (a role head such as "Counsel", "Manager",
 * "Payable" and the role modifiers before it), or -1 when the run holds no role head.
 */
export function roleStart(doc: Doc, a: number, b: number): number {
  for (let h = a; h <= b; h++) {
    if (!doc.isWord(h) || doc.initial(h) || !doc.keyIn(h, F_ROLE_HEADS)) continue;
    let s = h;
    while (s - 1 >= a && doc.isWord(s - 1) && doc.keyIn(s - 1, F_ROLE_MODIFIERS)) s--;
    return s;
  }
  return -1;
}
