/**
 * Organizations from a line's layout: a sender's heading ("CaixaBank - Solicitud de préstamo")
 * and the employer in a signature line ("Account Manager, Brightwater Analytics").
 */
import { NOT_NAME, ORG_CONNECTORS, ROLE_HEADS } from '../cues.js';
import { type Candidate, type Doc, PUNCT, SEP_NEWLINE, SEP_SPACE, UPPER, wordFilter } from '../doc.js';
import { F_PLACE } from '../lexicon.js';
import { wholePlace } from './name-run.js';
import { AMPERSAND, COMMA, DOT, EM_DASH, EN_DASH, HYPHEN, PIPE } from '../chars.js';
import { DOTTED_ABBREVIATIONS, EVERYDAY_WORD_ISSUERS, NOTICE_TITLE_WORDS } from './cue-words.js';
import { ORG_SCORES } from './score-table.js';
import { cueSet } from '../cue-bits.js';

const F_ROLE_HEADS = wordFilter(ROLE_HEADS);
/** NOTICE_TITLE_WORDS as a cue set (cue-bits.ts): one bit test per word of a heading. */
const NOTICE_TITLE_CUE = cueSet(NOTICE_TITLE_WORDS);
/** A heading's sender name has at least three letters. */
const MIN_HEADING_NAME_LEN = 3;
/** A role before the employer has at most this many words ("Senior Customer Success Lead"). */
const MAX_ROLE_WORDS = 5;
/** The employer after a role spans at most this many tokens. */
const MAX_EMPLOYER_TOKENS = 10;

/**
 * "CaixaBank - Solicitud de préstamo", "Unicaja – Alerta": a line that opens with one word no
 * list knows, then a spaced dash or bar and a capitalized title, is a sender's heading.
 */
export function headingName(doc: Doc, i: number): Candidate | undefined {
  if (!(i === 0 || doc.sep(i) >= SEP_NEWLINE) || !doc.capitalized(i)) return undefined;
  const notice = noticeIssuer(doc, i);
  if (notice) return notice;
  if (doc.len(i) < MIN_HEADING_NAME_LEN) return undefined;
  const d = i + 1;
  if (!doc.spaced(d) || !(doc.isChar(d, HYPHEN) || doc.isChar(d, EN_DASH) || doc.isChar(d, EM_DASH) || doc.isChar(d, PIPE))) return undefined;
  if (!doc.spaced(d + 1) || !doc.capitalized(d + 1)) return undefined;
  // orgs8: a document's own kind is no sender: "PAYSLIP – February 2026".
  if (doc.inSet(i, NOTICE_TITLE_CUE)) return undefined;
  if ((doc.knownWord(i) && !EVERYDAY_WORD_ISSUERS.has(doc.key(i))) || doc.firstName(i) || doc.surname(i) || (doc.flags(i) & F_PLACE) !== 0 || NOT_NAME.has(doc.key(i))) return undefined;
  return doc.candidate('ORGANIZATION', i, i, ORG_SCORES.headingSender.score);
}

/** The customer's possessive before a notice word: "Tu envío", "Your shipment". */
const TITLE_POSSESSIVES = new Set(['tu', 'su', 'your']);

/** An acronym has at most this many letters ("DHL", "BBVA", "GEICO"). */
const MAX_ACRONYM_LEN = 5;

/** Every word of [a, b] is in capitals. */
function allCaps(doc: Doc, a: number, b: number): boolean {
  for (let w = a; w <= b; w++) if (doc.isWord(w) && doc.shape(w) !== UPPER) return false;
  return true;
}

/** A heading's issuer has at most this many words ("Laboratorio Clínico Echeverría"). */
const MAX_ISSUER_WORDS = 4;

