/**
 * Per-text facts shared by the recognizers (shared/detection/text-facts.ts): each answer must be
 * what a regex on that text would answer, also when texts alternate (one-entry memos).
 */
import { describe, expect, it } from 'vitest';
import { digitRuns, hasDigitRun, loweredText } from '#shared/detection/text-facts.js';
import { found } from './helpers.js';

describe('hasDigitRun', () => {
  const texts = ['', 'no digits here', 'call 555-0100 today', 'acct 12345678 and 1234567890', 'x1y22z333', '١٢٣٤٥٦٧٨ (Arabic digits are no \\d)'];
  it('answers as /\\d{n}/ for short and long runs', () => {
    for (let round = 0; round < 2; round++) {
      for (const text of texts) {
        for (let n = 1; n <= 12; n++) expect(hasDigitRun(text, n), `${n} in ${text}`).toBe(new RegExp(`\\d{${n}}`).test(text));
      }
    }
  });
  it('does not keep an answer across texts', () => {
    expect(hasDigitRun('id 123456789', 9)).toBe(true);
    expect(hasDigitRun('id 12345678', 9)).toBe(false);
    expect(hasDigitRun('id 123', 3)).toBe(true);
    expect(hasDigitRun('id 12', 3)).toBe(false);
  });
});

describe('digitRuns (read from the tokens; speed)', () => {
  it('lists the runs /\\d+/g finds, with their lengths', () => {
    const texts = [
      ...['', '7', 'a7', '7a', '12ab34', '5th 4B x1y22z333', 'A123-456 (0)12 3_4 ½1 ١٢٣ 12\u0663 4\u00a05', 'año2024é3 O’Brien7 well-known9 _12_ 3.14 -5 +44'],
      '1 2 3 4 5 6 7 8 9 0 '.repeat(40),
    ];
    for (const text of texts) {
      const runs = digitRuns(text);
      const want = [...text.matchAll(/\d+/g)].flatMap((m) => [m.index, m.index + m[0].length]);
      expect([...runs.at], JSON.stringify(text)).toEqual(want);
      expect(runs.count).toBe(want.length / 2);
      expect(runs.longest).toBe(Math.max(0, ...[...text.matchAll(/\d+/g)].map((m) => m[0].length)));
    }
  });
});

describe('loweredText', () => {
  it('is the lower-cased text when offsets are kept, else undefined', () => {
    expect(loweredText('Account No: 12')).toBe('account no: 12');
    expect(loweredText('İstanbul')).toBeUndefined();
  });
});

describe('minDigitRun gate', () => {
  it('keeps findings of texts that hold the run, and no others', () => {
    expect(found('Account number: 12345678', 'US_BANK_NUMBER', 'en')).toEqual(['12345678']);
    expect(found('Account number: 1234567', 'US_BANK_NUMBER', 'en')).toEqual([]);
  });
});
