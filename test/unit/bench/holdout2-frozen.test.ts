/**
 * The second realistic hold-out (test/bench/detection/holdout2/) is frozen like the first: it was
 * written later, independently of holdout/ and dev/, so that rule changes made after the first
 * hold-out can be judged on text nobody has seen. Rules are never tuned on it, and it never
 * changes to fit them. This digest fails on any edit. If a label is found to be wrong, fix it in
 * a commit of its own that says so, update the digest there, and never in the same commit as a
 * rule change.
 */
import { describe, expect, it } from 'vitest';
import { frozenDigest } from './frozen-digest.js';
import { holdout2Docs, holdout2Files, holdoutDocs } from '../../bench/detection/sets.js';
import { validateDocs } from '../../bench/detection/validate.js';

const FROZEN_SHA256 = '1922ab130ed82338109d6b221637e2ce674c40dee4e4df89e0d093322a367485';

describe('second realistic hold-out (holdout2)', () => {
  it('is unchanged (frozen)', () => {
    expect(frozenDigest(holdout2Files())).toBe(FROZEN_SHA256);
  });

  it('has at least 220 snippets in English and Spanish, with valid gold and documents without PII', () => {
    const docs = holdout2Docs();
    expect(docs.length).toBeGreaterThanOrEqual(220);
    for (const lang of ['en', 'es'] as const) {
      const mine = docs.filter((d) => d.lang === lang);
      expect(mine.length).toBeGreaterThanOrEqual(100);
      expect(mine.filter((d) => d.entities.length === 0).length).toBeGreaterThanOrEqual(25);
      expect(mine.filter((d) => d.kind === 'nopii').every((d) => d.entities.length === 0)).toBe(true);
    }
    for (const kind of ['ticket', 'chat', 'csv', 'email', 'cv', 'shipping', 'meeting', 'release', 'review', 'notes', 'nopii']) {
      expect(docs.some((d) => d.kind === kind)).toBe(true);
    }
    expect(validateDocs(docs)).toEqual([]);
  });

  it('shares no snippet id with the first hold-out', () => {
    const ids = new Set(holdout2Docs().map((d) => d.id));
    expect(ids.size).toBe(holdout2Docs().length);
    expect([...ids].every((id) => /^(en|es)-h2-\d{3}$/.test(id))).toBe(true);
    expect(holdoutDocs().filter((d) => ids.has(d.id)).length).toBe(0);
  });
});