/** "—", "–", "-", "|" or "·" between the parts of a heading. */
function headingDash(doc: Doc, d: number): boolean {
  // The kind first: the heading walks ask this of every word of a line start.
  return doc.kind(d) === PUNCT && doc.spaced(d) && doc.spaced(d + 1) && (doc.isChar(d, HYPHEN) || doc.isChar(d, EN_DASH) || doc.isChar(d, EM_DASH) || doc.isChar(d, PIPE) || doc.isChar(d, MIDDLE_DOT));
}
const MIDDLE_DOT = 0xb7;

/**
 * The issuer named beside the title of a notice on its first line, before or after the dash:
 * "DHL Express – Waybill 48 1190", "CaixaBank · Transferencia emitida", "Reserva confirmada —
 * Renfe", "LAB RESULTS – Quest Diagnostics". The title opens with a notice word
 * (NOTICE_TITLE_WORDS); the issuer is one to four capitalized words, none a given name first
 * ("Invoice – Maria Lopez" is a person) and none a place alone.
 */
function noticeIssuer(doc: Doc, i: number): Candidate | undefined {
  // The issuer first: capitalized words up to the dash, then the notice word.
  let e = i;
  while (e < i + MAX_ISSUER_WORDS - 1 && doc.spaced(e + 1) && doc.capitalized(e + 1)) e++;
  // orgs9: "SEUR · Tu envío 0187 4523 9901 llega hoy", "DHL – Your shipment": the customer's possessive before the notice word.
  const n = doc.isWord(e + 2) && TITLE_POSSESSIVES.has(doc.key(e + 2)) && doc.spaced(e + 3) ? e + 3 : e + 2;
  if (headingDash(doc, e + 1) && doc.isWord(n) && doc.inSet(n, NOTICE_TITLE_CUE)) {
    // Two or more title-case words name the issuer even when each is an everyday word ("Correo
    // Argentino", "Línea Directa"); one word must be rarer.
    const named = issuerWords(doc, i, e, e > i);
    return named ? doc.candidate('ORGANIZATION', i, e, ORG_SCORES.headingSender.score) : undefined;
  }
  // The title first: a notice word in the title ("Reserva confirmada", "LAB RESULTS"), then the
  // dash, then the issuer to the line end. The dash within six tokens and the capitalized word
  // after it are tested first: most line starts have neither, and then no word is looked up.
  let d = i;
  while (d < i + 6 && d < doc.count && (d === i || doc.sep(d) <= SEP_SPACE) && !headingDash(doc, d)) d++;
  if (!headingDash(doc, d) || !doc.capitalized(d + 1)) return undefined;
  let noticed = false;
  for (let w = i; w < d && !noticed; w++) noticed = doc.isWord(w) && doc.inSet(w, NOTICE_TITLE_CUE);
  if (!noticed) return undefined;
  const s = d + 1;
  let t = s;
  while (t < s + MAX_ISSUER_WORDS - 1 && doc.spaced(t + 1) && doc.capitalized(t + 1)) t++;
  if (!(t + 1 >= doc.count || doc.sep(t + 1) >= SEP_NEWLINE) || !issuerWords(doc, s, t)) return undefined;
  return doc.candidate('ORGANIZATION', s, t, ORG_SCORES.headingSender.score);
}

/**
 * Words [a, b] can name an issuer: no given name first, no lone place, no notice word, and one word
 * that is no everyday word, unless `everydayOk` ("Correo Argentino" before the title's dash).
 */
function issuerWords(doc: Doc, a: number, b: number, everydayOk = false): boolean {
  if (doc.firstName(a) || NOT_NAME.has(doc.key(a))) return false;
  if (a === b && (doc.flags(a) & F_PLACE) !== 0) return false;
  // A title in capitals is shouted, not an issuer ("STATE OF WASHINGTON – NOTICE OF INFRACTION",
  // "ITINERARY – Booking ref"): only short acronyms ("DHL", "BBVA") count there.
  let shouted = true;
  for (let w = a; w <= b; w++) {
    if (doc.isWord(w) && doc.inSet(w, NOTICE_TITLE_CUE)) return false;
    if (doc.shape(w) !== UPPER || doc.len(w) > MAX_ACRONYM_LEN) shouted = false;
  }
  if (!shouted && allCaps(doc, a, b)) return false;
  if (everydayOk) return true;
  // orgs8: a lone capital letter is no acronym but a label ("PARTE AMISTOSO DE ACCIDENTE — Vehículo A").
  for (let w = a; w <= b; w++) if (doc.len(w) > 1 && (!doc.commonWord(w) || doc.shape(w) === UPPER || EVERYDAY_WORD_ISSUERS.has(doc.key(w)))) return true;
  return false;
}

