/**
 * Surrounding-word tests that tell a name given to a thing from a person's name, and a person's
 * name from a form label. The score table (context-rules.ts) reads them; every word list here is
 * data with its reason.
 */
import { cueSet } from '../cue-bits.js';
import { F_PLACE } from '../lexicon.js';
import { AMPERSAND, APOSTROPHE, CLOSE_PAREN, COLON, COMMA, HYPHEN, OPEN_PAREN } from '../chars.js';
import { APPOSITION_CONTEXT, ORG_TAILS, PERSON_CONTEXT, WEAK_ORG_TAILS } from '../cues.js';
import { type Doc, PUNCT, SEP_NEWLINE, wordFilter } from '../doc.js';
import { COLOURS } from '../thing-words.js';
import { perDocument } from '../per-document.js';

// The shared cue sets this file reads, as bits (cue-bits.ts: `doc.inSet(i, NOT_NAME_CUE)`).
const APPOSITION_CONTEXT_CUE = cueSet(APPOSITION_CONTEXT);
const ORG_TAILS_CUE = cueSet(ORG_TAILS);
const PERSON_CONTEXT_CUE = cueSet(PERSON_CONTEXT);
const WEAK_ORG_TAILS_CUE = cueSet(WEAK_ORG_TAILS);

/** Participles that give something a name: "a cabin called Willow", "un perro llamado Toby". */
const NAMING_WORDS = new Set(['named', 'called', 'nicknamed', 'dubbed', 'llamado', 'llamada', 'apodado', 'apodada', 'bautizado', 'bautizada']);
const NAMING_WORDS_CUE = cueSet(NAMING_WORDS);

/**
 * Nouns for people: "a guy named Steve", "a customer called Julie", "una chica llamada Lucía".
 * Role and relation nouns of the cue tables count too (PERSON_CONTEXT, APPOSITION_CONTEXT).
 */
export const HUMAN_NOUNS: ReadonlySet<string> = new Set([
  'guy', 'man', 'woman', 'lady', 'gentleman', 'girl', 'boy', 'kid', 'child', 'baby', 'person', 'people', 'someone', 'somebody',
  'anyone', 'anybody', 'fellow', 'dude', 'bloke', 'chap', 'friend', 'cousin', 'uncle', 'aunt', 'nephew', 'niece', 'grandson',
  'granddaughter', 'boyfriend', 'girlfriend', 'fiance', 'fiancee', 'user', 'agent', 'rep', 'representative', 'hire', 'intern',
  'contractor', 'student', 'teacher', 'member', 'worker', 'staffer', 'engineer', 'developer', 'designer', 'doctor',
  'technician', 'driver', 'courier', 'officer', 'supervisor', 'boss', 'lawyer', 'attorney', 'player', 'author', 'artist',
  'chico', 'chica', 'hombre', 'senor', 'senora', 'nino', 'nina', 'bebe', 'persona', 'alguien', 'amigo', 'amiga', 'primo', 'prima',
  'tio', 'tia', 'sobrino', 'sobrina', 'nieto', 'nieta', 'novio', 'novia', 'chaval', 'chavala', 'clienta', 'usuario', 'usuaria',
  'alumno', 'alumna', 'profesor', 'profesora', 'medico', 'medica', 'tecnico', 'tecnica', 'conductor', 'conductora', 'jefe', 'jefa',
  // people6en: children and siblings, and the plurals a count comes before ("two sons named Theo and Max").
  'son', 'sons', 'daughter', 'daughters', 'kids', 'children', 'boys', 'girls', 'twins', 'brother', 'brothers', 'sister', 'sisters',
  'hijo', 'hijos', 'hija', 'hijas', 'hermano', 'hermanos', 'hermana', 'hermanas',
]);
const HUMAN_NOUNS_CUE = cueSet(HUMAN_NOUNS);

/**
 * Bodies that phone people: after them "called" is the verb ("the bank called Jordan"), so only
 * "named" and the Spanish participles name a thing there.
 */
