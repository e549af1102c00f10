/**
 * people7en (round 7). Two ways a message names the person it talks to or the one who speaks,
 * with no title and often a name no list knows:
 *  - a vocative closing a sentence addressed to "you": "Your bill is ready, Ayodele.", "Thank
 *    you for your order, Siobhán!" (a place or a product after the comma is in no sentence
 *    about "you": "Shipped to Leeds, Yorkshire.");
 *  - a caller introducing themself: "G'day, it's Shazza from the Ipswich Turf Club", "Hi, this
 *    is Dumisani calling about the flat".
 */
import { type Doc, PUNCT, SEP_NEWLINE, SEP_SPACE, wordFilter } from '../doc.js';
import { COMMA, DOT } from '../chars.js';

const words = (list: string): ReadonlySet<string> => new Set(list.trim().split(/\s+/));

/** Words of a sentence addressed to the reader. */
const YOU_WORDS = wordFilter(words(`you your yours thank thanks`));
/** Punctuation that closes the vocative's sentence. */
const SENTENCE_ENDS = new Set([DOT, '!'.charCodeAt(0), '?'.charCodeAt(0)]);
/** At most this many tokens walked back from the comma for a "you" word. */
const MAX_CLAUSE_TOKENS = 12;

/** The one-word run at a closes a sentence addressed to "you", after a comma: "Your bill is ready, Ayodele." */
export function vocativeAtSentenceEnd(doc: Doc, a: number): boolean {
  const c = a - 1;
  const e = a + 1;
  // The cheap tests first: a comma before, a full stop, "!" or "?" after, then a line end or the text's end.
  if (!doc.isChar(c, COMMA) || !doc.adjacent(c) || doc.sep(a) !== SEP_SPACE) return false;
  if (doc.kind(e) !== PUNCT || !SENTENCE_ENDS.has(doc.charAt(e)) || !doc.adjacent(e)) return false;
  if (e + 1 < doc.count && doc.sep(e + 1) < SEP_NEWLINE) return false;
  for (let t = c - 1, n = 0; t >= 0 && n < MAX_CLAUSE_TOKENS; t--, n++) {
    if (doc.isWord(t) && doc.inSet(t, YOU_WORDS)) return true;
    if (doc.sep(t) >= SEP_NEWLINE || (doc.kind(t) === PUNCT && SENTENCE_ENDS.has(doc.charAt(t)))) return false;
  }
  return false;
}

/** Words after a caller's name: "it's Shazza from …", "this is Dumisani calling", "it's Kev here". */
const AFTER_SELF_NAME = wordFilter(words(`from here calling`));
/** "it's" is three tokens ("it", "'", "s") unless a curly apostrophe or a contraction table joins it. */
const ITS = "it's";

/** The run [a, b] follows "it's" or "this is" and comes before "from", "here" or "calling". */
export function selfIntroduction(doc: Doc, a: number, b: number): boolean {
  const n = b + 1;
  if (!doc.isWord(n) || !doc.spaced(n) || !doc.lower(n) || !doc.inSet(n, AFTER_SELF_NAME)) return false;
  const p = a - 1;
  if (!doc.isWord(p) || !doc.spaced(a)) return false;
  const k = doc.key(p);
  if (k === ITS || (k === 'is' && doc.isWord(p - 1) && doc.key(p - 1) === 'this')) return true;
  // "it" "'" "s": the tokenizer splits the straight apostrophe off.
  return k === 's' && doc.adjacent(p) && doc.kind(p - 1) === PUNCT && doc.adjacent(p - 1) && doc.isWord(p - 2) && doc.key(p - 2) === 'it';
}

/** Personal pronouns after a verb that only a person's (or a pet's) subject takes: "Jasper needs his wellies". */
const PERSONAL_PRONOUNS = wordFilter(words(`his her himself herself`));

/**
 * The run [a, b] is the subject of a verb followed by "his"/"her": "Jasper needs his wellies",
 * "Grace lost her phone again". A place or a product takes "its".
 */
export function verbThenPersonalPronoun(doc: Doc, b: number): boolean {
  const v = b + 1;
  const p = b + 2;
  return doc.isWord(p) && doc.spaced(p) && doc.lower(p) && doc.inSet(p, PERSONAL_PRONOUNS) && doc.isWord(v) && doc.spaced(v) && doc.lower(v) && doc.len(v) > 2;
}
