/**
 * Cue extraction: what the tokens just before a capitalized run say about it. Each cue is a row
 * of EVIDENCE_CUES (its level, why, an example and a small `fires` test); `evidenceBefore`
 * returns the level of the first cue that fires. The levels are ordered: the score table
 * (score-table.ts) raises a run's score by the level it gets.
 *
 * To add a cue word, add it to the word set its row reads (cues.ts or the sets below); to add a
 * new kind of cue, add a row where its priority belongs. Then run the dev bench and the snapshot
 * compare (see shared/detection/README.md, "NER layout").
 */
import { APPOSITION_CONTEXT, CHAT_TRIGGERS, PERSON_CONTEXT, SIGN_OFFS, TITLES, WEAK_PERSON_CONTEXT, WEAK_TITLES } from '../cues.js';
import { type Doc, PUNCT, SEP_NEWLINE, wordFilter } from '../doc.js';
import { COMMA, DOT, EM_DASH, EXCLAMATION, HYPHEN } from '../chars.js';
import { PERSON_NAMED_BRANDS } from '../thing-words.js';
import { cueSet } from '../cue-bits.js';

/** Evidence levels, weakest first. */
export const EV_NONE = 0;
/** "with Ana", "con Dolores": raises lexicon names only. */
export const EV_WEAK = 0.5;
/** "Dear Ana", "thanks Ana", "spoke with Ana", a sign-off line before the name. */
export const EV_CONTEXT = 1;
/** "Dr. Abbott", "Sra. García". */
export const EV_TITLE = 2;
/** "Name: Ana Ruiz" (form and log labels; see labels.ts). */
export const EV_LABEL = 3;

/** Verbs before "to" that take a person: "thanks to jenna", "talk to omar", "write to Anna". */
export const TO_VERBS = new Set(['thanks', 'thank', 'talk', 'speak', 'spoke', 'talked', 'reach', 'reply', 'write', 'wrote',
  // people8en: an invitation's "RSVP to Funmi on 07923 440 618".
  'rsvp']);
/** Verbs before "with" whose object is a person: "spoke with Jordan", "met with Georgia". */
const WITH_VERBS = new Set(['spoke', 'speak', 'speaking', 'talked', 'talk', 'talking', 'met', 'meet', 'meeting', 'chatted', 'chat', 'synced', 'sync', 'checked', 'check', 'consulted', 'consult', 'agreed', 'coordinate', 'coordinated',
  // Meetings named by their kind: "my call with Pim de Vries", "lunch with Carla Brandt".
  'call', 'calls', 'coffee', 'lunch', 'dinner', 'interview', 'catchup']);
/** Verbs before "con" whose object is a person: "hablé con Victoria", "quedamos con Luis". */
const CON_VERBS = new Set(['hablé', 'hable', 'hablar', 'habló', 'hablo', 'hablamos', 'reunirme', 'reunión', 'reunion', 'reuní', 'quedé', 'quede', 'quedamos', 'coordinar', 'consultar', 'consulté',
  // Meetings named by their kind (keys are accent-free): "mi llamada con Pim de Vries", "café con Hana".
  'llamada', 'videollamada', 'cafe', 'comida', 'cena', 'entrevista', 'charla']);
/**
 * Spanish verbs whose person object takes the personal "a": "He puesto en copia a Rutendo Moyo",
 * "Sustituye a Borja", "Me presentaron a Carla Brandt", "avisa a Ramón". Places after "a" follow
 * verbs of motion ("voy a Madrid"), which are not here. Keys are accent-free.
 */
const PERSONAL_A_VERBS = new Set([
  'copia', 'sustituye', 'sustituir', 'sustituyo', 'presentaron', 'presento', 'presente', 'presentar', 'conoci', 'conocer',
  'saluda', 'saludar', 'felicita', 'felicitar', 'entrevistar', 'entrevistamos', 'dile', 'decirle', 'bienvenida',
  // Verbs with the person pronoun "le" attached: "pedirle a Ledesma el acceso", "pregúntale a Nuria".
  'pedirle', 'pidele', 'preguntarle', 'avisarle', 'avisale', 'escribirle', 'escribele', 'comentarle', 'comentale',
]);
/**
 * Verbs that take the personal "a" for people and for companies alike ("llamar a Movistar",
 * "escribir a Amazon"): a weak cue, raising only names the lexicons know ("avisa a Ramón").
 */
