/**
 * Candidate runs in lower case, after chat cues: "hey john", "ask maria", "gracias ana", "thanks
 * to jenna", "dile a carmen", "leila covers for me" (optionally followed by more given names and
 * a surname: "maría del carmen", "josé luis").
 */
import { CHAT_AFTER, CHAT_TRIGGERS, NOT_NAME, PARTICLES } from '../cues.js';
import { type Candidate, type Doc, PUNCT, SEP_SPACE, SEP_NEWLINE, wordFilter } from '../doc.js';
import { APOSTROPHE, ASCII_LOWER_BIT, COLON, COMMA, EXCLAMATION } from '../chars.js';
import { TO_VERBS } from './evidence.js';
import { FINDER_SCORES } from './score-table.js';
import { lowerSurnameAfterCue } from './lower-surnames.js';

/** A lower-case chat name has 3 to 12 letters ("ana", "maximiliano"). */
const MIN_CHAT_NAME_LEN = 3;
const MAX_CHAT_NAME_LEN = 12;
/** The longest chat trigger word (CHAT_TRIGGERS) has 11 letters. */
const MAX_TRIGGER_LEN = 11;
/** At most this many more lower-case names after the first ("maría del carmen lópez ruiz"). */
const MAX_CHAIN_WORDS = 4;
/** The chat verbs after a name (CHAT_AFTER: "covers", "cubre") have at most 6 letters. */
const MAX_CHAT_VERB_LEN = 6;
/** Triggers that only continue a name already found before them: "hey ana and luis". */
const CONTINUATIONS = new Set(['and', 'y', 'with', 'con']);
/** Greetings after which even a word no list knows is a name when "!" or "," closes it: "thanks alejandrin!". */
const GREETINGS = new Set(['thanks', 'thx', 'hey', 'hi', 'hello', 'gracias', 'hola', 'oye']);

/**
 * Chat triggers that address a person: their object is someone to talk to, so even a word no
 * list knows is a name when it ends the clause ("I'll tell joakim", "ask siobhan?", "pregúntale
 * a itziar"). "hey", "with", "named" are left out: "with prod", "named foo" are things.
 */
const ADDRESSING = new Set(['tell', 'ask', 'ping', 'remind', 'text', 'dile', 'pregunta', 'preguntale', 'avisa', 'recuerda', 'escribe']);

/** Words after an addressed name that still end its clause: "tell joakim that…", "dile a rocío que…". */
const CLAUSE_AFTER_ADDRESSEE = new Set(['that', 'about', 'to', 'if', 'que', 'si', 'por']);

/** Words before "is" that introduce the writer's name: "this is frank", "my name is dolores". */
const IS_INTRODUCERS = new Set(['this', 'name']);

/** Shorter unknown words are abbreviations ("ask hr", "ping ops"), not names. */
const MIN_UNKNOWN_NAME_LEN = 4;

/** Token i ends the clause: text or line end, closing punctuation, or a clause word after an addressee. */
function endsPhrase(doc: Doc, i: number, addressing: boolean): boolean {
  const n = i + 1;
  if (n >= doc.count || doc.sep(n) >= SEP_NEWLINE) return true;
  if (doc.kind(n) === PUNCT) return '!?,.'.includes(doc.text[doc.start(n)]!);
  return addressing && doc.isWord(n) && doc.lower(n) && CLAUSE_AFTER_ADDRESSEE.has(doc.key(n));
}

/**
 * "<name> and I" / "<name> y yo": only a person is paired with the speaker. Keys: the joining
 * word, then the first-person pronoun after it.
 */
const WITH_ME: ReadonlyMap<string, string> = new Map([['and', 'i'], ['y', 'yo']]);
/** WITH_ME's words with a length and first-letter pre-test (Doc.keyIn): asked of every lower-case word after a lower-case word. */
const F_WITH_ME = wordFilter(new Set(WITH_ME.keys()));

