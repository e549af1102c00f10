/**
 * Candidate runs after a form or log label: "Name: John Smith", "Nombre y apellidos: Ana Pérez",
 * `name="Ana Pérez"`, "From: Jane Doe <...>", "A la atención de: Mateo Ramírez".
 */
import { NAME_LABELS, NOT_NAME, PARTICLES, TITLES, WEAK_TITLES } from '../cues.js';
import { type Candidate, type Doc, CAP, PUNCT, SEP_SPACE, SEP_NEWLINE, UPPER, wordFilter } from '../doc.js';
import { hyphenatedGivenName } from './hyphen-givens.js';
import { APOSTROPHE, CLOSE_PAREN, COLON, COMMA, DOT, EN_DASH, EQUALS, GREATER_THAN, HYPHEN, LESS_THAN, OPEN_PAREN, QUOTE, SEMICOLON, UNDERSCORE } from '../chars.js';
import { COLUMN_GAP, malaysianOf, roleStart } from './runs.js';
import { FINDER_SCORES } from './score-table.js';

/** NAME_LABELS with a length and first-letter pre-test (Doc.keyIn): asked of every word before a colon. */
const F_NAME_LABELS = wordFilter(NAME_LABELS);

/**
 * people7es (round 7). Participles of a receipt, a record or a form before "por:", whose value is
 * the person who did it: "Recibido por: Kathy (recepción)", "Atendido por: Rocío", "Elaborado
 * por: Ing. Luis Mora". Not "Ordenar por:" or "Enviado por:" (a carrier). Accent-free keys.
 */
const PARTICIPLES_BEFORE_POR = new Set(['recibido', 'recibida', 'atendido', 'atendida', 'elaborado', 'elaborada', 'revisado', 'revisada', 'aprobado', 'aprobada', 'preparado', 'preparada', 'firmado', 'firmada', 'autorizado', 'autorizada', 'redactado', 'redactada']);

/**
 * people8en: JSON keys whose value is a person's name or part of it ("first":"Rocío",
 * "last":"Bermúdez Salgado", "preferredName": "Lola"), as CRM and order exports write them. A bare
 * "name" key is left to the run scoring: JSON names products, plans and services too.
 */
const JSON_NAME_KEYS = new Set(['first', 'last', 'given', 'family', 'middle', 'firstname', 'lastname', 'givenname', 'familyname', 'middlename', 'fullname', 'legalname', 'preferredname', 'surname', 'first_name', 'last_name', 'full_name']);

/**
 * people8en: XML elements whose "name" attribute names a person ('<author name="…">'); any other
 * element's name is a thing's ('<service name="Everest">', '<queue name="Sydney">').
 */
const PERSON_ELEMENTS = new Set(['person', 'user', 'employee', 'contact', 'customer', 'author', 'patient', 'member', 'owner', 'signer', 'agent', 'passenger', 'guest', 'student', 'staff']);

/** The label at i is an attribute of an XML element that is no person ("<service name="). */
function thingElementBefore(doc: Doc, i: number): boolean {
  const e = i - 1;
  return doc.isWord(e) && doc.isChar(e - 1, LESS_THAN) && doc.adjacent(e) && doc.spaced(i) && !PERSON_ELEMENTS.has(doc.key(e));
}

/** people8en: labels of a route as well as of a message ("From: Lagos (LOS)", "To: New Delhi (NDLS)"). */
const ROUTE_LABELS = new Set(['from', 'to']);
/** Letters of a station or airport code: "LOS", "MMCT", "NDLS". */
const PLACE_CODE_MIN = 3;
const PLACE_CODE_MAX = 4;

/** Right after token b, a bracketed code in capitals: " (MMCT)", " (LOS)". */
function placeCodeAfter(doc: Doc, b: number): boolean {
  const o = b + 1;
  return doc.isChar(o, OPEN_PAREN) && doc.spaced(o) && doc.shape(o + 1) === UPPER && doc.len(o + 1) >= PLACE_CODE_MIN && doc.len(o + 1) <= PLACE_CODE_MAX
    && doc.isChar(o + 2, CLOSE_PAREN) && doc.adjacent(o + 2);
}

