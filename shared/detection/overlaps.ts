import type { RawFinding } from './types.js';

/**
 * One finding per region: the higher score wins, then the longer span, then the earlier one.
 * Greedy over findings in that order, keeping accepted spans in a start-sorted array so each
 * overlap test is a binary search. Returns the kept findings sorted by start.
 */
export function resolveOverlaps(findings: readonly RawFinding[]): RawFinding[] {
  if (findings.length <= 1) return [...findings];
  const ranked = [...findings].sort(
    (a, b) => b.score - a.score || b.end - b.start - (a.end - a.start) || a.start - b.start,
  );
  const kept: RawFinding[] = [];
  for (const f of ranked) {
    // First kept span whose start is >= f.start.
    let lo = 0;
    let hi = kept.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((kept[mid] as RawFinding).start < f.start) lo = mid + 1;
      else hi = mid;
    }
    const prev = kept[lo - 1];
    const next = kept[lo];
    if (prev && prev.end > f.start) continue;
    if (next && next.start < f.end) continue;
    kept.splice(lo, 0, f);
  }
  return kept;
}
