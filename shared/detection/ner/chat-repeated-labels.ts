/**
 * people7es (round 7). Speaker labels that are given names and everyday words at once ("Pilar"
 * is a pillar, "Victoria" a win, "Trini" a subtitle word), in a family or neighbours' chat copied
 * without time stamps:
 *
 *   Sole: Victoria me dijo que el bautizo…
 *   Pilar: cuál Trinidad, la de Flores?
 *   Sole: sí, la de Uruguay mujer jaja
 *   Pilar: ah bueno, entonces vamos con Consuelo
 *
 * One such label is a form line ("Victoria: 3 puntos"); the same given name labelling two or more
 * lines, beside a label of another word, is a speaker: a form seldom repeats a label. chat.ts
 * collects the positions; this file only sorts them.
 */
import type { Doc } from './doc.js';

/** Fewest lines one everyday-word given name must label to read as a speaker. */
const MIN_REPEATS = 2;

/**
 * Moves the positions of `named` (capitalized given names that are everyday words) to `speakers`
 * when their word labels MIN_REPEATS or more lines and the text has a label of another word too
 * (`otherSpeakerLines`: a stamped speaker line, or a "Given Surname:" label, "Ignacio Berrocal: sí");
 * the others go to `unlisted` when no word list marks them as everyday words (the rule before
 * round 7), or are left out.
 */
export function repeatedNameLabels(doc: Doc, named: readonly number[], speakers: number[], unlisted: number[], otherSpeakerLines: boolean): void {
  if (named.length === 0) return;
  const counts = new Map<string, number>();
  for (const s of named) counts.set(doc.key(s), (counts.get(doc.key(s)) ?? 0) + 1);
  const otherLabel = counts.size >= 2 || speakers.length > 0 || unlisted.length > 0 || otherSpeakerLines;
  for (const s of named) {
    if (otherLabel && counts.get(doc.key(s))! >= MIN_REPEATS) speakers.push(s);
    else if (doc.len(s) >= 2 && !doc.commonWord(s) && !doc.topCommon(s)) unlisted.push(s);
  }
}