const PERSONAL_A_WEAK_VERBS = new Set([
  'avisa', 'avisar', 'avise', 'aviso', 'pregunta', 'preguntar', 'pregunte', 'escribe', 'escribir', 'escribi', 'llama', 'llamar',
  'llame', 'contacta', 'contactar', 'contacte',
  // Perfect tenses: "ha escrito a Rosa", "he avisado a Marta".
  'escrito', 'llamado', 'avisado', 'preguntado', 'dicho',
  // Plural imperatives (Spain): "llamad a Clara", "avisad a Nerea".
  'llamad', 'avisad', 'preguntad', 'escribid', 'contactad',
]);
/** The weak two-word cue: "a" after a verb of PERSONAL_A_WEAK_VERBS. */
const WEAK_TWO_WORD_CUES: ReadonlyMap<string, ReadonlySet<string>> = new Map([['a', PERSONAL_A_WEAK_VERBS]]);
/**
 * Relation nouns before "de" + a name: "la madre de Rocío", "el cumple de Samuel", "la jefa de
 * Lucía". Keys are accent-free.
 */
const RELATION_BEFORE_DE = new Set([
  'atencion', 'madre', 'padre', 'hijo', 'hija', 'hermano', 'hermana', 'esposo', 'esposa', 'marido', 'novio', 'novia', 'jefe',
  'jefa', 'companero', 'companera', 'amigo', 'amiga', 'abuela', 'abuelo', 'cumple', 'cumpleanos', 'despedida', 'boda',
  // Personal events: "el recital de Sofía", "la fiesta sorpresa de Samuel", "la comunión de Lucía".
  'fiesta', 'sorpresa', 'recital', 'graduacion', 'comunion', 'bautizo',
  // A child's family, in school notes: "Hola familia de Thiago:".
  'familia',
  // people8es (round 8): a child's parent in a school group ("Mamá de Thiago:"), the prayer
  // intention of a parish notice ("por la salud de Esperanza"), a referral ("vas de parte de
  // Rocío").
  'mama', 'papa', 'salud', 'parte',
]);

/**
 * people8en: kinship nouns before "of" + a name, as death notices and family news write them:
 * "Husband of Rahab Wairimu", "beloved wife of Tom", "daughter of Ana Ruiz".
 */
const KIN_BEFORE_OF = ['husband', 'wife', 'widow', 'widower', 'son', 'daughter', 'father', 'mother', 'brother', 'sister',
  'grandfather', 'grandmother', 'grandson', 'granddaughter', 'partner', 'fiance', 'fiancee', 'niece', 'nephew'];

/**
 * Two-word cues: the preposition right before the name, and the words that must precede it.
 * "write to Anna", "loop in Marina", "attention of Okey Patel", "care of Ana", "as per Tom",
 * "a la atención de Mateo", "spoke with Jordan", "hablé con Victoria".
 */
const TWO_WORD_CUES: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['to', TO_VERBS],
  ['in', new Set(['loop'])],
  ['of', new Set(['attention', 'care', ...KIN_BEFORE_OF])],
  // people8en: death notices, "the late Mwangi"; a caller's record, "gave his name as Bello"; a
  // direction, "Ask for Kiprono at the stage".
  ['late', new Set(['the'])],
  ['as', new Set(['name'])],
  ['for', new Set(['ask', 'asking'])],
  ['de', RELATION_BEFORE_DE],
  ['a', PERSONAL_A_VERBS],
  ['per', new Set(['as'])],
  ['with', WITH_VERBS],
  ['con', CON_VERBS],
]);

/**
 * Spanish verbs of service or speech before their subject: "me atendió Rocío", "nos llamó
 * Marco", "firmó Ana". Companies also call and write ("llamó Movistar"), so this is a weak cue:
 * it raises names the lexicons know, everyday-word names included ("Rocío", "Consuelo").
 * Accent-free keys.
 */
