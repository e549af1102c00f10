/**
 * Tests of the tokens around a run that the score table's rules ask for (score-table.ts):
 * product nouns and possessives, model codes, label abbreviations, the name spelled in an e-mail.
 * Each word list is data with a comment and an example.
 */
import { type Doc, UPPER, wordFilter } from '../doc.js';
import { CARRIAGE_RETURN, DOT, NEWLINE, SPACE } from '../chars.js';
import type { RunFeatures } from './features.js';
import { HUMAN_NOUNS } from './thing-names.js';

/** Words after an abbreviated label: "Reg. No.", "Ref. Nº". */
const NUMBER_WORDS = new Set(['no', 'nr', 'num', 'number', 'nº', 'n']);
/** Nouns that name software or devices next to a product name ("Orion dashboard", "panel Orion"). */
const PRODUCT_NOUNS = new Set(['dashboard', 'app', 'platform', 'plugin', 'server', 'cluster', 'release', 'module', 'subscription', 'firmware', 'router', 'panel', 'plataforma', 'aplicacion', 'modelo', 'servidor', 'producto', 'herramienta', 'modulo', 'suscripcion',
  // Accessories named after a standard: "any Qi pad", "a MagSafe charger".
  'pad', 'charger', 'dock', 'adapter',
  // people8es (round 8): services, connectors, chats and networks named with a given name ("el
  // chat Lola atiende 24/7", "la VPN Atalaya", "la base de datos Almudena", "el conector Bolívar",
  // "el servicio Mercedes"), and a footrest of a furniture line ("el reposapiés Triana").
  'chat', 'vpn', 'datos', 'conector', 'connector', 'servicio', 'reposapies']);
/** Possessive determiners: "our Orion rollout" (a person's name does not follow "our"). */
const POSSESSIVES = new Set(['our', 'your', 'their', 'its', 'nuestro', 'nuestra', 'vuestro', 'vuestra']);
/** Abbreviations before a saint's or street's name: "St. Louis", "Mt. Hood", "Ft. Worth". */
export const SAINT_AND_PLACE_ABBREVIATIONS = new Set(['st', 'ste', 'mt', 'ft']);
/** Saints and places: "San Sebastián", "Santa Cruz"; "St" without its dot too ("St Jude's Old Boys", "St Ives"). */
export const SAINT_WORDS = new Set(['san', 'santa', 'santo', 'sant', 'st']);

const F_NUMBER_WORDS = wordFilter(NUMBER_WORDS);
const F_PRODUCT_NOUNS = wordFilter(PRODUCT_NOUNS);
const F_POSSESSIVES = wordFilter(POSSESSIVES);

/** Characters that end the text before an e-mail's local part: , ; < > ( ) : " ' */
const EMAIL_LOCAL_STOPS = new Set([...',;<>():"\''].map((ch) => ch.charCodeAt(0)));
/** The e-mail's "@" must be at most this many characters after the name. */
const EMAIL_WINDOW = 80;
/** A local part shorter than this spells nothing. */
const MIN_LOCAL_PART = 3;
/** A name word shorter than this is not looked for in the local part. */
const MIN_SPELLED_WORD = 3;
/** A model code is 1-3 capitals glued to digits: "X200", "XR-7". */
const MAX_MODEL_CODE_LETTERS = 3;

/** "DEA Reg. No.", "Ref. No.": the run is an abbreviation followed by "No." (a label). */
export function abbreviatedLabel(f: RunFeatures): boolean {
  const { doc, b } = f;
  return doc.isChar(b + 1, DOT) && doc.adjacent(b + 1) && doc.isWord(b + 2) && doc.keyIn(b + 2, F_NUMBER_WORDS);
}

/** "the Atlas app", "el panel Orion" (a product noun beside it), "our Orion rollout" (a possessive before it). */
export function productNounAround(f: RunFeatures): boolean {
  const { doc, a, b } = f;
  const p = a - 1;
  const n = b + 1;
  // people8es: an acronym noun in capitals too ("la VPN Atalaya").
  const before = (doc.lower(p) || doc.shape(p) === UPPER) && doc.spaced(a);
  const after = doc.lower(n) && doc.spaced(n);
  return (before && doc.keyIn(p, F_PRODUCT_NOUNS)) || (after && doc.keyIn(n, F_PRODUCT_NOUNS)) || (before && after && doc.keyIn(p, F_POSSESSIVES));
}

/** Token i starts a product/model code: spaced, 1-3 capitals directly followed by digits ("X200"). */
export function modelCodeAt(doc: Doc, i: number): boolean {
  return doc.spaced(i) && doc.isWord(i) && doc.shape(i) === UPPER && doc.len(i) <= MAX_MODEL_CODE_LETTERS && doc.isNum(i + 1) && doc.adjacent(i + 1);
}

/** The first or last word of [a, b] occurs in the local part of an e-mail within 80 chars after it. */
export function spelledInEmail(doc: Doc, a: number, b: number): boolean {
  const text = doc.text;
  const from = doc.end(b);
  const at = text.indexOf('@', from);
  if (at < 0 || at - from > EMAIL_WINDOW) return false;
  let s = at;
  while (s > from) {
    const c = text.charCodeAt(s - 1);
    if (c === NEWLINE || c === CARRIAGE_RETURN) return false;
    if (c <= SPACE || EMAIL_LOCAL_STOPS.has(c)) break;
    s--;
  }
  if (at - s < MIN_LOCAL_PART) return false;
  const local = text.slice(s, at).toLowerCase();
  const k1 = doc.key(a);
  const k2 = doc.key(b);
  return (k1.length >= MIN_SPELLED_WORD && local.includes(k1)) || (k2.length >= MIN_SPELLED_WORD && local.includes(k2));
}

