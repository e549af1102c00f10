/**
 * A name that a sentence calls a story's character is a fictional person, not personal data
 * (BLIND.md: "Fictional characters … are not persons"): in a book, film or game review, "Daniel
 * Sempere es un protagonista al que coges cariño", "Elizabeth Bennet is the sharpest heroine",
 * "Geralt was a great protagonist". The cue is a copula right after the name, an optional
 * article and at most two adjectives, then a role noun only stories have. Keys are normalized
 * (accents removed: "heroína" is "heroina").
 */
import { type Doc, SEP_NEWLINE } from '../doc.js';
import { COMMA } from '../chars.js';
import { cueSet } from '../cue-bits.js';

/** Copulas right after the name ("is", "was", "es", "era", "fue"), and after a list of names ("son", "are"). */
const COPULAS = new Set(['is', 'was', 'es', 'era', 'fue', 'are', 'were', 'son', 'eran', 'fueron']);

/** Articles and possessives before the role noun. */
const ROLE_ARTICLES = new Set(['a', 'an', 'the', 'its', 'un', 'una', 'el', 'la', 'su']);

/** Roles only characters of a story hold. ("character" alone is left out: "he's quite a character".) */
const FICTION_ROLES = new Set([
  'protagonist', 'antagonist', 'narrator', 'villain', 'heroine', 'antihero', 'sidekick',
  'protagonista', 'antagonista', 'narrador', 'narradora', 'villano', 'villana', 'heroina', 'antiheroe', 'personaje',
  // people8es (round 8): the plurals after a list of characters ("Miguel, Mirabel y Alegría son
  // personajes entrañables", "Frodo and Sam are the protagonists").
  'protagonists', 'antagonists', 'villains', 'heroines', 'narrators',
  'protagonistas', 'antagonistas', 'villanos', 'villanas', 'heroinas', 'narradores', 'personajes',
]);
/** FICTION_ROLES as a cue set: a text holding none of them skips the list walk (one bit test), and the
 * score rule's document gate (score-table.ts `needs`). */
export const FICTION_ROLES_CUE = cueSet(FICTION_ROLES);

/** Words joining the last name of a list ("Miguel, Mirabel y Alegría"). */
const LIST_JOINERS = new Set(['and', 'y', 'e']);
/** Most tokens walked over a list of names to its copula. */
const MAX_LIST_TOKENS = 12;

/**
 * people8es (round 8). The token after the list of capitalized names that the run ending at b
 * opens ("Miguel, Mirabel y Alegría son…" from "Miguel"), or b + 1 when no list follows.
 */
function afterNameList(doc: Doc, b: number): number {
  let n = b + 1;
  if (!(doc.isChar(n, COMMA) || (doc.isWord(n) && doc.lower(n) && LIST_JOINERS.has(doc.key(n))))) return n;
  // Only a text that names a story's role needs the walk.
  if (!doc.holdsLowerWordIn(FICTION_ROLES_CUE)) return n;
  for (let k = 0; k < MAX_LIST_TOKENS && n < doc.count && doc.sep(n) < SEP_NEWLINE; k++) {
    const joiner = doc.isChar(n, COMMA) || (doc.isWord(n) && doc.lower(n) && LIST_JOINERS.has(doc.key(n)));
    if (!joiner && !(doc.isWord(n) && doc.capitalized(n))) return n;
    n++;
  }
  return n;
}

/** Words between the article and the role noun ("a great protagonist", "un gran personaje"). */
const MAX_ADJECTIVES = 2;

/** The run ending at token b is followed by "is a … protagonist" / "es un … personaje". */
export function fictionRoleAfter(doc: Doc, b: number): boolean {
  const copula = afterNameList(doc, b);
  if (!doc.isWord(copula) || !doc.lower(copula) || !doc.spaced(copula) || !COPULAS.has(doc.key(copula))) return false;
  let w = copula + 1;
  if (doc.isWord(w) && ROLE_ARTICLES.has(doc.key(w))) w++;
  for (let n = 0; n <= MAX_ADJECTIVES && doc.isWord(w) && doc.sep(w) < SEP_NEWLINE; n++, w++) {
    if (FICTION_ROLES.has(doc.key(w))) return true;
  }
  return false;
}
