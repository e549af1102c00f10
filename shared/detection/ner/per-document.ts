/**
 * A fact about a whole document that some rules need (the full names it spells, the names it
 * gives to things), computed on the first ask and kept for the document's other candidates.
 */
import type { Doc } from './doc.js';

/** Marks a memo slot whose fact is not computed yet (a fact may itself be undefined). */
const NOT_YET: unique symbol = Symbol('not yet');

/** Slots handed out so far: one per perDocument wrapper. */
let slots = 0;

/**
 * Wraps `compute` so it runs once per document. The answer is kept in the document itself
 * (`doc.memos`, one slot per wrapper): no map keyed by documents to look up, and nothing left
 * behind when the document goes. Example: `namedThingsOf(doc)` (person/thing-names.ts) collects
 * the names the document gives to things on the first call and returns the same set on every later one.
 */
export function perDocument<T>(compute: (doc: Doc) => T): (doc: Doc) => T {
  const slot = slots++;
  return (doc) => {
    const memos = doc.memos;
    if (slot < memos.length && memos[slot] !== NOT_YET) return memos[slot] as T;
    const value = compute(doc);
    // compute may have asked other wrappers, which grew the slots: measure again.
    while (memos.length <= slot) memos.push(NOT_YET);
    memos[slot] = value;
    return value;
  };
}
