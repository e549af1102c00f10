/**
 * A fact about a whole document that some rules need (the full names it spells, the names it
 * gives to things), computed on the first ask and kept for the document's other candidates.
 */
import type { Doc } from './doc.js';

/**
 * Wraps `compute` so it runs once per document. The last document is checked first: one
 * analysis asks about the same document many times in a row, and that test is cheaper than the
 * WeakMap, which keeps answers right if two documents are ever analysed interleaved.
 */
export function perDocument<T>(compute: (doc: Doc) => T): (doc: Doc) => T {
  const memo = new WeakMap<Doc, T>();
  let lastDoc: Doc | undefined;
  let last: T | undefined;
  return (doc) => {
    if (doc === lastDoc) return last as T;
    let value = memo.get(doc);
    if (value === undefined) {
      value = compute(doc);
      memo.set(doc, value);
    }
    lastDoc = doc;
    last = value;
    return value;
  };
}
