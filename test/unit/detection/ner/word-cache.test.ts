import { describe, expect, it } from 'vitest';
import { Doc } from '#shared/detection/ner/doc.js';
import { getLexicon } from '#shared/detection/ner/lexicon.js';
import { normalizeKey } from '#shared/detection/ner/normalize.js';
import { packTable, PackedStringTable } from '#shared/detection/ner/string-table.js';
import { slotFlags, slotKey, wordSlot, wordSlotInPair } from '#shared/detection/ner/word-cache.js';
import { INFO_KIND, INFO_KIND_SHIFT, NO_PAIR, releaseTokens, tokenize, WORD } from '#shared/detection/ner/tokenize.js';

describe('recent-word cache (speed; must answer exactly what the lexicon answers)', () => {
  const lex = getLexicon();

  it('shares one entry between spellings that differ only in case, with the lexicon flags', () => {
    const text = 'Maria MARIA maria';
    const a = wordSlot(text, 0, 5);
    expect(wordSlot(text, 6, 11)).toBe(a);
    expect(wordSlot(text, 12, 17)).toBe(a);
    expect(slotKey(a)).toBe('maria');
    expect(slotFlags(a, lex.flags)).toBe(lex.flags('maria'));
  });

  it('leaves non-ASCII words to normalization ("Muñoz" → "munoz")', () => {
    expect(wordSlot('Muñoz', 0, 5)).toBe(-1);
    const doc = new Doc('Muñoz', 'es');
    expect(doc.key(0)).toBe('munoz');
  });

  it('gives every token of a long text the same key and flags as the uncached lookup', () => {
    // Thousands of distinct words force collisions and replacements in the cache.
    const words: string[] = [];
    for (let i = 0; i < 20_000; i++) words.push(i % 3 === 0 ? `Word${i}` : i % 3 === 1 ? 'Smith' : `x${(i * 7919) % 5000}y`);
    const text = words.join(' ');
    const doc = new Doc(text, 'en');
    for (let i = 0; i < doc.count; i++) {
      expect(doc.key(i)).toBe(normalizeKey(doc.raw(i)));
      // Lexicon flags belong to WORD tokens; numbers and punctuation have none.
      expect(doc.flags(i)).toBe(doc.isWord(i) ? lex.flags(normalizeKey(doc.raw(i))) : 0);
    }
  });

  it('tells short words apart by their short code alone (length and chars, any case)', () => {
    // Words of one to five chars that share letters, in another order or another length; numbers
    // and punctuation go through the cache too.
    const words = ['a', 'A', 'b', 'ab', 'ba', 'AB', 'aab', 'abc', 'cba', 'abcd', 'ABCD', 'abdc', 'abcde', 'abcd-', 'zz', 'z', '7', '77', '-', '.', "o'k"];
    const text = Array.from({ length: 30 }, (_, r) => words.map((w, k) => (r + k) % 2 ? w : w.toUpperCase()).join(' ')).join('\n');
    for (let round = 0; round < 2; round++) {
      const doc = new Doc(text, 'en');
      for (let i = 0; i < doc.count; i++) {
        expect(doc.key(i)).toBe(normalizeKey(doc.raw(i)));
        expect(doc.flags(i)).toBe(doc.isWord(i) ? lex.flags(normalizeKey(doc.raw(i))) : 0);
      }
      doc.release();
    }
  });
});

describe('packed table memo', () => {
  it('answers repeated and unknown keys as the first time, also after the memo starts over', () => {
    const pairs: Array<[string, number]> = [];
    for (let i = 0; i < 100; i++) pairs.push([`k${i}`, i]);
    const table = new PackedStringTable(packTable(pairs));
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 70_000; i++) expect(table.get(`k${i}`)).toBe(i < 100 ? i : -1);
    }
  });
});

describe('word hashes of the tokenizer (speed; Tokens.wordPair must name the slot wordSlot finds)', () => {
  it('gives every ASCII word the pair of its lower case, and non-ASCII words none', () => {
    const text = "Maria MARIA maria O'Brien o'brien García-López well-known Muñoz O’Brien x Ab-Cd it's JOSÉ Zoë e-mail";
    const t = tokenize(text);
    let words = 0;
    for (let i = 0; i < t.count; i++) {
      if (((t.info[i]! & INFO_KIND) >>> INFO_KIND_SHIFT) !== WORD) continue;
      words++;
      const slot = wordSlot(text, t.start[i]!, t.end[i]!);
      if (slot < 0) {
        expect(t.wordPair[i]).toBe(NO_PAIR);
        continue;
      }
      const inPair = wordSlotInPair(t.wordPair[i]!, text, t.start[i]!, t.end[i]!);
      expect(inPair).toBe(slot);
      expect(slotKey(inPair)).toBe(text.slice(t.start[i], t.end[i]).toLowerCase());
    }
    expect(words).toBeGreaterThan(15);
    releaseTokens(t);
  });
});
