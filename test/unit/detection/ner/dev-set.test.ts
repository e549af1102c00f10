import { describe, expect, it } from 'vitest';
import { DEV_CASES } from './dev-cases.js';
import { labels } from './helpers.js';

describe('NER dev set', () => {
  it('keeps precision and recall at or above 0.9 on the hand-written dev set', () => {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    const errors: string[] = [];
    for (const c of DEV_CASES) {
      const got = labels(c.text, c.lang);
      const want = c.expect.map(([e, v]) => `${e}:${v}`);
      for (const w of want) if (got.includes(w)) tp++; else (fn++, errors.push(`miss ${w} in ${JSON.stringify(c.text)}`));
      for (const g of got) if (!want.includes(g)) (fp++, errors.push(`extra ${g} in ${JSON.stringify(c.text)}`));
    }
    const precision = tp / (tp + fp);
    const recall = tp / (tp + fn);
    expect({ precision, recall, errors }).toMatchObject({ precision: expect.any(Number) });
    expect(precision, errors.join('\n')).toBeGreaterThanOrEqual(0.9);
    expect(recall, errors.join('\n')).toBeGreaterThanOrEqual(0.9);
  });
});
