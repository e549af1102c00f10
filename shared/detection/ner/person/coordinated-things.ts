/**
 * people7en (round 7). Two names joined by "and"/"or" right before a plural noun they both
 * qualify are the names of two things of that kind, not two people: "the Ranger and Voyager
 * basemaps", "the Ivory and Onyx widgets", "new Sahara and Tundra wallpapers", "Roll the Hermes
 * and Apollo ingress pods". Two people joined by "and" are followed by a verb ("Anna and Mark
 * visited"), a verb in the plural, which has no "-s"; a noun they qualify is the thing's kind.
 *
 * A lower-case word between the second name and the plural noun ("ingress pods") is taken only
 * after a determiner before the first name ("the", "new", "our"): without one it may be a verb
 * before its object ("Anna and Mark love cats").
 */
import { type Doc, wordFilter } from '../doc.js';

const words = (list: string): ReadonlySet<string> => new Set(list.trim().split(/\s+/));

/** Words that join the two names. */
const JOINERS = words(`and or &`);
const F_JOINERS = wordFilter(JOINERS);
/** Determiners before the first name that make the pair a noun phrase: "the Ivory and Onyx widgets". */
const DETERMINERS = words(`the our new both these all two three`);
/**
 * Words that end in "-s" but are no plural noun after a pair of people: verbs and adverbs of chat
 * talk ("Mark and Lisa says hi", "Ana and Luis always…"), pronouns and conjunctions.
 */
const NOT_PLURAL_NOUNS = words(`was has is does goes says sends wants loves thanks always sometimes perhaps besides towards
  afterwards unless yes its this his hers ours yours theirs plus thus as us`);
/** Shortest plural noun ("pods"). */
const MIN_PLURAL_LEN = 4;

/** Token i is a lower-case plural noun: "basemaps", "widgets", "pods" (not "always", "was", "glass"). */
function pluralNoun(doc: Doc, i: number): boolean {
  if (!doc.isWord(i) || !doc.lower(i) || !doc.spaced(i) || doc.len(i) < MIN_PLURAL_LEN) return false;
  const k = doc.key(i);
  return k.endsWith('s') && !k.endsWith('ss') && !k.endsWith('us') && !k.endsWith('is') && !NOT_PLURAL_NOUNS.has(k);
}

/** Token i is a spaced lower-case joiner. */
function joinerAt(doc: Doc, i: number): boolean {
  return doc.spaced(i) && doc.lower(i) && doc.keyIn(i, F_JOINERS);
}

/** The last token of the capitalized name of one or two words that starts at token s, or -1. */
function nameEnd(doc: Doc, s: number): number {
  if (!doc.spaced(s) || !doc.capitalized(s)) return -1;
  return doc.spaced(s + 1) && doc.capitalized(s + 1) ? s + 1 : s;
}

/** The first token of the capitalized name of one or two words that ends at token e, or -1. */
function nameStart(doc: Doc, e: number): number {
  if (!doc.capitalized(e)) return -1;
  return doc.spaced(e) && doc.capitalized(e - 1) ? e - 1 : e;
}

/** The plural noun qualified by the pair follows token e (with one modifier when `modifier`). */
function nounAfter(doc: Doc, e: number, modifier: boolean): boolean {
  return pluralNoun(doc, e + 1) || (modifier && doc.isWord(e + 1) && doc.lower(e + 1) && doc.spaced(e + 1) && pluralNoun(doc, e + 2));
}

/** A determiner right before token s. */
function determinerBefore(doc: Doc, s: number): boolean {
  const p = s - 1;
  return doc.spaced(s) && doc.isWord(p) && doc.lower(p) && DETERMINERS.has(doc.key(p));
}

/** The run [a, b] is one of two names joined by "and"/"or" before a plural noun they qualify. */
export function coordinatedBeforePluralNoun(doc: Doc, a: number, b: number): boolean {
  // First name of the pair: "the [Ivory] and Onyx widgets".
  if (joinerAt(doc, b + 1)) {
    const e = nameEnd(doc, b + 2);
    if (e >= 0 && nounAfter(doc, e, determinerBefore(doc, a))) return true;
  }
  // Second name: "the Ivory and [Onyx] widgets".
  if (joinerAt(doc, a - 1)) {
    const s = nameStart(doc, a - 2);
    if (s >= 0 && nounAfter(doc, b, determinerBefore(doc, s))) return true;
  }
  return false;
}
