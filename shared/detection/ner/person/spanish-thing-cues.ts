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
 *  - a name that closes a title-case institution or event name is the person it is named
 *    after, not one in the text: "Liga de Béisbol Profesional Roberto Clemente", "Estadio
 *    Olímpico Lluís Companys", "Torneo Nacional Juvenil Pedro Pablo" (Spanish puts the honoured
 *    name last; "el Trofeo Santiago Bernabéu" right after its head is thing-context's name-head).
 *  - a name after a plural noun of kinds of things and "como" is an example of those things:
 *    "variedades como Cherry Pera", "marcas como Bruguer", "juegos como Elden Ring" (a noun of
 *    people, "autores como Cortázar", is not in the list).
 * Each check reads a few words before the run (at most MAX_HEAD_WALK), and Spanish text only.
 */
import { cueSet } from '../cue-bits.js';
import { type Doc, SEP_SPACE } from '../doc.js';

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

/**
 * Heads of Spanish institution, venue, competition and award names that honour a person
 * (accent-free keys): "Liga … Roberto Clemente", "Aeropuerto Internacional Benito Juárez",
 * "Premio Nacional Juan Rulfo", "Colegio Público Miguel Hernández".
 */
const HONOUR_HEADS = cueSet(new Set([
  'liga', 'copa', 'torneo', 'trofeo', 'premio', 'campeonato', 'estadio', 'polideportivo', 'pabellon', 'aeropuerto',
  'colegio', 'instituto', 'escuela', 'liceo', 'universidad', 'hospital', 'fundacion', 'teatro', 'auditorio', 'museo', 'biblioteca',
]));

/** Lower-case particles inside such a name ("Liga de Béisbol", "Premio de la Crítica"). */
const NAME_PARTICLES = cueSet(new Set(['de', 'del', 'la', 'las', 'los', 'y']));

/** Most words walked back from the run to the head ("Liga de Béisbol Profesional" is 4). */
const MAX_HEAD_WALK = 6;

/**
 * The run at a closes a title-case name on its line, spaced, that opens with an honour head: the
 * word right before the run is capitalized ("Profesional Roberto Clemente"), and walking back
 * over capitalized words and particles reaches the head, which no capitalized word precedes.
 */
export function honouredInInstitutionNameEs(doc: Doc, a: number): boolean {
  if (doc.lang !== 'es' || doc.sep(a) !== SEP_SPACE || !doc.isWord(a - 1) || !doc.capitalized(a - 1)) return false;
  for (let i = a - 1; i >= 0 && i >= a - MAX_HEAD_WALK; i--) {
    if (!doc.isWord(i)) return false;
    if (doc.capitalized(i)) {
      if (doc.inSet(i, HONOUR_HEADS)) return !(doc.sep(i) === SEP_SPACE && doc.isWord(i - 1) && doc.capitalized(i - 1));
    } else if (!doc.inSet(i, NAME_PARTICLES)) return false;
    if (doc.sep(i) !== SEP_SPACE) return false;
  }
  return false;
}

/** Plural nouns of kinds of things before "como" (accent-free keys); never nouns of people. */
const THING_KINDS = cueSet(new Set([
  'variedades', 'marcas', 'modelos', 'razas', 'sabores', 'productos', 'platos', 'recetas', 'juegos', 'videojuegos',
  'series', 'peliculas', 'libros', 'novelas', 'apps', 'aplicaciones', 'programas', 'herramientas', 'plataformas',
]));

/** The run at a follows "<kinds of things> como": "Variedades como Cherry Pera". */
export function exampleOfThingKindEs(doc: Doc, a: number): boolean {
  const como = a - 1;
  const kind = a - 2;
  return doc.lang === 'es' && doc.isWord(como) && doc.key(como) === 'como' && doc.sep(a) === SEP_SPACE && doc.sep(como) === SEP_SPACE
    && doc.isWord(kind) && doc.inSet(kind, THING_KINDS);
}
