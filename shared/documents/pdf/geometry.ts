import type { BBox } from '../types.js';

export interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export function union(boxes: readonly Box[]): BBox {
  return {
    left: Math.min(...boxes.map((b) => b.left)),
    top: Math.min(...boxes.map((b) => b.top)),
    right: Math.max(...boxes.map((b) => b.right)),
    bottom: Math.max(...boxes.map((b) => b.bottom)),
  };
}

export function xOverlap(a: Box, b: Box): number {
  return Math.min(a.right, b.right) - Math.max(a.left, b.left);
}

export function yOverlap(a: Box, b: Box): number {
  return Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
}

export function roundBox(box: Box): BBox {
  const r = (n: number) => Math.round(n * 100) / 100;
  return { left: r(box.left), top: r(box.top), right: r(box.right), bottom: r(box.bottom) };
}