/** "tom and i are grabbing tacos", "dani y yo vamos al cine": an unmistakable given name paired with the speaker. */
function nameWithMe(doc: Doc, i: number): boolean {
  const j = i + 1;
  if (!doc.isWord(j) || !doc.spaced(j) || !doc.lower(j) || !doc.isWord(j + 1) || !doc.spaced(j + 1)) return false;
  const me = doc.keyIn(j, F_WITH_ME) ? WITH_ME.get(doc.key(j)) : undefined;
  // The pairing is strong enough for a given name that is also a rarer word ("tom"), not for the
  // most frequent words ("will and i", "mark and i" read as words too).
  return me !== undefined && doc.key(j + 1) === me && doc.firstName(i) && !doc.topCommon(i) && !NOT_NAME.has(doc.key(i));
}

/** "hey john", "ask maria", "gracias ana" (optionally followed by a lower-case surname). */
export function lowerCaseName(doc: Doc, i: number): Candidate | undefined {
  if (doc.len(i) < MIN_CHAT_NAME_LEN || doc.len(i) > MAX_CHAT_NAME_LEN) return undefined;
  // Every finder of lowerNameFinders takes a given name, or a word no list knows (lowerCaseAfter:
  // "thanks alejandrin!"): an everyday word or a surname that is no given name ("the", "order")
  // is none. Asked first, two flag bits rule out most lower-case words. (A new finder for other
  // words goes above this line: the unit test person-lower-name-exit.test.ts runs
  // lowerNameFinders on such words in every context its cue words make, and fails if one fires.)
  if (lowerNameExit(doc, i)) return lowerSurnameAfterCue(doc, i);
  return lowerNameFinders(doc, i);
}

/** lowerCaseName's early exit: a word that is no given name but an everyday word or a surname. */
export function lowerNameExit(doc: Doc, i: number): boolean {
  return !doc.firstName(i) && (doc.knownWord(i) || doc.surname(i));
}

/**
 * The finders of lowerCaseName after its early exit (exported for the unit test that checks the
 * exit: none of them fires on a word the exit rules out).
 */
export function lowerNameFinders(doc: Doc, i: number): Candidate | undefined {
  if (nameWithMe(doc, i)) return doc.candidate('PERSON', i, i, FINDER_SCORES.lowerNameWithMe.score);
  // "leila covers for me", "rodrigo cubre": a given name before a chat verb, after a clause break.
  const after = i + 1;
  if (doc.isWord(after) && doc.sep(after) === SEP_SPACE && doc.lower(after) && doc.len(after) <= MAX_CHAT_VERB_LEN && doc.keyIn(after, F_CHAT_AFTER)) {
    const before = i - 1;
    const clauseStart = before < 0 || doc.sep(i) >= SEP_NEWLINE || doc.isChar(before, COMMA) || doc.isChar(before, COLON);
    if (clauseStart && doc.firstName(i) && !doc.commonWord(i) && !NOT_NAME.has(doc.key(i))) return doc.candidate('PERSON', i, i, FINDER_SCORES.nameBeforeChatVerb.score);
  }
  let p = i - 1;
  if (doc.isChar(p, COMMA)) p--;
  // Cheap filter before any string is made: triggers are short words.
  if (!doc.isWord(p) || doc.len(p) > MAX_TRIGGER_LEN) return undefined;
  // "soy lucía" ("I am"): kept out of CHAT_TRIGGERS so its initial does not weaken the filter.
  if (doc.lang === 'es' && doc.len(p) === 3 && doc.lower(p) && doc.key(p) === 'soy') return lowerCaseAfter(doc, i, 'hola', p);
  // "it's carla".
  if (doc.lang === 'en' && doc.len(p) === 1 && doc.isChar(p - 1, APOSTROPHE) && doc.adjacent(p) && doc.key(p) === 's' && doc.isWord(p - 2) && doc.len(p - 2) === 2 && doc.key(p - 2) === 'it') return lowerCaseAfter(doc, i, 'hi');
  // "hi this is frank delgado from…", "hi my name is dolores mcbride" (no trigger initial: tested
  // before the filter below).
  if (doc.lang === 'en' && doc.len(p) === 2 && doc.lower(p) && doc.key(p) === 'is' && doc.isWord(p - 1) && IS_INTRODUCERS.has(doc.key(p - 1))) return lowerCaseAfter(doc, i, 'hi');
  if (!triggerInitial(doc.text.charCodeAt(doc.start(p)) | ASCII_LOWER_BIT)) return undefined;
  // Spanish puts "a" before a person object: "dile a carmen", "pregunta a luis".
  const personalA = doc.lang === 'es' && doc.isWord(p) && doc.key(p) === 'a' && doc.lower(p);
  if (personalA && doc.isWord(p - 1)) p--;
  // "thanks to jenna", "talk to omar"; "it's carla", "this is carla".
  if (doc.lang === 'en' && doc.isWord(p) && doc.lower(p)) {
    const k0 = doc.key(p);
    if (k0 === 'to' && doc.isWord(p - 1) && TO_VERBS.has(doc.key(p - 1))) return lowerCaseAfter(doc, i, 'ask');
    if (k0 === 'is' && doc.key(p - 1) === 'this') return lowerCaseAfter(doc, i, 'hi');
    // "send the invoice to karen": any "to" before a given name that is no everyday word.
    if (k0 === 'to' && unmistakableGivenName(doc, i)) return doc.candidate('PERSON', i, lowerChain(doc, i), FINDER_SCORES.lowerNameAfterTo.score);
  }
  if (!doc.keyIn(p, F_CHAT_TRIGGERS)) {
    // "le has mandado la factura a carmen": the personal "a" before an unmistakable given name.
    return personalA && unmistakableGivenName(doc, i) && !SENSORY_BEFORE_A.has(doc.key(p)) ? doc.candidate('PERSON', i, lowerChain(doc, i), FINDER_SCORES.lowerNameAfterPersonalA.score) : undefined;
  }
  // "en el metro apenas se oye nada", "no te oye": after an object pronoun the trigger is a verb.
  // ("me llamo yolanda" is the introduction itself.)
  if (doc.lang === 'es' && doc.isWord(p - 1) && doc.lower(p - 1) && SPANISH_PRONOUNS_BEFORE_VERB.has(doc.key(p - 1)) && !(doc.key(p) === 'llamo' && doc.key(p - 1) === 'me')) return undefined;
  return lowerCaseAfter(doc, i, doc.key(p), p);
}

