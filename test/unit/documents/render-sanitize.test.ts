import { countTokens } from 'gpt-tokenizer/encoding/cl100k_base';
import { describe, expect, it } from 'vitest';
import { type CanonicalDocument, detectMediaType, parseDocument, renderChunks, renderMarkdown, sanitizeDocument } from '#shared/documents/index.js';
import { corpusFile } from './corpus.js';

/** A small document built by hand: a header, headings, a list, a table, a footer. */
function sample(paragraphWords = 20): CanonicalDocument {
  const paragraph = Array.from({ length: paragraphWords }, (_, i) => `word${i}`).join(' ') + '.';
  return {
    document_id: 'doc1',
    page_count: 2,
    block_count: 7,
    parse_route: 'text_native',
    parse_duration_ms: 1,
    pages: [
      {
        page_number: 1,
        tables: [],
        blocks: [
          { block_id: 'p1-b0', kind: 'page_header', text: 'ACME Ltd — Jane Roe', reading_order: 0 },
          { block_id: 'p1-b1', kind: 'heading', level: 1, text: 'Report', reading_order: 1 },
          { block_id: 'p1-b2', kind: 'paragraph', text: paragraph, reading_order: 2 },
          { block_id: 'p1-b3', kind: 'list_item', list: { depth: 0, ordered: false }, text: 'first', reading_order: 3 },
          { block_id: 'p1-b4', kind: 'list_item', list: { depth: 1, ordered: false }, text: 'nested', reading_order: 4 },
        ],
      },
      {
        page_number: 2,
        tables: [
          {
            table_id: 't0',
            block_id: 'p2-b1',
            row_count: 2,
            col_count: 2,
            rows: [
              { cells: [{ text: 'Name', row: 0, col: 0, row_span: 1, col_span: 1, is_header: true }, { text: 'Email', row: 0, col: 1, row_span: 1, col_span: 1, is_header: true }] },
              { cells: [{ text: 'Jane Roe', row: 1, col: 0, row_span: 1, col_span: 1, is_header: false }, { text: 'jane@example.com', row: 1, col: 1, row_span: 1, col_span: 1, is_header: false }] },
            ],
          },
        ],
        blocks: [
          { block_id: 'p2-b0', kind: 'heading', level: 2, text: 'Contacts', reading_order: 5 },
          { block_id: 'p2-b1', kind: 'table', table_id: 't0', text: 'Name | Email\nJane Roe | jane@example.com', reading_order: 6 },
          { block_id: 'p2-b2', kind: 'page_footer', text: 'Page 2 — call 555-0100', reading_order: 7 },
        ],
      },
    ],
  };
}

describe('media type from content', () => {
  it('knows a PDF and a DOCX by their bytes, not their names', () => {
    expect(detectMediaType(corpusFile('pdf/pdfjs/alphatrans.pdf'))).toBe('pdf');
    expect(detectMediaType(corpusFile('docx/mammoth/tables.docx'))).toBe('docx');
    expect(detectMediaType(new TextEncoder().encode('hello'))).toBeNull();
    expect(detectMediaType(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0]))).toBeNull();
  });
});

describe('markdown', () => {
  it('renders headings, nested lists and a pipe table, without furniture', () => {
    const markdown = renderMarkdown(sample());
    expect(markdown).toContain('# Report\n');
    expect(markdown).toContain('- first\n  - nested');
    expect(markdown).toContain('| Name | Email |\n| --- | --- |\n| Jane Roe | jane@example.com |');
    expect(markdown).not.toContain('ACME Ltd');
    expect(markdown).not.toContain('555-0100');
  });
});

describe('chunks_v1', () => {
  it('counts real tokens, keeps block ids and pages, and keeps the table whole with its header', () => {
    const chunks = renderChunks(sample(), 'art1');
    expect(chunks.source_artifact_id).toBe('art1');
    for (const chunk of chunks.chunks) expect(chunk.token_count).toBe(countTokens(chunk.text));
    const table = chunks.chunks.find((c) => c.block_ids.includes('p2-b1'))!;
    expect(table.text).toContain('| Name | Email |');
    expect(table.text).toContain('| Jane Roe | jane@example.com |');
    expect(table.page_number).toBe(2);
    expect(table.headings).toEqual(['Report', 'Contacts']);
    expect(chunks.chunks[0]!.block_ids).toEqual(['p1-b1', 'p1-b2', 'p1-b3', 'p1-b4']);
    expect(chunks.chunks.flatMap((c) => c.block_ids)).not.toContain('p1-b0');
  });

  it('splits an oversized paragraph under the token limit', () => {
    const chunks = renderChunks(sample(2000), 'art1', 256);
    expect(chunks.chunks.length).toBeGreaterThan(3);
    expect(chunks.chunks.every((c) => c.token_count <= 256)).toBe(true);
  });

  it('chunks a parsed document with every chunk tied to blocks of its page', async () => {
    const doc = await parseDocument(corpusFile('docx/docling/word_sample.docx'), 'docx', { language: 'en', documentId: 'ws' });
    const chunks = renderChunks(doc, 'a').chunks;
    const blockPage = new Map(doc.pages.flatMap((p) => p.blocks.map((b) => [b.block_id, p.page_number] as const)));
    for (const chunk of chunks) {
      expect(chunk.block_ids.length).toBeGreaterThan(0);
      expect(blockPage.get(chunk.block_ids[0]!)).toBe(chunk.page_number);
    }
  });
});

describe('sanitize', () => {
  it('sends every block, cell, header and footer through one batched call and rebuilds table text', async () => {
    const calls: string[][] = [];
    const redact = async (texts: string[]) => {
      calls.push(texts);
      return texts.map((t) => t.replace(/Jane Roe/g, '[PERSON]').replace(/\S+@\S+/g, '[EMAIL_ADDRESS]').replace(/\d{3}-\d{4}/g, '[PHONE_NUMBER]'));
    };
    const doc = sample();
    doc.pages[0]!.blocks[2]!.lines = [{ text: 'Jane Roe', bbox: { left: 0, top: 0, right: 1, bottom: 1 } }];
    const clean = await sanitizeDocument(doc, redact);
    expect(calls).toHaveLength(1);
    const all = JSON.stringify(clean);
    expect(all).not.toContain('Jane Roe');
    expect(all).not.toContain('jane@example.com');
    expect(all).not.toContain('555-0100');
    expect(clean.pages[1]!.blocks[1]!.text).toBe('Name | Email\n[PERSON] | [EMAIL_ADDRESS]');
    expect(clean.pages[0]!.blocks[0]!.text).toBe('ACME Ltd — [PERSON]');
    expect(clean.pages[0]!.blocks[2]!.lines).toBeUndefined();
    // The input document is not modified.
    expect(JSON.stringify(doc)).toContain('Jane Roe');
  });
});
