/**
 * TEMPORARY seam until shared/formats (detectFormat/redactFile) lands on main: plain text only,
 * with the same signatures. Deleted when the real library is merged.
 */
import type { Readable, Writable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { characterCount } from '../redaction/redact-text.js';
import type { SegmentRedactor } from './segment-redactor.js';

export type FileFormat = 'text';
export class FormatError extends Error {
  constructor(readonly reason: 'corrupt' | 'unsupported' | 'too_large' | 'encoding', message: string) {
    super(message);
    this.name = 'FormatError';
  }
}

export function detectFormat(head: Buffer, _hints: { filename?: string; contentType?: string }): FileFormat {
  if (head.includes(0)) throw new FormatError('unsupported', 'The file is not a supported format.');
  return 'text';
}

export const formatInfo = (_format: FileFormat) => ({ outputContentType: 'text/plain; charset=utf-8', outputExtension: 'txt' });

const SEGMENT_CHARS = 64 * 1024;

export async function redactFile(
  _format: FileFormat,
  input: Readable,
  output: Writable,
  redactSegments: SegmentRedactor,
  options: { onProgress?: (fraction: number) => void; totalBytes?: number; maxFindings?: number },
) {
  const decoder = new StringDecoder('utf8');
  const findings: { entity_type: string; start: number; end: number; score: number }[] = [];
  let entityCount = 0;
  let characters = 0;
  let bytes = 0;
  let pending = '';
  const flush = async (text: string) => {
    const [result] = await redactSegments([text]);
    for (const f of result!.findings) {
      entityCount++;
      if (findings.length < (options.maxFindings ?? 10_000)) {
        findings.push({ entity_type: f.entity_type, start: f.start + characters, end: f.end + characters, score: f.score });
      }
    }
    characters += characterCount(text);
    if (!output.write(result!.text)) await new Promise((r) => output.once('drain', r));
  };
  for await (const chunk of input) {
    bytes += (chunk as Buffer).length;
    pending += decoder.write(chunk as Buffer);
    while (pending.length >= SEGMENT_CHARS) {
      const cut = pending.lastIndexOf('\n', SEGMENT_CHARS);
      const at = cut > 0 ? cut + 1 : SEGMENT_CHARS;
      await flush(pending.slice(0, at));
      pending = pending.slice(at);
    }
    if (options.totalBytes) options.onProgress?.(bytes / options.totalBytes);
  }
  pending += decoder.end();
  if (pending) await flush(pending);
  output.end();
  return { findings, entityCount, characters, outputContentType: 'text/plain; charset=utf-8', outputExtension: 'txt' };
}
