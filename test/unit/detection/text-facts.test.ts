/**
 * Per-text facts shared by the recognizers (shared/detection/text-facts.ts): each answer must be
 * what a regex on that text would answer, also when texts alternate (one-entry memos).
 */
import { describe, expect, it } from 'vitest';
import { hasDigitRun, loweredText } from '#shared/detection/text-facts.js';
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
