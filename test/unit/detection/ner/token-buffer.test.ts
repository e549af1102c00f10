import { describe, expect, it } from 'vitest';
import { Doc } from '#shared/detection/ner/doc.js';
import { releaseTokens, SEP_NEWLINE, tokenize, type Tokens } from '#shared/detection/ner/tokenize.js';

/**
 * The tokens' entries of every array of `t`, copied (released arrays are reused, so compare
 * copies), and whether every entry past them is zero (reused arrays may be longer than new ones).
 */
function snapshot(t: Tokens): { tokens: number[][]; zeroAfter: boolean } {
  const arrays = [t.start, t.end, t.info, t.spare32, t.spare32b, t.spare8, t.wordPair, t.wordForm, t.numbers, t.watched];
  return {
    tokens: arrays.map((a) => [...a.subarray(0, t.count)]),
    zeroAfter: arrays.every((a) => a.subarray(t.count).every((v) => v === 0)),
  };
}

describe('token buffer reuse (speed; reused arrays must read exactly as new ones)', () => {
  const long = 'Dear Ana Ruiz, the order 12345 ships to 221B Baker Street, London. '.repeat(40);
  const short = 'hey maria u free later?';

  it('gives a text the same arrays after a larger text released its buffer', () => {
    const fresh = snapshot(tokenize(short));
    const big = tokenize(long);
    // As the token view writes its facts: for its tokens only (releaseTokens zeroes those).
    big.spare32.fill(7, 0, big.count);
    big.spare32b.fill(5, 0, big.count);
    big.spare8.fill(1, 0, big.count);
    releaseTokens(big);
    const reused = tokenize(short);
    expect(snapshot(reused)).toEqual(fresh);
    // Past the last token the arrays read as zero, as in a new buffer.
    expect(reused.info[reused.count]).toBe(0);
  });

  it('gives the same arrays when the text outgrows its first buffer', () => {
    // Many one-letter tokens: more tokens than a quarter of the length (the tokenizer's first guess
    // before it scanned in chunks; the chunk test below makes the arrays grow).
    const dense = 'a,b;c.d '.repeat(100);
    const fresh = snapshot(tokenize(dense));
    releaseTokens(tokenize(long));
    expect(snapshot(tokenize(dense))).toEqual(fresh);
  });
});

describe('tokenizing in chunks (the capacity test runs once per 4,096 chars)', () => {
  it('gives every repetition of a piece the same tokens, across chunk ends and array growth', () => {
    // Pieces whose length does not divide 4,096, so words, numbers and joiners straddle chunk
    // ends; the dense one (a token per two chars) makes the arrays grow several times.
    for (const piece of ['Muñoz-López paid 12345 on 3rd, O’Brien ok? ', 'a,b;c.d ', 'Ana\r\n\r\n7x ']) {
      const reps = Math.ceil(20_000 / piece.length);
      const one = tokenize(piece);
      const k = one.count;
      const first = { info: [...one.info.subarray(1, k)], pair: [...one.wordPair.subarray(0, k)], form: [...one.wordForm.subarray(0, k)] };
      releaseTokens(one);
      const t = tokenize(piece.repeat(reps));
      expect(t.count).toBe(reps * k);
      for (let r = 1; r < reps; r++) {
        const at = r * k;
        for (let j = 0; j < k; j++) {
          expect(t.start[at + j]! - r * piece.length).toBe(t.start[j]);
          expect(t.end[at + j]! - r * piece.length).toBe(t.end[j]);
          expect(t.wordPair[at + j]).toBe(first.pair[j]);
          expect(t.wordForm[at + j]).toBe(first.form[j]);
          // The first token's separator differs (the text start reads as a paragraph break).
          if (j > 0) expect(t.info[at + j]).toBe(first.info[j - 1]);
        }
      }
      releaseTokens(t);
    }
  });
});

describe('Doc.sep past the last token', () => {
  it('reads the end of the text as a line break, whatever room the arrays have left', () => {
    // A short text leaves spare (zero) room past its last token; a dense one fills its arrays.
    for (const text of ['Thanks, Maria', 'a,b;c.d '.repeat(100) + 'Maria']) {
      const doc = new Doc(text, 'en');
      expect(doc.sep(doc.count)).toBe(SEP_NEWLINE);
      expect(doc.sep(-1)).toBe(SEP_NEWLINE);
    }
  });
});