const VERBS_BEFORE_SUBJECT_ES = new Set([
  'atendio', 'atiende', 'llamo', 'escribio', 'dijo', 'contesto', 'respondio', 'ayudo', 'explico', 'comento', 'pregunto',
  'firmo', 'confirmo', 'recomendo', 'aviso', 'comenta', 'pregunta', 'vino', 'trajo', 'recogio', 'entrego',
  // "lo que dice Urdangarin", "desde que entró Lafuente".
  'dice', 'entro',
  // people8es (round 8): a colleague's leaving or joining ("Hoy se jubila Chelo", "se incorpora
  // Marta al equipo", "se despide Julián").
  'jubila', 'incorpora', 'despide',
]);

/**
 * Context words that introduce a name only inside a fixed phrase: the words allowed right before
 * them, and whether the word must be written as its accent-free key. "me llamo Ana" (I am
 * called) introduces a person; "me llamó Vodafone" (called me) has the same key but an accent,
 * and its subject may be a company: that reading is left to the weak
 * 'spanish-verb-before-subject' cue, which raises only names the lists know ("nos llamó Marco").
 */
const PHRASE_BOUND_CONTEXT: ReadonlyMap<string, { before: ReadonlySet<string>; spelledAsKey: boolean }> = new Map([
  ['llamo', { before: new Set(['me']), spelledAsKey: true }],
  // "un tal Eloy", "una tal Marisa" (a certain…); "tal" alone is "such" ("tal cual", "qué tal").
  ['tal', { before: new Set(['un', 'una']), spelledAsKey: false }],
  // "un chico que se llamaba Adrián" (was called); not "me llamaba Vodafone" (kept calling me).
  ['llamaba', { before: new Set(['se']), spelledAsKey: false }],
]);

/** A context word outside the phrase it needs (PHRASE_BOUND_CONTEXT) is no cue: "llamó Vodafone". */
function outsideItsPhrase(doc: Doc, p: number, k: string): boolean {
  const phrase = PHRASE_BOUND_CONTEXT.get(k);
  if (phrase === undefined) return false;
  if (phrase.spelledAsKey && doc.raw(p).toLowerCase() !== k) return true;
  return !(doc.isWord(p - 1) && doc.spaced(p) && phrase.before.has(doc.key(p - 1)));
}

/**
 * A handover names the person whose work passes on: "He's taking over from Brandon", "took over
 * from Aisha", "the handover from Kai". Keys: the word before "from", then the words allowed
 * before it (an empty set: none needed). "came over from Dublin" is a trip, not a handover.
 */
const HANDOVER_BEFORE_FROM: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['over', new Set(['take', 'takes', 'taking', 'took', 'taken'])],
  ['handover', new Set()],
  ['handoff', new Set()],
]);

/**
 * A title that begins a brand named like a person is part of the brand, not a courtesy title:
 * "the Dr. Martens 1460", "las Dr. Martens negras" (PERSON_NAMED_BRANDS: "dr_martens"). The name
 * after it is then read without the title's evidence.
 */
export function titleOfBrand(doc: Doc, p: number, i: number): boolean {
  // The word after the title must end some brand key ("martens" of "dr_martens"): one bit test,
  // where the joined key would be a new string for every "Dr. Smith".
  return doc.isWord(i) && doc.inSet(i, BRAND_KEY_ENDS_CUE) && PERSON_NAMED_BRANDS.has(`${doc.key(p)}_${doc.key(i)}`);
}

/**
 * Every part of a PERSON_NAMED_BRANDS key after one of its "_" ("martens" of "dr_martens";
 * "saint_laurent" and "laurent" of "yves_saint_laurent"), derived from the list at load: a key
 * `${a}_${b}` of the list has its `b` here.
 */
export const BRAND_KEY_ENDS: ReadonlySet<string> = new Set(
  [...PERSON_NAMED_BRANDS].flatMap((k) => [...k].flatMap((ch, at) => (ch === '_' ? [k.slice(at + 1)] : []))),
);
const BRAND_KEY_ENDS_CUE = cueSet(BRAND_KEY_ENDS);

/**
 * Titles that are also units written in lower case after a number: "1 ms GtG" (milliseconds),
 * "below 300 ms. Status: 340 ms". Written "Ms" or after a word they stay titles ("ask Ms Lee").
 */
const UNIT_TITLES = new Set(['ms']);

/** Token p is a title-shaped unit: lower case, right after a number ("165 Hz, 1 ms GtG"). */
function lowerUnitTitle(doc: Doc, p: number, k: string): boolean {
  return UNIT_TITLES.has(k) && doc.lower(p) && doc.isNum(p - 1);
}

