/**
 * Page headers and footers: blocks in the top or bottom 9 % of a page whose text (digits
 * ignored) recurs on another page in the same margin, or that read as a page number
 * ("3", "- 3 -", "Page 3 of 10", "Página 3 de 10").
 */
import type { Box } from './geometry.js';

const PAGE_NUMBER = /^(?:[-–—]\s*)?(?:(?:page|p[aá]g(?:ina)?\.?)\s*)?\d{1,4}(?:\s*(?:of|de|\/)\s*\d{1,4})?(?:\s*[-–—])?$/i;
const MARGIN = 0.09;

export interface FurnitureCandidate extends Box {
  text: string;
  pageIndex: number;
  pageHeight: number;
}

export function findFurniture(candidates: readonly FurnitureCandidate[], pageCount: number): Map<FurnitureCandidate, 'page_header' | 'page_footer'> {
  const zoneOf = (c: FurnitureCandidate) =>
    c.bottom <= c.pageHeight * MARGIN ? 'page_header' : c.top >= c.pageHeight * (1 - MARGIN) ? 'page_footer' : null;
  const keyOf = (c: FurnitureCandidate) => c.text.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();
  const pagesByKey = new Map<string, Set<number>>();
  for (const c of candidates) {
    const zone = zoneOf(c);
    if (!zone) continue;
    const key = `${zone}|${keyOf(c)}`;
    const pages = pagesByKey.get(key) ?? new Set<number>();
    pages.add(c.pageIndex);
    pagesByKey.set(key, pages);
  }
  const result = new Map<FurnitureCandidate, 'page_header' | 'page_footer'>();
  for (const c of candidates) {
    const zone = zoneOf(c);
    if (!zone) continue;
    const repeats = pageCount >= 2 && (pagesByKey.get(`${zone}|${keyOf(c)}`)?.size ?? 0) >= 2;
    if (repeats || PAGE_NUMBER.test(c.text.trim())) result.set(c, zone);
  }
  return result;
}
