import { TextDecoder } from 'node:util';
import { encodingOf } from './io.js';
import type { FileFormat } from './types.js';

/** How many bytes of the head detection looks at (callers may pass more or less). */
export const DETECT_HEAD_BYTES = 64 * 1024;

const PDF_MAGIC = '%PDF-';
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/** Signatures of binary files we do not support (so a `.txt` name does not make them text). */
const BINARY_MAGIC: readonly number[][] = [
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x47, 0x49, 0x46, 0x38], // GIF
  [0x1f, 0x8b], // gzip
  [0x42, 0x5a, 0x68], // bzip2
  [0x37, 0x7a, 0xbc, 0xaf], // 7z
  [0x52, 0x61, 0x72, 0x21], // RAR
  [0xd0, 0xcf, 0x11, 0xe0], // OLE2: legacy .doc/.xls
  [0x7f, 0x45, 0x4c, 0x46], // ELF
  [0x4d, 0x5a], // Windows executable
  [0x25, 0x21, 0x50, 0x53], // PostScript
];

const HINT_BY_EXTENSION: Record<string, FileFormat> = {
  txt: 'text', text: 'text', log: 'text',
  md: 'markdown', markdown: 'markdown',
  csv: 'csv', tsv: 'csv',
  json: 'json', jsonl: 'json', ndjson: 'json',
  html: 'html', htm: 'html', xhtml: 'html',
  docx: 'docx', pdf: 'pdf',
};

const HINT_BY_CONTENT_TYPE: Record<string, FileFormat> = {
  'text/plain': 'text',
  'text/markdown': 'markdown', 'text/x-markdown': 'markdown',
  'text/csv': 'csv', 'text/tab-separated-values': 'csv', 'application/csv': 'csv',
  'application/json': 'json', 'application/x-ndjson': 'json', 'application/jsonl': 'json',
  'text/html': 'html', 'application/xhtml+xml': 'html',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/pdf': 'pdf',
};

/** The format a file name or content type suggests (a hint only: content decides). */
export function hintedFormat(hints?: { filename?: string; contentType?: string }): FileFormat | undefined {
  const type = hints?.contentType?.split(';')[0]?.trim().toLowerCase();
  const byType = type ? HINT_BY_CONTENT_TYPE[type] : undefined;
  const ext = hints?.filename?.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  const byName = ext ? HINT_BY_EXTENSION[ext] : undefined;
  // A specific file name beats a generic content type such as text/plain.
  if (byName && (!byType || byType === 'text')) return byName;
  return byType ?? byName;
}

/**
 * The file's format, from its content first: magic bytes (PDF, ZIP with a `word/` part), then for
 * text the shape of the head (JSON, HTML, CSV, Markdown). The file name and content type only
 * break ties between text formats (a `.csv` whose lines do not line up is still CSV; a `.md` is
 * Markdown). null: not a supported format (an image, a spreadsheet, binary data, XML…).
 */