/**
 * Titles that are also country codes written in capitals without a period: "Liga MX Femenil",
 * "Copa MX" (Mexico). The honorific is written "Mx" or "Mx." ("Mx. Taylor").
 */
const CODE_TITLES = new Set(['mx']);

/** Token p is a title-shaped country code: all capitals, no period before the run ("Liga MX Femenil"). */
export function countryCodeTitle(doc: Doc, i: number, p: number, k: string): boolean {
  return CODE_TITLES.has(k) && p === i - 1 && doc.raw(p) === doc.raw(p).toUpperCase();
}

/** people8en: whose "name is" introduces a person ("my name is Lerato", "her name is Ama"). */
const NAME_IS_OWNERS = new Set(['my', 'his', 'her', 'their', 'your']);

/** The ordinal sign of "D.ª" (doña). */
const FEMININE_ORDINAL = 'ª';

/**
 * Words that join a second person to a plain given name: "Claire and Tom", "Ana y Rosa", "Ana o
 * Pilar", "tanto Eduardo como Pilar".
 */
const JOINING_WORDS = new Set(['and', 'y', 'or', 'o', 'nor', 'ni', 'como']);

const F_APPOSITION = wordFilter(APPOSITION_CONTEXT);

/** Words joining the last name of a list: "Rosa y Victoria", "Gloria, Amparo y Libardo". */
const LIST_JOINERS = new Set(['y', 'e', 'and']);
/** Most names walked back over a list to its first one. */
const MAX_LIST_ITEMS = 4;
/**
 * Relation words before a list's first name: the relations of APPOSITION_CONTEXT and the plural
 * kin of a family notice ("tus hijas Rosa y Victoria", "her sons Liam and Noah"). Not the naming
 * words of PERSON_CONTEXT: "four zones named Kauri, Rimu and Tōtara" lists things.
 */
const LIST_RELATIONS = wordFilter(new Set([...APPOSITION_CONTEXT,
  'hijos', 'hijas', 'nietos', 'nietas', 'hermanos', 'hermanas', 'sobrinos', 'sobrinas', 'padres', 'abuelos', 'familia',
  'sons', 'daughters', 'children', 'grandchildren', 'brothers', 'sisters', 'parents', 'grandparents']));

/**
 * people8es (round 8). Token j is a one-word capitalized name ending a list's earlier items, and
 * the list's first name has a relation word right before it ("hijas Rosa", "hijos Gloria, Amparo",
 * "la salud de Esperanza"). Walks back over at most MAX_LIST_ITEMS "Name ," items; never
 * recurses into the evidence table.
 */
/** Token n, right after a one-word item, goes on with the list: a comma or "y"/"and". */
function listContinues(doc: Doc, n: number): boolean {
  return (doc.isChar(n, COMMA) && doc.adjacent(n)) || (doc.isWord(n) && doc.lower(n) && LIST_JOINERS.has(doc.key(n)));
}

function listOpenedByCue(doc: Doc, j: number): boolean {
  for (let n = 0; n < MAX_LIST_ITEMS; n++) {
    if (!doc.isWord(j) || !doc.capitalized(j) || !doc.spaced(j)) return false;
    const p = j - 1;
    if (doc.isChar(p, COMMA) && doc.adjacent(p)) {
      j = p - 1;
      continue;
    }
    if (!doc.isWord(p) || !doc.lower(p)) return false;
    if (doc.keyIn(p, LIST_RELATIONS)) return true;
    return doc.key(p) === 'de' && doc.isWord(p - 1) && RELATION_BEFORE_DE.has(doc.key(p - 1));
  }
  return false;
}

export interface EvidenceCue {
  name: string;
  level: number;
  why: string;
  example: string;
  /**
   * A word cue reads token p (the word before the name, past a title's "."), and is tested only
   * when p's key is in `keys`; a comma cue reads the comma right before the name.
   */
  at: 'word' | 'comma';
  keys?: ReadonlySet<string> | ReadonlyMap<string, unknown>;
  /** i: the run's first token; p: the token before it (past a title's "." when there is one); k: p's key. */
  fires: (doc: Doc, i: number, p: number, k: string) => boolean;
}

