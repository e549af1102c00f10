/**
 * people6es (round 6). User names that spell a person, in forums, ticket queues, agent notes and
 * chat copies, where the blind labelling convention marks a username that is plainly the name:
 *
 *   Publicado por javi_montes » 22 Ene 2026         (given name, "_", surname)
 *   Asignado a: kike.salas                          (given name, ".", surname)
 *   ale.funes 14:02                                 (a Slack copy: a listed surname after the dot)
 *   Nota agente (pau.m): no pegar…                  (given name and the surname's initial)
 *   Opinión de rosa_mari_t en Murcia                (two given names and an initial)
 *
 * The finder starts at a lower-case word and needs a "." or "_" glued after it: nearly every word
 * is rejected by one character test before any lookup. A login glued into one word ("user=
 * mwilliams") is left alone: the dev files' writers disagree on it.
 */
import { type Candidate, type Doc, PUNCT } from '../doc.js';
import { AT_SIGN, DOT, UNDERSCORE } from '../chars.js';

/** The score of a handle that spells a name: a known name, but written as a login, not as a name. */
const HANDLE_NAME_SCORE = 0.7;
/** Most parts of a handle ("rosa_mari_t" has three). */
const MAX_HANDLE_PARTS = 3;
/** A given name or surname part has at least this many letters ("ale", "pau"; one letter is an initial). */
const MIN_NAME_PART_LEN = 3;
/** Characters a handle may touch before it: "(pau.m)", "[kike.salas]", "user=…", "a:kike.salas". */
const BEFORE_HANDLE = new Set([...'([<"\'=:'].map((ch) => ch.charCodeAt(0)));
/** Characters a handle may touch after it: "(pau.m):", "kike.salas,". */
const AFTER_HANDLE = new Set([...')]>"\':,;!?'].map((ch) => ch.charCodeAt(0)));
/** A first part the lists lack is a nickname only when short ("ale", "lu"; not "sneakerhead_dan"). */
const MAX_NICKNAME_PART_LEN = 4;

/** Token p joins two handle parts: a "." or "_" glued to a word on both sides. */
function joiner(doc: Doc, p: number): boolean {
  return (doc.isChar(p, DOT) || doc.isChar(p, UNDERSCORE)) && doc.adjacent(p) && doc.isWord(p + 1) && doc.adjacent(p + 1) && doc.lower(p + 1);
}

/** The handle from token i to token h stands alone: no e-mail, host name or path around it. */
function standsAlone(doc: Doc, i: number, h: number): boolean {
  if (doc.adjacent(i) && !(doc.kind(i - 1) === PUNCT && BEFORE_HANDLE.has(doc.charAt(i - 1)))) return false;
  const n = h + 1;
  if (n >= doc.count || !doc.adjacent(n)) return true;
  if (doc.kind(n) !== PUNCT || doc.charAt(n) === AT_SIGN) return false;
  // A sentence's full stop after it ("escríbele a kike.salas."), not a longer dotted name.
  return AFTER_HANDLE.has(doc.charAt(n)) || (doc.charAt(n) === DOT && !(doc.adjacent(n + 1) && doc.isWord(n + 1)));
}

/** A given name the lists know that is no very frequent word ("javi", "kike", "pau"). */
function givenPart(doc: Doc, i: number): boolean {
  return doc.len(i) >= MIN_NAME_PART_LEN && doc.firstName(i) && !doc.topCommon(i);
}

/** A surname part no everyday word shares ("salas", "funes", "montes"). */
function surnamePart(doc: Doc, i: number): boolean {
  return doc.len(i) >= MIN_NAME_PART_LEN && doc.surname(i) && !doc.commonWord(i);
}

/** "javi_montes", "kike.salas", "pau.m", "ale.funes": the handle that starts at the lower-case word i. */
export function dottedHandle(doc: Doc, i: number): Candidate | undefined {
  if (!joiner(doc, i + 1)) return undefined;
  let h = i + 2;
  for (let parts = 2; parts < MAX_HANDLE_PARTS && joiner(doc, h + 1); parts++) h += 2;
  if (!standsAlone(doc, i, h)) return undefined;
  const lastIsInitial = doc.len(h) === 1;
  // A given name first, then a surname, a given name or an initial; or any first part before a
  // short first part before a frequent surname ("ale.funes": "ale" is a nickname the lists lack).
  const nickname = doc.len(i) >= MIN_NAME_PART_LEN && doc.len(i) <= MAX_NICKNAME_PART_LEN && !doc.topCommon(i);
  const spelled = givenPart(doc, i) ? lastIsInitial || surnamePart(doc, h) || givenPart(doc, h) : nickname && doc.strongSurname(h) && !doc.commonWord(h);
  return spelled ? doc.candidate('PERSON', i, h, HANDLE_NAME_SCORE) : undefined;
}