/**
 * people8en: the shortest gap (characters) that ends a value when a label follows it on the same
 * line: "Patient: Mr Harold James Pennington  NHS No: 931 920 6007" (two spaces, then "NHS No:").
 */
const GAP_BEFORE_NEXT_LABEL = 2;
/** Most tokens of that next label before its ":" ("Hospital no.:" is four). */
const MAX_NEXT_LABEL_TOKENS = 4;

/** Token j opens a label on its line: words (and a ".") up to a ":" glued to the last one. */
function labelAhead(doc: Doc, j: number): boolean {
  for (let t = j + 1; t <= j + MAX_NEXT_LABEL_TOKENS && t < doc.count && doc.sep(t) < SEP_NEWLINE; t++) {
    if (doc.isChar(t, COLON)) return doc.adjacent(t);
    if (!doc.isWord(t) && !doc.isChar(t, DOT)) return false;
  }
  return false;
}

/** A label's parenthetical ("Name (as shown on your tax return):") spans at most this many tokens. */
const MAX_LABEL_PARENTHETICAL = 16;
/**
 * Given names written abbreviated with a dot at the start of a value: "Ma." (María), as Filipino
 * and Latin American forms write it ("Full name: Ma. Cristina Dela Rosa").
 */
const ABBREVIATED_GIVEN_NAMES = new Set(['ma']);
/** At most this many words in a label's value. */
const MAX_VALUE_WORDS = 8;

/** Speaker labels of a Spanish call transcript that are also name labels ("Cliente:", "Agente:"). */
const F_DIALOGUE_ROLES_ES = wordFilter(new Set(['cliente', 'clienta', 'agente', 'operador', 'operadora', 'asesor', 'asesora']));

/**
 * people8es (round 8). A Spanish e-mail's "Para:" header, capitalized at its line start: "Para:
 * Sebastián", "Para: Lucía Ferrer <lferrer@…>" (the English "To:" is a label of NAME_LABELS).
 */
const MAIL_TO_ES = 'para';
function mailToHeader(doc: Doc, i: number): boolean {
  return doc.key(i) === MAIL_TO_ES && doc.capitalized(i) && doc.sep(i) >= SEP_NEWLINE;
}

/**
 * people8es (round 8). An XML export's element named by the label: "<nombre>Pilar</nombre>",
 * "<titular>Ana Ruiz</titular>". Token j is the ">" closing "<" + the label word at i, glued.
 */
function xmlElementOpen(doc: Doc, i: number, j: number): boolean {
  return j === i + 1 && doc.isChar(j, GREATER_THAN) && doc.adjacent(j) && doc.isChar(i - 1, LESS_THAN) && doc.adjacent(i);
}

/** The ":" or "=" after the label word at i ("name_full:", "Name (as shown…):"), or -1. */
function labelSeparator(doc: Doc, i: number): number {
  let j = i + 1;
  // "name_full" style keys continue with "_"; allow one more word.
  if (doc.isChar(j, UNDERSCORE) && doc.isWord(j + 1) && doc.adjacent(j + 1)) j += 2;
  // "Name (as shown on your tax return): …": a short parenthetical between label and colon.
  if (doc.isChar(j, OPEN_PAREN) && doc.spaced(j) && NAME_LABELS.has(doc.key(i))) {
    let k = j + 1;
    while (k < doc.count && k < j + MAX_LABEL_PARENTHETICAL && doc.sep(k) < SEP_NEWLINE && !doc.isChar(k, CLOSE_PAREN)) k++;
    if (doc.isChar(k, CLOSE_PAREN) && doc.sep(k) < SEP_NEWLINE) j = k + 1;
  }
  // people8en: a JSON key whose closing quote comes before the ":" ("first":"Rocío", "preferredName": "Lola").
  const jsonKey = doc.isChar(j, QUOTE) && doc.adjacent(j) && doc.isChar(j + 1, COLON) && doc.adjacent(j + 1) && doc.isChar(i - 1, QUOTE) && doc.adjacent(i);
  if (jsonKey) return JSON_NAME_KEYS.has(doc.key(i)) ? j + 1 : -1;
  // The separator is checked first: it is cheap and rules out almost every word.
  if (!(doc.isChar(j, COLON) || doc.isChar(j, EQUALS) || xmlElementOpen(doc, i, j))) return -1;
  // "A la atención de: Mateo Ramírez" ends in "de".
  if (!doc.keyIn(i, F_NAME_LABELS) && !(doc.key(i) === 'de' && doc.key(i - 1) === 'atencion') && !(doc.key(i) === 'por' && PARTICIPLES_BEFORE_POR.has(doc.key(i - 1))) && !mailToHeader(doc, i)) return -1;
  return j;
}

