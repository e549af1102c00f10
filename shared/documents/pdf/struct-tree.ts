/**
 * Tagged PDFs: the structure tree says which content is a heading (H, H1..H6), a paragraph,
 * a list item or a caption. pdf.js gives the tree per page with leaves naming marked-content
 * ids; this index maps each id to the nearest enclosing element that is a block and the role
 * of that element.
 */
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface StructElement {
  role: string;
}

export interface StructIndex {
  contentToElement: Map<string, number>;
  elements: StructElement[];
}

const BLOCK_ROLES = new Set([
  'H', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'Title', 'P', 'LI', 'Lbl', 'LBody', 'Caption', 'Note',
  'BlockQuote', 'TOCI', 'TD', 'TH', 'Code', 'Footnote',
]);

interface Node {
  role?: string;
  type?: string;
  id?: string;
  children?: Node[];
}

export async function readStructTree(page: PDFPageProxy): Promise<StructIndex | null> {
  let root: Node | null;
  try {
    root = (await page.getStructTree()) as Node | null;
  } catch {
    return null;
  }
  if (!root) return null;
  const index: StructIndex = { contentToElement: new Map(), elements: [] };
  const walk = (node: Node, current: number | undefined) => {
    if (node.type === 'content' && node.id) {
      if (current !== undefined) index.contentToElement.set(node.id, current);
      return;
    }
    let here = current;
    // The innermost block role wins, except that an LI's Lbl/LBody stay one list item.
    if (node.role && BLOCK_ROLES.has(node.role)) {
      const parentRole = current !== undefined ? index.elements[current]?.role : undefined;
      if (!(parentRole === 'LI' && (node.role === 'Lbl' || node.role === 'LBody' || node.role === 'P'))) {
        here = index.elements.push({ role: node.role }) - 1;
      }
    }
    for (const child of node.children ?? []) walk(child, here);
  };
  walk(root, undefined);
  return index.contentToElement.size > 0 ? index : null;
}
