import { parse, type Info } from 'csv-parse';
import { codePointLength } from '../detection/offsets.js';
import { sniffDelimiter } from './detect.js';
import { bytesOf, type Input, type OutputWriter, type Progress, StrictDecoder } from './io.js';
import { applyEdits, CodePointCursor, type SegmentRedactor } from './segments.js';
import { FormatError } from './types.js';

/** Records per RedactSegments call, and characters: whichever is reached first. */
const BATCH_RECORDS = 2_000;
const BATCH_CHARS = 256 * 1024;
/** A field this long is not a cell but a broken quote swallowing the file. */
const MAX_FIELD_CHARS = 1024 * 1024;
/** Bytes looked at to choose the delimiter. */
const SNIFF_BYTES = 64 * 1024;

interface Field {
  /** UTF-16 range of the field's text in the record's raw text (inside the quotes if quoted). */
  start: number;
  end: number;
  quoted: boolean;
  value: string;
}

interface PendingRecord {
  raw: string;
  fields: Field[];
  /** Code points of the file before this record. */
  offset: number;
}

/**
 * CSV: every cell is redacted on its own, with its column name (from the first row) as context.
 * csv-parse finds the records (quotes, embedded line breaks, mixed line endings) and rejects
 * malformed quoting; each record's raw text is then sliced from the input by csv-parse's byte
 * counts and rewritten only inside redacted cells, so delimiters, quoting, line endings and a
 * byte order mark stay byte for byte. A redacted cell is quoted when its new text needs it.
 * The first row is redacted too (it is data as much as anything). Memory: one batch of records
 * plus the stream buffers, whatever the file's size.
 */
export async function redactCsv(input: Input, out: OutputWriter, redactor: SegmentRedactor, progress: Progress): Promise<void> {
  const decoder = new StrictDecoder();
  const source = new ByteWindow();
  let parser: ReturnType<typeof parse> | undefined;
  let delimiter = ',';
  const records: PendingRecord[] = [];
  let header: string[] | undefined;
  let consumed = 0; // bytes of the input turned into records
  let offset = 0; // code points of those bytes
  let batchChars = 0;

  const flush = async () => {
    if (records.length === 0) return;
    const requests: { text: string; context?: string }[] = [];
    for (const r of records) r.fields.forEach((f, column) => requests.push({ text: f.value, context: header?.[column] }));
    const edits = await redactor.run(requests, { pack: true });
    let written = '';
    let k = 0;
    for (const r of records) {
      const cursor = new CodePointCursor(r.raw);
      let rewritten = '';
      let rawCursor = 0;
      for (const field of r.fields) {
        const fieldEdits = edits[k++] ?? [];
        if (fieldEdits.length === 0) continue;
        for (const e of fieldEdits) {
          const start = field.start + rawIndex(r.raw, field, e.start);
          const end = field.start + rawIndex(r.raw, field, e.end);
          redactor.record(e.entity_type, r.offset + cursor.at(start), r.offset + cursor.at(end), e.score);
        }
        const redacted = applyEdits(field.value, fieldEdits);
        const open = field.start - (field.quoted ? 1 : 0);
        rewritten += r.raw.slice(rawCursor, open) + quoteCell(redacted, field.quoted, delimiter);
        rawCursor = field.end + (field.quoted ? 1 : 0);
      }
      written += rawCursor === 0 ? r.raw : rewritten + r.raw.slice(rawCursor);
    }
    records.length = 0;
    batchChars = 0;
    await out.write(written);
  };

  /** One record: its raw text sliced from the input by csv-parse's byte count, its cells located in it. */
  const take = async (row: Row) => {
    const raw = utf8(source.take(consumed, row.info.bytes));
    const fields = splitRecord(raw, delimiter, row.record.length, consumed === 0);
    consumed = row.info.bytes;
    header ??= row.record.map((name) => name.trim());
    records.push({ raw, fields, offset });
    offset += codePointLength(raw);
    batchChars += raw.length;
    if (records.length >= BATCH_RECORDS || batchChars >= BATCH_CHARS) await flush();
  };
  /** Takes the records the parser has ready (it parses synchronously on write). */
  const drain = async (p: ReturnType<typeof parse>) => {
    for (let row = p.read() as Row | null; row !== null; row = p.read() as Row | null) await take(row);
    if (p.errored) throw asFormatError(p.errored);
  };

  // The delimiter is sniffed from the first SNIFF_BYTES (or the whole file if shorter).
  let head: Uint8Array[] | undefined = [];
  let headText = '';
  let headBytes = 0;
  const start = async (final: boolean) => {
    if (!head || (!final && headBytes < SNIFF_BYTES)) return;
    delimiter = sniffDelimiter(headText) ?? ',';
    headText = '';
    // The decoder drops a byte order mark, csv-parse keeps it in the first record: offsets count after it.
    const first = head[0];
    if (first && first[0] === 0xef && first[1] === 0xbb && first[2] === 0xbf && decoder.encoding === 'utf-8') offset = -1;
    parser = makeParser(delimiter);
    parser.on('error', () => {}); // read from `errored` after each step
    const chunks = head;
    head = undefined;
    for (const c of chunks) await feed(c);
  };
  const feed = async (chunk: Uint8Array) => {
    const p = parser as ReturnType<typeof parse>;
    source.push(chunk);
    p.write(chunk);
    await drain(p);
  };

  for await (const bytes of bytesOf(input, progress.add)) {
    const text = decoder.decode(bytes);
    // UTF-16 files are parsed (and written) as UTF-8.
    const chunk = decoder.encoding === 'utf-8' ? bytes : Buffer.from(text, 'utf8');
    if (head) {
      head.push(chunk);
      headText += text;
      headBytes += chunk.length;
      await start(false);
    } else await feed(chunk);
  }
  headText += decoder.end();
  await start(true);
  if (!parser) return;
  parser.end();
  try {
    for await (const row of parser as AsyncIterable<Row>) await take(row);
  } catch (error) {
    throw asFormatError(error);
  }
  await flush();
}

