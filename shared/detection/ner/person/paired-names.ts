/**
 * A word no list knows, joined by "and"/"y" to a given name, is a second person: "two chill
 * 20-somethings (Lachie and Mei)", "delegar más en Ximena y Toño". Nicknames and given names of
 * many origins are missing from the lists; a pair with a plain given name tells them apart from
 * brands, which pair with brands ("Slack and Jira").
 */
import { CAP, type Doc } from '../doc.js';
import { F_PLACE } from '../lexicon.js';

/** Words that join two people. */
const JOINERS = new Set(['and', 'y', 'e']);

/** Token i is a capitalized given name that is no everyday word ("Mei", "Ximena"; not "Will", "Rosa"). */
function plainGivenName(doc: Doc, i: number): boolean {
  return doc.isWord(i) && doc.shape(i) === CAP && doc.firstName(i) && !doc.commonWord(i) && !doc.ambiguous(i) && (doc.flags(i) & F_PLACE) === 0;
}

/** A lower-case joiner at token j, spaced on both sides. */
function joinerAt(doc: Doc, j: number): boolean {
  return doc.isWord(j) && doc.lower(j) && doc.spaced(j) && doc.spaced(j + 1) && JOINERS.has(doc.key(j));
}

/** The one-word run [a, b] is joined by "and"/"y" to a plain given name, before or after it. */
export function pairedWithGivenName(doc: Doc, a: number, b: number): boolean {
  return (joinerAt(doc, b + 1) && plainGivenName(doc, b + 2)) || (joinerAt(doc, a - 1) && plainGivenName(doc, a - 2));
}
