/**
 * Markdown render of a canonical document: headings as `#`, list items indented by depth,
 * tables as pipe tables, paragraphs as they are. Page headers and footers (furniture) are left
 * out, as docling's markdown export does.
 */
import { tableMarkdown } from './table-text.js';
import type { Block, CanonicalDocument, Page } from './types.js';

export function renderMarkdown(doc: CanonicalDocument): string {
  const parts: string[] = [];
  let previousWasList = false;
  for (const page of doc.pages) {
    for (const block of page.blocks) {
      const text = blockMarkdown(block, page);
      if (text === null) continue;
      // Consecutive list items form one list: no blank line between them.
      if (block.kind === 'list_item' && previousWasList) parts[parts.length - 1] += `\n${text}`;
      else parts.push(text);
      previousWasList = block.kind === 'list_item';
    }
  }
  return parts.length > 0 ? `${parts.join('\n\n')}\n` : '';
}

/** One block as markdown, or null for furniture and empty blocks. */
export function blockMarkdown(block: Block, page: Page): string | null {
  switch (block.kind) {
    case 'page_header':
    case 'page_footer':
      return null;
    case 'heading': {
      const text = singleLine(block.text);
      return text ? `${'#'.repeat(Math.min(Math.max(block.level ?? 1, 1), 6))} ${text}` : null;
    }
    case 'list_item': {
      const depth = block.list?.depth ?? 0;
      const marker = block.list?.ordered ? '1.' : '-';
      const text = singleLine(block.text);
      return text ? `${'  '.repeat(depth)}${marker} ${text}` : null;
    }
    case 'table': {
      const table = page.tables.find((t) => t.table_id === block.table_id);
      return table ? tableMarkdown(table) || null : block.text.trim() || null;
    }
    case 'paragraph':
      return escapeParagraph(block.text.trim()) || null;
  }
}

function singleLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** A paragraph that starts like markdown syntax (`# `, `- `, `1. `) must not become it. */
function escapeParagraph(text: string): string {
  return text.replace(/^(#{1,6}\s|[-*+]\s|\d+[.)]\s)/, (m) => `\\${m}`);
}
