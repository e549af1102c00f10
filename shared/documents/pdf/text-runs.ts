/**
 * One page's text as positioned runs: pdf.js text items moved into the page's viewport
 * (top-left origin, rotation applied), with font size, the embedded font's real name (known
 * after `getOperatorList`, which loads fonts) and, for tagged PDFs, the structure element each
 * run belongs to.
 */
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { StructIndex } from './struct-tree.js';

export interface TextRun {
  text: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
  baseline: number;
  size: number;
  fontName?: string;
  bold: boolean;
  italic: boolean;
  /** Tagged PDFs: the structure element (e.g. an H1 or a P) this run is content of. */
  structId?: number;
}

export interface PageText {
  width: number;
  height: number;
  runs: TextRun[];
  /** Count of image paints: a page with images and no text is a scan. */
  imageCount: number;
}

interface TextItemLike {
  str?: string;
  transform?: number[];
  width?: number;
  fontName?: string;
  type?: string;
  id?: string;
}

type Matrix = [number, number, number, number, number, number];

function multiply(m1: readonly number[], m2: readonly number[]): Matrix {
  const [a1, b1, c1, d1, e1, f1] = m1 as Matrix;
  const [a2, b2, c2, d2, e2, f2] = m2 as Matrix;
  return [a1 * a2 + c1 * b2, b1 * a2 + d1 * b2, a1 * c2 + c1 * d2, b1 * c2 + d1 * d2, a1 * e2 + c1 * f2 + e1, b1 * e2 + d1 * f2 + f1];
}

const SUBSET_PREFIX = /^[A-Z]{6}\+/;

export async function readPageText(
  page: PDFPageProxy,
  imageOps: ReadonlySet<number>,
  struct: StructIndex | null,
): Promise<PageText> {
  const viewport = page.getViewport({ scale: 1 });
  const operators = await page.getOperatorList();
  let imageCount = 0;
  for (const fn of operators.fnArray) if (imageOps.has(fn)) imageCount++;
  const content = await page.getTextContent({ includeMarkedContent: struct !== null });
  const fontCache = new Map<string, { name?: string; bold: boolean; italic: boolean }>();
  const fontOf = (id: string) => {
    let font = fontCache.get(id);
    if (!font) {
      let name: string | undefined;
      let black = false;
      let italicFlag = false;
      try {
        const obj = page.commonObjs.has(id) ? (page.commonObjs.get(id) as { name?: string; black?: boolean; italic?: boolean }) : undefined;
        name = obj?.name?.replace(SUBSET_PREFIX, '');
        black = Boolean(obj?.black);
        italicFlag = Boolean(obj?.italic);
      } catch {
        name = undefined;
      }
      const lower = (name ?? '').toLowerCase();
      font = {
        name,
        bold: black || /bold|black|heavy|semibold|demi|medi(um)?\b|[-,]b$|\bbd\b|-medi/.test(lower),
        italic: italicFlag || /italic|oblique|-it\b|-ital/.test(lower),
      };
      fontCache.set(id, font);
    }
    return font;
  };

  const runs: TextRun[] = [];
  const markedStack: (string | undefined)[] = [];
  for (const raw of content.items as TextItemLike[]) {
    if (raw.type === 'beginMarkedContentProps' || raw.type === 'beginMarkedContent') {
      markedStack.push(raw.id);
      continue;
    }
    if (raw.type === 'endMarkedContent') {
      markedStack.pop();
      continue;
    }
    const text = raw.str ?? '';
    if (!text.trim() || !raw.transform) continue;
    const tx = multiply(viewport.transform, raw.transform);
    const size = Math.hypot(tx[2], tx[3]);
    if (size < 1) continue;
    // Horizontal text only for layout; rotated runs (axis labels, stamps) keep their origin.
    const angle = Math.atan2(tx[1], tx[0]);
    const horizontal = Math.abs(angle) < 0.1;
    const width = raw.width ?? 0;
    const left = tx[4];
    const baseline = tx[5];
    const font = fontOf(raw.fontName ?? '');
    let markedId: string | undefined;
    for (let i = markedStack.length - 1; i >= 0 && markedId === undefined; i--) markedId = markedStack[i];
    runs.push({
      text,
      left: horizontal ? left : left - size,
      right: horizontal ? left + width : left + size * 0.3,
      top: baseline - size * 0.8,
      bottom: baseline + size * 0.2,
      baseline,
      size,
      fontName: font.name,
      bold: font.bold,
      italic: font.italic,
      structId: markedId !== undefined ? struct?.contentToElement.get(markedId) : undefined,
    });
  }
  return { width: viewport.width, height: viewport.height, runs, imageCount };
}
