/**
 * Segments into blocks, and blocks into kinds. A segment joins the block above it when it sits
 * one line below (gap under ~0.7 em), overlaps it horizontally, and has the same size, weight
 * and structure element; a bullet or an enumerator starts a new block. A block is a heading
 * when it is short and set larger than the body text or bold at body size, a list item when it
 * starts with a marker. A tagged PDF's structure roles override the guesses.
 */
import type { BlockKind } from '../types.js';
import { type Box, xOverlap } from './geometry.js';
import type { Segment } from './lines.js';
import type { StructIndex } from './struct-tree.js';

export interface RawBlock extends Box {
  lines: Segment[];
  kind: BlockKind;
  level?: number;
  list?: { depth: number; ordered: boolean; marker?: string };
  text: string;
}

const BULLET = /^([•●▪◦‣∙·○■□➢►✓✔–—*-])\s+/u;
const ENUMERATOR = /^(\(?(?:\d{1,2}|[a-z]|[ivx]{1,4})[.)])\s+/;
const NUMBERED_HEADING = /^(\d+(?:\.\d+)*)\.?\s+\p{Lu}/u;

export function groupBlocks(segments: readonly Segment[]): RawBlock[] {
  const sorted = [...segments].sort((a, b) => a.top - b.top || a.left - b.left);
  const blocks: RawBlock[] = [];
  for (const segment of sorted) {
    const startsItem = BULLET.test(segment.text) || ENUMERATOR.test(segment.text);
    let best: RawBlock | undefined;
    let bestGap = Infinity;
    if (!startsItem) {
      for (const block of blocks) {
        const last = block.lines.at(-1)!;
        const gap = segment.top - last.bottom;
        if (gap < -0.5 * segment.size || gap > 0.7 * segment.size) continue;
        if (Math.abs(segment.size - last.size) > 0.12 * Math.max(segment.size, last.size)) continue;
        const listItem = BULLET.test(block.lines[0]!.text) || ENUMERATOR.test(block.lines[0]!.text);
        if (segment.bold !== last.bold && !listItem) continue;
        if (segment.structId !== last.structId) continue;
        const overlap = xOverlap(segment, last);
        const alignedLeft = Math.abs(segment.left - block.left) <= 2;
        if (overlap < 0.3 * Math.min(segment.right - segment.left, last.right - last.left) && !alignedLeft) continue;
        // A continuation line starts at or after the block's left edge (a hanging list item's too).
        if (segment.left < block.left - 1.5 * segment.size) continue;
        // A first-line indent after a line that closed a sentence opens a new paragraph.
        if (segment.left - block.left > 0.8 * segment.size && /[.:!?]["')\]]?$/.test(last.text) && block.lines.length > 1) continue;
        if (gap < bestGap) [best, bestGap] = [block, gap];
      }
    }
    if (best) {
      best.lines.push(segment);
      best.left = Math.min(best.left, segment.left);
      best.right = Math.max(best.right, segment.right);
      best.bottom = Math.max(best.bottom, segment.bottom);
    } else {
      blocks.push({ lines: [segment], kind: 'paragraph', text: '', left: segment.left, right: segment.right, top: segment.top, bottom: segment.bottom });
    }
  }
  for (const block of blocks) block.text = joinLines(block.lines.map((l) => l.text));
  return blocks;
}

/** Lines into flowing text: a hyphen at a line end before a lowercase letter is a word break. */
export function joinLines(lines: readonly string[]): string {
  let text = '';
  for (const line of lines) {
    if (!text) text = line;
    else if (/\p{Ll}-$/u.test(text) && /^\p{Ll}/u.test(line)) text = text.slice(0, -1) + line;
    else text += ` ${line}`;
  }
  return text;
}

/** Body size: the size that carries most characters (rounded to half points). */
export function bodySize(segments: readonly Segment[]): number {
  const weight = new Map<number, number>();
  for (const s of segments) {
    const key = Math.round(s.size * 2) / 2;
    weight.set(key, (weight.get(key) ?? 0) + s.text.length);
  }
  let best = 10;
  let bestWeight = -1;
  for (const [size, w] of weight) if (w > bestWeight) [best, bestWeight] = [size, w];
  return best;
}

export function classify(blocks: RawBlock[], body: number, mostlyBold: boolean, struct: StructIndex | null): void {
  for (const block of blocks) {
    const first = block.lines[0]!;
    const role = first.structId !== undefined ? struct?.elements[first.structId]?.role : undefined;
    if (role) {
      const tagged = fromRole(role);
      if (tagged) {
        Object.assign(block, tagged);
        if (tagged.kind === 'list_item') block.list = listOf(block, first) ?? { depth: 0, ordered: false };
        continue;
      }
    }
    const size = Math.max(...block.lines.map((l) => l.size));
    const text = block.text;
    const shortEnough = block.lines.length <= 3 && text.length <= 160 && /\p{L}/u.test(text) && !/[.,;:]$/.test(text);
    const larger = size >= body * 1.15;
    const boldLine = block.lines.every((l) => l.bold) && !mostlyBold && text.length <= 90 && size >= body * 0.95;
    const numbered = NUMBERED_HEADING.exec(text);
    if (shortEnough && (larger || boldLine) && !/^\p{Ll}/u.test(text) && !BULLET.test(text)) {
      block.kind = 'heading';
      block.level = numbered ? Math.min(numbered[1]!.split('.').length, 6) : undefined;
      continue;
    }
    const list = listOf(block, first);
    if (list) {
      block.kind = 'list_item';
      block.list = list;
    }
  }
  assignHeadingLevels(blocks, body);
}

function fromRole(role: string): Pick<RawBlock, 'kind' | 'level'> | null {
  const h = /^H([1-6])$/.exec(role);
  if (h) return { kind: 'heading', level: Number(h[1]) };
  if (role === 'H' || role === 'Title') return { kind: 'heading', level: 1 };
  if (role === 'LI' || role === 'Lbl' || role === 'LBody') return { kind: 'list_item' };
  if (role === 'P' || role === 'Caption' || role === 'Note' || role === 'BlockQuote' || role === 'Footnote') return { kind: 'paragraph' };
  return null;
}

function listOf(block: RawBlock, first: Segment): RawBlock['list'] | null {
  const bullet = BULLET.exec(first.text);
  const enumerator = bullet ? null : ENUMERATOR.exec(first.text);
  const marker = bullet?.[1] ?? enumerator?.[1];
  if (!marker) return null;
  // Depth from the indent; refined page-wide by `assignListDepths`.
  block.text = block.text.slice((bullet ?? enumerator)![0].length);
  return { depth: 0, ordered: Boolean(enumerator), marker };
}

/** Heading sizes ranked: the largest is level 1; bold body-size headings come last. */
function assignHeadingLevels(blocks: RawBlock[], body: number): void {
  const headings = blocks.filter((b) => b.kind === 'heading' && b.level === undefined);
  const sizes = [...new Set(headings.map((b) => Math.round(Math.max(...b.lines.map((l) => l.size)) * 2) / 2))].sort((a, b) => b - a);
  for (const block of headings) {
    const size = Math.round(Math.max(...block.lines.map((l) => l.size)) * 2) / 2;
    block.level = Math.min(sizes.indexOf(size) + 1, 6);
    if (size < body * 1.15) block.level = Math.min(sizes.filter((s) => s >= body * 1.15).length + 1, 6);
  }
}

/** List depth from indentation: each distinct indent (to within half an em) is one level. */
export function assignListDepths(blocks: RawBlock[]): void {
  const items = blocks.filter((b) => b.kind === 'list_item');
  const indents: number[] = [];
  for (const left of items.map((b) => b.left).sort((a, b) => a - b)) {
    if (indents.length === 0 || left - indents.at(-1)! > 6) indents.push(left);
  }
  for (const item of items) {
    const depth = indents.findLastIndex((indent) => item.left >= indent - 6);
    if (item.list) item.list.depth = Math.max(0, Math.min(depth, 5));
  }
}