const CALLERS = new Set(['bank', 'office', 'company', 'hospital', 'school', 'team', 'clinic', 'pharmacy', 'store', 'shop', 'firm', 'agency', 'department', 'police', 'recruiter', 'insurer', 'airline', 'hotel', 'landlord', 'vet']);
const CALLERS_CUE = cueSet(CALLERS);

/** "called" is also the verb of a phone call. */
const CALLED = 'called';

/** Subject pronouns: "she called Jordan", "we named Priya lead": the verb, not a thing's name. */
const PRONOUNS = new Set(['i', 'you', 'he', 'she', 'we', 'they', 'it', 'who', 'that', 'which', 'yo', 'el', 'ella', 'nosotros', 'ellos', 'ellas']);
const PRONOUNS_CUE = cueSet(PRONOUNS);

/** Determiners that open the noun phrase of the thing: "the one named Zelda", "a cabin called Willow". */
const DETERMINERS = new Set(['a', 'an', 'the', 'our', 'my', 'your', 'his', 'her', 'their', 'this', 'that', 'un', 'una', 'el', 'la', 'mi', 'tu', 'su', 'nuestro', 'nuestra']);
const DETERMINERS_CUE = cueSet(DETERMINERS);

/**
 * people6en: a count opens the thing's noun phrase like a determiner, with a noun between it and
 * the naming word ("four zones named Kauri, Rimu, Tōtara", "two printers called Ada and Kelvin";
 * "two sons named Theo and Max" stays a person's: "sons" is a person noun).
 */
const COUNT_WORDS = new Set(['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez']);
const COUNT_WORDS_CUE = cueSet(COUNT_WORDS);

/** Words looked at before the naming word, within the clause. */
const NAMED_LOOKBACK = 5;

/**
 * The one-word name right after "named"/"called" belongs to a thing: a determiner opens the
 * phrase before it and no word in it is a person noun or a subject pronoun.
 * "the one named Zelda", "Guest Wi-Fi named Franklin", "a cabin called Willow" → true;
 * "a guy named Steve", "my cousin called Priya", "then she called Jordan" → false.
 */
export function namedThing(doc: Doc, a: number): boolean {
  const v = a - 1;
  if (!doc.isWord(v) || !doc.lower(v) || !doc.inSet(v, NAMING_WORDS_CUE) || !doc.spaced(a)) return false;
  const called = doc.key(v) === CALLED;
  for (let w = v - 1, n = 0; w >= 0 && n < NAMED_LOOKBACK; w--, n++) {
    if (!doc.isWord(w)) {
      if (doc.isChar(w, HYPHEN) && doc.adjacent(w)) continue; // "Wi-Fi"
      return false;
    }
    // "Sarah called Jordan", "she called Jordan": someone did the calling or naming.
    if (n === 0 && (doc.inSet(w, PRONOUNS_CUE) || (doc.capitalized(w) && doc.firstName(w)))) return false;
    if (doc.inSet(w, HUMAN_NOUNS_CUE) || doc.inSet(w, PERSON_CONTEXT_CUE) || doc.inSet(w, APPOSITION_CONTEXT_CUE)) return false;
    if (called && doc.inSet(w, CALLERS_CUE)) return false;
    if (doc.inSet(w, DETERMINERS_CUE) || (n > 0 && doc.inSet(w, COUNT_WORDS_CUE))) return true;
    // "Guest Wi-Fi named Franklin": a capitalized product phrase that opens the line.
    if (doc.sep(w) >= SEP_NEWLINE || w === 0) return n > 0 && doc.capitalized(w);
  }
  return false;
}

/** English verbs that give a name to their object: "we named our robot vacuum Sheldon". */
const NAMING_VERBS = new Set(['named', 'name', 'names', 'naming', 'renamed', 'rename', 'dubbed', 'nicknamed']);
const NAMING_VERBS_CUE = cueSet(NAMING_VERBS);

/** Most lower-case words of the named thing's phrase: "our [robot vacuum]", "the [old office printer]". */
const MAX_THING_WORDS = 3;

/**
 * "We named our robot vacuum Sheldon", "I renamed the office printer Gutenberg": a naming verb,
 * a determiner, a thing's lower-case noun phrase, then the one-word name. A person noun in the
 * phrase ("we named our son Theo") leaves the name a person's.
 */
