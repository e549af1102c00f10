/**
 * "the new" or "a new" right before a capitalized run introduces a model or a release, not a
 * person: "The new Ranger Raptor has a 3.0L twin-turbo V6", "a new Galaxy Tab", "the new
 * Kindle Scribe". A person after "new" has a noun between ("our new colleague Anna Lee",
 * "the new head chef Priya Raman").
 */
import { type Doc } from '../doc.js';

/** Articles before "new" that introduce a thing. */
const ARTICLES = new Set(['the', 'a']);

/** Token a follows a spaced lower-case "new" after an article: "the new Ranger Raptor". */
export function newModelBefore(doc: Doc, a: number): boolean {
  const n = a - 1;
  const p = a - 2;
  if (doc.lang !== 'en' || !doc.isWord(n) || !doc.lower(n) || !doc.spaced(a) || doc.key(n) !== 'new') return false;
  return doc.isWord(p) && doc.spaced(n) && ARTICLES.has(doc.key(p));
}
