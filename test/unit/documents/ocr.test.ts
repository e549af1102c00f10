import { afterAll, describe, expect, it } from 'vitest';
import { parseDocument, renderMarkdown, shutdownOcr } from '#shared/documents/index.js';
import { corpusFile } from './corpus.js';

// tesseract.js runs here for real, offline, with the language data from node_modules.
describe('OCR of a page without a text layer', () => {
  afterAll(() => shutdownOcr());

  it('reads a scanned page turned by /Rotate 270 and reports hybrid_default', async () => {
    const doc = await parseDocument(corpusFile('scanned/docling/ocr_test_rotated_90.pdf'), 'pdf', { language: 'en', documentId: 'scan' });
    expect(doc.parse_route).toBe('hybrid_default');
    expect(doc.pages[0]!.text_source).toBe('ocr');
    const text = renderMarkdown(doc).replace(/\s+/g, ' ');
    expect(text).toContain('Docling bundles PDF document conversion to JSON and Markdown');
    const block = doc.pages[0]!.blocks[0]!;
    expect(block.source).toBe('ocr');
    expect(block.ocr_confidence).toBeGreaterThan(0.6);
    expect(block.bbox).toBeDefined();
  }, 120_000);

  it('verifies a text layer against OCR when asked to (hybrid_verified), keeping the text layer', async () => {
    const doc = await parseDocument(corpusFile('pdf/pdfjs/structure_simple.pdf'), 'pdf', { language: 'en', documentId: 'v', ocr: true });
    expect(doc.parse_route).toBe('hybrid_verified');
    expect(doc.pages[0]!.text_source).toBe('ocr_verified');
    expect(doc.ocr_agreement).toBeGreaterThan(0.8);
    expect(doc.pages[0]!.blocks.map((b) => b.text)).toEqual(['Heading 1', 'This paragraph 1.', 'Heading 2', 'This paragraph 2.']);
  }, 120_000);

  it('never OCRs when asked not to: a scan without text is then empty', async () => {
    await expect(parseDocument(corpusFile('scanned/docling/ocr_test.pdf'), 'pdf', { language: 'en', documentId: 'scan', ocr: false })).rejects.toMatchObject({ reason: 'empty' });
  });
});
