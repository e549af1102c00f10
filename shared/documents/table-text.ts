/**
 * Tables as text: the dense grid (spanned slots repeat their cell's text, as docling does),
 * the plain text a table block carries, and GitHub pipe-table markdown.
 */
import type { Table } from './types.js';

/** row_count × col_count strings; a spanning cell fills every slot it covers. */
export function tableGrid(table: Table): string[][] {
  const grid = Array.from({ length: table.row_count }, () => Array.from({ length: table.col_count }, () => ''));
  for (const row of table.rows) {
    for (const cell of row.cells) {
      for (let r = cell.row; r < Math.min(cell.row + cell.row_span, table.row_count); r++) {
        for (let c = cell.col; c < Math.min(cell.col + cell.col_span, table.col_count); c++) {
          grid[r]![c] = cell.text;
        }
      }
    }
  }
  return grid;
}

/** Number of leading rows flagged as header (at least 1 for markdown). */
export function headerRowCount(table: Table): number {
  let count = 0;
  for (const row of table.rows) {
    if (row.cells.length > 0 && row.cells.every((cell) => cell.is_header)) count++;
    else break;
  }
  return count;
}

/** The text of a table block: one line per row, cells separated by ` | `. */
export function tablePlainText(table: Table): string {
  return table.rows.map((row) => row.cells.map((cell) => oneLine(cell.text)).join(' | ')).join('\n');
}

function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').trim();
}

function escapeCell(text: string): string {
  return oneLine(text).replace(/\|/g, '\\|');
}

/** Pipe table; the first row is the header row (markdown requires one). `rows` limits the body. */
export function tableMarkdown(table: Table, bodyRows?: [number, number]): string {
  const grid = tableGrid(table);
  if (grid.length === 0 || table.col_count === 0) return '';
  const headerRows = Math.max(1, headerRowCount(table));
  const header = grid.slice(0, headerRows);
  // Several header rows collapse into one markdown header: stacked texts, without repeats.
  const headerLine = Array.from({ length: table.col_count }, (_, c) => {
    const parts: string[] = [];
    for (const row of header) if (row[c] && parts.at(-1) !== row[c]) parts.push(row[c]!);
    return parts.join(' ');
  });
  const [from, to] = bodyRows ?? [headerRows, grid.length];
  const lines = [
    `| ${headerLine.map(escapeCell).join(' | ')} |`,
    `|${headerLine.map(() => ' --- ').join('|')}|`,
    ...grid.slice(Math.max(from, headerRows), to).map((row) => `| ${row.map(escapeCell).join(' | ')} |`),
  ];
  return lines.join('\n');
}