export function namedByVerb(doc: Doc, a: number): boolean {
  let w = a - 1;
  let nouns = 0;
  while (nouns < MAX_THING_WORDS && doc.isWord(w) && doc.lower(w) && doc.spaced(w + 1) && !doc.inSet(w, DETERMINERS_CUE)) {
    if (doc.inSet(w, HUMAN_NOUNS_CUE) || doc.inSet(w, PERSON_CONTEXT_CUE) || doc.inSet(w, APPOSITION_CONTEXT_CUE) || doc.inSet(w, PRONOUNS_CUE)) return false;
    nouns++;
    w--;
  }
  if (nouns === 0 || !doc.isWord(w) || !doc.inSet(w, DETERMINERS_CUE) || !doc.spaced(w + 1)) return false;
  const v = w - 1;
  return doc.isWord(v) && doc.lower(v) && doc.spaced(w) && doc.inSet(v, NAMING_VERBS_CUE);
}

/**
 * Animals people name: the name right after one is a pet's ("Our golden retriever Winston
 * destroyed the toy", "mi gata Luna"). Pets' names identify nobody.
 */
const PET_NOUNS = new Set([
  'dog', 'dogs', 'puppy', 'pup', 'cat', 'kitten', 'kitty', 'retriever', 'labrador', 'terrier', 'spaniel', 'poodle', 'beagle',
  'collie', 'dachshund', 'husky', 'shepherd', 'hamster', 'parrot', 'bunny', 'rabbit', 'pony',
  'perro', 'perra', 'perrito', 'perrita', 'gato', 'gata', 'gatito', 'gatita', 'cachorro', 'cachorra', 'conejo', 'loro', 'mascota',
]);
const PET_NOUNS_CUE = cueSet(PET_NOUNS);

/** The one-word name at a follows a pet noun: "our golden retriever Winston", "mi perra Canela". */
export function petName(doc: Doc, a: number): boolean {
  const p = a - 1;
  return (doc.isWord(p) && doc.lower(p) && doc.spaced(a) && doc.inSet(p, PET_NOUNS_CUE)) || petNoteAfter(doc, a);
}

/** people7en: a pet noun in brackets right after the name, as a residents' or vet's list notes it: "Bruno (dog)". */
function petNoteAfter(doc: Doc, a: number): boolean {
  const o = a + 1;
  return doc.isChar(o, OPEN_PAREN) && doc.spaced(o) && doc.isWord(o + 1) && doc.adjacent(o + 1) && doc.inSet(o + 1, PET_NOUNS_CUE) &&
    doc.isChar(o + 2, CLOSE_PAREN) && doc.adjacent(o + 2);
}

/** Most tokens between a pet noun and the bracket of its name: "el perro del 4ºB (Rufo)". */
const PET_BRACKET_LOOKBACK = 5;

/**
 * people7es (round 7). A pet's name in brackets, the animal named around it on its line: "Quejas
 * por el perro del 4ºB (Rufo) que ladra", "Canelo (perro, podenco, 7 años)". Not "(Rufo)" after a
 * person noun.
 */
export function petNameInBrackets(doc: Doc, a: number, b: number): boolean {
  if (doc.isChar(b + 1, OPEN_PAREN) && doc.spaced(b + 1) && doc.adjacent(b + 2) && doc.isWord(b + 2) && doc.inSet(b + 2, PET_NOUNS_CUE)) return true;
  if (!doc.isChar(a - 1, OPEN_PAREN) || !doc.adjacent(a) || !doc.isChar(b + 1, CLOSE_PAREN)) return false;
  for (let w = a - 2, n = 0; w >= 0 && n < PET_BRACKET_LOOKBACK && doc.sep(w + 1) < SEP_NEWLINE; w--, n++) {
    if (doc.isWord(w) && doc.lower(w) && doc.inSet(w, PET_NOUNS_CUE)) return true;
  }
  return false;
}

