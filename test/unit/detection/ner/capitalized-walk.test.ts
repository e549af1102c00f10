/**
 * Doc.nextCapitalized walks the capitalized words from a list the Doc builds once (and
 * Doc.punctuationTokens the punctuation tokens of one character, Doc.lineStarts the line starts). The passes
 * that walk it (org-repeats, org-context, location, exonyms, travel-places) must see exactly the
 * tokens capitalized() accepts, in order, whatever jumps or restarts they make.
 */
import { describe, expect, it } from 'vitest';
import { Doc } from '#shared/detection/ner/doc.js';
import { devDocs } from '../../../bench/detection/sets.js';

const TEXTS: [string, 'en' | 'es'][] = [
  ...devDocs().map((d): [string, 'en' | 'es'] => [d.text, d.lang]),
  ['', 'en'],
  ['all lower case, no names here.', 'en'],
  ['ACME Corp. and Ángel Núñez met in Zaragoza; IBM too. O\'Brien, McDonald-Smith.', 'es'],
];

function everyCapitalized(doc: Doc, from = 0): number[] {
  const out: number[] = [];
  for (let i = from; i < doc.count; i++) if (doc.capitalized(i)) out.push(i);
  return out;
}

describe('walk over the capitalized words', () => {
  it('yields exactly the tokens capitalized() accepts, from any start', () => {
    for (const [text, lang] of TEXTS) {
      const doc = new Doc(text, lang);
      for (const from of [0, 1, 5]) {
        const walked: number[] = [];
        for (let i = doc.nextCapitalized(from); i < doc.count; i = doc.nextCapitalized(i + 1)) walked.push(i);
        expect(walked).toEqual(everyCapitalized(doc, from));
      }
    }
  });

  it('lists the same tokens in capitalizedWords(), without moving the cursor', () => {
    for (const [text, lang] of TEXTS) {
      const doc = new Doc(text, lang);
      const at = doc.nextCapitalized(3);
      expect([...doc.capitalizedWords()]).toEqual(everyCapitalized(doc));
      expect(doc.nextCapitalized(3)).toBe(at);
      doc.release();
    }
  });

  it('lists in punctuationTokens(ch) exactly the tokens isChar(i, ch) accepts, in order', () => {
    for (const [text, lang] of TEXTS) {
      const doc = new Doc(text, lang);
      for (const ch of [...',:(&.;'].map((c) => c.charCodeAt(0))) {
        const every: number[] = [];
        for (let i = 0; i < doc.count; i++) if (doc.isChar(i, ch)) every.push(i);
        expect([...doc.punctuationTokens(ch)]).toEqual(every);
      }
      const all: number[] = [];
      for (let i = 0; i < doc.count; i++) if (doc.kind(i) === 3) all.push(i);
      expect([...doc.allPunctuationTokens()]).toEqual(all);
      doc.release();
    }
  });

  it('lists in lineStarts() token 0 and every token after a line break, in order', () => {
    for (const [text, lang] of TEXTS) {
      const doc = new Doc(text, lang);
      const every: number[] = [];
      for (let i = 0; i < doc.count; i++) if (i === 0 || doc.sep(i) >= 2) every.push(i);
      expect([...doc.lineStarts()]).toEqual(every);
      doc.release();
    }
    const doc = new Doc('Attendees: Ana\nDeliver to:\nBo', 'en');
    expect([...doc.lineStarts()]).toEqual([0, 3, 6]);
  });

  it('answers any position exactly, forwards, backwards and after a jump', () => {
    for (const [text, lang] of TEXTS.slice(0, 40)) {
      const doc = new Doc(text, lang);
      const positions = [...Array(doc.count + 2).keys()];
      // Forwards, then backwards, then a scrambled order: the cursor must never give a stale answer.
      const order = [...positions, ...[...positions].reverse(), ...positions.map((p) => (p * 7) % (doc.count + 2))];
      for (const i of order) {
        let expected = i;
        while (expected < doc.count && !doc.capitalized(expected)) expected++;
        expect(doc.nextCapitalized(i)).toBe(Math.min(expected, doc.count));
      }
      doc.release();
    }
  });
});
