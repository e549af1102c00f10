/**
 * DOCX → canonical document through mammoth's document model (the tree it builds before
 * writing HTML, reached with `transformDocument`): heading levels from the paragraph styles
 * (`Heading 1..6`, `Title`), list items with their numbering level (nested lists), tables with
 * row and column spans, and page numbers.
 * mammoth keeps explicit page breaks but ignores `w:lastRenderedPageBreak` (where Word last laid
 * out a page break), so document.xml is rewritten before mammoth reads it: every rendered break
 * becomes an explicit one, and breaks with no text between them count once.
 * Headers and footers (which mammoth drops) are read from their parts as page furniture.
 */
import JSZip from 'jszip';
import mammoth from 'mammoth';
import { DocumentError } from '../errors.js';
import { tablePlainText } from '../table-text.js';
import type { Block, CanonicalDocument, Page, ParseOptions, Table, TableCell } from '../types.js';

interface MammothNode {
  type: string;
  children?: MammothNode[];
  value?: string;
  styleId?: string | null;
  styleName?: string | null;
  numbering?: { level: string | number; isOrdered: boolean } | null;
  breakType?: string;
  isBold?: boolean;
  isHeader?: boolean;
  colSpan?: number;
  rowSpan?: number;
}

interface Sink {
  pages: Page[];
  page: number;
  textSincePageBreak: boolean;
  tableCount: number;
}

export async function parseDocx(bytes: Uint8Array, options: ParseOptions): Promise<CanonicalDocument> {
  const started = performance.now();
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes);
  } catch {
    throw new DocumentError('corrupt');
  }
  const documentXml = zip.file('word/document.xml');
  if (!documentXml) throw new DocumentError('unsupported');
  const xml = await documentXml.async('string');
  zip.file('word/document.xml', xml.replace(/<w:lastRenderedPageBreak\s*\/>/g, '<w:br w:type="page"/>'));
  const rewritten = await zip.generateAsync({ type: 'nodebuffer' });

  let tree: MammothNode | undefined;
  try {
    await mammoth.convertToHtml(
      { buffer: rewritten },
      {
        transformDocument: (document: MammothNode) => {
          tree = document;
          return document;
        },
      },
    );
  } catch {
    throw new DocumentError('corrupt');
  }
  if (!tree) throw new DocumentError('corrupt');

  const sink: Sink = { pages: [newPage(1)], page: 1, textSincePageBreak: false, tableCount: 0 };
  for (const child of tree.children ?? []) walkBody(child, sink);

  const furniture = await readFurniture(zip);
  const first = sink.pages[0]!;
  first.blocks.unshift(...furniture.headers.map((text) => furnitureBlock(text, 'page_header')));
  sink.pages.at(-1)!.blocks.push(...furniture.footers.map((text) => furnitureBlock(text, 'page_footer')));

  // Ids and reading order once every block is in place.
  let order = 0;
  for (const page of sink.pages) {
    page.blocks.forEach((block, index) => {
      const id = `p${page.page_number}-b${index}`;
      const table = block.table_id ? page.tables.find((t) => t.table_id === block.table_id) : undefined;
      if (table) table.block_id = id;
      block.block_id = id;
      block.reading_order = order++;
      block.page_number = page.page_number;
    });
  }
  const blockCount = order;
  if (blockCount === 0) throw new DocumentError('empty');
  const titleBlock = sink.pages.flatMap((p) => p.blocks).find((b) => b.kind === 'heading');
  const doc: CanonicalDocument = {
    document_id: options.documentId,
    page_count: sink.pages.length,
    block_count: blockCount,
    parse_route: 'text_native',
    parse_duration_ms: Math.round(performance.now() - started),
    pages: sink.pages,
    media_type: 'docx',
    language: options.language,
  };
  if (titleBlock) doc.title = titleBlock.text;
  return doc;
}

function newPage(pageNumber: number): Page {
  return { page_number: pageNumber, blocks: [], tables: [] };
}

function currentPage(sink: Sink): Page {
  return sink.pages[sink.page - 1]!;
}

function pageBreak(sink: Sink): void {
  if (!sink.textSincePageBreak) return;
  sink.page++;
  sink.pages.push(newPage(sink.page));
  sink.textSincePageBreak = false;
}

function walkBody(node: MammothNode, sink: Sink): void {
  if (node.type === 'paragraph') return paragraph(node, sink);
  if (node.type === 'table') return table(node, sink);
  for (const child of node.children ?? []) walkBody(child, sink);
}