/**
 * nopii7es. Spanish names a thing with a fronted object and a clitic: "Al robot aspirador lo
 * llamamos Paquito", "A la furgoneta le pusimos Perla", "a la impresora la llaman Frida". The name
 * after the verb is the thing's; a person noun or a pronoun in the fronted phrase ("A mi hijo le
 * pusimos Mateo", "a ella la llamamos Lupe") leaves it a person's.
 */

/** Naming verbs after a clitic (accent-free keys): "lo llamamos", "le pusimos", "la bautizaron". */
const CLITIC_NAMING_VERBS: ReadonlySet<string> = new Set([
  'llamamos', 'llamo', 'llaman', 'llama', 'llamaron', 'llame', 'bautizamos', 'bautizaron', 'bautice', 'pusimos', 'pusieron', 'puse', 'apodamos',
]);
const CLITIC_NAMING_VERBS_CUE = cueSet(CLITIC_NAMING_VERBS);

const CLITICS_CUE = cueSet(new Set(['lo', 'la', 'le']));
/** What opens the fronted object: "al robot", "a la furgoneta", "a nuestra cafetera". */
const FRONTING_CUE = cueSet(new Set(['al', 'a']));
const FRONT_DETERMINERS_CUE = cueSet(new Set(['la', 'el', 'los', 'las', 'mi', 'tu', 'su', 'nuestro', 'nuestra', 'este', 'esta', 'ese', 'esa']));
const PEOPLE_CUE = cueSet(new Set([...HUMAN_NOUNS, ...PERSON_CONTEXT, ...APPOSITION_CONTEXT, 'ella', 'el', 'ellos', 'ellas', 'usted', 'ustedes', 'nosotros', 'mama', 'papa']));

/** Adverbial phrases that also open with "al": "Al final lo llamamos Mateo" names a baby. */
const TIME_PHRASE_HEADS_CUE = cueSet(new Set(['final', 'principio', 'rato', 'dia', 'momento', 'igual', 'poco', 'cabo', 'menos', 'fin']));

/** Lower-case nouns and adjectives of the fronted object: "al [robot aspirador]". */
const MAX_OBJECT_WORDS = 3;

/** The one-word name at a follows "<a/al> <det>? <thing> <lo/la/le> <naming verb>" in Spanish text. */
export function namedByCliticEs(doc: Doc, a: number): boolean {
  const v = a - 1;
  if (doc.lang !== 'es' || !doc.isWord(v) || !doc.lower(v) || !doc.spaced(a) || !doc.inSet(v, CLITIC_NAMING_VERBS_CUE)) return false;
  const c = v - 1;
  if (!doc.isWord(c) || !doc.spaced(v) || !doc.inSet(c, CLITICS_CUE)) return false;
  let w = c - 1;
  let nouns = 0;
  while (nouns < MAX_OBJECT_WORDS && doc.isWord(w) && doc.spaced(w + 1) && !doc.inSet(w, FRONTING_CUE) && !doc.inSet(w, FRONT_DETERMINERS_CUE)) {
    if (!doc.lower(w) || doc.inSet(w, PEOPLE_CUE) || doc.inSet(w, TIME_PHRASE_HEADS_CUE)) return false;
    nouns++;
    w--;
  }
  if (nouns === 0 || !doc.isWord(w)) return false;
  if (doc.inSet(w, FRONT_DETERMINERS_CUE)) {
    w--;
    if (!doc.isWord(w) || doc.key(w) !== 'a') return false;
  }
  return doc.inSet(w, FRONTING_CUE);
}

/**
 * The lower-case words one of namedThing, namedByVerb, petName or namedByCliticEs needs before a name ("called",
 * "named", "retriever"): a text without any gives no thing a name, and is not searched further.
 */
const NAMING_CUES = wordFilter(new Set([...NAMING_WORDS, ...NAMING_VERBS, ...PET_NOUNS, ...CLITIC_NAMING_VERBS]));

function hasNamingCue(doc: Doc): boolean {
  return doc.holdsLowerWordIn(NAMING_CUES);
}

/**
 * The text gives this word to a thing or a pet somewhere ("a cabin called Willow", "we named our
 * robot vacuum Sheldon", "our golden retriever Winston"), so its other mentions are the thing too: "Sheldon gets stuck under the couch".
 * Keys of such names, once per document.
 */