/** Ordered: the first cue that fires decides the level (word cues first, then comma cues). */
export const EVIDENCE_CUES: readonly EvidenceCue[] = [
  {
    name: 'title',
    level: EV_TITLE,
    why: 'a courtesy or professional title (a weak one such as "Prof" only when capitalized), unless it begins a brand ("Dr. Martens") or is a unit after a number ("1 ms GtG") or a country code in capitals ("Liga MX Femenil")',
    example: 'Dr. Smith, Sra. García, Dª Carmen',
    at: 'word',
    keys: new Set([...TITLES, ...WEAK_TITLES]),
    fires: (doc, i, p, k) => (TITLES.has(k) || (WEAK_TITLES.has(k) && doc.capitalized(p))) && !titleOfBrand(doc, p, i) && !lowerUnitTitle(doc, p, k) && !countryCodeTitle(doc, i, p, k),
  },
  {
    name: 'title-d-ordinal',
    level: EV_TITLE,
    why: '"D.ª" (doña) written with a period and the ordinal sign, three tokens: D . ª',
    example: 'D.ª Consuelo de la Riva',
    at: 'word',
    keys: new Set([FEMININE_ORDINAL]),
    fires: (doc, i, p) => p === i - 1 && doc.adjacent(p) && doc.isChar(p - 1, DOT) && doc.adjacent(p - 1) && doc.isWord(p - 2) && doc.key(p - 2) === 'd',
  },
  {
    name: 'context-word',
    level: EV_CONTEXT,
    why: 'a word that introduces a person right before the name (greetings, "patient", "dear"); a phrase-bound one only in its phrase',
    example: 'Dear John, paciente Ana, thanks Priya, me llamo Lucía (not "llamó Movistar")',
    at: 'word',
    keys: PERSON_CONTEXT,
    fires: (doc, i, p, k) => p === i - 1 && !outsideItsPhrase(doc, p, k),
  },
  {
    name: 'two-word-cue',
    level: EV_CONTEXT,
    why: 'a verb + preposition pair whose object is a person (TWO_WORD_CUES)',
    example: 'write to Anna, loop in Marina, spoke with Jordan, hablé con Victoria',
    at: 'word',
    keys: TWO_WORD_CUES,
    fires: (doc, i, p, k) => p === i - 1 && doc.lower(p) && doc.isWord(p - 1) && doc.spaced(p) && TWO_WORD_CUES.get(k)!.has(doc.key(p - 1)),
  },
  {
    name: 'handover-from',
    level: EV_CONTEXT,
    why: 'a handover: "from" after "taking over" or "handover" names the person who hands the work on (HANDOVER_BEFORE_FROM)',
    example: "He's taking over from Brandon; the handover from Kai",
    at: 'word',
    keys: new Set(['from']),
    fires: (doc, i, p) => {
      if (p !== i - 1 || !doc.lower(p) || !doc.isWord(p - 1)) return false;
      const before = HANDOVER_BEFORE_FROM.get(doc.key(p - 1));
      return before !== undefined && (before.size === 0 || (doc.isWord(p - 2) && before.has(doc.key(p - 2))));
    },
  },
  {
    name: 'my-name-is',
    level: EV_CONTEXT,
    why: 'people8en: "my/his/her name is" before the name, as callers and agents introduce themselves',
    example: 'my name is Lerato (not "the file name is Report")',
    at: 'word',
    keys: new Set(['is']),
    fires: (doc, i, p) => p === i - 1 && doc.lower(p) && doc.isWord(p - 1) && doc.key(p - 1) === 'name' && doc.isWord(p - 2) && NAME_IS_OWNERS.has(doc.key(p - 2)),
  },
  {
    name: 'weak-two-word-cue',
    level: EV_WEAK,
    why: 'the Spanish personal "a" after a verb that also takes companies (WEAK_TWO_WORD_CUES)',
    example: 'avisa a Ramón (but "llama a Movistar" stays a company)',
    at: 'word',
    keys: WEAK_TWO_WORD_CUES,
    fires: (doc, i, p, k) => p === i - 1 && doc.lower(p) && doc.isWord(p - 1) && doc.spaced(p) && WEAK_TWO_WORD_CUES.get(k)!.has(doc.key(p - 1)),
  },
  {
    name: 'spanish-verb-before-subject',
    level: EV_WEAK,
    why: 'a Spanish verb of service or speech right before its subject (VERBS_BEFORE_SUBJECT_ES), inside a sentence',
    example: 'me atendió Rocío, nos llamó Marco',
    at: 'word',
    keys: VERBS_BEFORE_SUBJECT_ES,
    fires: (doc, i, p) => doc.lang === 'es' && p === i - 1 && doc.lower(p) && doc.spaced(i),
  },
  {
    name: 'weak-context-word',
    level: EV_WEAK,
    why: 'a word often, not always, before a person: raises names the lexicons know',
    example: 'with Ana, con Dolores',
    at: 'word',
    keys: WEAK_PERSON_CONTEXT,
    fires: (_doc, i, p) => p === i - 1,
  },
  {
    name: 'joined-to-given-name',
    level: EV_WEAK,
    why: '"and"/"y" right after an unambiguous capitalized given name',
    example: 'Claire and Tom, Ana y Rosa',
    at: 'word',
    keys: JOINING_WORDS,
    fires: (doc, i, p) => p === i - 1 && doc.lower(p) && doc.capitalized(p - 1) && doc.firstName(p - 1) && !doc.ambiguous(p - 1),
  },
  {
    name: 'list-after-cued-name',
    level: EV_CONTEXT,
    why: 'people8es: the last name of a list ("y"/"and") whose first name has a relation word before it: the cue covers the whole list (listOpenedByCue)',
    example: 'tus hijas Rosa y Victoria; Sus hijos Gloria, Amparo y Libardo; por la salud de Esperanza y Trinidad',
    at: 'word',
    keys: LIST_JOINERS,
    fires: (doc, i, p) => p === i - 1 && doc.lower(p) && listOpenedByCue(doc, p - 1),
  },
  {
    name: 'list-item-after-cued-name',
    level: EV_CONTEXT,
    why: 'people8es: a middle name of such a list, after a comma and before the next comma or "y"',
    example: 'Sus hijos Gloria, Amparo y Libardo',
    at: 'comma',
    fires: (doc, i) => doc.adjacent(i - 1) && listContinues(doc, i + 1) && listOpenedByCue(doc, i - 2),
  },
  {
    name: 'greeting-comma',
    level: EV_CONTEXT,
    why: 'a chat greeting or thanks, then a comma',
    example: 'Hi, John; Gracias, Ana',
    at: 'comma',
    fires: (doc, i) => doc.isWord(i - 2) && CHAT_TRIGGERS.has(doc.key(i - 2)),
  },
  {
    name: 'inline-sign-off',
    level: EV_CONTEXT,
    why: 'a sign-off, a comma and a name that ends the line: the writer signing a short message on one line',
    example: 'Cheers, Tom; Best, Anna; Un abrazo, Paco',
    at: 'comma',
    fires: (doc, i) => doc.isWord(i - 2) && SIGN_OFFS.has(doc.key(i - 2)) && endsLine(doc, i),
  },
  {
    name: 'apposition',
    level: EV_CONTEXT,
    why: 'a lower-case relation noun, then a comma: the name that follows is that person',
    example: 'his wife, Lorraine; su esposa, Remedios',
    at: 'comma',
    fires: (doc, i) => doc.adjacent(i - 1) && doc.isWord(i - 2) && doc.lower(i - 2) && doc.keyIn(i - 2, F_APPOSITION),
  },
];

