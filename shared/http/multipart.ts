/**
 * multipart/form-data bodies (POST /redact/file, the document endpoints), parsed with busboy,
 * the maintained streaming parser most Node frameworks build on. API Gateway hands the whole
 * body to the Lambda (base64), so the file is collected into one Buffer, bounded by the
 * tenant's plan upload limit: the parser stops reading at limit + 1 byte and the request is 413.
 */
import busboy from 'busboy';
import { createHash } from 'node:crypto';
import { badRequest, payloadTooLarge, unprocessable } from './errors.js';

export interface UploadedFile {
  /** The form field the file came in. */
  field: string;
  /** The client's file name (never trusted for the format: content decides). */
  filename: string;
  contentType: string;
  bytes: Buffer;
}

export interface MultipartForm {
  /** Text fields; each name at most once. */
  fields: Record<string, string>;
  file?: UploadedFile;
}

export interface MultipartLimits {
  /** The one form field that may carry a file; a file in any other field is a 422. */
  fileField?: string;
  maxFileBytes: number;
  /** Text fields are small (ids, options, a JSON config): 1 MB each at most. */
  maxFieldBytes?: number;
}

const MAX_FIELDS = 50;
const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

export function parseMultipart(body: Buffer, contentType: string, limits: MultipartLimits): Promise<MultipartForm> {
  const maxFieldBytes = limits.maxFieldBytes ?? 1024 * 1024;
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        limits: { fileSize: limits.maxFileBytes + 1, files: 2, fields: MAX_FIELDS, fieldSize: maxFieldBytes + 1 },
        defParamCharset: 'utf8',
      });
    } catch {
      reject(badRequest('Malformed multipart/form-data: the Content-Type needs a boundary.'));
      return;
    }
    const fields: Record<string, string> = {};
    let file: UploadedFile | undefined;
    let filesSeen = 0;
    let failure: Error | undefined;
    const fail = (error: Error) => {
      failure ??= error;
    };

    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) fail(unprocessable([{ loc: ['body', name], msg: `must be at most ${megabytes(maxFieldBytes)}`, type: 'too_long' }]));
      else if (name in fields) fail(unprocessable([{ loc: ['body', name], msg: 'was sent more than once', type: 'duplicate' }]));
      else fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      const chunks: Buffer[] = [];
      let size = 0;
      filesSeen += 1;
      if (name !== limits.fileField) {
        fail(unprocessable([{ loc: ['body', name], msg: limits.fileField ? `files go in the "${limits.fileField}" field` : 'this endpoint takes no file', type: 'unexpected_file' }]));
      } else if (filesSeen > 1) {
        fail(unprocessable([{ loc: ['body', name], msg: 'only one file per request', type: 'duplicate' }]));
      }
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (!failure) chunks.push(chunk);
      });
      stream.on('limit', () => {
        fail(payloadTooLarge(`The file is larger than your plan's upload limit of ${megabytes(limits.maxFileBytes)}.`));
      });
      stream.on('close', () => {
        if (failure || name !== limits.fileField) return;
        file = { field: name, filename: info.filename ?? '', contentType: info.mimeType, bytes: Buffer.concat(chunks, size) };
      });
    });
    parser.on('fieldsLimit', () => fail(unprocessable([{ loc: ['body'], msg: `at most ${MAX_FIELDS} fields`, type: 'too_many' }])));
    parser.on('filesLimit', () => fail(unprocessable([{ loc: ['body'], msg: 'only one file per request', type: 'too_many' }])));
    parser.on('error', () => reject(failure ?? badRequest('Malformed multipart/form-data body.')));
    parser.on('close', () => (failure ? reject(failure) : resolve({ fields, ...(file ? { file } : {}) })));
    parser.end(body);
  });
}

/**
 * What an Idempotency-Key retry must repeat: the fields and the file's content. The raw body
 * would not do, since clients pick a new random boundary for every attempt.
 */
export function formFingerprint(form: MultipartForm): string {
  const file = form.file && {
    field: form.file.field,
    filename: form.file.filename,
    sha256: createHash('sha256').update(form.file.bytes).digest('hex'),
  };
  const fields = Object.fromEntries(Object.entries(form.fields).sort(([a], [b]) => a.localeCompare(b)));
  return JSON.stringify({ fields, file });
}
