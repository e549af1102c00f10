/**
 * analyzeNer with the call's threshold skips the thing caps and the resolution of candidates
 * already below it (speed). Its result must be exactly the full analysis' candidates at or above
 * the threshold, on every dev text, in both languages, at the default threshold and others.
 */
import { describe, expect, it } from 'vitest';
import { analyzeNer } from '#shared/detection/ner/analyze.js';
import { devDocs } from '../../../bench/detection/sets.js';

const TEXTS: [string, 'en' | 'es'][] = devDocs().map((d): [string, 'en' | 'es'] => [d.text, d.lang]);

describe('analyzeNer with a threshold (speed; exact)', () => {
  it('keeps exactly the candidates at or above the threshold', { timeout: 120_000 }, () => {
    // The default threshold on every dev text, two others on a share of them (test time).
    for (const [threshold, texts] of [[0.5, TEXTS], [0.3, TEXTS.slice(0, 300)], [0.7, TEXTS.slice(300, 600)]] as const) {
      for (const [text, lang] of texts) {
        const all = analyzeNer(text, lang).filter((c) => c.score >= threshold);
        expect(analyzeNer(text, lang, threshold)).toEqual(all);
      }
    }
  });

  it('a capped product name below the threshold is left out, a person kept', () => {
    const text = 'I bought the Stan Smith sneakers. Maria Lopez called about the refund.';
    const all = analyzeNer(text, 'en');
    const kept = analyzeNer(text, 'en', 0.5);
    expect(kept.map((c) => text.slice(c.start, c.end))).toContain('Maria Lopez');
    expect(kept).toEqual(all.filter((c) => c.score >= 0.5));
  });
});
