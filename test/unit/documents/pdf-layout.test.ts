import { beforeAll, describe, expect, it } from 'vitest';
import { type CanonicalDocument, parseDocument, renderMarkdown } from '#shared/documents/index.js';
import { corpusFile } from './corpus.js';

const textOf = (doc: CanonicalDocument, page: number) => doc.pages[page - 1]!.blocks;

describe('PDF layout: two-column reading order (tracemonkey, 14 pages)', () => {
  let doc: CanonicalDocument;
  beforeAll(async () => {
    doc = await parseDocument(corpusFile('pdf/pdfjs/tracemonkey.pdf'), 'pdf', { language: 'en', documentId: 'tm' });
  }, 120_000);

  it('reads the text layer natively, every page, every block with a box', () => {
    expect(doc.parse_route).toBe('text_native');
    expect(doc.page_count).toBe(14);
    expect(doc.pages.every((p) => p.blocks.length > 0)).toBe(true);
    expect(doc.pages.flatMap((p) => p.blocks).every((b) => b.bbox && b.page_number)).toBe(true);
  });

  it('reads the left column to its end before the right column (page 1)', () => {
    const blocks = textOf(doc, 1);
    const index = (start: string) => blocks.findIndex((b) => b.text.startsWith(start));
    const abstractHeading = index('Abstract');
    const abstractBody = index('Dynamic languages such as JavaScript are more difficult');
    const introduction = index('1. Introduction');
    const rightColumnTop = index('and is used for the application logic');
    for (const i of [abstractHeading, abstractBody, introduction, rightColumnTop]) expect(i).toBeGreaterThanOrEqual(0);
    expect(abstractHeading).toBeLessThan(abstractBody);
    expect(abstractBody).toBeLessThan(introduction);
    expect(introduction).toBeLessThan(rightColumnTop);
    // Every body block of the left column precedes every block of the right column.
    const body = blocks.filter((b) => b.kind !== 'page_header' && b.kind !== 'page_footer' && b.bbox!.top > 330);
    const lastLeft = Math.max(...body.filter((b) => b.bbox!.right < 300).map((b) => b.reading_order));
    const firstRight = Math.min(...body.filter((b) => b.bbox!.left > 310).map((b) => b.reading_order));
    expect(lastLeft).toBeLessThan(firstRight);
  });

  it('finds the title and section headings, with lower levels for subsections', () => {
    const headings = doc.pages.flatMap((p) => p.blocks).filter((b) => b.kind === 'heading');
    const title = headings.find((h) => h.text.startsWith('Trace-based Just-in-Time'));
    const intro = headings.find((h) => h.text === '1. Introduction');
    expect(title?.level).toBe(1);
    expect(intro).toBeDefined();
    expect(headings.some((h) => /^\d\.\d /.test(h.text) && (h.level ?? 0) > 1)).toBe(true);
  });
});

describe('PDF layout: tagged PDF structure tree', () => {
  it('takes heading levels and paragraphs from the H1/H2/P tags', async () => {
    const doc = await parseDocument(corpusFile('pdf/pdfjs/structure_simple.pdf'), 'pdf', { language: 'en', documentId: 'tagged' });
    expect(doc.tagged).toBe(true);
    const blocks = doc.pages[0]!.blocks.map((b) => ({ kind: b.kind, level: b.level, text: b.text }));
    expect(blocks).toEqual([
      { kind: 'heading', level: 1, text: 'Heading 1' },
      { kind: 'paragraph', level: undefined, text: 'This paragraph 1.' },
      { kind: 'heading', level: 2, text: 'Heading 2' },
      { kind: 'paragraph', level: undefined, text: 'This paragraph 2.' },
    ]);
    expect(renderMarkdown(doc)).toBe('# Heading 1\n\nThis paragraph 1.\n\n## Heading 2\n\nThis paragraph 2.\n');
  });
});

describe('PDF layout: lists and tables from geometry', () => {
  it('turns bullet lines into list items (docling multi_page)', async () => {
    const doc = await parseDocument(corpusFile('pdf/docling/multi_page.pdf'), 'pdf', { language: 'en', documentId: 'mp' });
    const items = doc.pages.flatMap((p) => p.blocks).filter((b) => b.kind === 'list_item');
    expect(items.some((b) => b.text.startsWith('WordStar (1978)'))).toBe(true);
    expect(items.every((b) => !b.text.startsWith('•'))).toBe(true);
    expect(doc.pages.flatMap((p) => p.blocks).some((b) => b.kind === 'heading' && b.text === 'The Evolution of the Word Processor')).toBe(true);
  });

  it('reads an unruled invoice table into rows and cells with a header row', async () => {
    const doc = await parseDocument(corpusFile('invoices/invoice2data/coolblue1.pdf'), 'pdf', { language: 'en', documentId: 'cb' });
    const table = doc.pages[0]!.tables.find((t) => t.rows[0]!.cells.some((c) => c.text === 'Artikel'));
    expect(table).toBeDefined();
    expect(table!.rows[0]!.cells.every((c) => c.is_header)).toBe(true);
    const chair = table!.rows.find((r) => r.cells[0]!.text.startsWith('Nintendo AC-adapter'));
    expect(chair?.cells.map((c) => c.text)).toContain('€ 14,99');
    const block = doc.pages[0]!.blocks.find((b) => b.table_id === table!.table_id);
    expect(block?.kind).toBe('table');
    expect(renderMarkdown(doc)).toContain('| Artikel | Aantal |');
  });
});

describe('PDF layout: page furniture', () => {
  it('marks the running header repeated on every page and keeps it out of the markdown', async () => {
    const doc = await parseDocument(corpusFile('pdf/docling/normal_4pages.pdf'), 'pdf', { language: 'en', documentId: 'n4' });
    const headers = doc.pages.map((p) => p.blocks.filter((b) => b.kind === 'page_header').map((b) => b.text));
    const pagesWithHeader = headers.filter((h) => h.length > 0).length;
    expect(pagesWithHeader).toBeGreaterThanOrEqual(2);
    const markdown = renderMarkdown(doc);
    for (const text of headers.flat()) expect(markdown.split('\n')).not.toContain(text);
    // Furniture comes first in the page's reading order.
    const page = doc.pages.find((p) => p.blocks.some((b) => b.kind === 'page_header'))!;
    expect(page.blocks[0]!.kind).toBe('page_header');
  });
});

describe('PDF errors are the input\'s fault', () => {
  it('rejects a damaged PDF as corrupt', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >>\ngarbage');
    await expect(parseDocument(bytes, 'pdf', { language: 'en', documentId: 'bad' })).rejects.toMatchObject({ name: 'DocumentError', reason: 'corrupt' });
  });
});
