/**
 * A name that a sentence calls a story's character is a fictional person, not personal data
 * (BLIND.md: "Fictional characters … are not persons"): in a book, film or game review, "Daniel
 * Sempere es un protagonista al que coges cariño", "Elizabeth Bennet is the sharpest heroine",
 * "Geralt was a great protagonist". The cue is a copula right after the name, an optional
 * article and at most two adjectives, then a role noun only stories have. Keys are normalized
 * (accents removed: "heroína" is "heroina").
 */
import { type Doc, SEP_NEWLINE } from '../doc.js';
import { cueSet } from '../cue-bits.js';

/** Copulas right after the name ("is", "was", "es", "era", "fue"). */
const COPULAS = new Set(['is', 'was', 'es', 'era', 'fue']);

/** Articles and possessives before the role noun. */
const ROLE_ARTICLES = new Set(['a', 'an', 'the', 'its', 'un', 'una', 'el', 'la', 'su']);

/** Roles only characters of a story hold. ("character" alone is left out: "he's quite a character".) */
const FICTION_ROLES = new Set([
  'protagonist', 'antagonist', 'narrator', 'villain', 'heroine', 'antihero', 'sidekick',
  'protagonista', 'antagonista', 'narrador', 'narradora', 'villano', 'villana', 'heroina', 'antiheroe', 'personaje',
]);
/** FICTION_ROLES as a cue set: the score rule's document gate (score-table.ts `needs`). */
export const FICTION_ROLES_CUE = cueSet(FICTION_ROLES);

/** Words between the article and the role noun ("a great protagonist", "un gran personaje"). */
const MAX_ADJECTIVES = 2;

/** The run ending at token b is followed by "is a … protagonist" / "es un … personaje". */
export function fictionRoleAfter(doc: Doc, b: number): boolean {
  const copula = b + 1;
  if (!doc.isWord(copula) || !doc.lower(copula) || !doc.spaced(copula) || !COPULAS.has(doc.key(copula))) return false;
  let w = copula + 1;
  if (doc.isWord(w) && ROLE_ARTICLES.has(doc.key(w))) w++;
  for (let n = 0; n <= MAX_ADJECTIVES && doc.isWord(w) && doc.sep(w) < SEP_NEWLINE; n++, w++) {
    if (FICTION_ROLES.has(doc.key(w))) return true;
  }
  return false;
}
