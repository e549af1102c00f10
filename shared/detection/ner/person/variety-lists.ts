/**
 * people8es (round 8). Plant, fruit and grape varieties are named like people in garden guides,
 * seed catalogues and wine notes, and listed after the word "variety": "Variedades como Pierre de
 * Ronsard o Gloria Dei aguantan…", "elige una variedad compacta (Cherry Pera, Tumbling Tom o
 * Corazón de Buey)", "varieties such as Early Girl or Black Krim". The items of a list opened by
 * a variety noun (with "como", "such as", "like", "(" or ":" after it, an adjective between) are
 * varieties, not persons; "la variedad que plantó Ana" has no list and keeps its person.
 */
import { type Doc, SEP_NEWLINE } from '../doc.js';
import { COLON, COMMA, OPEN_PAREN } from '../chars.js';
import { cueSet } from '../cue-bits.js';

/** Nouns that open a list of varieties (normalized keys). */
const VARIETY_NOUNS = cueSet(new Set(['variedad', 'variedades', 'variety', 'varieties', 'cultivar', 'cultivars', 'cultivares']));
/** Words after the noun that open the list: "variedades como", "varieties such as", "like". */
const LIST_OPENERS = new Set(['como', 'such', 'as', 'like', 'tipo']);
/** Words inside the list between its items ("Cherry Pera, Tumbling Tom o Corazón de Buey"). */
const LIST_INNER = new Set(['o', 'u', 'y', 'e', 'or', 'and', 'de', 'del']);
/** Most tokens walked back over the list to its opener. */
const MAX_LIST_TOKENS = 14;
/** Most lower-case words between the noun and the opener ("una variedad compacta (…"). */
const MAX_ADJECTIVES = 2;

/** The run starting at a is an item of a list of varieties (see above). */
export function varietyListItem(doc: Doc, a: number): boolean {
  // One bit test per text: most texts name no variety.
  if (!doc.holdsWordIn(VARIETY_NOUNS)) return false;
  let t = a - 1;
  for (let k = 0; k < MAX_LIST_TOKENS && t >= 0; k++, t--) {
    if (doc.isWord(t) && doc.inSet(t, VARIETY_NOUNS)) return true;
    if (doc.isWord(t) && (doc.capitalized(t) || (doc.lower(t) && LIST_INNER.has(doc.key(t))))) {
      if (doc.sep(t) >= SEP_NEWLINE) return false;
      continue;
    }
    if (doc.isChar(t, COMMA)) continue;
    break;
  }
  // t is the opener: "(", ":", "como", "such as", or the variety noun itself.
  if (t < 0) return false;
  const opener = doc.isChar(t, OPEN_PAREN) || doc.isChar(t, COLON) || (doc.isWord(t) && doc.lower(t) && LIST_OPENERS.has(doc.key(t)));
  if (!opener) return false;
  let w = t - 1;
  if (doc.isWord(w) && doc.key(w) === 'such') w--;
  for (let n = 0; n <= MAX_ADJECTIVES && w >= 0 && doc.isWord(w); n++, w--) {
    if (doc.inSet(w, VARIETY_NOUNS)) return true;
    if (!doc.lower(w)) return false;
  }
  return false;
}
