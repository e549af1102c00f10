/**
 * The organization cues by their last two words (org-context.ts: CuesOfWord, a speed index
 * derived from the cue table at load): for every last word and every word before it, the cues
 * cueBefore reads must be exactly the table's cues of that last word that can match there, in
 * table order (cueBefore keeps the first of cues of equal rank).
 */
import { describe, expect, it } from 'vitest';
import { orgCueIndex } from '#shared/detection/ner/org-context.js';
import { found } from '../helpers.js';

describe('organization cues by their last two words', () => {
  for (const lang of ['en', 'es'] as const) {
    it(`lists the cues that can match, in table order (${lang})`, () => {
      const { table, index } = orgCueIndex(lang);
      expect([...index.keys()]).toEqual([...table.byWord.keys()]);
      for (const [last, phrases] of table.byWord) {
        const lists = index.get(last)!;
        const plainSecond = (w: string | undefined) => w !== undefined && !['#', ',', ':'].includes(w);
        // A token that is no word, or a word no cue names there: the cues without a plain second word.
        expect(lists.others).toEqual(phrases.filter((p) => !plainSecond(p.words[1])));
        const seconds = new Set(phrases.map((p) => p.words[1]).filter(plainSecond));
        expect([...lists.bySecond.keys()].sort()).toEqual([...seconds].sort());
        for (const second of seconds) {
          expect(lists.bySecond.get(second!)).toEqual(phrases.filter((p) => !plainSecond(p.words[1]) || p.words[1] === second));
        }
      }
    });
  }
  it('still finds organizations after multi-word cues', () => {
    expect(found('he works at Wayfair', 'ORGANIZATION', 'en')).toEqual(['Wayfair']);
    expect(found('an internship at Oracle', 'ORGANIZATION', 'en')).toEqual(['Oracle']);
  });
});
