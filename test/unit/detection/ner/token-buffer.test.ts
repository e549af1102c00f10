import { describe, expect, it } from 'vitest';
import { Doc } from '#shared/detection/ner/doc.js';
import { releaseTokens, SEP_NEWLINE, tokenize, type Tokens } from '#shared/detection/ner/tokenize.js';

/** Every array of `t`, copied (a released buffer is reused, so compare copies). */
function snapshot(t: Tokens): number[][] {
  return [t.start, t.end, t.info, t.spare32, t.spare32b, t.spare8].map((a) => [...a]);
}

describe('token buffer reuse (speed; a reused buffer must read exactly as a new one)', () => {
  const long = 'Dear Ana Ruiz, the order 12345 ships to 221B Baker Street, London. '.repeat(40);
  const short = 'hey maria u free later?';

  it('gives a text the same arrays after a larger text released its buffer', () => {
    const fresh = snapshot(tokenize(short));
    const big = tokenize(long);
    big.spare32.fill(7); // as the token view would write its facts
    big.spare32b.fill(5);
    big.spare8.fill(1);
    releaseTokens(big);
    const reused = tokenize(short);
    expect(snapshot(reused)).toEqual(fresh);
    // Past the last token the arrays read as zero, as in a new buffer.
    expect(reused.info[reused.count]).toBe(0);
  });

  it('gives the same arrays when the text outgrows its first buffer', () => {
    // Many one-letter tokens: more tokens than the first capacity guess (a quarter of the length).
    const dense = 'a,b;c.d '.repeat(100);
    const fresh = snapshot(tokenize(dense));
    releaseTokens(tokenize(long));
    expect(snapshot(tokenize(dense))).toEqual(fresh);
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
