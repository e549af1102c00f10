/**
 * people8en (round 8). A text that opens as the review of a story (a book, a film, a series, a
 * game) names its characters without any cue: "Film review: … Evelyn and Douglas's slow-burn
 * romance still works, and Muriel gets all the best lines", "Mini review of the new Ted Lasso
 * season: Roy Kent is still swearing", "Game review: Hollow Knight: Silksong". BLIND.md:
 * fictional characters are no persons. Real people in such a review come with a cue ("by Ann
 * Cleeves", "directed by …") or play a part ("Judi Dench is superb as Evelyn"): those stay.
 */
import { type Doc, SEP_NEWLINE } from '../doc.js';
import { perDocument } from '../per-document.js';

/** Kinds of story a review names in its opening words. */
const WORK_WORDS = new Set(['book', 'novel', 'film', 'movie', 'tv', 'series', 'season', 'show', 'game', 'episode', 'anime', 'manga', 'audiobook', 'sequel', 'musical', 'play',
  // people9es: the Spanish kinds ("Serie recomendada:", "…lo mejor de la serie", "la telenovela").
  'serie', 'telenovela', 'novela', 'pelicula', 'peli', 'temporada', 'capitulo', 'episodio', 'saga', 'historieta', 'videojuego']);
/** The review word itself ("Book review:", "Mini review of the new … season", "Serie recomendada:"). */
const REVIEW_WORDS = new Set(['review', 'reseña', 'resena', 'critica', 'recomendada', 'recomendado', 'recomendacion']);
/** The opening words read: a heading or the first clause ("Mini review of the new Ted Lasso season:"). */
const OPENING_TOKENS = 12;

/** The text opens with a review word and a kind of story within its first words, on its first line. */
export const opensAsWorkReview = perDocument((doc: Doc): boolean => {
  let review = false;
  let work = false;
  for (let t = 0; t < doc.count && t < OPENING_TOKENS && (t === 0 || doc.sep(t) < SEP_NEWLINE); t++) {
    if (!doc.isWord(t)) continue;
    const k = doc.key(t);
    if (REVIEW_WORDS.has(k)) review = true;
    else if (WORK_WORDS.has(k)) work = true;
  }
  return (review && work) || rewatchOpeningEs(doc);
});

/** people9es: verbs that open a Spanish note on watching or reading a story again ("Volví a ver…", "Releí…"). */
const AGAIN_VERBS_ES = new Set(['relei', 'revi']);
/** "volví a" + these, "terminé de" / "acabo de" + these. */
const WATCH_VERBS_ES = new Set(['ver', 'leer', 'jugar']);
const WATCH_LEADS_ES = new Set(['volvi', 'termine', 'acabo']);
/** Most tokens of the first line read for the kind of story after such an opening. */
const REWATCH_LINE_TOKENS = 60;

/**
 * people9es (round 9). A Spanish text that opens by watching or reading a story again or to its
 * end, and names the kind of story on its first line, is a review: "Volví a ver Yo soy Betty, la
 * fea y me sigue impresionando: Armando Mendoza es un desastre… lo mejor de la serie", "Releí la
 * saga entera…", "Terminé de ver la temporada 2…".
 */
function rewatchOpeningEs(doc: Doc): boolean {
  if (doc.lang !== 'es' || doc.count < 3 || !doc.isWord(0)) return false;
  const k = doc.key(0);
  const opens = AGAIN_VERBS_ES.has(k) || (WATCH_LEADS_ES.has(k) && doc.isWord(1) && doc.isWord(2) && WATCH_VERBS_ES.has(doc.key(2)) && (doc.key(1) === 'a' || doc.key(1) === 'de'));
  if (!opens) return false;
  for (let t = 1; t < doc.count && t < REWATCH_LINE_TOKENS && doc.sep(t) < SEP_NEWLINE; t++) {
    if (doc.isWord(t) && doc.lower(t) && WORK_WORDS.has(doc.key(t))) return true;
  }
  return false;
}

/** Words after an actor's name that say the part played ("superb as Evelyn", "plays Muriel", "stars as"). */
const PART_WORDS = new Set(['as', 'plays', 'played', 'playing', 'stars', 'starring', 'voices', 'voiced']);
/** Words read after the run for them ("Judi Dench is superb as the widow"). */
const PART_LOOKAHEAD = 4;

/** The run ending at b is an actor: a part word among the next few words of its clause. */
function playsAPart(doc: Doc, b: number): boolean {
  for (let n = b + 1; n <= b + PART_LOOKAHEAD && doc.isWord(n) && doc.spaced(n); n++) {
    if (doc.lower(n) && PART_WORDS.has(doc.key(n))) return true;
  }
  return false;
}

/** The run [a, b] is a character of the story a review text is about. */
export function characterInWorkReview(doc: Doc, a: number, b: number): boolean {
  return a > 0 && opensAsWorkReview(doc) && !playsAPart(doc, b);
}
