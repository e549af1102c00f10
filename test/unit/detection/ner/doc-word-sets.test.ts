/**
 * Doc.holdsWordIn / holdsLowerWordIn (doc.ts: the cue-set rows of a text's words OR-ed in one
 * walk) answer what a walk testing every token would: some word token in the set, some lower-case
 * word in the set. Checked for every registered set (cue-bits.ts) on the dev texts and a few
 * edge cases (accents, a word glued to digits, an empty text), so a change to the ids, the rows
 * or the token kinds that breaks the shortcut fails here.
 */
import { describe, expect, it } from 'vitest';
import { Doc } from '#shared/detection/ner/doc.js';
import { cueSet, registeredCueSets } from '#shared/detection/ner/cue-bits.js';
import { getEngine } from '#shared/detection/engine.js';
import { devDocs } from '../../../bench/detection/sets.js';

type Lang = 'en' | 'es';

/** Sets whose words the text holds, by testing every token (the reference), and by the shortcut. */
function compare(text: string, lang: Lang): string[] {
  const doc = new Doc(text, lang);
  const wrong: string[] = [];
  for (const cue of registeredCueSets()) {
    let any = false;
    let lower = false;
    for (let i = 0; i < doc.count; i++) {
      if (!doc.isWord(i) || !doc.inSet(i, cue)) continue;
      any = true;
      if (doc.lower(i)) lower = true;
    }
    if (doc.holdsWordIn(cue) !== any || doc.holdsLowerWordIn(cue) !== lower) wrong.push(`${[...cue.words].slice(0, 3).join('/')}… in ${JSON.stringify(text.slice(0, 40))}`);
  }
  doc.release();
  return wrong;
}

describe('Doc word-set bits', () => {
  getEngine(); // every recognizer module loaded: all their sets registered

  it('match a walk over the tokens on the dev texts', () => {
    const wrong: string[] = [];
    for (const d of devDocs()) wrong.push(...compare(d.text, d.lang as Lang));
    expect(wrong).toEqual([]);
  });

  it('match it on edge cases', () => {
    const texts = ['', 'Colour: Sage Green, named Willow', 'la sala se llama Tokio; COLORES: Rojo', 'señora Muñoz llamó a las 9h', '3pm called X Æon'];
    const wrong: string[] = [];
    for (const t of texts) for (const lang of ['en', 'es'] as const) wrong.push(...compare(t, lang));
    expect(wrong).toEqual([]);
  });

  it('find a lower-case word only among lower-case words', () => {
    // A set of its own (registered here: the documents made after it see its bit).
    const cue = cueSet(new Set(['named']));
    expect(new Doc('It is named Willow', 'en').holdsLowerWordIn(cue)).toBe(true);
    expect(new Doc('NAMED: Willow', 'en').holdsLowerWordIn(cue)).toBe(false);
    expect(new Doc('NAMED: Willow', 'en').holdsWordIn(cue)).toBe(true);
    expect(new Doc('A cabin in the woods', 'en').holdsWordIn(cue)).toBe(false);
  });
});