export function namedThingInDocument(doc: Doc, a: number): boolean {
  const names = namedThingsOf(doc);
  return names.size > 0 && names.has(doc.key(a));
}

const namedThingsOf = perDocument((doc: Doc): ReadonlySet<string> => {
  const found = new Set<string>();
  // The names are capitalized words: the walk visits only those (Doc.nextCapitalized).
  for (let j = hasNamingCue(doc) ? doc.nextCapitalized(1) : doc.count; j < doc.count; j = doc.nextCapitalized(j + 1)) {
    // All three tests need a lower-case word right before, one space away ("called Willow",
    // "our robot vacuum Sheldon", "retriever Winston"): a name after a comma or a line break is none.
    if (!doc.lower(j - 1) || !doc.spaced(j)) continue;
    if (namedThing(doc, j) || namedByVerb(doc, j) || petName(doc, j) || namedByCliticEs(doc, j)) found.add(doc.key(j));
  }
  return found;
});

/**
 * Verbs whose object is a text: "Reading Anna Karenina on the Kindle", "estoy leyendo Pedro
 * Páramo". People are read to ("read Anna the letter") or their writing is ("reading Anna's
 * email"), so a possessive after the name leaves it a person.
 */
const READING_VERBS = new Set(['reading', 'read', 'reread', 'rereading', 'leyendo', 'releyendo', 'lei', 'releer', 'leer']);
export const READING_VERBS_CUE = cueSet(READING_VERBS);

/** The run [a, b] right after a reading verb, with no possessive after it: the title of a book. */
export function titleAfterReadingVerb(doc: Doc, a: number, b: number): boolean {
  const v = a - 1;
  if (!doc.isWord(v) || !doc.spaced(a) || !doc.inSet(v, READING_VERBS_CUE)) return false;
  return !(doc.isChar(b + 1, APOSTROPHE) && doc.adjacent(b + 1));
}

/** Colour words the thing-word list lacks that name finishes as often as flowers or gems: "Dusty Rose", "Slate Grey". */
const MORE_COLOUR_WORDS = new Set(['rose', 'ruby', 'pearl', 'slate', 'rust', 'plum', 'sage', 'blush', 'sky', 'emerald', 'sapphire', 'wine', 'ivy']);

/** The colour words of both lists, as one cue set. */
const COLOUR_WORDS_CUE = cueSet(new Set([...COLOURS, ...MORE_COLOUR_WORDS]));

/** Prepositions before a colour: "the sweater in Olive Green", "en Verde Oliva". */
const COLOUR_PREPOSITIONS = new Set(['in', 'en']);
const COLOUR_PREPOSITIONS_CUE = cueSet(COLOUR_PREPOSITIONS);

/**
 * A two-word run after "in"/"en" with a colour word in it names a colour or a finish, unless a
 * possessive follows ("in Tom Green's office"): "in Olive Green", "In Dusty Rose", "en Gris Perla".
 */
export function colourAfterIn(doc: Doc, a: number, b: number): boolean {
  if (b !== a + 1) return false;
  const p = a - 1;
  if (!doc.isWord(p) || !doc.inSet(p, COLOUR_PREPOSITIONS_CUE)) return false;
  if (!doc.inSet(a, COLOUR_WORDS_CUE) && !doc.inSet(b, COLOUR_WORDS_CUE)) return false;
  return !(doc.isChar(b + 1, APOSTROPHE) && doc.adjacent(b + 1));
}

/**
 * A given name glued to ":" at the start of a line or bullet, with text after it: the name of
 * whoever the line is about, as in meeting notes ("- Arjun: still blocked", "• Lucía: revisa").
 * A form label ("Tel:", "Asunto:") is no given name.
 */
