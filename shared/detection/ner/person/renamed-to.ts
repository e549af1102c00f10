/**
 * nopii8en: the name after "renamed to" / "rebranded as" is a product's, a theme's or a feature's
 * new name, as release notes and change logs write it: "The Hyde Park and Camden themes were
 * renamed to Park Light and Camden Dark", "the Basic plan is renamed to Starter". A person is
 * not renamed (a person's name change reads "changed her name to", "now goes by"), so the run,
 * and the second name of an "and"/"or" pair after it, is no person's name.
 */
import type { Doc } from '../doc.js';
import { cueSet } from '../cue-bits.js';

/** Participles of renaming a thing. */
const RENAMING_WORDS = cueSet(new Set(['renamed', 'rebranded', 'retitled']));
/** The word between the participle and the new name. */
const RENAME_LINKS = new Set(['to', 'as']);
/** Words that join two new names: "renamed to Park Light and Camden Dark". */
const PAIR_JOINERS = new Set(['and', 'or']);
/** Most capitalized words of the first new name walked back over. */
const MAX_NAME_WORDS = 4;

/** A lower-case "renamed to"/"rebranded as" right before token s. */
function renameLinkBefore(doc: Doc, s: number): boolean {
  const l = s - 1;
  const v = s - 2;
  return doc.spaced(s) && doc.isWord(l) && doc.lower(l) && RENAME_LINKS.has(doc.key(l)) && doc.spaced(l) && doc.isWord(v) && doc.lower(v) && doc.inSet(v, RENAMING_WORDS);
}

/** The run starting at a is a new name after "renamed to", or the second of a pair of them. */
export function afterRenamedTo(doc: Doc, a: number): boolean {
  if (renameLinkBefore(doc, a)) return true;
  // "renamed to Park Light and [Camden Dark]": the joiner, then the first name's words.
  const j = a - 1;
  if (!doc.spaced(a) || !doc.isWord(j) || !doc.lower(j) || !PAIR_JOINERS.has(doc.key(j))) return false;
  let s = j - 1;
  for (let n = 0; n < MAX_NAME_WORDS && doc.capitalized(s); n++) {
    if (renameLinkBefore(doc, s)) return true;
    if (!doc.spaced(s)) return false;
    s--;
  }
  return false;
}
