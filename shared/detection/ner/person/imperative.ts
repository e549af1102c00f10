/**
 * One capitalized word at a sentence start followed by an article is an imperative verb before
 * its object, not a subject: "Brown the beef in batches", "Skip the intro", "Dale la vuelta".
 * A person opening a sentence is followed by a verb ("Priya said", "Tom to send"), and an
 * apposition ("Priya, the intern") has a comma.
 */
import { type Doc } from '../doc.js';

/** Articles that open the verb's object. */
const OBJECT_ARTICLES = new Set(['the', 'a', 'an', 'el', 'la', 'los', 'las']);

/** The one-word run at a sentence start (token a) is followed by a lower-case article. */
export function imperativeBeforeArticle(doc: Doc, a: number): boolean {
  const n = a + 1;
  return doc.isWord(n) && doc.lower(n) && doc.spaced(n) && OBJECT_ARTICLES.has(doc.key(n)) && doc.sentenceStart(a);
}