export function nameLabelAtLineStart(doc: Doc, a: number): boolean {
  const colon = a + 1;
  if (!doc.isChar(colon, COLON) || !doc.adjacent(colon) || !doc.isWord(colon + 1) || doc.sep(colon + 1) >= SEP_NEWLINE) return false;
  // Labels are frequent words ("Nota:", "Total:"); the everyday-word lists also hold some
  // foreign given names ("Arjun" in Spanish subtitles), so only the most frequent words count.
  if (!doc.firstName(a) || doc.topCommon(a) || (doc.lang === 'en' && doc.ambiguous(a))) return false;
  if (doc.sep(a) >= SEP_NEWLINE || a === 0) return true;
  const p = a - 1;
  return doc.kind(p) === PUNCT && BULLETS.includes(doc.text[doc.start(p)]!) && (p === 0 || doc.sep(p) >= SEP_NEWLINE);
}

/** Bullet characters that open a notes line. */
const BULLETS = '-•*–';

/** The key of "y" (Spanish "and") inside a run. */
const Y = 'y';

/**
 * The run holds "y" after a word that is no name: "Firefox y Edge", "Tableau y Power". A surname
 * before "y" starts a compound surname ("Ortega y Gasset", "Ramón y Cajal").
 */
export function joinedByY(doc: Doc, a: number, b: number): boolean {
  for (let k = a + 1; k < b; k++) if (doc.lower(k) && doc.key(k) === Y) return !compoundSurnameBefore(doc, a, k);
  return false;
}

/**
 * The word before the "y" at k can open a compound surname: a surname or given name, not itself
 * after an everyday word of the run. people6es (round 6): "Bourbon Rosado y Pacamara" (coffee
 * varieties) has the surname "Rosado" after the everyday word "Bourbon"; a compound surname
 * stands alone or after a given name ("Ortega y Gasset", "José Ortega y Gasset").
 */
function compoundSurnameBefore(doc: Doc, a: number, k: number): boolean {
  const s = k - 1;
  if (!doc.surname(s) && !doc.firstName(s)) return false;
  const w = s - 1;
  return !(w >= a && doc.isWord(w) && doc.commonWord(w) && !doc.firstName(w));
}

/** Spanish articles; inside a name they only follow "de" ("Pilar Sanz de la Fuente"). */
const ARTICLES_ES = new Set(['el', 'la', 'los', 'las']);
const ARTICLES_ES_CUE = cueSet(ARTICLES_ES);

/**
 * A Spanish run whose second token is a bare article is a clause, not a name: "Ganó el Marqués",
 * "Llega la Navidad". A name puts "de" before the article ("Nuria de la Fuente").
 */
export function articleAfterFirstWord(doc: Doc, a: number, b: number): boolean {
  const t = a + 1;
  return doc.lang === 'es' && t < b && doc.lower(t) && doc.inSet(t, ARTICLES_ES_CUE);
}

/** Words after a possessive that make a holiday: "Valentine's Day", "St Patrick's Day", "New Year's Eve". */
const HOLIDAY_TAILS = new Set(['day', 'eve']);
export const HOLIDAY_TAILS_CUE = cueSet(HOLIDAY_TAILS);

/** The run is followed by "'s Day" / "'s Eve": a holiday, not a person ("Valentine's Day balloons"). */
export function holidayPossessive(doc: Doc, b: number): boolean {
  const s = b + 2;
  return doc.isChar(b + 1, APOSTROPHE) && doc.isWord(s) && doc.key(s) === 's' && doc.isWord(s + 1) && doc.capitalized(s + 1) && doc.inSet(s + 1, HOLIDAY_TAILS_CUE);
}

/**
 * Function words that open questions, headings and clauses; the surname lists hold several of
 * them ("How", "Why", "When", "Cuando"), so the everyday-word flags miss them. Accent-free keys.
 */
const FUNCTION_WORDS = new Set([
  'how', 'what', 'when', 'where', 'why', 'who', 'which', 'whose', 'this', 'that', 'these', 'those', 'there', 'here', 'then',
  'if', 'but', 'and', 'or', 'not', 'no', 'yes', 'all', 'any', 'each', 'every', 'some', 'our', 'your', 'their', 'its', 'my',
  'we', 'they', 'you', 'new', 'more', 'most', 'best', 'top', 'with', 'from', 'for', 'into', 'about', 'after', 'before',
  'como', 'que', 'cuando', 'donde', 'quien', 'cual', 'por', 'para', 'con', 'sin', 'este', 'esta', 'estos', 'estas', 'ese',
  'esa', 'nuestro', 'nuestra', 'nuevo', 'nueva', 'todo', 'toda', 'todos', 'todas', 'mas', 'muy', 'tras', 'sobre', 'desde',
]);
const FUNCTION_WORDS_CUE = cueSet(FUNCTION_WORDS);

