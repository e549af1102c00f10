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
const WORK_WORDS = new Set(['book', 'novel', 'film', 'movie', 'tv', 'series', 'season', 'show', 'game', 'episode', 'anime', 'manga', 'audiobook', 'sequel', 'musical', 'play']);
/** The review word itself ("Book review:", "Mini review of the new … season"). */
const REVIEW_WORDS = new Set(['review', 'reseña', 'resena', 'critica']);
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
  return review && work;
});

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
