import { describe, expect, it } from 'vitest';
import { Doc } from '#shared/detection/ner/doc.js';
import { perDocument } from '#shared/detection/ner/per-document.js';

describe('perDocument (speed; one computation per document, kept in the document)', () => {
  it('computes once per document, also with two documents asked in turn', () => {
    let runs = 0;
    const words = perDocument((doc: Doc) => {
      runs++;
      return doc.count;
    });
    const a = new Doc('Ana Ruiz called', 'en');
    const b = new Doc('Hello', 'en');
    expect([words(a), words(b), words(a), words(b)]).toEqual([3, 1, 3, 1]);
    expect(runs).toBe(2);
  });

  it('keeps an undefined answer, and answers of wrappers asked inside another', () => {
    let runs = 0;
    const nothing = perDocument(() => {
      runs++;
      return undefined;
    });
    const outer = perDocument((doc: Doc) => `${String(nothing(doc))}:${doc.count}`);
    const doc = new Doc('Maria', 'en');
    expect(outer(doc)).toBe('undefined:1');
    expect(nothing(doc)).toBeUndefined();
    expect(runs).toBe(1);
  });
});
