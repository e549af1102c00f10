import type { Edit, SegmentRedactor } from './segments.js';

/**
 * Redaction of text scattered over markup (HTML elements, Word runs), by rewriting the source:
 * only the characters of redacted text change, so everything else stays byte for byte.
 *
 * A block is a run of readable text (an HTML paragraph across its inline elements, a Word
 * paragraph across its runs) made of pieces, each the decoded text of a source range. An entity
 * split across pieces ("Ja" in one run, "ne Doe" in the next) is found in the block's text; its
 * replacement goes into the first piece it touches and its other characters are removed from the
 * rest, the markup between them untouched.
 */
export interface Piece {
  /** UTF-16 range in the source. */
  start: number;
  end: number;
  /** Decoded text. */
  text: string;
  /** A separator the markup implies (a tab, a line break): read, never edited. */
  fixed?: boolean;
}

export interface Block {
  pieces: Piece[];
  /** A label sent as context (an input's name, "author"). */
  context?: string;
}

/** A replacement of a source range; `finding` says where it came from for the findings list. */
export interface SourceEdit {
  start: number;
  end: number;
  replacement: string;
  finding?: { entity_type: string; score: number; block: number; start: number; end: number; sourceEnd: number };
}

const BATCH_BLOCKS = 1_000;
const BATCH_CHARS = 256 * 1024;

export function blockText(block: Block): string {
  let text = '';
  for (const p of block.pieces) text += p.text;
  return text;
}

/**
 * Redacts the blocks (in batches) and returns the source edits, sorted by position. The
 * replacement strings are escaped with `escape` for the source's syntax.
 */
export async function redactBlocks(
  blocks: readonly Block[],
  redactor: SegmentRedactor,
  escape: (s: string) => string,
  onBatch?: (done: number) => void,
): Promise<SourceEdit[]> {
  const edits: SourceEdit[] = [];
  for (let from = 0; from < blocks.length; ) {
    let to = from;
    let chars = 0;
    const texts: string[] = [];
    while (to < blocks.length && to - from < BATCH_BLOCKS && chars < BATCH_CHARS) {
      const text = blockText(blocks[to] as Block);
      texts.push(text);
      chars += text.length;
      to++;
    }
    const answers = await redactor.run(texts.map((text, k) => ({ text, context: blocks[from + k]?.context })), { pack: true });
    answers.forEach((blockEdits, k) => {
      if (blockEdits.length) edits.push(...toSourceEdits(blocks[from + k] as Block, blockEdits, from + k, escape));
    });
    from = to;
    onBatch?.(to);
  }
  return edits.sort((a, b) => a.start - b.start || a.end - b.end);
}

/** Maps edits of a block's text onto its pieces' source ranges. */
export function toSourceEdits(block: Block, edits: readonly Edit[], blockIndex: number, escape: (s: string) => string): SourceEdit[] {
  const out: SourceEdit[] = [];
  let covered = -1; // source position already edited (an entity piece touched twice)
  for (const e of edits) {
    let pos = 0;
    let first: SourceEdit | undefined;
    for (const p of block.pieces) {
      const pStart = pos;
      const pEnd = pos + p.text.length;
      pos = pEnd;
      if (pEnd <= e.start || pStart >= e.end || p.fixed) continue;
      let start: number;
      let end: number;
      if (p.end - p.start === p.text.length) {
        // Literal text: character for character.
        start = p.start + Math.max(0, e.start - pStart);
        end = p.start + Math.min(p.text.length, e.end - pStart);
      } else {
        // An entity or escape: all or nothing.
        start = p.start;
        end = p.end;
      }
      if (start < covered) continue;
      covered = end;
      if (!first) {
        first = { start, end, replacement: escape(e.replacement), finding: { entity_type: e.entity_type, score: e.score, block: blockIndex, start: e.start, end: e.end, sourceEnd: end } };
        out.push(first);
      } else {
        out.push({ start, end, replacement: '' });
        (first.finding as { sourceEnd: number }).sourceEnd = end;
      }
    }
  }
  return out;
}

/** The source with the (sorted, non-overlapping) edits applied, produced in pieces for writing. */
export function* applySourceEdits(source: string, edits: readonly SourceEdit[], pieceSize = 256 * 1024): Generator<string> {
  let cursor = 0;
  let buffer = '';
  for (const e of edits) {
    if (e.start < cursor) continue;
    buffer += source.slice(cursor, e.start) + e.replacement;
    cursor = e.end;
    if (buffer.length >= pieceSize) {
      yield buffer;
      buffer = '';
    }
  }
  for (let at = cursor; at < source.length; at += pieceSize) {
    buffer += source.slice(at, Math.min(source.length, at + pieceSize));
    yield buffer;
    buffer = '';
  }
  if (buffer) yield buffer;
}

export function escapeText(s: string): string {
  return s.replace(/[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;'));
}

export function escapeAttribute(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}