/** The run opens with a function word or one of the most frequent words: "How Brightline cut…". */
export function opensWithFrequentWord(doc: Doc, a: number): boolean {
  return doc.isWord(a) && (doc.topCommon(a) || doc.inSet(a, FUNCTION_WORDS_CUE));
}

/** Shop words that end a business named after a person or a song, beside the organization tails: "Penny Lane Coffee". */
const SHOP_TAILS = new Set(['coffee', 'kitchen', 'books', 'barbershop', 'tacos', 'burgers', 'deli', 'boutique', 'gallery', 'garage', 'cakes', 'cycles',
  // Trades and practices named after their owner or street: "Harcourt Joinery", "Kaapzicht Wines",
  // "Whitcliffe Homes", "Lakeside Orthopedics", "Ashdown Lettings".
  'joinery', 'carpentry', 'wines', 'homes', 'orthopedics', 'orthopaedics', 'removals', 'lettings', 'estates']);
const SHOP_TAILS_CUE = cueSet(SHOP_TAILS);

/**
 * The run ends with a business word: "Penny Lane Coffee", "Marco Polo Pizzeria", "Ana Ruiz
 * Dental". A frequent surname that is also an organization tail stays a name ("Charlotte Church").
 */
export function businessTail(doc: Doc, b: number): boolean {
  if (doc.inSet(b, ORG_TAILS_CUE)) return !doc.strongSurname(b);
  return doc.inSet(b, WEAK_ORG_TAILS_CUE) || doc.inSet(b, SHOP_TAILS_CUE);
}

/**
 * One word joined by "&" to another capitalized word: a firm or a brand ("Ben & Jerry's",
 * "Marks & Spencer", "Procter & Gamble"); prose joins two people with "and".
 */
export function ampersandPair(doc: Doc, a: number, b: number): boolean {
  const before = a - 1;
  const after = b + 1;
  // "Ana & Luis" in a chat are two people: a plain given name on the other side keeps them,
  // unless a possessive brand follows ("Ben & Jerry's").
  const brandPossessive = doc.isChar(after, APOSTROPHE) && doc.adjacent(after);
  const other = doc.isChar(before, AMPERSAND) ? before - 1 : doc.isChar(after, AMPERSAND) ? after + 1 : -1;
  if (other < 0 || !doc.capitalized(other)) return false;
  // people7en: "Carly & Brent Hoekstra", a couple signing a message: a given name, "&", then a
  // given name and a surname (a firm pairs surnames or brands: "Marks & Spencer", "Smith & Wesson").
  if (!brandPossessive && other === after + 1 && coupleAfterAmpersand(doc, a, other)) return false;
  return brandPossessive || !(doc.firstName(other) && !doc.surname(other));
}

/**
 * people7en: the run is one of a couple sharing a family name, joined by "&": the given name
 * before it ("[Hope] & Mercedes Adjei") or the given and family name after it ("Faith & [Joy
 * Adeyemi]").
 */
export function coupleAroundAmpersand(doc: Doc, a: number, b: number): boolean {
  if (a === b && doc.isChar(a + 1, AMPERSAND) && doc.spaced(a + 1) && doc.spaced(a + 2)) return coupleAfterAmpersand(doc, a, a + 2);
  const g = a - 2;
  return b === a + 1 && doc.isChar(a - 1, AMPERSAND) && doc.spaced(a - 1) && doc.spaced(a) && doc.capitalized(g) && coupleAfterAmpersand(doc, g, a);
}

