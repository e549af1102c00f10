/**
 * `chunks_v1`: heading-aware chunks for retrieval, sized in real tokens (cl100k_base through
 * gpt-tokenizer, the encoding of OpenAI's embedding models), in the manner of docling's
 * HybridChunker and unstructured's chunk_by_title:
 * - a heading closes the current chunk and opens the next, which starts with the heading;
 *   consecutive small blocks under the same headings are merged up to `MAX_TOKENS`;
 * - a table is a chunk of its own and is never cut mid-row; a table too large for one chunk is
 *   split by rows with its header rows repeated in every part;
 * - an oversized paragraph is split at sentence boundaries (words as a last resort);
 * - every chunk lists the ids of the blocks it holds and the page it starts on.
 * Page headers and footers are left out (furniture repeats on every page).
 */
import { countTokens } from 'gpt-tokenizer/encoding/cl100k_base';
import { blockMarkdown } from './markdown.js';
import { headerRowCount, tableMarkdown } from './table-text.js';
import type { Block, CanonicalDocument, Chunk, ChunksContent, Page, Table } from './types.js';

export const CHUNK_TOKENIZER = 'cl100k_base';
export const MAX_TOKENS = 512;

interface OpenChunk {
  pieces: Piece[];
  tokens: number;
  headings: string[];
}

interface Piece {
  text: string;
  block_id: string;
  page_number: number;
  tokens: number;
}

export function renderChunks(doc: CanonicalDocument, sourceArtifactId: string, maxTokens = MAX_TOKENS): ChunksContent {
  const chunks: Chunk[] = [];
  let headings: string[] = [];
  // Held in an object so TypeScript does not narrow it across the closures below.
  const state: { open: OpenChunk | null } = { open: null };

  const close = () => {
    const open = state.open;
    if (open && open.pieces.length > 0) chunks.push(toChunk(doc.document_id, chunks.length, open.pieces, open.headings));
    state.open = null;
  };
  const add = (piece: Piece) => {
    // The "\n\n" separator is about one token; the exact count is taken again at close.
    if (state.open && state.open.tokens + piece.tokens + 1 > maxTokens) close();
    const open = (state.open ??= { pieces: [], tokens: 0, headings: [...headings] });
    open.pieces.push(piece);
    open.tokens += piece.tokens + (open.pieces.length > 1 ? 1 : 0);
  };

  for (const page of doc.pages) {
    for (const block of page.blocks) {
      const pageNumber = block.page_number ?? page.page_number;
      if (block.kind === 'page_header' || block.kind === 'page_footer') continue;
      if (block.kind === 'heading') {
        close();
        const level = Math.min(Math.max(block.level ?? 1, 1), 6);
        headings = [...headings.slice(0, level - 1), block.text.replace(/\s+/g, ' ').trim()];
        const text = blockMarkdown(block, page);
        if (text) add({ text, block_id: block.block_id, page_number: pageNumber, tokens: countTokens(text) });
        continue;
      }
      if (block.kind === 'table') {
        const table = page.tables.find((t) => t.table_id === block.table_id);
        // A table shares a chunk with nothing but a heading just above it.
        if (!(state.open && isHeadingOnly(state.open, page))) close();
        for (const part of tableParts(table, block, maxTokens)) {
          add({ text: part, block_id: block.block_id, page_number: pageNumber, tokens: countTokens(part) });
          close();
        }
        continue;
      }
      const text = blockMarkdown(block, page);
      if (!text) continue;
      const tokens = countTokens(text);
      if (tokens <= maxTokens) {
        add({ text, block_id: block.block_id, page_number: pageNumber, tokens });
        continue;
      }
      for (const part of splitText(text, maxTokens)) {
        add({ text: part, block_id: block.block_id, page_number: pageNumber, tokens: countTokens(part) });
      }
    }
  }
  close();
  return { document_id: doc.document_id, source_artifact_id: sourceArtifactId, chunks, tokenizer: CHUNK_TOKENIZER, max_tokens: maxTokens };
}

function isHeadingOnly(open: OpenChunk, page: Page): boolean {
  const only = open.pieces.length === 1 ? open.pieces[0] : undefined;
  return only !== undefined && page.blocks.some((b) => b.block_id === only.block_id && b.kind === 'heading');
}

function toChunk(documentId: string, index: number, pieces: Piece[], headings: string[]): Chunk {
  const text = pieces.map((p) => p.text).join('\n\n');
  const pages = [...new Set(pieces.map((p) => p.page_number))];
  return {
    chunk_id: `${documentId}-c${String(index).padStart(4, '0')}`,
    text,
    page_number: pages[0]!,
    block_ids: [...new Set(pieces.map((p) => p.block_id))],
    token_count: countTokens(text),
    headings,
    page_numbers: pages,
  };
}

/** The table whole when it fits, else row groups each under the repeated header. */
function tableParts(table: Table | undefined, block: Block, maxTokens: number): string[] {
  if (!table) return block.text.trim() ? splitText(block.text, maxTokens) : [];
  const whole = tableMarkdown(table);
  if (countTokens(whole) <= maxTokens) return [whole];
  const headerRows = Math.max(1, headerRowCount(table));
  const parts: string[] = [];
  let from = headerRows;
  while (from < table.row_count) {
    let to = from + 1;
    // Grow the row range while it fits; a single row that does not fit still goes alone.
    while (to < table.row_count && countTokens(tableMarkdown(table, [from, to + 1])) <= maxTokens) to++;
    parts.push(tableMarkdown(table, [from, to]));
    from = to;
  }
  return parts.length > 0 ? parts : [whole];
}

/** Sentence-first split of an oversized text into parts of at most `maxTokens`. */
export function splitText(text: string, maxTokens: number): string[] {
  const sentences = text.match(/[^.!?¡¿\n]+(?:[.!?]+["'»)]*|\n|$)\s*/g) ?? [text];
  const parts: string[] = [];
  let current = '';
  for (const sentence of sentences) {
    const candidate = current + sentence;
    if (countTokens(candidate) <= maxTokens) {
      current = candidate;
      continue;
    }
    if (current.trim()) parts.push(current.trim());
    if (countTokens(sentence) <= maxTokens) {
      current = sentence;
      continue;
    }
    // A single sentence over the limit: cut by words.
    current = '';
    for (const word of sentence.split(/(?<=\s)/)) {
      if (countTokens(current + word) > maxTokens && current.trim()) {
        parts.push(current.trim());
        current = '';
      }
      current += word;
    }
  }
  if (current.trim()) parts.push(current.trim());
  return parts;
}
