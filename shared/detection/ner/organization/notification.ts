/**
 * The sender of a text-message notification (orgs6, round 6, blind b9): the message opens with
 * the company's name, a colon and a greeting or "Your …" addressed to the customer: "DPD: Your
 * driver Kasia is 6 stops away", "M-KOPA: Dear FAITH NJOKI, your payment…", "📦 Servientrega: Hola
 * JULIAN, tu envío…", "Canada Post: Your item … was delivered".
 *
 * Asked only at the document's first word (a chat's first line "Ana: hola" opens with a given
 * name, rejected; "Subject: Your …", "Review: …" with an everyday word, rejected): the sender is
 * one to three words, the first a word no list knows or a short acronym, none a given name.
 */
import { NOT_NAME, ORG_TAILS, WEAK_ORG_TAILS } from '../cues.js';
import { type Candidate, type Doc, SEP_NEWLINE, UPPER } from '../doc.js';
import { F_PLACE } from '../lexicon.js';
import { AMPERSAND, COLON, HYPHEN } from '../chars.js';
import { SPEAKER_NOT_NAMES } from '../chat-stamps.js';
import { ORG_SCORES } from './score-table.js';
import { EVERYDAY_WORD_ISSUERS, OF_WORDS } from './cue-words.js';

/** Words that open the message after the sender's colon, addressing the customer. */
const OPENERS = new Set(['your', 'dear', 'hi', 'hello', 'tu', 'su', 'hola', 'estimado', 'estimada', 'estimado/a',
  // orgs7es (round 7): a bank's card or account alert opens with the operation ("BBVA: Compra de
  // 89,40 EUR con su tarjeta ****6414", "Santander: Cargo de 12,00 EUR", "BCP: Transferencia recibida").
  'compra', 'cargo', 'pago', 'retiro', 'retirada', 'transferencia', 'abono', 'operacion']);
/** The sender has at most this many words ("Canada Post", "DHL Express"). */
const MAX_SENDER_WORDS = 3;
/** An acronym sender has two to six capitals ("DPD", "MRW", "KOPA"). */
const MIN_ACRONYM_LEN = 2;
const MAX_ACRONYM_LEN = 6;
/** Symbols that may stand before the sender on its line: "📦 Servientrega:". */
export const MAX_LEADING_TOKENS = 2;

/** A word that can open a sender's name: no list knows it, or it is a short acronym. */
function senderWord(doc: Doc, i: number): boolean {
  // "Mum: your dinner is ready", "Agent: Hi…": kinship words and chat roles label a speaker.
  if (!doc.isWord(i) || !doc.capitalized(i) || doc.firstName(i) || NOT_NAME.has(doc.key(i)) || SPEAKER_NOT_NAMES.has(doc.key(i))) return false;
  if (doc.shape(i) === UPPER && doc.len(i) >= MIN_ACRONYM_LEN && doc.len(i) <= MAX_ACRONYM_LEN) return true;
  // orgs8: an operator named by an everyday word ("Correos: su envío PQ4F… se encuentra en reparto").
  if (EVERYDAY_WORD_ISSUERS.has(doc.key(i))) return true;
  return !doc.knownWord(i) && !doc.surname(i) && (doc.flags(i) & F_PLACE) === 0;
}

/**
 * orgs9 (round 9, blind b15): a lower-case notice word between the sender and its colon ("Aramex
 * update: Dear Fatima…", "Raffles Medical reminder: Hi Tan Wei Ling…").
 */
const NOTICE_WORDS = new Set(['update', 'reminder', 'alert', 'notice', 'notification', 'aviso', 'recordatorio', 'alerta', 'notificacion']);

/** "DPD: Your driver…" at the document's first word, or undefined. */
export function notificationSender(doc: Doc, i: number): Candidate | undefined {
  // The document's first word: only symbols before it, on the first line.
  if (i > MAX_LEADING_TOKENS) return undefined;
  for (let t = 0; t < i; t++) if (doc.isWord(t) || doc.isNum(t) || doc.sep(t + 1) >= SEP_NEWLINE) return undefined;
  // The sender's words up to an adjacent colon: "Canada Post:", "M-KOPA:", "J&T Express:".
  let e = i;
  let words = 1;
  let notice = false;
  while (!(doc.isChar(e + 1, COLON) && doc.adjacent(e + 1))) {
    // orgs9: "Aramex update:": one notice word in lower case ends the sender before the colon.
    if (!notice && doc.spaced(e + 1) && doc.lower(e + 1) && NOTICE_WORDS.has(doc.key(e + 1)) && doc.isChar(e + 2, COLON) && doc.adjacent(e + 2)) {
      notice = true;
      break;
    }
    const joined = (doc.isChar(e + 1, HYPHEN) || doc.isChar(e + 1, AMPERSAND)) && doc.adjacent(e + 1) && doc.adjacent(e + 2);
    // orgs9: "Correos de México: Su paquete…", "Banco de Chile: Estimado cliente": "de" inside the name.
    const de = !joined && doc.spaced(e + 1) && doc.lower(e + 1) && OF_WORDS.has(doc.key(e + 1)) && doc.spaced(e + 2);
    const next = joined || de ? e + 2 : e + 1;
    if (words >= MAX_SENDER_WORDS || !(joined || doc.spaced(next)) || !doc.isWord(next) || !doc.capitalized(next) || doc.firstName(next)) return undefined;
    e = next;
    words++;
  }
  const o = notice ? e + 3 : e + 2;
  if (!doc.spaced(o) || !doc.isWord(o) || !OPENERS.has(doc.key(o))) return undefined;
  // orgs9: a sender that ends in an institution or business word ("Guardian Pharmacy: Hi Melissa"),
  // or one before a notice word, may open with an everyday word or a surname; never a given name.
  const trade = e > i && (ORG_TAILS.has(doc.key(e)) || WEAK_ORG_TAILS.has(doc.key(e)));
  // Before a notice word one word must be rarer than an everyday word ("Weekly update: Hi team" is no sender).
  let rare = trade;
  for (let w = i; w <= e && !rare; w++) if (doc.isWord(w) && !doc.commonWord(w) && !doc.topCommon(w)) rare = true;
  const plain = (notice || trade) && rare && doc.capitalized(i) && !doc.firstName(i) && !NOT_NAME.has(doc.key(i)) && !SPEAKER_NOT_NAMES.has(doc.key(i));
  if (!plain && !senderWord(doc, i) && !((doc.isChar(i + 1, HYPHEN) || doc.isChar(i + 1, AMPERSAND)) && senderWord(doc, i + 2))) return undefined;
  return doc.candidate('ORGANIZATION', i, e, ORG_SCORES.notificationSender.score);
}
