/**
 * Pure scoring functions. Offsets are code points; spans are half-open [start, end).
 *
 *  - exact:   a prediction is a true positive when a gold span has the same type, start and end;
 *  - overlap: a prediction of the same type that overlaps a gold span counts; every gold and
 *             every prediction is matched at most once (largest overlaps are paired first);
 *  - coverage: share of gold-PII code points inside ANY predicted span, whatever its type —
 *             what a redactor would actually hide.
 */
import type { GoldSpan, PredSpan } from './dataset.js';

export type MatchMode = 'exact' | 'overlap';

export interface Counts {
  tp: number;
  fp: number;
  fn: number;
}

export interface Prf extends Counts {
  precision: number;
  recall: number;
  f1: number;
  /** Gold spans of this type (tp + fn). */
  support: number;
}

/** Index pairs of matched (gold, pred) plus the unmatched leftovers, for error reports. */
export interface DocMatch {
  pairs: Array<[number, number]>;
  unmatchedGold: number[];
  unmatchedPred: number[];
}

function overlapLen(a: { start: number; end: number }, b: { start: number; end: number }): number {
  return Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));
}

/** Matches one document's predictions against its gold spans. */
export function matchDoc(gold: readonly GoldSpan[], pred: readonly PredSpan[], mode: MatchMode): DocMatch {
  const candidates: Array<[number, number, number]> = []; // [overlap, gi, pi]
  for (let gi = 0; gi < gold.length; gi++) {
    const g = gold[gi] as GoldSpan;
    for (let pi = 0; pi < pred.length; pi++) {
      const p = pred[pi] as PredSpan;
      if (p.entity_type !== g.type) continue;
      if (mode === 'exact') {
        if (p.start === g.start && p.end === g.end) candidates.push([g.end - g.start, gi, pi]);
      } else {
        const ov = overlapLen(g, p);
        if (ov > 0) candidates.push([ov, gi, pi]);
      }
    }
  }
  // Greedy by overlap size, ties by position: deterministic, and optimal for the common case of
  // non-nested spans. Each side is used at most once.
  candidates.sort((a, b) => b[0] - a[0] || a[1] - b[1] || a[2] - b[2]);
  const goldUsed = new Set<number>();
  const predUsed = new Set<number>();
  const pairs: Array<[number, number]> = [];
  for (const [, gi, pi] of candidates) {
    if (goldUsed.has(gi) || predUsed.has(pi)) continue;
    goldUsed.add(gi);
    predUsed.add(pi);
    pairs.push([gi, pi]);
  }
  return {
    pairs,
    unmatchedGold: gold.map((_, i) => i).filter((i) => !goldUsed.has(i)),
    unmatchedPred: pred.map((_, i) => i).filter((i) => !predUsed.has(i)),
  };
}

/** Adds one document's per-type counts into `acc`. */
export function accumulate(
  acc: Map<string, Counts>,
  gold: readonly GoldSpan[],
  pred: readonly PredSpan[],
  m: DocMatch,
): void {
  const get = (t: string): Counts => {
    let c = acc.get(t);
    if (!c) acc.set(t, (c = { tp: 0, fp: 0, fn: 0 }));
    return c;
  };
  for (const [gi] of m.pairs) get((gold[gi] as GoldSpan).type).tp++;
  for (const gi of m.unmatchedGold) get((gold[gi] as GoldSpan).type).fn++;
  for (const pi of m.unmatchedPred) get((pred[pi] as PredSpan).entity_type).fp++;
}

