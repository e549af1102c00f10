/**
 * Doc.joined: only a word with a joiner has a "-" in its key, which Doc.surname (the parts of a
 * hyphenated surname) and person/device-owner.ts ("iPhone-de-Begoña") rely on to skip the other
 * words without reading their keys. Checked on every word of the dev texts and on words with
 * accents and joiners.
 */
import { describe, expect, it } from 'vitest';
import { Doc } from '#shared/detection/ner/doc.js';
import { devDocs } from '../../../bench/detection/sets.js';

function hyphenWithoutJoiner(text: string, lang: 'en' | 'es'): string[] {
  const doc = new Doc(text, lang);
  const wrong: string[] = [];
  for (let i = 0; i < doc.count; i++) if (doc.isWord(i) && doc.key(i).includes('-') && !doc.joined(i)) wrong.push(doc.raw(i));
  doc.release();
  return wrong;
}

describe('Doc.joined', () => {
  it('holds for every word whose key has a hyphen, on the dev texts', () => {
    const wrong: string[] = [];
    for (const d of devDocs()) wrong.push(...hyphenWithoutJoiner(d.text, d.lang as 'en' | 'es'));
    expect(wrong).toEqual([]);
  });

  it('marks joined words only', () => {
    const doc = new Doc("García-López y O'Brien vs Muñoz, iPhone-de-Begoña well‐known", 'es');
    const joined = [];
    for (let i = 0; i < doc.count; i++) if (doc.joined(i)) joined.push(doc.raw(i));
    expect(joined).toEqual(['García-López', "O'Brien", 'iPhone-de-Begoña', 'well‐known']);
    expect(doc.joined(-1)).toBe(false);
    expect(doc.joined(doc.count)).toBe(false);
  });

  it('leaves the hyphenated surname rule as it was', () => {
    const doc = new Doc('Ana Borrego-Villaseñor y Smith', 'es');
    expect(doc.surname(1)).toBe(true);
    expect(doc.surname(0)).toBe(false);
  });
});

describe('Doc.abbreviatedMaria', () => {
  it('is key(i) === "mª" on every token of the dev texts and of texts with "Mª"', () => {
    const texts = [...devDocs().map((d) => d.text), 'Mª Dolores y mª José; MA Ma mA M.ª', 'Mª'];
    const wrong: string[] = [];
    for (const text of texts) {
      const doc = new Doc(text, 'es');
      for (let i = -1; i <= doc.count; i++) if (doc.abbreviatedMaria(i) !== (doc.key(i) === 'mª')) wrong.push(`${i} in ${text.slice(0, 30)}`);
      doc.release();
    }
    expect(wrong).toEqual([]);
    const doc = new Doc('Mª Dolores', 'es');
    expect(doc.abbreviatedMaria(0)).toBe(true);
    expect(doc.firstName(0)).toBe(true);
  });
});