/**
 * people9en: nouns after a label's value that make it a group of people, not one ("Assignee: Data
 * Platform team", "Owner: Payments squad", "Contact: Billing desk"); tickets are assigned to teams.
 */
const GROUP_NOUNS = new Set(['team', 'teams', 'squad', 'crew', 'desk', 'queue', 'group', 'department', 'dept', 'unit', 'guild', 'tribe']);

/** "Name: John Smith", `name="Ana Pérez"`, "From: Jane Doe <...>". */
export function labelValue(doc: Doc, i: number): Candidate | undefined {
  let j = labelSeparator(doc, i);
  if (j < 0) return undefined;
  const isLog = doc.isChar(j, EQUALS);
  // people8en: '<service name="Everest">': the "name" attribute of an XML element that is no person.
  if (isLog && thingElementBefore(doc, i)) return undefined;
  if (doc.sep(j) > SEP_SPACE) return undefined;
  j++;
  let quote = 0;
  if (doc.isChar(j, QUOTE) || doc.isChar(j, APOSTROPHE)) {
    quote = doc.charAt(j);
    j++;
  }
  if (j >= doc.count || doc.sep(j) > SEP_SPACE || !doc.isWord(j)) return undefined;
  if (isLog && !quote && doc.adjacent(j) === false) return undefined;
  // "Nombre: rocio de la fuente⏎": a web form typed in lower case, a listed given name first and
  // the whole line after the label the name.
  if (!isLog && !quote && doc.lower(j) && doc.firstName(j) && !doc.commonWord(j) && !NOT_NAME.has(doc.key(j))) {
    const b = lowerLineValue(doc, j);
    if (b >= 0) return doc.candidate('PERSON', j, b, FINDER_SCORES.labelValue.score);
  }
  const value = valueWords(doc, j, quote !== 0, isLog);
  if (!value) return undefined;
  const a = j;
  let b = value.b;
  const { words, lexical } = value;
  // "To: Accounts Payable <ap@...>", "Contact: Customer Service": a role or department.
  if (roleStart(doc, a, b) >= 0) return undefined;
  // people9en: "Assignee: Data Platform team", "Owner: Checkout squad": the value names a group.
  if (doc.lower(b + 1) && doc.spaced(b + 1) && GROUP_NOUNS.has(doc.key(b + 1))) return undefined;
  // "Patient's name: Renner, Anais": surname, comma, given name(s) to the end of the field.
  // A quoted value is one whole field, so two surnames may come first: paciente="ROMERO LÓPEZ, MARÍA ISABEL".
  if ((words === 1 || (quote !== 0 && words === 2)) && doc.isChar(b + 1, COMMA) && doc.adjacent(b + 1) && doc.spaced(b + 2) && doc.capitalized(b + 2) && doc.firstName(b + 2)) {
    // A second given word only in the same column: "Name: Adeyemi, Oluwaseun   Hosp no: …".
    let g = doc.spaced(b + 3) && doc.capitalized(b + 3) && doc.start(b + 3) - doc.end(b + 2) < COLUMN_GAP ? b + 3 : b + 2;
    // "Kowalski, Bernadette A.": a middle initial and its dot close the field too.
    if (g === b + 3 && doc.initial(g) && doc.isChar(g + 1, DOT) && doc.adjacent(g + 1)) g++;
    const columnGap = g + 1 < doc.count && doc.start(g + 1) - doc.end(g) >= COLUMN_GAP;
    const closed = quote !== 0 && doc.kind(g + 1) === PUNCT && doc.charAt(g + 1) === quote && doc.adjacent(g + 1);
    if (g + 1 >= doc.count || doc.sep(g + 1) >= SEP_NEWLINE || doc.isChar(g + 1, COMMA) || doc.isChar(g + 1, SEMICOLON) || columnGap || closed) b = g;
  }
  // people8en: "From: Mumbai Central (MMCT) To: New Delhi (NDLS)", "From: Lagos (LOS)": a station or
  // airport code in brackets after a route label's value makes it a place.
  if (ROUTE_LABELS.has(doc.key(i)) && placeCodeAfter(doc, b)) return undefined;
  // "Bill to: Jones - Renner" names a firm, not a person.
  if ((doc.isChar(b + 1, HYPHEN) || doc.isChar(b + 1, EN_DASH)) && doc.spaced(b + 1) && doc.capitalized(b + 2)) return undefined;
  let first = a;
  while (first < b && (!doc.isWord(first) || TITLES.has(doc.key(first)) || doc.isChar(first, DOT) || dottedWeakTitle(doc, first))) first++;
  if (!doc.isWord(first)) return undefined; // "Name: Hon." holds a title and no name
  if (words === 1 && lexical === 0 && doc.commonWord(b)) return undefined;
  // "CLIENTE: Sí, 33617205Z", "Cliente: Está a nombre de…": a dialogue line after a role label.
  if (words === 1 && NOT_NAME.has(doc.key(b))) return undefined;
  // people8es: "Cliente: Vale, ¿me pueden llamar…", "Agente: Perfecto, le…": a call transcript's
  // speaker label, then an everyday word and a comma opening what they said.
  if (words === 1 && doc.isChar(b + 1, COMMA) && doc.keyIn(i, F_DIALOGUE_ROLES_ES) && doc.commonWord(b)) return undefined;
  const score = lexical > 0 || words >= 2 ? FINDER_SCORES.labelValue.score : FINDER_SCORES.labelValueUnknownWord.score;
  return doc.candidate('PERSON', first, b, score);
}