/** The name at i (one or two words, then an optional "." or "!") is the last thing on its line. */
function endsLine(doc: Doc, i: number): boolean {
  let n = i + 1;
  if (doc.isWord(n) && doc.spaced(n) && doc.capitalized(n)) n++;
  if (doc.kind(n) === PUNCT && doc.adjacent(n) && (doc.isChar(n, DOT) || doc.isChar(n, EXCLAMATION))) n++;
  return n >= doc.count || doc.sep(n) >= SEP_NEWLINE;
}

/**
 * The cues that apply before a name, by the word before it, in table order: evidenceBefore tests
 * only those instead of asking every row whether its words hold the key. Derived from
 * EVIDENCE_CUES; rebuilt when the table's length changes (tests take rows out and put them back).
 * Example: before "Dr." only the title cue's row; after "Hi Ana," (a comma) the comma rows.
 */
interface CueIndex {
  rows: number;
  /**
   * Every word of `word` is in CUE_KEYS, so a word outside that set (one bit test, cue-bits.ts)
   * has no entry and needs no look-up. False when a row was added at run time with a word the
   * set lacks (tests do): then every word is looked up.
   */
  gated: boolean;
  /** Word → the word cues that read it. */
  word: Map<string, EvidenceCue[]>;
  /** Word → the word cues that read it and the comma cues, in table order. */
  wordAndComma: Map<string, EvidenceCue[]>;
  /** The comma cues, for a word no word cue reads. */
  comma: EvidenceCue[];
}

