/**
 * Login names that spell a person in system logs and security notes: an initial, a dot and a
 * surname ("openvpn[1187]: j.murphy/86.44.201.19", "1 user (d.ferreira) entered credentials"),
 * and the user of an SSH login line ("Accepted publickey for okoro from 10.20.4.61"). The blind
 * labelling convention marks a username that is plainly the name as the person.
 *
 * Both finders start at a lower-case word and reject almost every word on its length or the
 * token after it, before any lexicon lookup.
 */
import { type Candidate, type Doc, PUNCT } from '../doc.js';
import { AT_SIGN, DOT } from '../chars.js';
import { dottedHandle } from './handle-names.js';
import { deviceOwner } from './device-owner.js';

/** A login's score: the surname list knows the name, but a login is no written name. */
const LOGIN_NAME_SCORE = 0.7;
/** Surnames shorter than this are too often abbreviations ("s.ar", "p.ej"). */
const MIN_SURNAME_LEN = 3;
/** Characters a login may touch before it: "(d.ferreira)", "[j.murphy]", "user=j.murphy". */
const BEFORE_LOGIN = new Set([...'([<"\'=:'].map((ch) => ch.charCodeAt(0)));
/** Characters a login may touch after it: "j.murphy/86.44…", "(d.ferreira)", "j.murphy:". */
const AFTER_LOGIN = new Set([...'/)]>"\':,;'].map((ch) => ch.charCodeAt(0)));
/** The SSH daemon's login line: "Accepted publickey for okoro from …", "Failed password for invalid user okoro from …". */
const SSH_BEFORE = 'for';
const SSH_AFTER = 'from';

/** A surname (or given name) the lists know that is no everyday word. */
function nameWord(doc: Doc, i: number): boolean {
  return doc.len(i) >= MIN_SURNAME_LEN && (doc.surname(i) || doc.firstName(i)) && !doc.commonWord(i) && !doc.ambiguous(i);
}

/** "j.murphy": token i is the initial; the candidate spans initial, dot and surname. */
function initialDotSurname(doc: Doc, i: number): Candidate | undefined {
  const s = i + 2;
  if (!doc.isChar(i + 1, DOT) || !doc.adjacent(i + 1) || !doc.isWord(s) || !doc.adjacent(s) || !doc.lower(s)) return undefined;
  // Not inside an e-mail, a host name or a path: "j.murphy@…", "a.b.example", "files/j.murphy".
  if (doc.adjacent(i) && !(doc.kind(i - 1) === PUNCT && BEFORE_LOGIN.has(doc.charAt(i - 1)))) return undefined;
  const n = s + 1;
  if (n < doc.count && doc.adjacent(n)) {
    if (doc.kind(n) !== PUNCT || doc.charAt(n) === AT_SIGN) return undefined;
    if (!AFTER_LOGIN.has(doc.charAt(n)) && !(doc.charAt(n) === DOT && !(doc.adjacent(n + 1) && doc.isWord(n + 1)))) return undefined;
  }
  return nameWord(doc, s) ? doc.candidate('PERSON', i, s, LOGIN_NAME_SCORE) : undefined;
}

/** "Accepted publickey for okoro from 10.20.4.61": the lower-case user between "for" and "from" + an address. */
function sshUser(doc: Doc, i: number): Candidate | undefined {
  const n = i + 1;
  // The length test first: almost no word is followed by a four-letter word.
  if (doc.len(n) !== SSH_AFTER.length || !doc.isWord(n) || doc.key(n) !== SSH_AFTER || !doc.isNum(n + 1) || i < 2) return undefined;
  const p = doc.key(i - 1) === 'user' ? i - 2 : i - 1;
  if (!doc.isWord(p) || doc.key(p) !== SSH_BEFORE) return undefined;
  return nameWord(doc, i) ? doc.candidate('PERSON', i, i, LOGIN_NAME_SCORE) : undefined;
}

/** A login name that starts at the lower-case word i, or undefined. */
export function loginName(doc: Doc, i: number): Candidate | undefined {
  // people6es (round 6): handles that spell a name ("javi_montes", "kike.salas"; handle-names.ts).
  return doc.len(i) === 1 ? initialDotSurname(doc, i) : sshUser(doc, i) ?? dottedHandle(doc, i) ?? deviceOwner(doc, i);
}
