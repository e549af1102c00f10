/**
 * Speaker labels of time-stamped chat exports, the layouts chat apps write when a conversation is
 * copied or exported as text. The time stamp is what makes the label a speaker's name (a form
 * label has none), so the name may have several words, no list may know it, and it may be a
 * handle that spells a name:
 *
 *   [03/07/2025, 22:49] Fede Ansaldi: dale        (WhatsApp, iOS)
 *   12/03/2024, 18:05 - Jess: yes!!               (WhatsApp, Android)
 *   [lun 10:03] amparo.g: alguien sabe…           (handle spelling a name)
 *   Verónica Salgado [9:12]: ¿Has visto…          (Teams, time after the name)
 *   Bianca Ruiz [2:14 PM]                          (Teams, message on the next line)
 *   Sarah Oduya  10:43 AM                          (Slack, message on the next line)
 *   [09:12] Agent Kira: Hi Dolores                 (support chat: a role word before the name)
 *
 * chat.ts decides when enough such lines make a transcript; this file only reads one line.
 */
import { type Doc, CAP, LOWER, SEP_NEWLINE, SEP_SPACE } from './doc.js';
import { CLOSE_BRACKET, CLOSE_PAREN, COLON, COMMA, DOT, EN_DASH, HYPHEN, OPEN_PAREN, UNDERSCORE } from './chars.js';
import { afterSpeakerTag, clockThenColon } from './speaker-tags.js';
import { angleSpeakerAt } from './chat-angle-speakers.js';

const OPEN_BRACKET = 91;

const words = (list: string): ReadonlySet<string> => new Set(list.trim().split(/\s+/));

/**
 * Speaker labels that name no one: kinship words ("Mum:", "Papá:" in a family chat), roles and
 * pronouns of support and export tools ("Visitor:", "Tú:", "You:"), log levels ("[10:02] Error:").
 * Keys are normalized (no accents): "papa" is "Papá".
 */
export const SPEAKER_NOT_NAMES = words(`
  mum mom mommy mummy mam mama mami dad daddy papa papi grandma grandpa gran granny nan
  abuela abuelo abu yaya yayo aunt auntie uncle tia tio sis bro hermana hermano hija hijo madre padre
  me you yo tu usted user usuario usuaria visitor visitante guest invitado customer cliente
  agent agente bot system sistema support soporte admin moderator moderador host operator operador
  error warning warn info debug fatal notice critical trace
  cron crond backup backups scheduler daemon worker watchdog systemd kernel sshd nginx deploy
  arrendador arrendadora inquilino inquilina vendedor vendedora comprador compradora propietario propietaria landlord tenant seller buyer`);
// people9es (round 9), the last line: the parties of a rental or a marketplace chat label their
// lines by role ("arrendador: si, queda en Vía España…", "vendedor: sigue disponible").
// people8es (round 8), the last line: scheduled jobs and daemons that label a log's lines
// ("[+00:00:00] cron: inicio copia nocturna", "backup: volcado BD OK", "sshd: session opened").

/**
 * Role words that may come before the name in a support chat: "Agent Kira:", "Asesora Lucía:".
 * The name after them is the speaker; the role is no part of the span.
 */
export const SPEAKER_ROLE_PREFIXES = words(`agent agente advisor adviser asesor asesora operator operador operadora rep`);

/** Longest time stamp, in tokens: "[03/07/2025, 22:49]" is 11 with its brackets. */
const MAX_STAMP_TOKENS = 14;
/** Most words in a speaker's display name ("María del Carmen Ruiz" reads as four words and a particle). */
const MAX_SPEAKER_WORDS = 4;
const AM_PM = words(`am pm h`);
/** Chat apps whose name an export puts in brackets before the speaker: "[Teams] Ana Ruiz: …". */
const CHAT_APPS = words(`teams slack whatsapp telegram signal messenger discord zoom skype`);

/** A stamped speaker label: its name tokens [first, last], and whether the line opens with the stamp. */
export interface StampedSpeaker {
  first: number;
  last: number;
}

/** A clock time "10:03" starts at token n ("22:49", "7:58"; also "08:02:11"). */
function clockAt(doc: Doc, n: number): boolean {
  return doc.isNum(n) && doc.isChar(n + 1, COLON) && doc.adjacent(n + 1) && doc.isNum(n + 2) && doc.adjacent(n + 2);
}

/**
 * A bracketed stamp holding a clock time from token t ("[14/06 08:02]", "[lun 10:03]",
 * "(9:30)"): the token after its closing bracket, or -1.
 */
function bracketStamp(doc: Doc, t: number, open: number, close: number): number {
  if (!doc.isChar(t, open)) return -1;
  // "[Teams] Gómez Arias, Carolina: …": the app's name as the stamp, at the line start only.
  if (open === OPEN_BRACKET && doc.sep(t) >= SEP_NEWLINE && doc.shape(t + 1) === CAP && doc.adjacent(t + 1) && doc.isChar(t + 2, close) && doc.adjacent(t + 2) && CHAT_APPS.has(doc.key(t + 1))) return t + 3;
  let clock = false;
  for (let n = t + 1; n < doc.count && n <= t + MAX_STAMP_TOKENS && (n === t + 1 || doc.sep(n) < SEP_NEWLINE); n++) {
    if (doc.isChar(n, close)) return clock ? n + 1 : -1;
    if (clockAt(doc, n)) clock = true;
  }
  return -1;
}