type Row = { record: string[]; info: Info };

function makeParser(delimiter: string) {
  return parse({
    delimiter,
    record_delimiter: ['\r\n', '\n', '\r'],
    relax_column_count: true,
    // A quote inside an unquoted cell (5'10" tall) is a character, as spreadsheets write it.
    relax_quotes: true,
    skip_empty_lines: false,
    bom: true,
    info: true,
    max_record_size: MAX_FIELD_CHARS,
  });
}

/** The record's fields with their places in its raw text (which ends with its line break, if any). */
export function splitRecord(raw: string, delimiter: string, expected: number, first: boolean): Field[] {
  const fields: Field[] = [];
  let i = first && raw.charCodeAt(0) === 0xfeff ? 1 : 0;
  let end = raw.length;
  if (raw.endsWith('\r\n')) end -= 2;
  else if (raw.endsWith('\n') || raw.endsWith('\r')) end -= 1;
  for (;;) {
    if (raw[i] === '"') {
      let j = i + 1;
      let value = '';
      let from = j;
      for (;;) {
        const q = raw.indexOf('"', j);
        if (q < 0 || q >= end) throw new FormatError('corrupt', 'The CSV file has a quoted cell that is never closed.');
        if (raw[q + 1] === '"') {
          value += raw.slice(from, q + 1);
          j = q + 2;
          from = j;
          continue;
        }
        value += raw.slice(from, q);
        fields.push({ start: i + 1, end: q, quoted: true, value });
        i = q + 1;
        break;
      }
    } else {
      let j = raw.indexOf(delimiter, i);
      if (j < 0 || j > end) j = end;
      fields.push({ start: i, end: j, quoted: false, value: raw.slice(i, j) });
      i = j;
    }
    if (i >= end) break;
    if (raw.startsWith(delimiter, i)) i += delimiter.length;
    else throw new FormatError('corrupt', 'The CSV file has text after a closing quote.');
    if (i === end) {
      fields.push({ start: i, end: i, quoted: false, value: '' });
      break;
    }
  }
  if (fields.length !== expected && !(expected === 1 && fields.length === 1)) {
    throw new FormatError('corrupt', 'The CSV file could not be split into cells consistently.');
  }
  return fields;
}

/** The raw index (relative to field.start) of a value index: counts the doubled quotes before it. */
function rawIndex(raw: string, field: Field, valueIndex: number): number {
  if (!field.quoted) return valueIndex;
  let v = 0;
  let r = field.start;
  while (v < valueIndex && r < field.end) {
    r += raw[r] === '"' ? 2 : 1;
    v++;
  }
  return r - field.start;
}

/** A redacted cell as CSV: quoted if it was, or if the new text has a quote, delimiter or line break. */
function quoteCell(value: string, wasQuoted: boolean, delimiter: string): string {
  if (wasQuoted || value.includes('"') || value.includes(delimiter) || /[\r\n]/.test(value)) return `"${value.replaceAll('"', '""')}"`;
  return value;
}

function utf8(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
}

/** The input bytes not yet turned into records: appended at the end, taken from the front. */
class ByteWindow {
  private chunks: Uint8Array[] = [];
  private base = 0; // absolute offset of chunks[0][0]

  push(chunk: Uint8Array): void {
    this.chunks.push(chunk);
  }

  /** Bytes [from, to) (absolute); everything before `to` is released. */
  take(from: number, to: number): Uint8Array {
    const parts: Uint8Array[] = [];
    let pos = this.base;
    let drop = 0;
    for (const c of this.chunks) {
      const cStart = pos;
      const cEnd = pos + c.length;
      if (cEnd > from && cStart < to) parts.push(c.subarray(Math.max(0, from - cStart), Math.min(c.length, to - cStart)));
      if (cEnd <= to) drop++;
      pos = cEnd;
      if (cEnd >= to) break;
    }
    for (let i = 0; i < drop; i++) this.base += (this.chunks.shift() as Uint8Array).length;
    return parts.length === 1 ? (parts[0] as Uint8Array) : Buffer.concat(parts);
  }
}

function asFormatError(error: unknown): unknown {
  if (error instanceof FormatError) return error;
  const code = (error as { code?: unknown })?.code;
  if (typeof code === 'string' && code.startsWith('CSV_')) {
    const line = (error as { lines?: number }).lines;
    const where = typeof line === 'number' ? ` near line ${line}` : '';
    if (code === 'CSV_MAX_RECORD_SIZE') return new FormatError('corrupt', `The CSV file has a cell over ${MAX_FIELD_CHARS / 1024 / 1024} MB${where}, usually an unclosed quote.`);
    if (code.includes('QUOTE')) return new FormatError('corrupt', `The CSV file has malformed quoting${where}.`);
    return new FormatError('corrupt', `The CSV file could not be read${where}.`);
  }
  return error;
}