/**
 * Verbs only people do, right after a name: "Gary showed up on time", "Marco nos atendió", "Lucy
 * recommended a place". Places and things do not say, call, help or recommend.
 */
const HUMAN_VERBS = new Set([
  'said', 'says', 'told', 'tells', 'asked', 'asks', 'called', 'calls', 'emailed', 'texted', 'wrote', 'replied', 'answered',
  'helped', 'helps', 'showed', 'explained', 'explains', 'recommended', 'recommends', 'suggested', 'mentioned', 'confirmed',
  'offered', 'handled', 'greeted', 'promised', 'agreed', 'thinks', 'thought', 'smiled', 'laughed', 'upgraded', 'booked',
  'dijo', 'dice', 'conto', 'llamo', 'escribio', 'contesto', 'respondio', 'ayudo', 'explico', 'recomendo', 'sugirio',
  'confirmo', 'ofrecio', 'atendio', 'prometio', 'piensa', 'opina', 'comento', 'pregunto',
  // Acts only a person does, whatever the word before them: "Bill approved the budget", "Grant
  // signed the lease", "Amparo ha confirmado el local" (past participles after "ha"/"has").
  'approved', 'approves', 'signed', 'volunteered', 'apologized', 'apologised', 'aprobo', 'firmo',
  'confirmado', 'dicho', 'contestado', 'respondido', 'escrito', 'llamado', 'aprobado', 'firmado', 'preguntado', 'comentado',
]);

/**
 * One word that may stand between the name and its verb without changing who acts: an adverb or
 * a perfect auxiliary ("Harvey also asked", "Lena has confirmed", "Amparo ha confirmado", "Pilar
 * ya contestó"). Not modals: "Grant will be awarded" is about a grant.
 */
const BEFORE_HUMAN_VERB = new Set(['also', 'already', 'just', 'then', 'has', 'had', 'tambien', 'ya', 'ha', 'habia']);

/**
 * Tasks a person takes on, after "will" in meeting notes and status updates: "Sandy will chase
 * Oracle for a quote", "Grant will book the caterer". Not "be"/"have"/"cover"/"fund" ("Grant
 * will be awarded", "Bill will cover the costs" read as the nouns), nor what places and firms
 * do too ("Paris will host the summit", "the bank will call you").
 */
const WILL = 'will';
const TASK_VERBS = new Set([
  'chase', 'book', 'send', 'email', 'ping', 'confirm', 'circulate', 'draft', 'review', 'schedule', 'organise',
  'organize', 'follow', 'reach', 'contact', 'ask', 'check', 'update', 'share', 'present', 'sign',
]);

/** Token n opens "will chase" / "will book": a task a person takes on. */
function willTask(doc: Doc, n: number): boolean {
  return doc.key(n) === WILL && doc.isWord(n + 1) && doc.spaced(n + 1) && doc.lower(n + 1) && TASK_VERBS.has(doc.key(n + 1));
}

/**
 * A copula and an optional article before a noun for people: "Rosa es profesora en el CEIP",
 * "Hope is a nurse", "Joy was our driver". A place or a thing "is" a country or a brand.
 */
const COPULAS = new Set(['is', 'was', 'es', 'era', 'fue']);
const COPULA_ARTICLES = new Set(['a', 'an', 'our', 'my', 'the', 'un', 'una', 'mi', 'nuestra', 'nuestro']);

/** Token n opens "is a nurse" / "es profesora": a copula, an optional article, a noun for people. */
function copulaToPersonNoun(doc: Doc, n: number): boolean {
  if (!COPULAS.has(doc.key(n))) return false;
  let m = n + 1;
  if (doc.isWord(m) && doc.spaced(m) && doc.lower(m) && COPULA_ARTICLES.has(doc.key(m))) m++;
  return doc.isWord(m) && doc.spaced(m) && doc.lower(m) && HUMAN_NOUNS.has(doc.key(m));
}
const F_HUMAN_VERBS = wordFilter(HUMAN_VERBS);
/** A staff post right after a name: "Marco at the front desk", "Lucía, la de recepción", "Ana en recepción". */
const STAFF_POSTS: readonly string[][] = [
  ['at', 'the', 'front', 'desk'], ['at', 'reception'], ['at', 'the', 'desk'], ['at', 'the', 'counter'], ['at', 'the', 'bar'],
  ['en', 'recepcion'], ['de', 'recepcion'], ['en', 'caja'], ['en', 'la', 'barra'],
];

/** The run [a, b] is followed by a verb only people do, or a staff post. */
export function humanAfter(doc: Doc, b: number): boolean {
  const n = b + 1;
  if (!doc.spaced(n) || !doc.isWord(n) || !doc.lower(n)) return false;
  if (doc.keyIn(n, F_HUMAN_VERBS)) return true;
  if (copulaToPersonNoun(doc, n) || willTask(doc, n)) return true;
  if (BEFORE_HUMAN_VERB.has(doc.key(n)) && doc.spaced(n + 1) && doc.isWord(n + 1) && doc.lower(n + 1) && doc.keyIn(n + 1, F_HUMAN_VERBS)) return true;
  for (const post of STAFF_POSTS) {
    let ok = true;
    for (let k = 0; k < post.length && ok; k++) ok = doc.isWord(n + k) && doc.key(n + k) === post[k] && (k === 0 || doc.spaced(n + k));
    if (ok) return true;
  }
  return false;
}
