/**
 * Line items from tables: a table whose header names a description column and a price or
 * amount column (in any of the template's languages) gives one item per body row that has a
 * description and a number. Each item cites its row.
 */
import type { CanonicalDocument, Citation, Table } from '../types.js';
import { LINE_ITEM_COLUMNS } from './labels.js';
import { type NumberStyle, parseAmounts } from './values.js';

export interface LineItem {
  description: string;
  quantity: number | null;
  unit_price: number | null;
  amount: number | null;
}

type Column = keyof typeof LINE_ITEM_COLUMNS;

export function extractLineItems(doc: CanonicalDocument, style: NumberStyle, columns: Partial<Record<Column, RegExp>> = LINE_ITEM_COLUMNS): { items: LineItem[]; citations: Citation[] } {
  const items: LineItem[] = [];
  const citations: Citation[] = [];
  for (const page of doc.pages) {
    for (const table of page.tables) {
      const mapping = mapColumns(table, columns);
      if (!mapping) continue;
      for (const row of table.rows.slice(mapping.headerRow + 1)) {
        const cellAt = (col: number | undefined) => (col === undefined ? undefined : row.cells.find((c) => c.col <= col && col < c.col + c.col_span));
        const description = cellAt(mapping.description)?.text.trim() ?? '';
        const number = (col: number | undefined) => {
          const text = cellAt(col)?.text ?? '';
          const first = parseAmounts(text, style)[0];
          return first && first.index <= 4 ? first.value.amount : null;
        };
        const item: LineItem = { description, quantity: number(mapping.quantity), unit_price: number(mapping.unit_price), amount: number(mapping.amount) };
        if (!description || !/\p{L}/u.test(description) || (item.amount === null && item.unit_price === null)) continue;
        if (/^(?:sub)?total|^summe|^totaal|^importe total/i.test(description)) continue;
        items.push(item);
        const first = row.cells.find((c) => c.text.trim());
        citations.push({ page_number: page.page_number, block_id: table.block_id, text_snippet: row.cells.map((c) => c.text).filter(Boolean).join(' | ').slice(0, 200), ...(first?.bbox ? { bbox: first.bbox } : {}) });
      }
    }
  }
  return { items, citations };
}

function mapColumns(table: Table, columns: Partial<Record<Column, RegExp>>): ({ headerRow: number } & Partial<Record<Column, number>>) | null {
  // The header is the first row (of the first two) that names a description column.
  for (const headerRow of [0, 1]) {
    const row = table.rows[headerRow];
    if (!row) break;
    const found: Partial<Record<Column, number>> = {};
    for (const cell of row.cells) {
      for (const key of Object.keys(columns) as Column[]) {
        if (found[key] === undefined && columns[key]!.test(cell.text)) {
          found[key] = cell.col;
          break;
        }
      }
    }
    if (found.description !== undefined && (found.amount !== undefined || found.unit_price !== undefined)) return { headerRow, ...found };
  }
  return null;
}
