import { codePointLength } from '../detection/offsets.js';
import { bytesOf, type Input, type OutputWriter, type Progress, StrictDecoder } from './io.js';
import { applyEdits, CodePointCursor, type SegmentRedactor } from './segments.js';

/** Target size of one segment; a segment is cut at a paragraph, else a line, else a space. */
const CHUNK_CHARS = 64 * 1024;
/** Segments per RedactSegments call. */
const CHUNKS_PER_CALL = 4;

/**
 * Text and Markdown: the whole text is redacted, streamed in segments cut at safe boundaries (a
 * blank line, else a line end, else whitespace) so an entity is never split, with a bounded
 * amount of text in memory (about CHUNK_CHARS × CHUNKS_PER_CALL plus one input chunk).
 * Findings count code points from the start of the decoded text (after any byte order mark).
 */
export async function redactText(input: Input, out: OutputWriter, redactor: SegmentRedactor, progress: Progress): Promise<void> {
  const decoder = new StrictDecoder();
  let pending = '';
  let batch: string[] = [];
  let offset = 0; // code points before the batch

  const flush = async () => {
    if (batch.length === 0) return;
    const edits = await redactor.run(batch.map((text) => ({ text })));
    let written = '';
    batch.forEach((text, i) => {
      const cursor = new CodePointCursor(text);
      for (const e of edits[i] ?? []) redactor.record(e.entity_type, offset + cursor.at(e.start), offset + cursor.at(e.end), e.score);
      offset += codePointLength(text);
      written += applyEdits(text, edits[i] ?? []);
    });
    batch = [];
    await out.write(written);
  };

  for await (const bytes of bytesOf(input, progress.add)) {
    pending += decoder.decode(bytes);
    while (pending.length >= 2 * CHUNK_CHARS) {
      const cut = safeCut(pending, CHUNK_CHARS);
      batch.push(pending.slice(0, cut));
      pending = pending.slice(cut);
      if (batch.length >= CHUNKS_PER_CALL) await flush();
    }
  }
  pending += decoder.end();
  while (pending.length > 0) {
    const cut = pending.length >= 2 * CHUNK_CHARS ? safeCut(pending, CHUNK_CHARS) : pending.length;
    batch.push(pending.slice(0, cut));
    pending = pending.slice(cut);
  }
  await flush();
}

/** Where to cut text of at least 2×size: after a blank line, a line end or a space near `size`. */
export function safeCut(text: string, size: number): number {
  const window = text.slice(size, 2 * size);
  for (const boundary of [/\n[ \t]*\n/g, /\n/g, /\s/g]) {
    const match = boundary.exec(window);
    if (match) return size + match.index + match[0].length;
  }
  // No whitespace at all in `size` characters: cut anyway, never inside a surrogate pair.
  const c = text.charCodeAt(2 * size - 1);
  return c >= 0xd800 && c <= 0xdbff ? 2 * size - 1 : 2 * size;
}