/**
 * A WhatsApp (Android) prefix from the line start s: digits and date punctuation, a clock time,
 * then a spaced dash: "12/03/2024, 18:05 - ". The token after the dash, or -1.
 */
function dashStamp(doc: Doc, s: number): number {
  if (!doc.isNum(s)) return -1;
  let clock = false;
  for (let n = s; n < doc.count && n <= s + MAX_STAMP_TOKENS && (n === s || doc.sep(n) < SEP_NEWLINE); n++) {
    if ((doc.isChar(n, HYPHEN) || doc.isChar(n, EN_DASH)) && doc.spaced(n) && n > s) return clock && doc.spaced(n + 1) ? n + 1 : -1;
    if (clockAt(doc, n)) clock = true;
    if (doc.isWord(n) && !AM_PM.has(doc.key(n))) return -1;
  }
  return -1;
}

/** Tokens a name may take before a stamp that follows it ("María del Carmen Ruiz [9:12]"). */
const MAX_NAME_TOKENS = 6;

/** An opening bracket, a parenthesis or a clock time within the first tokens after s, on its line. */
function stampSoon(doc: Doc, s: number): boolean {
  for (let n = s + 1; n <= s + MAX_NAME_TOKENS && n < doc.count && doc.sep(n) < SEP_NEWLINE; n++) {
    if (doc.isChar(n, OPEN_BRACKET) || doc.isChar(n, OPEN_PAREN) || (doc.isNum(n) && doc.isChar(n + 1, COLON))) return true;
  }
  return false;
}

/** A clock time "10:43 AM" from token n that ends its line: true when it does. */
function clockEndsLine(doc: Doc, n: number): boolean {
  if (!clockAt(doc, n)) return false;
  const e = afterMeridiem(doc, n + 3);
  return e >= doc.count || doc.sep(e) >= SEP_NEWLINE;
}

/**
 * The token after an AM/PM mark at e ("AM", "h"; people7es: the Spanish "a. m.", "p. m.", "a.m."
 * that Teams and Outlook write in Spanish), or e itself when there is none.
 */
function afterMeridiem(doc: Doc, e: number): number {
  if (!doc.isWord(e) || doc.sep(e) !== SEP_SPACE) return e;
  if (AM_PM.has(doc.key(e))) return e + 1;
  const k = doc.key(e);
  if ((k === 'a' || k === 'p') && doc.isChar(e + 1, DOT) && doc.adjacent(e + 1) && doc.isWord(e + 2) && doc.key(e + 2) === 'm' && doc.sep(e + 2) <= SEP_SPACE && doc.isChar(e + 3, DOT) && doc.adjacent(e + 3)) return e + 4;
  return e;
}

/**
 * people7es (round 7). A bare clock time opening the line, then a given name and its colon:
 * "09:03 irene: sí, dijo Toñi…" (Slack and Teams copied without brackets). The token after the
 * time when the word after it is a given name a list knows (a log's "10:02 kernel:" names no
 * one), or -1.
 */
function clockPrefix(doc: Doc, s: number): number {
  if (!clockAt(doc, s)) return -1;
  const t = afterMeridiem(doc, s + 3);
  return doc.isWord(t) && doc.sep(t) === SEP_SPACE && doc.firstName(t) ? t : -1;
}

/** Longest abbreviated given name before a dot: "Ma." (María), "Fco." (Francisco). */
const MAX_ABBREVIATED_GIVEN = 3;

/**
 * The name words from t: up to MAX_SPEAKER_WORDS words of one shape (capitalized, or all lower
 * case), or one handle of words glued by "." or "_" ("amparo.g", "raul_garcia"). Returns the
 * last token, or -1.
 */
function nameWords(doc: Doc, t: number): number {
  if (!doc.isWord(t)) return -1;
  const shape = doc.shape(t);
  if (shape !== CAP && shape !== LOWER) return -1;
  // A handle: "amparo.g", "raul_garcia_m".
  let h = t;
  while ((doc.isChar(h + 1, DOT) || doc.isChar(h + 1, UNDERSCORE)) && doc.adjacent(h + 1) && doc.isWord(h + 2) && doc.adjacent(h + 2)) h += 2;
  if (h > t) return h;
  // "Okafor, Emeka  10:02 AM", "Gómez Arias, Carolina:": a directory's "Surname(s), Given" display name.
  if (shape === CAP) {
    const c = doc.shape(t + 1) === CAP && doc.sep(t + 1) === SEP_SPACE ? t + 2 : t + 1;
    if (doc.isChar(c, COMMA) && doc.adjacent(c) && doc.shape(c + 1) === CAP && doc.sep(c + 1) === SEP_SPACE) return c + 1;
  }
  let b = t;
  // people7es: "Ma. Fernanda", "Fco. Javier": an abbreviated given name before the next one.
  if (shape === CAP && doc.len(t) <= MAX_ABBREVIATED_GIVEN && doc.isChar(t + 1, DOT) && doc.adjacent(t + 1) && doc.shape(t + 2) === CAP && doc.sep(t + 2) === SEP_SPACE) b = t + 2;
  for (let k = 1; k < MAX_SPEAKER_WORDS; k++) {
    const n = b + 1;
    if (!doc.isWord(n) || doc.sep(n) !== SEP_SPACE) break;
    // "María del Carmen": a lower-case particle inside a capitalized name.
    if (doc.shape(n) !== shape && !(doc.shape(n) === LOWER && (doc.key(n) === 'de' || doc.key(n) === 'del') && doc.shape(n + 1) === CAP)) break;
    b = n;
  }
  return b;
}

