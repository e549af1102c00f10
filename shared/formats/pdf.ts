import { DocumentError, parseDocument, renderMarkdown, sanitizeDocument } from '../documents/index.js';
import { codePointLength } from '../detection/offsets.js';
import { type Input, type OutputWriter, type Progress, readAll } from './io.js';
import { applyEdits, type SegmentRedactor } from './segments.js';
import { FormatError } from './types.js';

/** A PDF is parsed whole: refused beyond this. */
export const MAX_PDF_BYTES = 64 * 1024 * 1024;

/**
 * PDF: the document is parsed by the documents library (pdf.js layout analysis: reading order,
 * headings, lists, tables; OCR only for pages without a text layer), every text (title, blocks,
 * table cells) is redacted in one batch, and the sanitized document is written as Markdown
 * (DECISIONS: PDF output is the sanitized Markdown until true PDF redaction exists).
 * Findings count code points in the extracted text: the title, then each block and table cell,
 * one per line ("\n" after each), in document order.
 */
export async function redactPdf(input: Input, out: OutputWriter, redactor: SegmentRedactor, progress: Progress, language: 'en' | 'es' = 'en'): Promise<void> {
  const bytes = await readAll(input, MAX_PDF_BYTES, 'PDF file', progress.add);
  let offset = 0;
  try {
    // pdf.js refuses Node Buffers: hand it a plain view of the same memory.
    const view = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const doc = await parseDocument(view, 'pdf', { language, documentId: 'redaction-job' });
    const sanitized = await sanitizeDocument(doc, async (texts) => {
      const edits = await redactor.run(texts.map((text) => ({ text })), { pack: true });
      return texts.map((text, i) => {
        const textEdits = edits[i] ?? [];
        for (const e of textEdits) {
          const start = offset + codePointLength(text.slice(0, e.start));
          redactor.record(e.entity_type, start, start + codePointLength(text.slice(e.start, e.end)), e.score);
        }
        offset += codePointLength(text) + 1;
        return applyEdits(text, textEdits);
      });
    });
    await out.write(renderMarkdown(sanitized));
  } catch (error) {
    if (error instanceof DocumentError) {
      const reason = error.reason === 'corrupt' || error.reason === 'empty' ? 'corrupt' : 'unsupported';
      throw new FormatError(reason, error.message);
    }
    throw error;
  }
}