/** Spanish words before a verb that make a trigger word ("oye", "llama", "cubre") a verb: "se oye", "no te llama". */
const SPANISH_PRONOUNS_BEFORE_VERB = new Set(['se', 'me', 'te', 'lo', 'la', 'le', 'nos', 'os', 'los', 'las', 'les', 'no']);

/** Token i holds a hyphen between letters ("garment-dyed"). */
function innerHyphen(doc: Doc, i: number): boolean {
  const k = doc.text.indexOf('-', doc.start(i) + 1);
  return k > 0 && k < doc.end(i) - 1;
}

/** A lower-case given name after the trigger word `k` (at token p when it is a real token). */
function lowerCaseAfter(doc: Doc, i: number, k: string, p = -1): Candidate | undefined {
  // "and"/"y"/"with" only continue an already detected lower-case name, or a capitalized one.
  if (CONTINUATIONS.has(k) && !precededByName(doc, p)) return undefined;
  if (NOT_NAME.has(doc.key(i))) return undefined;
  if (!doc.firstName(i)) {
    // "thanks alejandrin!": a word no list knows, closed by "!" or ",", after a greeting.
    const n = i + 1;
    // "thanks alejandrin!", "gracias mati⏎": "!" or "," glued to it, or (a longer word) the line ends there.
    const punctuated = (doc.isChar(n, EXCLAMATION) || doc.isChar(n, COMMA)) && doc.adjacent(n);
    const lineEnd = (n >= doc.count || doc.sep(n) >= SEP_NEWLINE) && doc.len(i) >= MIN_UNKNOWN_NAME_LEN;
    const greeting = GREETINGS.has(k);
    // people9en: a lower-case compound glued by a hyphen ("it's garment-dyed,", "hi re-sent!") is
    // an adjective or a verb; an unlisted nickname is one word.
    const unknown = !doc.commonWord(i) && !doc.surname(i) && !doc.knownWord(i) && !(doc.lower(i) && innerHyphen(doc, i));
    if ((punctuated || lineEnd) && greeting && unknown) return doc.candidate('PERSON', i, i, FINDER_SCORES.unknownWordAfterGreeting.score);
    // "I'll tell joakim⏎": an addressed word no list knows, ending the clause.
    if (unknown && ADDRESSING.has(k) && doc.lower(i) && doc.len(i) >= MIN_UNKNOWN_NAME_LEN && endsPhrase(doc, i, true)) {
      return doc.candidate('PERSON', i, i, FINDER_SCORES.unknownWordAfterAddressing.score);
    }
    return undefined;
  }
  const b = lowerChain(doc, i);
  if (doc.ambiguous(i) || doc.commonWord(i)) {
    // "gracias dolores!", "me cubre esperanza⏎", "dile a rocío que…": an everyday-word name only
    // when it ends the phrase, or when a surname follows it ("this is frank delgado from…").
    if ((b === i && !endsPhrase(doc, i, ADDRESSING.has(k))) || CONTINUATIONS.has(k)) return undefined;
  }
  return doc.candidate('PERSON', i, b, b > i ? FINDER_SCORES.lowerNameAndSurname.score : FINDER_SCORES.lowerName.score);
}

