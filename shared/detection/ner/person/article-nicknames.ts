/**
 * people9es (round 9). Spoken Spanish of Latin America (Chile, Argentina, Mexico, Central
 * America, the Andes) and of Catalonia puts the article before a person's first name or nickname:
 * "le digo a la Kiara", "dile al Limbert que no llegue tarde", "así el Benja termina la maqueta",
 * "el Tano está en Rosario". In edited text the same article before a capitalized word names a
 * thing ("la Thermomix", "el Kindle", "el Cuscatlán"), which determiner-before (thing-context.ts)
 * caps. In a chat message, the register where this article is a person's, a capitalized word no
 * word list knows (or a plain given name) after "el"/"la"/"al" is a person: the line opens with a
 * label ("Kevin: …", "[20:17, 4/4/2025] Nelson Riquelme: …", "mamá: …") and the text is a transcript
 * whose speakers the chat pass found. Not after a preposition of
 * place or means ("en el Cuscatlán", "por la Switch"), not a place, a brand or an everyday word.
 */
import { type Doc, SEP_NEWLINE, SEP_SPACE } from '../doc.js';
import { COLON, OPEN_BRACKET } from '../chars.js';
import { cueSet } from '../cue-bits.js';
import { BRANDS } from '../thing-words.js';
import { F_PLACE } from '../lexicon.js';

/** Articles that stand before a first name in spoken Spanish ("al" = "a el"). */
export const PERSON_ARTICLES_ES = cueSet(new Set(['el', 'la', 'al']));
/** Prepositions of place or means before the article: "en el Cuscatlán", "por la Switch", "desde el Monumental". */
const PLACE_OR_MEANS_ES = new Set(['en', 'por', 'desde', 'hasta', 'hacia', 'para', 'de', 'sobre', 'bajo', 'contra', 'entre', 'tras']);
const BRANDS_CUE = cueSet(BRANDS);
/** Most words of a speaker label before its ":" ("Nelson Riquelme:", "Tía Chayo:"). */
const MAX_LABEL_WORDS = 3;
/** Shortest nickname read ("Fer", "Tano"). */
const MIN_LEN = 3;

/** The line holding token i opens with a chat speaker label: a time stamp "[…]" or up to three words and ":". */
function speakerLine(doc: Doc, i: number): boolean {
  let s = i;
  while (s > 0 && doc.sep(s) < SEP_NEWLINE) s--;
  if (doc.isChar(s, OPEN_BRACKET)) return true;
  for (let t = s, n = 0; t < i && n <= MAX_LABEL_WORDS; t++) {
    if (doc.isChar(t, COLON)) return n > 0 && doc.adjacent(t);
    if (!doc.isWord(t)) return false;
    n++;
  }
  return false;
}

/** The one-word run [a, b] is a first name or nickname after a spoken article, in a chat line. */
export function articleNicknameEs(doc: Doc, a: number, b: number): boolean {
  if (doc.lang !== 'es' || a !== b || a < 1) return false;
  const art = a - 1;
  if (!doc.isWord(art) || !doc.lower(art) || doc.sep(a) !== SEP_SPACE || !doc.inSet(art, PERSON_ARTICLES_ES)) return false;
  if (doc.len(a) < MIN_LEN || !doc.capitalized(a)) return false;
  // A place, an everyday word ("la Feria", "el Chino"), a brand: things, or too ambiguous.
  if (doc.commonWord(a) || doc.topCommon(a) || doc.ambiguous(a) || doc.inSet(a, BRANDS_CUE) || (doc.flags(a) & F_PLACE) !== 0) return false;
  // One word: "el Dragón de Obsidiana", "la Kola Real" are names of things.
  const n = a + 1;
  if (n < doc.count && doc.sep(n) < SEP_NEWLINE && (doc.capitalized(n) || doc.isNum(n) || (doc.isWord(n) && (doc.key(n) === 'de' || doc.key(n) === 'del')))) return false;
  const p = art - 1;
  if (p >= 0 && doc.isWord(p) && doc.sep(art) < SEP_NEWLINE && PLACE_OR_MEANS_ES.has(doc.key(p))) return false;
  return speakerLine(doc, art) && chatTranscript(doc);
}

/** Most tokens of a line read for its speaker label ("[07:55, 14/3/2025] Nelson Riquelme:"). */
const MAX_LABEL_TOKENS = 16;

/**
 * The text is a chat transcript: the chat pass (chat.ts, run before the person pass) found a
 * speaker, a claimed word right before the ":" of a line's label. Form labels ("Cámara: el
 * Galaxy…", "Análisis del derbi: el Betis…") are no speakers. Read only when every other test
 * of articleNicknameEs held.
 */
function chatTranscript(doc: Doc): boolean {
  const starts = doc.lineStarts();
  for (let l = 0; l < starts.length; l++) {
    for (let t = starts[l]!, n = 0; t < doc.count && n < MAX_LABEL_TOKENS && (n === 0 || doc.sep(t) < SEP_NEWLINE); t++, n++) {
      if (doc.isChar(t, COLON) && doc.adjacent(t) && t > 0 && doc.isWord(t - 1) && doc.claimed[t - 1] === 1) return true;
    }
  }
  return false;
}