/**
 * people7en: a weak title written with its dot opens the value, and is no part of the name:
 * "Recipient: Hon. Ruth Abernathy-Cole" (a bare "Sister" or "Lady" may be a name).
 */
function dottedWeakTitle(doc: Doc, t: number): boolean {
  return doc.isChar(t + 1, DOT) && doc.adjacent(t + 1) && WEAK_TITLES.has(doc.key(t));
}

/** Most words of a lower-case name value ("maría del carmen ruiz"). */
const MAX_LOWER_VALUE_WORDS = 5;

/** The last token of a lower-case value that fills its line ("rocio de la fuente"), or -1. */
function lowerLineValue(doc: Doc, a: number): number {
  let b = a;
  for (let n = 1; n < MAX_LOWER_VALUE_WORDS && doc.isWord(b + 1) && doc.lower(b + 1) && doc.sep(b + 1) === SEP_SPACE; n++) b++;
  return b + 1 >= doc.count || doc.sep(b + 1) >= SEP_NEWLINE ? b : -1;
}

/**
 * The value's words from a: capitalized names (lower-case allowed in quoted or log values),
 * initials, particles. Returns its last token, word count and how many words the name lists know.
 */
function valueWords(doc: Doc, a: number, quoted: boolean, isLog: boolean): { b: number; words: number; lexical: number } | undefined {
  let j = a;
  let b = -1;
  let lexical = 0;
  let words = 0;
  while (j < doc.count && words < MAX_VALUE_WORDS) {
    if (j > a && doc.sep(j) !== SEP_SPACE && !(doc.isChar(j, DOT) && doc.adjacent(j))) break;
    // Wide gaps separate columns ("Patient: Ana Ruiz   MRN: 0073").
    if (j > a && doc.start(j) - doc.end(j - 1) >= COLUMN_GAP) break;
    if (j > a && doc.start(j) - doc.end(j - 1) >= GAP_BEFORE_NEXT_LABEL && labelAhead(doc, j)) break;
    if (doc.isChar(j, DOT) && (doc.initial(j - 1) || (j - 1 === a && (ABBREVIATED_GIVEN_NAMES.has(doc.key(j - 1)) || dottedWeakTitle(doc, a))))) {
      b = j;
      j++;
      continue;
    }
    // "Patient: Guadalupe "Lupe" Marroquín": a quoted nickname inside the name.
    const nick = words > 0 && !quoted ? nicknameEnd(doc, j) : -1;
    if (nick >= 0) {
      j = nick + 1;
      continue;
    }
    if (!doc.isWord(j)) break;
    // people9en: the Malaysian "a/l", "a/p" (son, daughter of) inside the name: "Kavitha a/p Subramaniam".
    if (j > a && doc.len(j) === 1 && doc.key(j) === 'a' && malaysianOf(doc, j)) {
      j += 3;
      continue;
    }
    const lowerOk = quoted || isLog;
    if (doc.lower(j) && PARTICLES.has(doc.key(j)) && j > a) {
      j++;
      continue;
    }
    if (!(doc.capitalized(j) || doc.abbreviatedMaria(j) || (lowerOk && doc.lower(j)))) break;
    // people7es: "Nombre: Yusuf  Apellidos: El Amrani": the next label of the same line ends the value.
    if (j > a && doc.isChar(j + 1, COLON) && doc.adjacent(j + 1) && doc.keyIn(j, F_NAME_LABELS)) break;
    if (TITLES.has(doc.key(j)) && j === a) {
      // "Name: Dr. Ana López" → the title is no part of the name.
      j++;
      if (doc.isChar(j, DOT)) j++;
      continue;
    }
    if (doc.firstName(j) || doc.surname(j)) lexical++;
    words++;
    b = j;
    j++;
    if (isLog && !quoted) {
      // Unquoted log values are one token, and a whole one ("cliente=fe80::1" is no name).
      if (doc.adjacent(j) && j < doc.count && !doc.isChar(j, COMMA) && !doc.isChar(j, SEMICOLON)) return undefined;
      if (doc.lower(b) && !doc.firstName(b)) return undefined;
      break;
    }
  }
  if (b < 0 || words === 0) return undefined;
  return { b, words, lexical };
}

