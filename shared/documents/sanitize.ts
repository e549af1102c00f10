/**
 * A sanitized copy of a canonical document: the text of every block (headings, paragraphs,
 * list items, page headers and footers), every table cell and the title goes through one
 * batched `redactTexts` call, so the redactor sees each text whole and is called once.
 * Table blocks get their text rebuilt from the sanitized cells. Line-level geometry (`lines`)
 * is dropped: it repeats the raw text.
 */
import { tablePlainText } from './table-text.js';
import type { Block, CanonicalDocument, Table } from './types.js';

export async function sanitizeDocument(
  doc: CanonicalDocument,
  redactTexts: (texts: string[]) => Promise<string[]>,
): Promise<CanonicalDocument> {
  const texts: string[] = [];
  const collect = (text: string) => texts.push(text) - 1;
  const titleIndex = doc.title !== undefined ? collect(doc.title) : -1;
  const blockIndexes = doc.pages.map((page) => page.blocks.map((block) => (block.kind === 'table' ? -1 : collect(block.text))));
  const cellIndexes = doc.pages.map((page) => page.tables.map((table) => table.rows.map((row) => row.cells.map((cell) => collect(cell.text)))));

  const redacted = texts.length > 0 ? await redactTexts(texts) : [];
  if (redacted.length !== texts.length) throw new Error('redactTexts returned a different number of texts');
  const at = (index: number) => redacted[index]!;

  const pages = doc.pages.map((page, p) => {
    const tables: Table[] = page.tables.map((table, t) => ({
      ...table,
      rows: table.rows.map((row, r) => ({ cells: row.cells.map((cell, c) => ({ ...cell, text: at(cellIndexes[p]![t]![r]![c]!) })) })),
    }));
    const blocks: Block[] = page.blocks.map((block, b) => {
      const { lines: _dropped, ...rest } = block;
      if (block.kind !== 'table') return { ...rest, text: at(blockIndexes[p]![b]!) };
      const table = tables.find((candidate) => candidate.table_id === block.table_id);
      // A table block without its table (should not happen) is emptied rather than leaked.
      return { ...rest, text: table ? tablePlainText(table) : '' };
    });
    return { ...page, blocks, tables };
  });
  const sanitized: CanonicalDocument = { ...doc, pages };
  if (titleIndex >= 0) sanitized.title = at(titleIndex);
  return sanitized;
}
