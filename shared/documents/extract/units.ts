/**
 * The document as text units for extraction: every line of every block (PDF blocks keep their
 * lines with boxes; DOCX paragraphs split at line breaks) and every table cell, each with its
 * page, block, box, position in its block and, for cells, its row and column. Label/value
 * search works on these units and their geometry.
 */
import type { BBox, CanonicalDocument, Table } from '../types.js';
import { PARTY_SECTION } from './labels.js';

export interface Unit {
  index: number;
  text: string;
  page: number;
  blockId: string;
  /** Position of the line inside its block (0 = first line). */
  lineIndex: number;
  bbox?: BBox;
  cell?: { table: Table; row: number; col: number; isHeader: boolean };
  /** The last heading before this unit that names a party ("Seller", "Käufer"), for
   *  section-scoped labels; other headings (a bold "GE2020211") do not close the section. */
  section: string;
  /** Order in the document (reading order, then line). */
  order: number;
}

export function buildUnits(doc: CanonicalDocument): Unit[] {
  const units: Unit[] = [];
  let section = '';
  let order = 0;
  for (const page of doc.pages) {
    for (const block of page.blocks) {
      if (block.kind === 'heading' && PARTY_SECTION.test(block.text)) section = block.text;
      if (block.kind === 'table') {
        const table = page.tables.find((t) => t.table_id === block.table_id);
        if (!table) continue;
        for (const row of table.rows) {
          for (const cell of row.cells) {
            if (!cell.text.trim()) continue;
            units.push({
              index: units.length,
              text: cell.text.replace(/\s+/g, ' ').trim(),
              page: page.page_number,
              blockId: block.block_id,
              lineIndex: 0,
              bbox: cell.bbox,
              cell: { table, row: cell.row, col: cell.col, isHeader: cell.is_header },
              section,
              order: order++,
            });
          }
        }
        continue;
      }
      const lines = block.lines ?? block.text.split('\n').map((text) => ({ text, bbox: undefined as BBox | undefined }));
      lines.forEach((line, lineIndex) => {
        if (!line.text.trim()) return;
        units.push({
          index: units.length,
          text: line.text.replace(/\s+/g, ' ').trim(),
          page: page.page_number,
          blockId: block.block_id,
          lineIndex,
          bbox: line.bbox,
          section,
          order: order++,
        });
      });
    }
  }
  return units;
}

/** Nearest unit to the right on the same row (boxes overlap vertically by half), if any. */
export function rightOf(units: readonly Unit[], unit: Unit): Unit | undefined {
  if (unit.cell) {
    return units.find((u) => u.cell?.table === unit.cell!.table && u.cell.row === unit.cell!.row && u.cell.col > unit.cell!.col);
  }
  const box = unit.bbox;
  if (!box) return undefined;
  const height = box.bottom - box.top;
  let best: Unit | undefined;
  for (const u of units) {
    if (u === unit || u.page !== unit.page || !u.bbox || u.bbox.left < box.right - 1) continue;
    const overlap = Math.min(u.bbox.bottom, box.bottom) - Math.max(u.bbox.top, box.top);
    if (overlap < 0.5 * Math.min(height, u.bbox.bottom - u.bbox.top)) continue;
    if (!best || u.bbox.left < best.bbox!.left) best = u;
  }
  return best;
}

/** Nearest unit below that overlaps horizontally (within a few lines), if any. */
export function below(units: readonly Unit[], unit: Unit): Unit | undefined {
  if (unit.cell) {
    return units.find((u) => u.cell?.table === unit.cell!.table && u.cell.col === unit.cell!.col && u.cell.row === unit.cell!.row + 1);
  }
  const box = unit.bbox;
  if (!box) {
    // No geometry (DOCX): the next line of the same block, else the next unit.
    return units[unit.index + 1];
  }
  const height = box.bottom - box.top;
  let best: Unit | undefined;
  for (const u of units) {
    if (u === unit || u.page !== unit.page || !u.bbox || u.bbox.top < box.bottom - 0.3 * height) continue;
    if (u.bbox.top - box.bottom > 3 * height) continue;
    const overlap = Math.min(u.bbox.right, box.right) - Math.max(u.bbox.left, box.left);
    if (overlap <= 0) continue;
    if (!best || u.bbox.top < best.bbox!.top) best = u;
  }
  return best;
}
