import { describe, expect, it } from 'vitest';
import { parseDocument, renderMarkdown } from '#shared/documents/index.js';
import { corpusFile } from './corpus.js';

const parse = (file: string) => parseDocument(corpusFile(file), 'docx', { language: 'en', documentId: file });

describe('DOCX through mammoth', () => {
  it('keeps nested lists with their depth and kind (docling docx_lists)', async () => {
    const doc = await parse('docx/docling/docx_lists.docx');
    const items = doc.pages.flatMap((p) => p.blocks).filter((b) => b.kind === 'list_item');
    expect(items.length).toBeGreaterThan(20);
    expect(new Set(items.map((b) => b.list!.depth))).toEqual(new Set([0, 1, 2]));
    expect(items.some((b) => b.list!.ordered)).toBe(true);
    const nested = items.find((b) => b.text === 'List item 1.1.1');
    expect(nested?.list?.depth).toBe(2);
    expect(renderMarkdown(doc)).toContain('- List item 1\n  - List item 1.1\n    - List item 1.1.1\n- List item 3');
  });

  it('keeps tables with column and row spans on a grid (docling word_tables)', async () => {
    const doc = await parse('docx/docling/word_tables.docx');
    const tables = doc.pages.flatMap((p) => p.tables);
    expect(tables.length).toBe(7);
    const horizontal = tables[1]!;
    const merged = horizontal.rows[1]!.cells.find((c) => c.text === 'Merged Cell 1.1 1.2');
    expect(merged).toMatchObject({ row: 1, col: 1, col_span: 2, row_span: 1 });
    const vertical = tables.find((t) => t.rows.some((r) => r.cells.some((c) => c.text === 'Merged Cell 1.1 2.1')))!;
    const tall = vertical.rows[1]!.cells.find((c) => c.text === 'Merged Cell 1.1 2.1');
    expect(tall).toMatchObject({ row: 1, col: 1, row_span: 2, col_span: 1 });
    // The row under a vertical span starts its next cell after the spanned slot.
    expect(vertical.rows[2]!.cells.map((c) => c.col)).toEqual([0, 2]);
    expect(renderMarkdown(doc)).toContain('| Cell 1.0 | Merged Cell 1.1 1.2 | Merged Cell 1.1 1.2 |');
  });

  it('takes heading levels from the styles', async () => {
    const doc = await parse('docx/docling/unit_test_headers.docx');
    const headings = doc.pages.flatMap((p) => p.blocks).filter((b) => b.kind === 'heading');
    expect(new Set(headings.map((h) => h.level))).toEqual(new Set([1, 2, 3]));
  });

  it('numbers pages from rendered and explicit page breaks', async () => {
    const doc = await parse('docx/python-docx/par-rendered-page-breaks.docx');
    expect(doc.page_count).toBeGreaterThan(1);
    expect(doc.pages.every((p) => p.blocks.length > 0)).toBe(true);
    expect(doc.pages.flatMap((p) => p.blocks).every((b) => b.page_number !== undefined)).toBe(true);
  });

  it('reads headers and footers as page furniture', async () => {
    const doc = await parse('docx/python-docx/hdr-header-footer.docx');
    const kinds = doc.pages.flatMap((p) => p.blocks).map((b) => b.kind);
    expect(kinds).toContain('page_header');
  });

  it('rejects a ZIP that is not a readable DOCX', async () => {
    await expect(parseDocument(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'docx', { language: 'en', documentId: 'x' })).rejects.toMatchObject({ reason: 'corrupt' });
  });
});
