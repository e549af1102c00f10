import { TextDecoder } from 'node:util';
import { FormatError } from './types.js';

export type Input = NodeJS.ReadableStream | AsyncIterable<Uint8Array>;

/** Byte chunks of the input (strings from a stream with an encoding are taken as UTF-8). */
export async function* bytesOf(input: Input, onBytes?: (n: number) => void): AsyncGenerator<Uint8Array> {
  for await (const chunk of input as AsyncIterable<Uint8Array | string>) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    if (bytes.length === 0) continue;
    onBytes?.(bytes.length);
    yield bytes;
  }
}

/** The whole input in one buffer, refused beyond `limit` bytes (formats that need the whole file). */
export async function readAll(input: Input, limit: number, what: string, onBytes?: (n: number) => void): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of bytesOf(input, onBytes)) {
    size += chunk.length;
    if (size > limit) throw new FormatError('too_large', `The ${what} is larger than ${Math.round(limit / 1024 / 1024)} MB, the most this format can be processed in one job.`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

const UTF16LE_BOM = [0xff, 0xfe];
const UTF16BE_BOM = [0xfe, 0xff];

/** The text encoding a file's first bytes announce: a UTF-16 byte order mark, else UTF-8. */
export function encodingOf(head: Uint8Array): 'utf-8' | 'utf-16le' | 'utf-16be' {
  if (head[0] === UTF16LE_BOM[0] && head[1] === UTF16LE_BOM[1]) return 'utf-16le';
  if (head[0] === UTF16BE_BOM[0] && head[1] === UTF16BE_BOM[1]) return 'utf-16be';
  return 'utf-8';
}

/**
 * A strict streaming decoder: UTF-8 (or UTF-16 with a byte order mark); invalid sequences and
 * NUL characters (binary data) are the input's fault. The byte order mark is dropped.
 */
export class StrictDecoder {
  private decoder: TextDecoder | undefined;
  encoding: ReturnType<typeof encodingOf> = 'utf-8';

  decode(bytes: Uint8Array, final = false): string {
    if (!this.decoder) {
      this.encoding = encodingOf(bytes);
      this.decoder = new TextDecoder(this.encoding, { fatal: true });
    }
    let text: string;
    try {
      text = this.decoder.decode(bytes, { stream: !final });
    } catch {
      throw new FormatError('encoding', 'The file is not valid UTF-8 text; save it as UTF-8 and try again.');
    }
    if (text.includes('\u0000')) throw new FormatError('corrupt', 'The file contains binary data, so it cannot be read as text.');
    return text;
  }

  end(): string {
    return this.decoder ? this.decode(new Uint8Array(0), true) : '';
  }
}

/** Decodes a whole buffer strictly (see StrictDecoder). */
export function decodeAll(bytes: Uint8Array): string {
  const decoder = new StrictDecoder();
  return decoder.decode(bytes, true);
}

/**
 * Writes to the output honouring backpressure. Output errors (the caller's storage) are ours,
 * not the input's, so they propagate as they are.
 */
export class OutputWriter {
  private failure: Error | undefined;

  constructor(private readonly output: NodeJS.WritableStream) {
    output.once('error', (error: Error) => {
      this.failure = error;
    });
  }

  async write(data: string | Uint8Array): Promise<void> {
    if (this.failure) throw this.failure;
    if (data.length === 0) return;
    const ok = this.output.write(typeof data === 'string' ? Buffer.from(data, 'utf8') : data);
    if (!ok) await this.drained();
  }

  private drained(): Promise<void> {
    return new Promise((resolve, reject) => {
      const done = () => {
        this.output.off('drain', done);
        this.output.off('error', fail);
        resolve();
      };
      const fail = (error: Error) => {
        this.output.off('drain', done);
        reject(error);
      };
      this.output.on('drain', done);
      this.output.once('error', fail);
    });
  }
}

/**
 * Progress reporting, at most every 1 %. Streamed formats report bytes read against the input's
 * size; formats read whole give reading the first `readShare` and their own work the rest.
 */
export class Progress {
  private bytes = 0;
  private last = -1;

  constructor(
    private readonly total: number | undefined,
    private readonly report: ((fraction: number) => void) | undefined,
    private readonly readShare = 1,
  ) {}

  readonly add = (n: number): void => {
    this.bytes += n;
    if (this.total && this.total > 0) this.set(Math.min(0.99, (this.bytes / this.total) * this.readShare));
  };

  /** `done` of `total` units of work after reading (formats read whole). */
  work(done: number, total: number): void {
    if (total > 0) this.set(Math.min(0.99, this.readShare + (1 - this.readShare) * (done / total)));
  }

  set(fraction: number): void {
    if (!this.report) return;
    const rounded = Math.floor(fraction * 100) / 100;
    if (rounded <= this.last) return;
    this.last = rounded;
    this.report(rounded);
  }
}
