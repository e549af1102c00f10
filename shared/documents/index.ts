/**
 * Document intelligence as a pure library (no AWS, no HTTP): PDF and DOCX into the contract's
 * canonical document, its markdown and `chunks_v1` renders, field extraction (the built-in
 * `invoice` template or a caller's JSON Schema) and a sanitized copy through a caller-supplied
 * redactor. Inputs that are the caller's fault throw `DocumentError`.
 */
import { DocumentError } from './errors.js';
import type { CanonicalDocument, MediaType, ParseOptions } from './types.js';

export type {
  BBox,
  Block,
  BlockKind,
  BlockLine,
  CanonicalDocument,
  Chunk,
  ChunksContent,
  Citation,
  ExtractedField,
  ExtractResult,
  ExtractSpec,
  FontInfo,
  JsonSchema,
  JsonSchemaObject,
  MediaType,
  Page,
  ParseOptions,
  ParseRoute,
  Table,
  TableCell,
  TableRow,
} from './types.js';
export { DocumentError, type DocumentErrorReason } from './errors.js';
export { detectMediaType } from './detect.js';
export { renderMarkdown } from './markdown.js';
export { renderChunks } from './chunks.js';
export { extractFields, INVOICE_TEMPLATE } from './extract/extract.js';
export { sanitizeDocument } from './sanitize.js';

/**
 * Parse a PDF or DOCX. The parsers are imported on first use so a handler that only renders or
 * extracts does not load pdf.js, mammoth or tesseract.js.
 */
export async function parseDocument(bytes: Uint8Array, mediaType: MediaType, options: ParseOptions): Promise<CanonicalDocument> {
  if (bytes.length === 0) throw new DocumentError('empty');
  if (mediaType === 'pdf') {
    const { parsePdf } = await import('./pdf/parse-pdf.js');
    return parsePdf(bytes, options);
  }
  if (mediaType === 'docx') {
    const { parseDocx } = await import('./docx/parse-docx.js');
    return parseDocx(bytes, options);
  }
  throw new DocumentError('unsupported');
}

/** Stop the OCR worker threads (a long-lived process keeps them warm; tests and scripts end them). */
export async function shutdownOcr(): Promise<void> {
  const ocr = await import('./pdf/ocr.js');
  await ocr.shutdownOcr();
}