let cueIndex: CueIndex | undefined;

function indexCues(): CueIndex {
  const words = new Set<string>();
  for (const cue of EVIDENCE_CUES) for (const k of cue.keys?.keys() ?? []) words.add(k);
  const word = new Map<string, EvidenceCue[]>();
  const wordAndComma = new Map<string, EvidenceCue[]>();
  for (const k of words) {
    word.set(k, EVIDENCE_CUES.filter((c) => c.at === 'word' && c.keys!.has(k)));
    wordAndComma.set(k, EVIDENCE_CUES.filter((c) => (c.at === 'word' && c.keys!.has(k)) || c.at === 'comma'));
  }
  return { rows: EVIDENCE_CUES.length, gated: [...words].every((k) => CUE_KEYS.words.has(k)), word, wordAndComma, comma: EVIDENCE_CUES.filter((c) => c.at === 'comma') };
}

/**
 * The keys of every cue of the table, as a cue set registered at load: the word before most runs
 * ("the", "with", "Meeting") is none of them, and one bit test says so before any map is asked.
 */
const CUE_KEYS = cueSet(new Set(EVIDENCE_CUES.flatMap((cue) => [...(cue.keys?.keys() ?? [])])));

/** The evidence carried by the tokens just before `i`. */
export function evidenceBefore(doc: Doc, i: number): number {
  let p = i - 1;
  if (p < 0) return EV_NONE;
  // At a line start only a sign-off on the line before counts.
  if (doc.sep(i) >= SEP_NEWLINE) return signatureLine(doc, i) ? EV_CONTEXT : EV_NONE;
  // "Dr. Smith", "Sra. García": look past the title's period.
  if (doc.isChar(p, DOT) && doc.adjacent(p)) p--;
  const k = doc.isWord(p) ? doc.key(p) : '';
  const comma = doc.isChar(i - 1, COMMA);
  if (cueIndex === undefined || cueIndex.rows !== EVIDENCE_CUES.length) cueIndex = indexCues();
  // The rows that apply, in table order: those whose words hold k, and the comma rows after a comma.
  const indexed = k !== '' && (!cueIndex.gated || doc.inSet(p, CUE_KEYS));
  const cues = (indexed ? (comma ? cueIndex.wordAndComma : cueIndex.word).get(k) : undefined) ?? (comma ? cueIndex.comma : undefined);
  if (cues === undefined) return EV_NONE;
  for (let c = 0; c < cues.length; c++) {
    const cue = cues[c]!;
    if (cue.fires(doc, i, p, k)) return cue.level;
  }
  return EV_NONE;
}

/** A cue before `i` says a person is named there ("Thanks Ana", "write to Ana", "Estimado Ana"). */
export function personCueBefore(doc: Doc, i: number): boolean {
  return evidenceBefore(doc, i) >= EV_CONTEXT;
}

/** How many words back on the previous line a sign-off may start ("Best regards," is two). */
const SIGN_OFF_LOOKBACK = 3;

/** The line before `i` is a sign-off ("Best regards,", "Un saludo,") or a "-- " signature dash. */
function signatureLine(doc: Doc, i: number): boolean {
  let p = i - 1;
  if (doc.isChar(p, COMMA)) p--;
  for (let n = 0; n < SIGN_OFF_LOOKBACK && p >= 0 && doc.isWord(p); n++, p--) {
    if (SIGN_OFFS.has(doc.key(p))) return true;
    if (doc.sep(p) >= SEP_NEWLINE) break;
  }
  // "-- \nJohn Smith", "—\nAna"
  return doc.kind(i - 1) === PUNCT && (doc.charAt(i - 1) === HYPHEN || doc.charAt(i - 1) === EM_DASH) && doc.sep(i - 1) >= SEP_NEWLINE;
}
