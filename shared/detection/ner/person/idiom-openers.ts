/**
 * nopii7es. Spanish set phrases that open with a noun which is also a given name: "Lluvia de ideas
 * para la campaña" (brainstorming), "la Rosa de los vientos", "Flor de sal". The given name before
 * "de" and a lower-case word is rare ("Rosa de vacaciones" would be a person, so only whole set
 * phrases count, never the noun alone).
 */
import { cueSet } from '../cue-bits.js';
import { type Doc } from '../doc.js';
import { wordsStartAt } from '../cue-phrases.js';

/** Set phrases by their first word (accent-free keys, as doc.key gives them). */
const IDIOMS: ReadonlyMap<string, readonly (readonly string[])[]> = group([
  'lluvia de ideas', 'lluvia de estrellas', 'lluvia de criticas', 'lluvia de goles',
  'rosa de los vientos', 'flor de sal', 'flor de piel', 'luz de gas', 'sol de justicia',
]);
const IDIOM_OPENERS_CUE = cueSet(new Set(IDIOMS.keys()));

function group(phrases: readonly string[]): ReadonlyMap<string, string[][]> {
  const m = new Map<string, string[][]>();
  for (const p of phrases) {
    const w = p.split(' ');
    m.set(w[0]!, [...(m.get(w[0]!) ?? []), w]);
  }
  return m;
}

/** The one-word run at a opens a Spanish set phrase, its other words in lower case ("Lluvia de ideas"). */
export function opensIdiomEs(doc: Doc, a: number): boolean {
  if (doc.lang !== 'es' || !doc.inSet(a, IDIOM_OPENERS_CUE)) return false;
  const n = a + 1;
  if (!doc.spaced(n) || !doc.lower(n)) return false;
  for (const words of IDIOMS.get(doc.key(a)) ?? []) if (wordsStartAt(doc, a, words) && doc.lower(a + words.length - 1)) return true;
  return false;
}
