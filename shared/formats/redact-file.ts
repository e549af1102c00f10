import { type Input, OutputWriter, Progress } from './io.js';
import { SegmentRedactor } from './segments.js';
import { redactText } from './text.js';
import { FormatError, type FileFormat, type FormatResult, type RedactFileOptions, type RedactSegments } from './types.js';

interface FormatInfo {
  outputContentType: string;
  outputExtension: string;
}

const INFO: Record<FileFormat, FormatInfo> = {
  text: { outputContentType: 'text/plain; charset=utf-8', outputExtension: 'txt' },
  markdown: { outputContentType: 'text/markdown; charset=utf-8', outputExtension: 'md' },
  csv: { outputContentType: 'text/csv; charset=utf-8', outputExtension: 'csv' },
  json: { outputContentType: 'application/json; charset=utf-8', outputExtension: 'json' },
  html: { outputContentType: 'text/html; charset=utf-8', outputExtension: 'html' },
  docx: { outputContentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', outputExtension: 'docx' },
  // PDF comes out as the sanitized Markdown of its text (DECISIONS: until true PDF redaction exists).
  pdf: { outputContentType: 'text/markdown; charset=utf-8', outputExtension: 'md' },
};

/** The output's content type and extension for a format (known before the job runs). */
export function formatInfo(format: FileFormat): FormatInfo {
  return INFO[format];
}

type Handler = (input: Input, out: OutputWriter, redactor: SegmentRedactor, progress: Progress, language?: 'en' | 'es') => Promise<void>;

const HANDLERS: Record<FileFormat, () => Promise<Handler>> = {
  text: async () => redactText,
  markdown: async () => redactText,
  csv: async () => (await import('./csv.js')).redactCsv,
  json: async () => (await import('./json.js')).redactJson,
  html: async () => (await import('./html.js')).redactHtml,
  docx: async () => (await import('./docx.js')).redactDocx,
  pdf: async () => (await import('./pdf.js')).redactPdf,
};

/**
 * Redacts a whole file of `format`, streaming `input` to `output` (the output stream is not
 * ended: the caller owns it). Offsets of the findings, in code points:
 *  - text, markdown, csv, json, html: into the decoded input text (after a byte order mark), so
 *    they point at the characters of the original file;
 *  - docx: into the document's plain text, the paragraphs of each part (body, then headers,
 *    footers, footnotes, endnotes, comments) joined by "\n";
 *  - pdf: into the extracted text the Markdown output was made from.
 * Throws FormatError when the input is at fault (corrupt, unsupported, too large, bad encoding);
 * anything else (the callback, the output) propagates as it is.
 */
export async function redactFile(
  format: FileFormat,
  input: Input,
  output: NodeJS.WritableStream,
  redact: RedactSegments,
  options: RedactFileOptions = {},
): Promise<FormatResult> {
  const handler = HANDLERS[format];
  if (!handler) throw new FormatError('unsupported', `Files of type ${String(format)} are not supported.`);
  const redactor = new SegmentRedactor(redact, options.maxFindings);
  // Formats read whole: reading is the first 30 % of the progress, their redaction the rest.
  const streamed = format === 'text' || format === 'markdown' || format === 'csv';
  const progress = new Progress(options.totalBytes, options.onProgress, streamed ? 1 : 0.3);
  await (await handler())(input, new OutputWriter(output), redactor, progress, options.language);
  progress.set(1);
  return {
    findings: redactor.findings,
    entityCount: redactor.entityCount,
    characters: redactor.characters,
    ...INFO[format],
  };
}