/**
 * Quote marks that wrap a nickname inside a full name: "Lupe", “Lupe”, 'Lupe', ‘Lupe’; and
 * brackets, as death notices and parish lists write it (people7en: "Patrick (Paddy) Whelan").
 */
const NICKNAME_OPENERS = new Set([QUOTE, APOSTROPHE, 0x201c, 0x2018, OPEN_PAREN]);
const NICKNAME_CLOSERS = new Set([QUOTE, APOSTROPHE, 0x201d, 0x2019, CLOSE_PAREN]);
/** A nickname in capitals is a pair or trio of initials: Jean-Baptiste "JB" Tremblay-Okafor. */
const MAX_INITIALS_NICKNAME_LEN = 3;
/** At most this many surname words after the nickname ("Acosta Benegas", "de la Fuente"). */
const MAX_SURNAME_WORDS = 3;

/**
 * Token j opens a quoted nickname between a given name and a capitalized surname
 * (`Guadalupe "Lupe" Marroquín`, `Guillermo “Willy” Acosta`): the closing quote, or -1.
 */
export function nicknameEnd(doc: Doc, j: number): number {
  if (doc.kind(j) !== PUNCT || !NICKNAME_OPENERS.has(doc.charAt(j)) || !doc.spaced(j)) return -1;
  const w = j + 1;
  if (!doc.isWord(w) || !doc.adjacent(w) || !(doc.shape(w) === CAP || (doc.shape(w) === UPPER && doc.len(w) <= MAX_INITIALS_NICKNAME_LEN))) return -1;
  const q = w + 1;
  if (doc.kind(q) !== PUNCT || !NICKNAME_CLOSERS.has(doc.charAt(q)) || !doc.adjacent(q)) return -1;
  return doc.spaced(q + 1) && doc.shape(q + 1) === CAP ? q : -1;
}

/**
 * A full name with a quoted nickname, anywhere: `Guillermo "Willy" Acosta Benegas — Desarrollador`,
 * `Dolores "Loli" Camacho`. The given name is a listed one, the words after the nickname are
 * surnames or words no list knows (not `Ana "La Jefa" Pérez`… nor `the "Pro" Max`).
 */
