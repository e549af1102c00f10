/**
 * The third realistic hold-out (test/bench/detection/holdout3/) was written blind: by writers who
 * never saw the code, the rules, the dev sets or the other hold-outs, from the labelling
 * convention alone, in the same session as the blind dev files (dev/*-b*.txt) that rules were
 * then tuned on. It tells whether that tuning transfers to unseen text of the same origin. Rules
 * are never tuned on it, and it never changes to fit them: this digest fails on any edit. If a
 * label is found to be wrong, fix it in a commit of its own that says so, update the digest
 * there, and never in the same commit as a rule change.
 */
import { describe, expect, it } from 'vitest';
import { frozenDigest } from './frozen-digest.js';
import { devDocs, holdout2Docs, holdout3Docs, holdout3Files, holdoutDocs } from '../../bench/detection/sets.js';
import { validateDocs } from '../../bench/detection/validate.js';

const FROZEN_SHA256 = '088221ba901991b6dfcad0cfab546ee401a04f991c1ba5b972aa2190ce4a9ea3';

describe('third realistic hold-out (holdout3, written blind)', () => {
  it('is unchanged (frozen)', () => {
    expect(frozenDigest(holdout3Files())).toBe(FROZEN_SHA256);
  });

  it('has at least 200 snippets in English and Spanish, with valid gold and documents without PII', () => {
    const docs = holdout3Docs();
    expect(docs.length).toBeGreaterThanOrEqual(200);
    for (const lang of ['en', 'es'] as const) {
      const mine = docs.filter((d) => d.lang === lang);
      expect(mine.length).toBeGreaterThanOrEqual(100);
      expect(mine.filter((d) => d.entities.length === 0).length).toBeGreaterThanOrEqual(20);
      expect(mine.filter((d) => d.kind === 'nopii').every((d) => d.entities.length === 0)).toBe(true);
    }
    for (const kind of ['ticket', 'chat', 'csv', 'email', 'cv', 'shipping', 'meeting', 'release', 'review', 'notes', 'nopii']) {
      expect(docs.some((d) => d.kind === kind)).toBe(true);
    }
    expect(validateDocs(docs)).toEqual([]);
  });

  it('shares no snippet id with any other set', () => {
    const ids = new Set(holdout3Docs().map((d) => d.id));
    expect(ids.size).toBe(holdout3Docs().length);
    expect([...ids].every((id) => /^(en|es)-h3-\d{3}$/.test(id))).toBe(true);
    expect([...holdoutDocs(), ...holdout2Docs(), ...devDocs()].filter((d) => ids.has(d.id)).length).toBe(0);
  });
});
