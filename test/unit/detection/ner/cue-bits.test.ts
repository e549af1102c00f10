import { describe, expect, it } from 'vitest';
// The NER entry loads every module that registers a cue set.
import { analyzeNer } from '#shared/detection/ner/analyze.js';
import { cueSet, cueWordRow, registeredCueSets, rowInSet } from '#shared/detection/ner/cue-bits.js';
import { Doc } from '#shared/detection/ner/doc.js';

describe('cue-set bits (speed; a bit must answer exactly what its set answers)', () => {
  it('gives every word of every registered set the bits of exactly the sets that hold it', () => {
    const sets = registeredCueSets();
    // The thing cues alone register about thirty sets: far fewer means the registry lost some.
    expect(sets.length).toBeGreaterThan(30);
    const words = new Set(sets.flatMap((s) => [...s.words]));
    const wrong: string[] = [];
    for (const w of words) {
      const row = cueWordRow(w);
      if (row === 0) wrong.push(`${w}: no row`);
      sets.forEach((s, n) => {
        if (rowInSet(row, s) !== s.words.has(w)) wrong.push(`${w}: bit of set ${n} is ${rowInSet(row, s)}`);
      });
    }
    expect(wrong).toEqual([]);
    expect(cueWordRow('no such cue word')).toBe(0);
  });

  it('answers Doc.inSet as the set answers the token key, for every token and set', () => {
    const text = [
      'The printer is named Jordan; THE Tokyo room, the Lincoln and Madison printers.',
      'Stan Smith sneakers in Sage Green, a bottle of Maker’s Mark, Muñoz y la SALA Berlín.',
      'Skills: Java, Spring Boot; works for Kroger, bank , insurer : 12 users (5 usuarios) -- ¿Qué?',
    ].join('\n');
    const doc = new Doc(text, 'en');
    const sets = registeredCueSets();
    for (let i = -1; i <= doc.count; i++) {
      for (const s of sets) expect(doc.inSet(i, s), `token ${i} "${doc.key(i)}"`).toBe(s.words.has(doc.key(i)));
    }
    doc.release();
  });

  it('gives a set registered after documents were analyzed its bits in the next document', () => {
    analyzeNer('Zebrafish Quokka met Maria in Paris.', 'en');
    const late = cueSet(new Set(['zebrafish', 'quokka']));
    const doc = new Doc('Zebrafish Quokka met Maria in Paris.', 'en');
    expect([0, 1, 2, 3].map((i) => doc.inSet(i, late))).toEqual([true, true, false, false]);
    doc.release();
  });
});