/**
 * Signature lines: "Account Manager, Brightwater Analytics", "Paralegal | Treutel - Crist",
 * "Senior Engineer at Kessler Labs". After a role word and a comma, bar or "at", the rest of the
 * line, when it is a short run of capitalized words, names the employer.
 */
export function afterRole(doc: Doc, i: number): Candidate | undefined {
  if (!doc.capitalized(i) || !doc.spaced(i)) return undefined;
  const p = i - 1;
  const sepOk = doc.isChar(p, COMMA) || doc.isChar(p, PIPE) || (doc.isWord(p) && doc.len(p) === 2 && doc.lower(p) && doc.key(p) === 'at');
  if (!sepOk) return undefined;
  const r = doc.isWord(p) ? p - 1 : p - 1;
  if (!doc.capitalized(r) || !doc.keyIn(r, F_ROLE_HEADS)) return undefined;
  // The role starts its line ("Customer Success Lead, …").
  let l = r;
  while (l > 0 && doc.sep(l) < SEP_NEWLINE && r - l < MAX_ROLE_WORDS && doc.isWord(l - 1)) l--;
  if (!(l === 0 || doc.sep(l) >= SEP_NEWLINE)) return undefined;
  // The value runs to the end of its line: capitalized words, connectors, commas, dashes, "&".
  let e = i;
  let words = 0;
  for (let j = i; j < doc.count && j < i + MAX_EMPLOYER_TOKENS; j++) {
    if (j > i && doc.sep(j) >= SEP_NEWLINE) break;
    if (doc.isWord(j) && (doc.capitalized(j) || (doc.lower(j) && ORG_CONNECTORS.has(doc.key(j))))) {
      if (doc.capitalized(j)) words++;
      e = j;
      continue;
    }
    if (doc.isChar(j, COMMA) || doc.isChar(j, HYPHEN) || doc.isChar(j, AMPERSAND) || doc.isChar(j, DOT)) continue;
    return undefined;
  }
  let named = false;
  for (let w = i; w <= e; w++) if (doc.capitalized(w) && !doc.commonWord(w) && !NOT_NAME.has(doc.key(w))) named = true;
  if (!named || words === 0 || !(e + 1 >= doc.count || doc.sep(e + 1) >= SEP_NEWLINE || (doc.isChar(e + 1, DOT) && doc.sep(e + 2) >= SEP_NEWLINE))) return undefined;
  if (!doc.isWord(e) || doc.lower(e)) return undefined;
  // orgs9: "Senior Backend Engineer | Bengaluru, India": a CV heading's role and where the person
  // lives; every word a known place is no employer.
  // Two parts at least ("Bengaluru, India"): "Account Manager, Carrefour" names the employer.
  let places = false;
  for (let w = i; w <= e; w++) if (doc.isChar(w, COMMA)) places = true;
  for (let a = i, w = i; w <= e + 1 && places; w++) {
    if (w <= e && !doc.isChar(w, COMMA)) continue;
    if (!wholePlace(doc, a, w - 1)) places = false;
    a = w + 1;
  }
  if (places) return undefined;
  if (doc.isChar(e + 1, DOT) && doc.adjacent(e + 1) && DOTTED_ABBREVIATIONS.has(doc.key(e))) e++;
  return doc.candidate('ORGANIZATION', i, e, ORG_SCORES.afterRole.score);
}