export function quotedNickname(doc: Doc, i: number): Candidate | undefined {
  // The quote after the word is the cheap test: almost every word fails it.
  const q = nicknameEnd(doc, i + 1);
  if (q < 0 || doc.shape(i) !== CAP || !(doc.firstName(i) || hyphenatedGivenName(doc, i) || unlistedGiven(doc, i)) || doc.commonWord(i)) return undefined;
  let b = -1;
  for (let w = q + 1, n = 0; n < MAX_SURNAME_WORDS && w < doc.count && (w === q + 1 || doc.sep(w) === SEP_SPACE); w++) {
    if (doc.lower(w) && PARTICLES.has(doc.key(w)) && doc.shape(w + 1) === CAP) continue;
    if (doc.shape(w) !== CAP || !(doc.surname(w) || !doc.commonWord(w))) break;
    b = w;
    n++;
  }
  return b < 0 ? undefined : doc.candidate('PERSON', i, b, FINDER_SCORES.quotedNickname.score);
}

/**
 * cover8en: a given name no word list knows, before a quoted nickname: `Nomvula "Noms" Dlamini`,
 * `Mthunzi "MT" Zulu`, `Jean-Baptiste "JB" Tremblay-Okafor` (the given-name lists are thin outside
 * Europe and the Americas). The quoted nickname between two capitalized words is the evidence; an
 * everyday word before it stays out ("Project "Phoenix" Launch", "Operation "Desert" Storm").
 */
function unlistedGiven(doc: Doc, i: number): boolean {
  return !doc.knownWord(i);
}

/** Most surname words in a quoted "Surname, Given" cell ("Domínguez Pérez", "van der Berg"). */
const MAX_CELL_SURNAME_WORDS = 4;
/** Most given-name words after its comma ("Minh Chau"). */
const MAX_CELL_GIVEN_WORDS = 2;

/** Token q closes a quoted cell: a quote, then a delimiter or the line end. */
function cellClose(doc: Doc, q: number): boolean {
  if (!doc.isChar(q, QUOTE) || !doc.adjacent(q)) return false;
  const n = q + 1;
  return n >= doc.count || doc.sep(n) >= SEP_NEWLINE || doc.isDelimiter(n);
}

/**
 * A quoted CSV cell holding "Surname(s), Given name(s)", the way payroll, HR and bank exports
 * write people: `"Van der Berg, Sanne"`, `"O'Connor Blanco, Kevin"`, `"de la Fuente, Pilar"`.
 * The cell opens at a line start or after a delimiter; the given name is a listed one, or a
 * surname list knows a word before the comma.
 */
export function quotedSurnameGiven(doc: Doc, i: number): Candidate | undefined {
  const open = i - 1;
  if (!doc.isChar(open, QUOTE) || !doc.adjacent(i) || !(doc.sep(open) >= SEP_NEWLINE || doc.isDelimiter(open - 1))) return undefined;
  let c = i;
  let surname = false;
  for (let n = 0; n < MAX_CELL_SURNAME_WORDS && doc.isWord(c) && (c === i || doc.sep(c) === SEP_SPACE); n++, c++) {
    if (doc.lower(c) && !PARTICLES.has(doc.key(c))) return undefined;
    if (doc.surname(c)) surname = true;
  }
  if (c === i || !doc.isChar(c, COMMA) || !doc.adjacent(c) || doc.lower(c - 1)) return undefined;
  const g = c + 1;
  if (doc.sep(g) !== SEP_SPACE || doc.shape(g) !== CAP) return undefined;
  let e = g;
  while (e - g + 1 < MAX_CELL_GIVEN_WORDS && doc.shape(e + 1) === CAP && doc.sep(e + 1) === SEP_SPACE) e++;
  // "Sales, Marketing": an everyday word after the comma names no one.
  if (!cellClose(doc, e + 1) || doc.commonWord(g) || !(doc.firstName(g) || surname)) return undefined;
  return doc.candidate('PERSON', i, e, FINDER_SCORES.surnameCommaGiven.score);
}