/** The one-word run a is a given name and "Given Family-name" starts at token g after its "&" (the family name no everyday word or place). */
function coupleAfterAmpersand(doc: Doc, a: number, g: number): boolean {
  const s = g + 1;
  // Everyday-word given names too ("Faith & Joy Adeyemi", "Hope & Mercedes Adjei"): the family name after them decides.
  return doc.firstName(a) && (!doc.surname(a) || doc.ambiguous(a)) && doc.firstName(g) && doc.spaced(s) && doc.capitalized(s) && !doc.firstName(s) &&
    !doc.commonWord(s) && (doc.flags(s) & F_PLACE) === 0;
}

/** "<name> and I", "<name> and me", "<name> y yo": the joining word, then a first-person pronoun. */
const WITH_SPEAKER: ReadonlyMap<string, ReadonlySet<string>> = new Map([['and', new Set(['i', 'me'])], ['y', new Set(['yo'])]]);

/** The run is paired with the speaker: "Will and I are flying", "Rosa y yo vamos". Only people are. */
export function pairedWithSpeaker(doc: Doc, b: number): boolean {
  const j = b + 1;
  if (!doc.isWord(j) || !doc.spaced(j) || !doc.lower(j) || !doc.isWord(j + 1) || !doc.spaced(j + 1)) return false;
  const me = WITH_SPEAKER.get(doc.key(j));
  return me !== undefined && me.has(doc.key(j + 1));
}

/** Nouns of an apposition that make the name a product: "Ada, our in-app helper", "Lola, nuestra app". */
const THING_APPOSITION_NOUNS = new Set([
  'bot', 'chatbot', 'helper', 'app', 'tool', 'feature', 'platform', 'robot', 'plugin', 'extension', 'widget', 'dashboard',
  'aplicacion', 'herramienta', 'plataforma', 'funcion',
  // people6en: devices a marketing text introduces by name ("Meet Willow, the lightest vacuum we've made").
  'vacuum', 'speaker', 'headphones', 'earbuds', 'laptop', 'tablet', 'phone', 'smartwatch', 'camera', 'blender', 'kettle', 'thermostat',
  // nopii8en: home and wardrobe products a catalogue introduces the same way ("Meet Luna, our softest duvet yet").
  'duvet', 'pillow', 'mattress', 'sofa', 'couch', 'armchair', 'recliner', 'lamp', 'rug', 'candle', 'jacket', 'coat', 'sneaker',
  'backpack', 'suitcase', 'stroller', 'pram', 'scooter', 'bike', 'blend', 'roast',
]);
const THING_APPOSITION_NOUNS_CUE = cueSet(THING_APPOSITION_NOUNS);
/** "assistant"/"asistente" names a product only after one of these: "our AI assistant", "nuestra asistente virtual". */
const ASSISTANT_WORDS = new Set(['assistant', 'asistente']);
const ASSISTANT_WORDS_CUE = cueSet(ASSISTANT_WORDS);
const MACHINE_MODIFIERS = new Set(['ai', 'ia', 'virtual', 'voice', 'digital', 'smart', 'inteligente']);
const MACHINE_MODIFIERS_CUE = cueSet(MACHINE_MODIFIERS);
/** Words read after the comma and the determiner. */
const APPOSITION_WORDS = 4;

/**
 * One name followed by an apposition that calls it a product: "Ask Ada, our in-app helper",
 * "Ada, our AI assistant, can now summarize", "Lola, nuestra asistente virtual". A person's
 * apposition ("Ada, our new intern") is left alone.
 */
export function productApposition(doc: Doc, b: number): boolean {
  const comma = b + 1;
  if (!doc.isChar(comma, COMMA) || !doc.adjacent(comma)) return false;
  const d = comma + 1;
  if (!doc.isWord(d) || !doc.inSet(d, DETERMINERS_CUE)) return false;
  for (let w = d + 1; w <= d + APPOSITION_WORDS && doc.isWord(w) && doc.sep(w) < SEP_NEWLINE; w++) {
    if (doc.inSet(w, THING_APPOSITION_NOUNS_CUE)) return true;
    if (doc.inSet(w, ASSISTANT_WORDS_CUE)) return (doc.isWord(w - 1) && doc.inSet(w - 1, MACHINE_MODIFIERS_CUE)) || (doc.isWord(w + 1) && doc.inSet(w + 1, MACHINE_MODIFIERS_CUE));
  }
  return false;
}
