/**
 * Reading order by page geometry, as docling's rule-based model reads it: the page is cut into
 * horizontal bands at elements that span the column gutter (a title, a full-width figure or
 * table); within a band the columns are read left to right, each top to bottom, and the same
 * rule applies again inside a column (three-column pages).
 * A gutter is a vertical strip in the middle of the content that no narrow element crosses,
 * with text on both sides at the same height; a label/value layout (one short line each side)
 * is not a gutter: each side needs a multi-line block or several blocks.
 */
import { type Box, yOverlap } from './geometry.js';

export function readingOrder<T extends Box & { lineCount: number }>(units: readonly T[]): T[] {
  return order([...units], 0);
}

function topDown<T extends Box>(units: T[]): T[] {
  return units.sort((a, b) => (Math.abs(a.top - b.top) < 2 ? a.left - b.left : a.top - b.top));
}

function order<T extends Box & { lineCount: number }>(units: T[], depth: number): T[] {
  if (units.length <= 2 || depth > 4) return topDown(units);
  const gutter = findGutter(units);
  if (!gutter) return topDown(units);
  const crosses = (u: T) => u.left < gutter.right && u.right > gutter.left;
  const wide = topDown(units.filter(crosses));
  const narrow = units.filter((u) => !crosses(u));
  const result: T[] = [];
  let rest = narrow;
  for (const band of [...wide, null]) {
    const limit = band ? band.top : Infinity;
    const inBand = rest.filter((u) => (u.top + u.bottom) / 2 < limit);
    rest = rest.filter((u) => !inBand.includes(u));
    const left = inBand.filter((u) => u.right <= gutter.left);
    const right = inBand.filter((u) => u.left >= gutter.right);
    result.push(...order(left, depth + 1), ...order(right, depth + 1));
    if (band) result.push(band);
  }
  return result;
}

function findGutter<T extends Box & { lineCount: number }>(units: T[]): { left: number; right: number } | null {
  const minX = Math.min(...units.map((u) => u.left));
  const maxX = Math.max(...units.map((u) => u.right));
  const width = maxX - minX;
  if (width < 50) return null;
  const bins = Math.ceil(width);
  const coverage = new Float64Array(bins);
  for (const u of units) {
    const h = u.bottom - u.top;
    for (let x = Math.max(0, Math.floor(u.left - minX)); x < Math.min(bins, Math.ceil(u.right - minX)); x++) coverage[x]! += h;
  }
  // Candidate strips in the middle 70 % of the content with the lowest coverage.
  const from = Math.floor(bins * 0.15);
  const to = Math.ceil(bins * 0.85);
  let best: { left: number; right: number; cover: number } | null = null;
  let start = -1;
  for (let x = from; x <= to; x++) {
    const low = x < to && coverage[x]! <= lowThreshold(coverage);
    if (low && start < 0) start = x;
    if ((!low || x === to) && start >= 0) {
      const strip = { left: minX + start, right: minX + x, cover: 0 };
      for (let i = start; i < x; i++) strip.cover = Math.max(strip.cover, coverage[i]!);
      if (strip.right - strip.left >= 4 && (!best || strip.right - strip.left > best.right - best.left)) best = strip;
      start = -1;
    }
  }
  if (!best) return null;
  const gutter = best;
  const left = units.filter((u) => u.right <= gutter.left);
  const right = units.filter((u) => u.left >= gutter.right);
  const substantial = (side: T[]) => side.length >= 3 || side.some((u) => u.lineCount >= 3);
  if (!substantial(left) || !substantial(right)) return null;
  const sideBySide = left.some((l) => right.some((r) => yOverlap(l, r) > 0));
  return sideBySide ? { left: gutter.left, right: gutter.right } : null;
}

/** A strip is "empty enough" when crossed only by a few wide elements (a title, author lines):
 *  under 40 % of the peak coverage. */
function lowThreshold(coverage: Float64Array): number {
  let peak = 0;
  for (const c of coverage) peak = Math.max(peak, c);
  return peak * 0.4;
}
