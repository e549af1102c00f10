import type { RawFinding } from './types.js';

/**
 * One finding per region: the higher score wins, then the longer span, then the earlier one.
 *
 * Findings are first split into clusters of transitively overlapping spans (one sort by start):
 * a finding can only lose to one it overlaps, so the greedy choice never crosses a cluster
 * boundary and each cluster is resolved on its own. That keeps the work near O(n log n) on big
 * texts, where a single start-sorted "kept" array with spliced inserts went quadratic (a 5 MB
 * text yields ~200k findings, inserted in score order, i.e. at random positions).
 * Returns the kept findings sorted by start.
 */
export function resolveOverlaps(findings: readonly RawFinding[]): RawFinding[] {
  if (findings.length <= 1) return [...findings];
  const byStart = stableSort([...findings], byStartThenEnd);
  const out: RawFinding[] = [];
  let from = 0;
  let reach = (byStart[0] as RawFinding).end;
  for (let i = 1; i <= byStart.length; i++) {
    const f = byStart[i];
    if (f !== undefined && f.start < reach) {
      if (f.end > reach) reach = f.end;
      continue;
    }
    if (i - from === 1) out.push(byStart[from] as RawFinding);
    else resolveCluster(byStart.slice(from, i), out);
    if (f !== undefined) {
      from = i;
      reach = f.end;
    }
  }
  return out;
}

/**
 * Greedy over one cluster in rank order; appends the kept findings to `out` sorted by start.
 * Kept spans are disjoint, so an occupancy map over the cluster's characters answers "does it
 * overlap anything kept?" in the span's own length: linear in the characters covered, even for
 * a cluster of hundreds of thousands of chained findings (a sorted array with spliced inserts
 * was quadratic there).
 */
function resolveCluster(cluster: RawFinding[], out: RawFinding[]): void {
  const ranked = stableSort(cluster, byRank);
  let from = Infinity;
  let to = 0;
  for (const f of cluster) {
    if (f.start < from) from = f.start;
    if (f.end > to) to = f.end;
  }
  const taken = new Uint8Array(to - from);
  const kept: RawFinding[] = [];
  for (const f of ranked) {
    const start = f.start - from;
    const end = f.end - from;
    let free = true;
    for (let p = start; p < end; p++) {
      if (taken[p]) {
        free = false;
        break;
      }
    }
    if (!free) continue;
    taken.fill(1, start, end);
    kept.push(f);
  }
  stableSort(kept, byStartOnly);
  for (const k of kept) out.push(k);
}

type Order = (a: RawFinding, b: RawFinding) => number;
const byStartThenEnd: Order = (a, b) => a.start - b.start || a.end - b.end;
/** Higher score first, then the longer span, then the earlier one. */
const byRank: Order = (a, b) => b.score - a.score || b.end - b.start - (a.end - a.start) || a.start - b.start;
const byStartOnly: Order = (a, b) => a.start - b.start;

/** Lists up to this long are insertion-sorted (stableSort). */
const INSERTION_SORT_MAX = 32;

/**
 * Sorts `list` in place, stably, exactly as `list.sort(order)` does (Array.prototype.sort is
 * stable too). A 1 KB ticket has a few dozen findings, and for so few an insertion sort costs
 * less than the built-in sort's set-up and comparator calls; longer lists use the built-in one.
 */
function stableSort(list: RawFinding[], order: Order): RawFinding[] {
  if (list.length > INSERTION_SORT_MAX) return list.sort(order);
  for (let i = 1; i < list.length; i++) {
    const f = list[i] as RawFinding;
    let j = i - 1;
    // Only a strictly greater element moves past f: equal ones keep their order.
    while (j >= 0 && order(list[j] as RawFinding, f) > 0) {
      list[j + 1] = list[j] as RawFinding;
      j--;
    }
    list[j + 1] = f;
  }
  return list;
}
