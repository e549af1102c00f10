/**
 * The realistic hold-out (test/bench/detection/holdout/) is frozen: rules are never tuned on it,
 * and it never changes to fit them. This digest fails on any edit. If a label is found to be
 * wrong, fix it in a commit of its own that says so, update the digest there, and never in the
 * same commit as a rule change.
 */
import { describe, expect, it } from 'vitest';
import { frozenDigest } from './frozen-digest.js';
import { holdoutDocs, holdoutFiles } from '../../bench/detection/sets.js';
import { validateDocs } from '../../bench/detection/validate.js';

const FROZEN_SHA256 = '99be97d56c15534e905145d376806ecd6a8b3362f0a65561121a288fdf22e71e';

describe('realistic hold-out', () => {
  it('is unchanged (frozen)', () => {
    expect(frozenDigest(holdoutFiles())).toBe(FROZEN_SHA256);
  });

  it('has at least 400 snippets in English and Spanish, with valid gold and documents without PII', () => {
    const docs = holdoutDocs();
    expect(docs.length).toBeGreaterThanOrEqual(400);
    for (const lang of ['en', 'es'] as const) {
      const mine = docs.filter((d) => d.lang === lang);
      expect(mine.length).toBeGreaterThanOrEqual(180);
      expect(mine.filter((d) => d.entities.length === 0).length).toBeGreaterThanOrEqual(25);
    }
    for (const kind of ['ticket', 'chat', 'csv', 'email', 'cv', 'shipping', 'meeting', 'release', 'review', 'nopii']) {
      expect(docs.some((d) => d.kind === kind)).toBe(true);
    }
    expect(validateDocs(docs)).toEqual([]);
  });
});
