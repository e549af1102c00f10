/**
 * findPersons (ner/person/index.ts) asks the layout finders (layoutName: "@ana", "Name: Ana",
 * "[10:02] ana:", quoted nicknames) only of a word with punctuation right before or after it, or
 * at a line start: each of them needs one of those. These tests run every layout finder on the
 * other words and expect nothing, so a finder changed or added later that reads a name without
 * such punctuation fails here (and the shortcut in findPersons must then go).
 */
import { describe, expect, it } from 'vitest';
import { Doc, PUNCT, SEP_NEWLINE } from '#shared/detection/ner/doc.js';
import { layoutName } from '#shared/detection/ner/person/index.js';
import { DEV_CASES } from './dev-cases.js';
import { devDocs } from '../../../bench/detection/sets.js';
import type { Language } from '#shared/detection/types.js';

/** The words findPersons does not ask the layout finders about where one of them fires anyway. */
function firesOnSkippedWords(text: string, lang: Language): string[] {
  const doc = new Doc(text, lang);
  const fired: string[] = [];
  for (let i = 0; i < doc.count; i++) {
    if (!doc.isWord(i)) continue;
    const quoteBeside = doc.kind(i + 1) === PUNCT || doc.kind(i - 1) === PUNCT;
    if (quoteBeside || doc.sep(i) >= SEP_NEWLINE) continue;
    // Every finder, the quoted ones too: none may fire on a word findPersons skips.
    const c = layoutName(doc, i, true);
    if (c) fired.push(`"${text.slice(Math.max(0, doc.start(i) - 20), doc.end(i) + 20).replace(/\n/g, '⏎')}" → ${text.slice(c.start, c.end)}`);
  }
  doc.release();
  return fired;
}

describe('findPersons: the layout finders need punctuation beside the word or a line start', () => {
  it('no layout finder fires on another word of the dev texts', () => {
    const fired = [...devDocs().map((d): [string, Language] => [d.text, d.lang]), ...DEV_CASES.map((c): [string, Language] => [c.text, c.lang])].flatMap(([t, l]) => firesOnSkippedWords(t, l));
    expect(fired).toEqual([]);
  });

  it('the layout finders do fire at their punctuation (the test above can fail)', () => {
    const text = 'hey @priya ok\nName: Ana Ruiz\n[10:29] soledad: hola\nPatient Guadalupe "Lupe" Marroquín';
    const doc = new Doc(text, 'en');
    const found: string[] = [];
    for (let i = 0; i < doc.count; i++) {
      if (!doc.isWord(i)) continue;
      const c = layoutName(doc, i, true);
      if (c) found.push(text.slice(c.start, c.end));
    }
    doc.release();
    expect(found).toEqual(expect.arrayContaining(['priya', 'Ana Ruiz', 'soledad']));
  });
});