/**
 * The speaker label of the line starting at token s, in a stamped layout (see the file comment),
 * or undefined. A role word before the name is left out ("Agent Kira" → "Kira").
 */
export function stampedSpeakerAt(doc: Doc, s: number, lessOnLine = true): StampedSpeaker | undefined {
  // people6en: "2025-03-12 11:20 <callum.b> text" (chat-angle-speakers.ts). Its "<" stands on the
  // line: a caller that knows the line has none (`lessOnLine` false) skips the stamp walk.
  const angle = lessOnLine ? angleSpeakerAt(doc, s) : undefined;
  if (angle) return angle;
  let t = bracketStamp(doc, s, OPEN_BRACKET, CLOSE_BRACKET);
  if (t < 0) t = dashStamp(doc, s);
  if (t < 0) t = clockPrefix(doc, s);
  const prefixed = t >= 0;
  if (!prefixed) {
    // Without a prefix the stamp follows the name: most lines have no "[", "(" or clock that
    // close, so they are ruled out before any word is read.
    if (!stampSoon(doc, s)) return undefined;
    t = s;
  }
  if (doc.sep(t) >= SEP_NEWLINE && t !== s) return undefined;
  const b = nameWords(doc, t);
  if (b < 0) return undefined;
  // The name ends where the label does: try the longest name first, then shorter ones.
  for (let e = b; e >= t; e--) {
    if (!doc.isWord(e)) continue;
    // "Rocío 🌸:", "Pepe 1ºB:", "Montse (delegada):": a tag after the name (speaker-tags.ts).
    // people7es: "Álex M.:", a surname's initial and its dot end the name.
    const n = afterSpeakerTag(doc, e > t && doc.initial(e) ? e + 2 : e + 1);
    let ends = false;
    if (prefixed) ends = (doc.isChar(n, COLON) && doc.adjacent(n) && doc.sep(n + 1) < SEP_NEWLINE) || (doc.sep(n) === SEP_SPACE && (clockEndsLine(doc, n) || clockThenColon(doc, n) >= 0));
    else if (doc.sep(n) === SEP_SPACE) {
      // "Name [9:12]: text", "Name (9:12): text", "Name [2:14 PM]⏎", "Name  10:43 AM⏎".
      const after = bracketStamp(doc, n, OPEN_BRACKET, CLOSE_BRACKET);
      const stamp = after >= 0 ? after : bracketStamp(doc, n, OPEN_PAREN, CLOSE_PAREN);
      if (stamp >= 0) ends = (doc.isChar(stamp, COLON) && doc.adjacent(stamp) && doc.sep(stamp + 1) < SEP_NEWLINE) || doc.sep(stamp) >= SEP_NEWLINE;
      else ends = clockEndsLine(doc, n) || clockThenColon(doc, n) >= 0;
    }
    if (!ends) continue;
    let first = t;
    if (e > first && SPEAKER_ROLE_PREFIXES.has(doc.key(first)) && doc.shape(first + 1) === CAP) first++;
    return { first, last: e };
  }
  return undefined;
}

/** Fewest and most words of a speaker label without a time stamp ("Ferhat Demir:"). */
const MIN_PLAIN_WORDS = 2;
const MAX_PLAIN_WORDS = 3;

/**
 * A label of two or three capitalized words at the line start, glued to ":" with text after it:
 * "Ferhat Demir: mark are you still in?". A form has such labels too ("Work Notes: …"): chat.ts
 * counts one as a speaker only when the text repeats it, beside another such label.
 */
export function plainSpeakerAt(doc: Doc, s: number): StampedSpeaker | undefined {
  if (doc.shape(s) !== CAP || !doc.isWord(s)) return undefined;
  let b = s;
  for (let k = 1; k < MAX_PLAIN_WORDS; k++) {
    const n = b + 1;
    if (!doc.isWord(n) || doc.sep(n) !== SEP_SPACE || doc.shape(n) !== CAP) break;
    b = n;
  }
  if (b - s + 1 < MIN_PLAIN_WORDS) return undefined;
  const colon = b + 1;
  return doc.isChar(colon, COLON) && doc.adjacent(colon) && doc.sep(colon + 1) === SEP_SPACE ? { first: s, last: b } : undefined;
}
