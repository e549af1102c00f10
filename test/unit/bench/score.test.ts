import { describe, expect, it } from 'vitest';
import type { GoldSpan, PredSpan } from '../../bench/detection/dataset.js';
import { coverage, coverageByType, emptySummary, matchDoc, micro, prf, scoreDoc } from '../../bench/detection/score.js';

const g = (type: string, start: number, end: number): GoldSpan => ({ type, start, end, text: '' });
const p = (entity_type: string, start: number, end: number, score = 0.9): PredSpan => ({ entity_type, start, end, score });

describe('matchDoc', () => {
  it('exact needs same type and same boundaries', () => {
    const m = matchDoc([g('PERSON', 0, 10), g('EMAIL_ADDRESS', 20, 30)], [p('PERSON', 0, 10), p('EMAIL_ADDRESS', 20, 29)], 'exact');
    expect(m.pairs).toEqual([[0, 0]]);
    expect(m.unmatchedGold).toEqual([1]);
    expect(m.unmatchedPred).toEqual([1]);
  });

  it('overlap accepts partial spans of the same type only', () => {
    const m = matchDoc([g('PERSON', 0, 10), g('URL', 20, 30)], [p('PERSON', 5, 12), p('EMAIL_ADDRESS', 20, 30)], 'overlap');
    expect(m.pairs).toEqual([[0, 0]]);
    expect(m.unmatchedGold).toEqual([1]);
    expect(m.unmatchedPred).toEqual([1]);
  });

  it('matches each gold and each prediction at most once, largest overlap first', () => {
    // One long prediction over two gold names: only one of them is a true positive.
    const m = matchDoc([g('PERSON', 0, 4), g('PERSON', 5, 15)], [p('PERSON', 0, 15)], 'overlap');
    expect(m.pairs).toEqual([[1, 0]]);
    expect(m.unmatchedGold).toEqual([0]);
    // Two predictions on one gold span: the second is a false positive.
    const m2 = matchDoc([g('PERSON', 0, 10)], [p('PERSON', 0, 3), p('PERSON', 4, 10)], 'overlap');
    expect(m2.pairs).toEqual([[0, 1]]);
    expect(m2.unmatchedPred).toEqual([0]);
  });

  it('touching spans do not overlap (half-open intervals)', () => {
    const m = matchDoc([g('PERSON', 0, 5)], [p('PERSON', 5, 9)], 'overlap');
    expect(m.pairs).toEqual([]);
  });
});

describe('prf and micro', () => {
  it('computes precision, recall and F1', () => {
    const r = prf({ tp: 3, fp: 1, fn: 2 });
    expect(r.precision).toBeCloseTo(0.75);
    expect(r.recall).toBeCloseTo(0.6);
    expect(r.f1).toBeCloseTo((2 * 0.75 * 0.6) / 1.35);
    expect(r.support).toBe(5);
  });

  it('handles empty denominators', () => {
    expect(prf({ tp: 0, fp: 0, fn: 0 }).f1).toBe(1);
    expect(prf({ tp: 0, fp: 2, fn: 0 }).precision).toBe(0);
    expect(prf({ tp: 0, fp: 0, fn: 2 }).recall).toBe(0);
  });

  it('micro pools counts across types', () => {
    const s = emptySummary();
    scoreDoc(s, [g('PERSON', 0, 4), g('URL', 10, 20)], [p('PERSON', 0, 4), p('PHONE_NUMBER', 30, 40)]);
    const m = micro(s.exact);
    expect([m.tp, m.fp, m.fn]).toEqual([1, 1, 1]);
    expect(s.exact.get('PHONE_NUMBER')).toEqual({ tp: 0, fp: 1, fn: 0 });
  });
});

describe('coverage', () => {
  it('counts gold code points inside any prediction, whatever its type', () => {
    // gold 0-10 and 20-30 (20 cp); predictions cover 5-10 (wrong type) and 18-25.
    const c = coverage([g('PERSON', 0, 10), g('URL', 20, 30)], [p('LOCATION', 5, 12), p('URL', 18, 25)]);
    expect(c).toEqual({ gold: 20, covered: 10 });
  });

  it('counts overlapping gold spans once and reports per type', () => {
    const gold = [g('ADDRESS', 0, 20), g('LOCATION', 10, 20)];
    expect(coverage(gold, [p('ADDRESS', 0, 20)])).toEqual({ gold: 20, covered: 20 });
    const byType = coverageByType(gold, [p('LOCATION', 12, 20)]);
    expect(byType.get('ADDRESS')).toEqual({ gold: 20, covered: 8 });
    expect(byType.get('LOCATION')).toEqual({ gold: 10, covered: 8 });
  });

  it('a document without PII has full coverage by definition', () => {
    expect(coverage([], [p('PERSON', 0, 3)])).toEqual({ gold: 0, covered: 0 });
  });
});