/** Extends a lower-case first name over more given names and a surname: "maría del carmen", "josé luis". */
export function lowerChain(doc: Doc, i: number): number {
  let b = i;
  for (let n = 0; n < MAX_CHAIN_WORDS; n++) {
    let m = b + 1;
    if (doc.sep(m) !== SEP_SPACE) break;
    // "del", "de la" inside compound given names; "y" joins a second person ("nerea y raúl").
    while (doc.lower(m) && PARTICLES.has(doc.key(m)) && !CONTINUATIONS.has(doc.key(m)) && doc.sep(m + 1) === SEP_SPACE && m < b + 3) m++;
    if (!doc.lower(m) || NOT_NAME.has(doc.key(m))) break;
    const name = (doc.firstName(m) || doc.surname(m)) && !doc.commonWord(m) && !doc.ambiguous(m);
    if (!name) break;
    b = m;
  }
  return b;
}

/** CHAT_AFTER with a length and first-letter pre-test: most words after a name need no key. */
const F_CHAT_AFTER = wordFilter(CHAT_AFTER);
/** CHAT_TRIGGERS the same way: the word before most lower-case words is none. */
const F_CHAT_TRIGGERS = wordFilter(CHAT_TRIGGERS);

/** First letters of CHAT_TRIGGERS (lower case), so most words need no key at all. */
const TRIGGER_INITIALS = new Set([...CHAT_TRIGGERS].map((w) => w.charCodeAt(0)));
/** TRIGGER_INITIALS as a table for ASCII letters: the test runs on the word before every lower-case word. */
const ASCII_TRIGGER_INITIALS = new Uint8Array(128);
for (const c of TRIGGER_INITIALS) if (c < 128) ASCII_TRIGGER_INITIALS[c] = 1;

function triggerInitial(c: number): boolean {
  return c < 128 ? ASCII_TRIGGER_INITIALS[c] === 1 : TRIGGER_INITIALS.has(c);
}

/** A lower-case given name that is no everyday word and no month or weekday ("karen", "marcos"). */
function unmistakableGivenName(doc: Doc, i: number): boolean {
  return doc.firstName(i) && !doc.ambiguous(i) && !doc.commonWord(i) && !NOT_NAME.has(doc.key(i));
}

function precededByName(doc: Doc, p: number): boolean {
  const q = p - 1;
  return doc.isWord(q) && doc.firstName(q) && !doc.commonWord(q);
}

/**
 * people7es (round 7). Words of smell and taste before "a": what follows is the scent or flavour,
 * not a person ("notas florales a jazmín y bergamota", "huele a rosa", "sabe a canela"). Accent-free keys.
 */
const SENSORY_BEFORE_A = new Set(['huele', 'olia', 'olor', 'sabe', 'sabia', 'sabor', 'notas', 'nota', 'aroma', 'aromas', 'florales', 'frutales', 'toques', 'toque']);
