/**
 * nopii8es (round 8). Three Spanish phrasings that put a capitalized word before or after a word
 * that usually cues a person, where the word is a thing:
 *  - a compound noun ending in "madre"/"padre" is no kinship word: "pan de masa madre Rústico",
 *    "placa madre Gigabyte", "la casa madre Nestlé" (but: "mi madre Rosa", "su padre Tomás");
 *  - "Don"/"Doña" before one everyday word that no name list knows is a book, a brand or a
 *    nickname of a thing: "este mes Don Quijote", "friega con Don Limpio" (but: "don Justo",
 *    a given name; "Doña Blanco", a surname);
 *  - a season, chapter or episode "de" a name is a show or a book's: "todas las temporadas de
 *    Aída", "el último episodio de Lost" (a person's is rare: "el capítulo de Ana" in a thesis
 *    names her as the author, and a full name scored as sure stays).
 * Each check reads one or two words before the run, and Spanish text only.
 */
import { cueSet } from '../cue-bits.js';
import { type Doc } from '../doc.js';

/** Kinship words that close a compound noun ("masa madre", "lengua madre"). */
const KIN_TAILS = cueSet(new Set(['madre', 'padre']));

/** Heads of compounds with "madre"/"padre" (accent-free keys): sourdough, motherboard, stem cells, parent company, mother tongue. */
const KIN_COMPOUND_HEADS = cueSet(new Set([
  'masa', 'placa', 'tarjeta', 'celula', 'celulas', 'casa', 'empresa', 'sociedad', 'lengua', 'nave', 'tierra', 'roca', 'veta',
]));

/** Courtesy titles that also name books, brands and mascots ("Don Quijote", "Don Limpio"). */
const COURTESY_TITLES = cueSet(new Set(['don', 'dona']));

/** Parts of a show or a book ("temporadas de Aída", "el episodio de Lost"). */
const WORK_PARTS = cueSet(new Set(['temporada', 'temporadas', 'capitulo', 'capitulos', 'episodio', 'episodios']));

/** The run at a follows a compound noun ending in "madre"/"padre": "masa madre Rústico". */
export function afterKinCompoundEs(doc: Doc, a: number): boolean {
  const kin = a - 1;
  const head = a - 2;
  return doc.lang === 'es' && doc.isWord(kin) && doc.lower(kin) && doc.inSet(kin, KIN_TAILS) && doc.spaced(kin) && doc.spaced(a)
    && doc.isWord(head) && doc.lower(head) && doc.inSet(head, KIN_COMPOUND_HEADS);
}

/** The word before the run at a is "Don"/"Doña", in Spanish text. */
export function afterCourtesyTitleEs(doc: Doc, a: number): boolean {
  return doc.lang === 'es' && doc.isWord(a - 1) && doc.inSet(a - 1, COURTESY_TITLES) && doc.spaced(a);
}

/** The run at a follows "temporada(s)/capítulo(s)/episodio(s) de": "las temporadas de Aída". */
export function afterWorkPartEs(doc: Doc, a: number): boolean {
  const de = a - 1;
  const part = a - 2;
  return doc.lang === 'es' && doc.isWord(de) && doc.key(de) === 'de' && doc.spaced(a)
    && doc.isWord(part) && doc.lower(part) && doc.inSet(part, WORK_PARTS);
}
