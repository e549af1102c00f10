import { PassThrough, Readable } from 'node:stream';
import { redactFile, type FileFormat, type RedactSegments } from '../../../shared/formats/index.js';

/** Runs redactFile over an in-memory input (split into `chunkSize` pieces) and collects the output. */
export async function run(format: FileFormat, input: string | Uint8Array, redact: RedactSegments, chunkSize = 7) {
  const bytes = typeof input === 'string' ? Buffer.from(input, 'utf8') : Buffer.from(input);
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += chunkSize) chunks.push(bytes.subarray(i, i + chunkSize));
  const output = new PassThrough();
  const collected: Buffer[] = [];
  output.on('data', (c: Buffer) => collected.push(c));
  const progress: number[] = [];
  const result = await redactFile(format, Readable.from(chunks), output, redact, {
    totalBytes: bytes.length,
    onProgress: (f) => progress.push(f),
  });
  output.end();
  const out = Buffer.concat(collected);
  return { result, out, text: out.toString('utf8'), progress };
}
