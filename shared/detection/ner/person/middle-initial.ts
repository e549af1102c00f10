/**
 * people7en (round 7). A middle initial written without its dot, between a given name and a
 * surname: "DARNELL W HUNTER" on a tax notice's address block, "Mary J Blige", "John F Kennedy".
 * Alone, a capital letter is a model or a grade ("Falcon X200", "Plan B"); between a listed
 * given name and a listed surname it is the person's initial.
 */
import { type Doc, SEP_SPACE } from '../doc.js';

/** The one-letter capital token i stands between a given name and a surname. */
export function bareMiddleInitial(doc: Doc, i: number): boolean {
  const p = i - 1;
  const n = i + 1;
  return doc.sep(i) === SEP_SPACE && doc.sep(n) === SEP_SPACE && doc.isWord(p) && doc.isWord(n) && doc.capitalized(p) && doc.capitalized(n) &&
    doc.firstName(p) && !doc.ambiguous(p) && doc.surname(n) && !doc.isNum(n + 1);
}