export function detectFormat(head: Uint8Array, hints?: { filename?: string; contentType?: string }): FileFormat | null {
  const hinted = hintedFormat(hints);
  if (startsWith(head, ZIP_MAGIC)) return zipFormat(head, hinted);
  if (latin1(head.subarray(0, 1024)).includes(PDF_MAGIC)) return 'pdf';
  if (BINARY_MAGIC.some((magic) => startsWith(head, magic))) return null;

  const text = textOf(head);
  if (text === null) return null;
  const body = text.replace(/^\uFEFF/, '').trimStart();
  if (body.length === 0) return hinted && hinted !== 'docx' && hinted !== 'pdf' ? hinted : 'text';

  if (looksLikeHtml(body)) return 'html';
  if (/^[[{]/.test(body) && (hinted === 'json' || looksLikeJson(body))) return 'json';
  // XML other than XHTML is not a format we keep intact (unless the caller says it is text or HTML).
  if (body.startsWith('<?xml') && hinted !== 'text' && hinted !== 'markdown') return hinted === 'html' ? 'html' : null;
  if (hinted === 'json') return 'json'; // the user says JSON: parse it as such and fail clearly if it is not
  if (hinted === 'csv') return 'csv';
  if (hinted === 'markdown') return 'markdown';
  if (hinted === 'html') return 'html';
  if (hinted !== 'text' && looksLikeCsv(body)) return 'csv';
  if (hinted !== 'text' && looksLikeMarkdown(body)) return 'markdown';
  return 'text';
}

function zipFormat(head: Uint8Array, hinted: FileFormat | undefined): FileFormat | null {
  // Local file headers carry entry names in clear: Word documents have `word/` parts (the first
  // entries of a .docx are usually [Content_Types].xml, _rels/ and word/document.xml).
  const names = latin1(head);
  if (names.includes('word/')) return 'docx';
  if (/\b(xl|ppt)\//.test(names)) return null; // spreadsheets and presentations
  // The head was too short to see the parts: trust a .docx name, the document check comes later.
  return hinted === 'docx' ? 'docx' : null;
}

/** The head as text, or null when it is binary (NUL bytes, invalid UTF-8 away from its cut end, control characters). */
function textOf(head: Uint8Array): string | null {
  const encoding = encodingOf(head);
  let text: string;
  try {
    text = new TextDecoder(encoding, { fatal: true }).decode(head, { stream: true });
  } catch {
    return null;
  }
  if (text.includes('\u0000')) return null;
  let control = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d && c !== 0x0c) control++;
  }
  return control > Math.max(4, text.length / 100) ? null : text;
}

function looksLikeHtml(body: string): boolean {
  const start = body.slice(0, 2048).toLowerCase();
  if (/^<!doctype\s+html/.test(start) || /^<html[\s>]/.test(start)) return true;
  if (start.startsWith('<?xml') && /<html[\s>]/.test(start)) return true;
  if (/^<!--/.test(start) && /<html[\s>]|<!doctype\s+html/.test(start)) return true;
  return /^<(head|body|div|p|table|meta|title|section|article|span|h[1-6]|ul|ol|form)[\s>]/.test(start);
}

/**
 * True when the head is JSON as far as it goes: one pass of a tokenizer that only checks the
 * grammar (the head may end mid-value). Also accepts JSON Lines (values one after another).
 */
export function looksLikeJson(body: string): boolean {
  const stack: string[] = [];
  let expectValue = true;
  let i = 0;
  const n = body.length;
  while (i < n) {
    const c = body[i] as string;
    if (c === ' ' || c === '\n' || c === '\r' || c === '\t') {
      i++;
      continue;
    }
    if (c === '"') {
      const end = stringEnd(body, i);
      if (end < 0) return true; // cut mid-string
      i = end;
      expectValue = false;
      continue;
    }
    if (c === '{' || c === '[') {
      stack.push(c);
      expectValue = true;
      i++;
      continue;
    }
    if (c === '}' || c === ']') {
      if (stack.pop() !== (c === '}' ? '{' : '[')) return false;
      expectValue = false;
      i++;
      continue;
    }
    if (c === ':' || c === ',') {
      if (stack.length === 0) return false;
      expectValue = true;
      i++;
      continue;
    }
    const literal = /^(?:-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/.exec(body.slice(i, i + 64));
    if (!literal || !expectValue) return i + 8 >= n; // a literal cut by the head's end is fine
    i += literal[0].length;
    expectValue = false;
  }
  return true;
}

/** Index after the closing quote of the JSON string starting at `start`, or -1 if the text ends first. */
function stringEnd(text: string, start: number): number {
  for (let i = start + 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x5c) i++;
    else if (c === 0x22) return i + 1;
  }
  return -1;
}

const CSV_DELIMITERS = [',', ';', '\t', '|'] as const;

/** The delimiter whose count is the same (and non-zero) on the first lines, outside quotes. */
export function sniffDelimiter(text: string): string | undefined {
  const lines = splitLinesOutsideQuotes(text.slice(0, 64 * 1024), 20);
  // The head may cut the last line: judge complete lines only when there are enough.
  const complete = lines.length > 2 ? lines.slice(0, -1) : lines;
  let best: { delimiter: string; count: number } | undefined;
  for (const delimiter of CSV_DELIMITERS) {
    const counts = complete.filter((l) => l.length > 0).map((l) => countOutsideQuotes(l, delimiter));
    if (counts.length < 2) continue;
    const first = counts[0] as number;
    if (first === 0 || counts.some((c) => c !== first)) continue;
    if (!best || first > best.count) best = { delimiter, count: first };
  }
  return best?.delimiter;
}

function looksLikeCsv(body: string): boolean {
  return sniffDelimiter(body) !== undefined;
}

function splitLinesOutsideQuotes(text: string, max: number): string[] {
  const lines: string[] = [];
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length && lines.length < max; i++) {
    const c = text[i];
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\n' || c === '\r')) {
      lines.push(text.slice(start, i));
      if (c === '\r' && text[i + 1] === '\n') i++;
      start = i + 1;
    }
  }
  if (lines.length < max && start < text.length) lines.push(text.slice(start));
  return lines;
}

function countOutsideQuotes(line: string, delimiter: string): number {
  let quoted = false;
  let count = 0;
  for (const c of line) {
    if (c === '"') quoted = !quoted;
    else if (!quoted && c === delimiter) count++;
  }
  return count;
}

function looksLikeMarkdown(body: string): boolean {
  const head = body.slice(0, 8192);
  let signs = 0;
  if (/^#{1,6} \S/m.test(head)) signs += 2;
  if (/^```/m.test(head)) signs += 2;
  if (/\[[^\]\n]+\]\([^)\s]+\)/.test(head)) signs++;
  if (/^\s*[-*+] \S/m.test(head)) signs++;
  if (/\*\*[^*\n]+\*\*/.test(head)) signs++;
  if (/^> \S/m.test(head)) signs++;
  return signs >= 2;
}

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return magic.every((b, i) => bytes[i] === b);
}

function latin1(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
}
