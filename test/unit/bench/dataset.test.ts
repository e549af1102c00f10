import { describe, expect, it } from 'vitest';
import { allCases, resolveCase } from '../../bench/detection/cases.js';
import { abaValid, ibanValid, luhnValid, nhsCheckDigit, nifLetter, nieLetter, npiCheckDigit } from '../../bench/detection/generator/checksums.js';
import { generateDoc, generateSplit } from '../../bench/detection/generator/index.js';
import { validateDocs } from '../../bench/detection/validate.js';

describe('checksums (known public examples)', () => {
  it('validates textbook identifiers', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(ibanValid('GB82 WEST 1234 5698 7654 32')).toBe(true);
    expect(ibanValid('ES91 2100 0418 4502 0005 1332')).toBe(true);
    expect(abaValid('011000015')).toBe(true);
    expect(nhsCheckDigit('943476591')).toBe(9); // 943 476 5919
    expect(nifLetter(12345678)).toBe('Z');
    expect(nieLetter('X', '1234567')).toBe('L');
    expect(npiCheckDigit('123456789')).toBe(3); // 1234567893
  });
});

describe('generator', () => {
  it('is deterministic per (split, language, index)', () => {
    expect(generateDoc('test', 'es', 17)).toEqual(generateDoc('test', 'es', 17));
    expect(generateDoc('dev', 'en', 3).text).not.toBe(generateDoc('test', 'en', 3).text);
  });

  it('labels only valid identifiers, with offsets that match the text', () => {
    const docs = [...generateSplit('dev', 'en', 300), ...generateSplit('dev', 'es', 300)];
    expect(validateDocs(docs)).toEqual([]);
  });

  it('never labels US_* or UK_* types in Spanish', () => {
    const types = new Set(generateSplit('test', 'es', 300).flatMap((d) => d.entities.map((e) => e.type)));
    expect([...types].filter((t) => t.startsWith('US_') || t.startsWith('UK_'))).toEqual([]);
  });
});

describe('hand-written cases', () => {
  it('resolve and validate', () => {
    const cases = allCases();
    expect(cases.length).toBeGreaterThanOrEqual(80);
    expect(validateDocs(cases)).toEqual([]);
  });

  it('resolves entity text in order, at word boundaries, in code points', () => {
    const d = resolveCase({ id: 'x', text: '😀 Johnson met John; John left', entities: [{ type: 'PERSON', text: 'John' }, { type: 'PERSON', text: 'John' }] }, 'en', 'case');
    expect(d.entities.map((e) => [e.start, e.end])).toEqual([[14, 18], [20, 24]]);
  });
});
