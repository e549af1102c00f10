/**
 * finishListItem skips its list walks in a document without any colour or finish word
 * (documentHasFinishWord, speed; the items a walk reads are capitalized words). The gate is derived
 * from COLOURS and FINISH_WORDS at load: every word of either list, capitalized, must open it, or a
 * list of finishes would be missed.
 */
import { describe, expect, it } from 'vitest';
import { Doc } from '#shared/detection/ner/doc.js';
import { COLOURS } from '#shared/detection/ner/thing-words.js';
import { FINISH_WORDS, documentHasFinishWord, finishListItem } from '#shared/detection/ner/person/finish-lists.js';

const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

describe('finish-list gate (speed; derived from the colour and finish lists)', () => {
  it('sees every colour and finish word, capitalized or in capitals', () => {
    for (const w of [...COLOURS, ...FINISH_WORDS]) {
      expect(documentHasFinishWord(new Doc(`Available in ${cap(w)} and more.`, 'en')), w).toBe(true);
      expect(documentHasFinishWord(new Doc(`COLOURS: ${w.toUpperCase()}`, 'en')), w).toBe(true);
    }
  });

  it('is closed for a text without one, and the list walk answers false there', () => {
    const doc = new Doc('Thanks Ana, Luis and Marta for the review.', 'en');
    expect(documentHasFinishWord(doc)).toBe(false);
    expect(finishListItem(doc, 5, 5)).toBe(false);
  });

  it('a lower-case finish word opens no gate but its own run still counts', () => {
    expect(documentHasFinishWord(new Doc('the sage one, Ana and Luis', 'en'))).toBe(false);
  });

  it('keeps finding a list of finishes', () => {
    const doc = new Doc('Available in Oat, Sage, Clay and Midnight.', 'en');
    const oat = 2;
    expect(doc.raw(oat)).toBe('Oat');
    expect(finishListItem(doc, oat, oat)).toBe(true);
  });
});