export function prf(c: Counts): Prf {
  // Conventions for empty denominators: nothing predicted and nothing to find is perfect;
  // otherwise an empty denominator means that side scored 0.
  const precision = c.tp + c.fp === 0 ? (c.fn === 0 ? 1 : 0) : c.tp / (c.tp + c.fp);
  const recall = c.tp + c.fn === 0 ? (c.fp === 0 ? 1 : 0) : c.tp / (c.tp + c.fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { ...c, precision, recall, f1, support: c.tp + c.fn };
}

/** Micro average: pools the counts of every type. */
export function micro(acc: ReadonlyMap<string, Counts>): Prf {
  const total: Counts = { tp: 0, fp: 0, fn: 0 };
  for (const c of acc.values()) {
    total.tp += c.tp;
    total.fp += c.fp;
    total.fn += c.fn;
  }
  return prf(total);
}

export interface CoverageCounts {
  /** Gold-PII code points. */
  gold: number;
  /** Of which inside at least one predicted span. */
  covered: number;
}

/** Merges spans into disjoint sorted intervals. */
function union(spans: ReadonlyArray<{ start: number; end: number }>): Array<[number, number]> {
  const sorted = spans.filter((s) => s.end > s.start).map((s) => [s.start, s.end] as [number, number]).sort((a, b) => a[0] - b[0]);
  const out: Array<[number, number]> = [];
  for (const [s, e] of sorted) {
    const last = out[out.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else out.push([s, e]);
  }
  return out;
}

function intersectLen(a: ReadonlyArray<[number, number]>, b: ReadonlyArray<[number, number]>): number {
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length && j < b.length) {
    const [as, ae] = a[i] as [number, number];
    const [bs, be] = b[j] as [number, number];
    n += Math.max(0, Math.min(ae, be) - Math.max(as, bs));
    if (ae < be) i++;
    else j++;
  }
  return n;
}

/** Redaction coverage of one document (gold spans may overlap; each code point counts once). */
export function coverage(gold: readonly GoldSpan[], pred: readonly PredSpan[]): CoverageCounts {
  const g = union(gold);
  const p = union(pred);
  return { gold: g.reduce((s, [a, b]) => s + b - a, 0), covered: intersectLen(g, p) };
}

/** Coverage restricted to the gold spans of one type (per-type redaction coverage). */
export function coverageByType(gold: readonly GoldSpan[], pred: readonly PredSpan[]): Map<string, CoverageCounts> {
  const out = new Map<string, CoverageCounts>();
  const byType = new Map<string, GoldSpan[]>();
  for (const s of gold) {
    const l = byType.get(s.type) ?? [];
    l.push(s);
    byType.set(s.type, l);
  }
  const p = union(pred);
  for (const [t, spans] of byType) {
    const g = union(spans);
    out.set(t, { gold: g.reduce((s, [a, b]) => s + b - a, 0), covered: intersectLen(g, p) });
  }
  return out;
}

/** Everything the report needs for one set of documents (one language, or all). */
export interface ScoreSummary {
  docs: number;
  exact: Map<string, Counts>;
  overlap: Map<string, Counts>;
  coverage: CoverageCounts;
  coverageByType: Map<string, CoverageCounts>;
}

export function emptySummary(): ScoreSummary {
  return { docs: 0, exact: new Map(), overlap: new Map(), coverage: { gold: 0, covered: 0 }, coverageByType: new Map() };
}

/** Scores one document into `s`; returns the overlap match for error reporting. */
export function scoreDoc(s: ScoreSummary, gold: readonly GoldSpan[], pred: readonly PredSpan[]): DocMatch {
  s.docs++;
  accumulate(s.exact, gold, pred, matchDoc(gold, pred, 'exact'));
  const ov = matchDoc(gold, pred, 'overlap');
  accumulate(s.overlap, gold, pred, ov);
  const c = coverage(gold, pred);
  s.coverage.gold += c.gold;
  s.coverage.covered += c.covered;
  for (const [t, ct] of coverageByType(gold, pred)) {
    const cur = s.coverageByType.get(t) ?? { gold: 0, covered: 0 };
    cur.gold += ct.gold;
    cur.covered += ct.covered;
    s.coverageByType.set(t, cur);
  }
  return ov;
}

export function ratio(c: CoverageCounts): number {
  return c.gold === 0 ? 1 : c.covered / c.gold;
}
