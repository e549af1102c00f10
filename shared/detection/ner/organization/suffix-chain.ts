/**
 * orgs7en (round 7): two-part legal suffixes of Commonwealth and Asian companies, where the first
 * part qualifies "Ltd": "Strata Pty Ltd", "Tan Brothers Pte. Ltd.", "Hanil Co. Ltd", and the
 * bracketed South African and South Asian forms "Greenfield Seeds (Pty) Ltd", "Lanka Tiles (Pvt)
 * Ltd", "Sharma Exports (Private) Limited". Asked only where a legal suffix or a "(" follows a name.
 */
import { type Doc } from '../doc.js';
import { CLOSE_PAREN, COMMA, DOT, OPEN_PAREN } from '../chars.js';
import { F_PLACE, F_PLACE_START } from '../lexicon.js';

/** First parts that are suffixes themselves and take "Ltd"/"Limited" after a space: "Pty Ltd", "Co. Ltd". */
const CHAIN_FIRSTS = new Set(['pty', 'pte', 'co']);
/** First parts written in brackets: "(Pty) Ltd", "(Pvt) Ltd", "(Private) Limited". */
const BRACKETED_FIRSTS = new Set(['pty', 'pvt', 'private']);
/** The second part. */
const CHAIN_SECONDS = new Set(['ltd', 'limited', 'bhd']);
/**
 * orgs9 (round 9, blind b15): first parts that are no suffix alone, written with their own period
 * before the second: India's "Pvt. Ltd." and Malaysia's "Sdn. Bhd." ("Kirana Traders Pvt. Ltd.",
 * "Maju Jaya Sdn. Bhd."). Without the period the name run takes them ("Pvt Ltd").
 */
const DOTTED_FIRSTS = new Set(['pvt', 'sdn']);

/** "Pvt. Ltd." with "Pvt" at e (the last word of a name run): the suffix's last token, or -1. */
export function dottedFirstSuffixEnd(doc: Doc, e: number): number {
  if (!doc.isChar(e + 1, DOT) || !doc.adjacent(e + 1) || !doc.capitalized(e) || !DOTTED_FIRSTS.has(doc.key(e))) return -1;
  return secondPart(doc, e + 2);
}

/** The "Ltd" (and its period) after a space at j: its last token, or -1. */
function secondPart(doc: Doc, j: number): number {
  if (!doc.spaced(j) || !doc.isWord(j) || !doc.capitalized(j) || !CHAIN_SECONDS.has(doc.key(j))) return -1;
  return doc.isChar(j + 1, DOT) && doc.adjacent(j + 1) ? j + 1 : j;
}

/** After a suffix ending at e ("Pty", "Co."), a second part "Ltd": its last token, or e. */
export function chainedSuffixEnd(doc: Doc, e: number): number {
  const first = doc.isChar(e, DOT) ? e - 1 : e;
  if (!doc.isWord(first) || !CHAIN_FIRSTS.has(doc.key(first))) return e;
  // "Pte. Ltd.": the first part's own period.
  const j = doc.isChar(e + 1, DOT) && doc.adjacent(e + 1) ? e + 2 : e + 1;
  const end = secondPart(doc, j);
  return end >= 0 ? end : e;
}

/** "(Pty) Ltd" at i (the "("): the last token of the suffix, or -1. */
export function bracketedSuffixEnd(doc: Doc, i: number): number {
  if (!doc.isChar(i, OPEN_PAREN) || !doc.isWord(i + 1) || !doc.adjacent(i + 1) || !BRACKETED_FIRSTS.has(doc.key(i + 1))) return -1;
  let close = i + 2;
  if (doc.isChar(close, DOT) && doc.adjacent(close)) close++;
  if (!doc.isChar(close, CLOSE_PAREN) || !doc.adjacent(close)) return -1;
  return secondPart(doc, close + 1);
}

/**
 * "Drumshanbo, Co. Leitrim", "Ballinlough, Co Cork": an Irish or Northern Irish county in an
 * address, not the "Co." of a company. True when "Co" (with or without its period) at i comes
 * after a comma and before a known place on the same line.
 */
export function countyBefore(doc: Doc, i: number): boolean {
  // An address puts a comma between the town and its county; "Smith & Co. London office" has none.
  if (!doc.isChar(i - 1, COMMA)) return false;
  const next = doc.isChar(i + 1, DOT) && doc.adjacent(i + 1) ? i + 2 : i + 1;
  return doc.spaced(next) && doc.capitalized(next) && (doc.flags(next) & (F_PLACE | F_PLACE_START)) !== 0;
}