/** Text of a paragraph's runs; page breaks inside it are applied as they are met. */
function paragraph(node: MammothNode, sink: Sink): void {
  let text = '';
  let bold = 0;
  let chars = 0;
  let page = currentPage(sink);
  const visit = (n: MammothNode) => {
    if (n.type === 'text') {
      text += n.value ?? '';
      return;
    }
    if (n.type === 'tab') text += '\t';
    if (n.type === 'break') {
      if (n.breakType === 'page') {
        // A break before any text of this paragraph moves the whole paragraph to the next page.
        if (text.trim()) flush();
        pageBreak(sink);
        page = currentPage(sink);
        return;
      }
      text += '\n';
      return;
    }
    const before = text.length;
    for (const child of n.children ?? []) visit(child);
    if (n.type === 'run') {
      chars += text.length - before;
      if (n.isBold) bold += text.length - before;
    }
  };
  const flush = () => {
    const clean = text.replace(/[ \t]+/g, ' ').replace(/ ?\n ?/g, '\n').trim();
    text = '';
    if (!clean) return;
    page.blocks.push(paragraphBlock(node, clean, chars > 0 && bold === chars));
    sink.textSincePageBreak = true;
  };
  for (const child of node.children ?? []) visit(child);
  flush();
}

function paragraphBlock(node: MammothNode, text: string, allBold: boolean): Block {
  const style = `${node.styleName ?? ''} ${node.styleId ?? ''}`.toLowerCase();
  const heading = /heading\s*([1-6])|heading([1-6])/.exec(style);
  const block: Block = { block_id: '', kind: 'paragraph', text, reading_order: 0, source: 'docx' };
  if (heading) {
    block.kind = 'heading';
    block.level = Number(heading[1] ?? heading[2]);
  } else if (/\btitle\b/.test(style)) {
    block.kind = 'heading';
    block.level = 1;
  } else if (node.numbering) {
    block.kind = 'list_item';
    block.list = { depth: Math.min(Number(node.numbering.level) || 0, 8), ordered: node.numbering.isOrdered };
  } else if (/list (bullet|number)|list paragraph/.test(style)) {
    block.kind = 'list_item';
    block.list = { depth: 0, ordered: /number/.test(style) };
  }
  if (allBold) block.font = { bold: true };
  return block;
}

function cellText(node: MammothNode): string {
  const parts: string[] = [];
  const visit = (n: MammothNode, line: string[]) => {
    if (n.type === 'text') line.push(n.value ?? '');
    else if (n.type === 'tab') line.push(' ');
    else if (n.type === 'break') line.push(n.breakType === 'page' ? '' : '\n');
    else if (n.type === 'paragraph') {
      const own: string[] = [];
      for (const child of n.children ?? []) visit(child, own);
      const text = own.join('').replace(/[ \t]+/g, ' ').trim();
      if (text) parts.push(text);
    } else for (const child of n.children ?? []) visit(child, line);
  };
  for (const child of node.children ?? []) visit(child, []);
  return parts.join('\n');
}

function table(node: MammothNode, sink: Sink): void {
  const rows = (node.children ?? []).filter((r) => r.type === 'tableRow');
  // Grid placement: a slot taken by a row span from above shifts the next cell to the right.
  const taken = new Set<string>();
  let colCount = 0;
  const outRows = rows.map((row, r) => {
    let col = 0;
    const cells: TableCell[] = [];
    for (const cellNode of (row.children ?? []).filter((c) => c.type === 'tableCell')) {
      while (taken.has(`${r},${col}`)) col++;
      const rowSpan = Math.max(1, cellNode.rowSpan ?? 1);
      const colSpan = Math.max(1, cellNode.colSpan ?? 1);
      for (let dr = 0; dr < rowSpan; dr++) for (let dc = 0; dc < colSpan; dc++) taken.add(`${r + dr},${col + dc}`);
      cells.push({ text: cellText(cellNode), row: r, col, row_span: rowSpan, col_span: colSpan, is_header: Boolean(row.isHeader) });
      col += colSpan;
    }
    colCount = Math.max(colCount, col);
    return { cells };
  });
  if (outRows.length === 0) return;
  const page = currentPage(sink);
  const t: Table = {
    table_id: `t${sink.tableCount++}`,
    block_id: '',
    row_count: outRows.length,
    col_count: colCount,
    rows: outRows,
    detection: 'docx',
  };
  page.tables.push(t);
  page.blocks.push({ block_id: '', kind: 'table', text: tablePlainText(t), reading_order: 0, table_id: t.table_id, source: 'docx' });
  sink.textSincePageBreak = true;
}

function furnitureBlock(text: string, kind: 'page_header' | 'page_footer'): Block {
  return { block_id: '', kind, text, reading_order: 0, source: 'docx' };
}

/** Text of every header and footer part, one entry per distinct paragraph text. */
async function readFurniture(zip: JSZip): Promise<{ headers: string[]; footers: string[] }> {
  const read = async (prefix: string) => {
    const texts: string[] = [];
    const names = Object.keys(zip.files).filter((name) => new RegExp(`^word/${prefix}\\d*\\.xml$`).test(name)).sort();
    for (const name of names) {
      const xml = await zip.file(name)!.async('string');
      for (const paragraphXml of xml.match(/<w:p[\s>][\s\S]*?<\/w:p>/g) ?? []) {
        const text = [...paragraphXml.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)].map((m) => decodeXml(m[1]!)).join('').trim();
        if (text && !texts.includes(text)) texts.push(text);
      }
    }
    return texts;
  };
  return { headers: await read('header'), footers: await read('footer') };
}

function decodeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&amp;/g, '&');
}
