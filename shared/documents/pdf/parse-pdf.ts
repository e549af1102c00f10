/**
 * PDF → canonical document. Per page: positioned text runs (pdf.js), lines and segments,
 * unruled tables, blocks and their kinds, page headers/footers across pages, then the
 * geometric reading order. Pages without a text layer are rendered and OCRed offline
 * (`hybrid_default`); with `ocr: true` every page is OCRed and checked against its text layer
 * (`hybrid_verified`).
 */
import { DocumentError } from '../errors.js';
import { tablePlainText } from '../table-text.js';
import type { Block, CanonicalDocument, Page, ParseOptions, ParseRoute, Table, TableCell } from '../types.js';
import { type RawBlock, assignListDepths, bodySize, classify, groupBlocks, joinLines } from './blocks.js';
import { findFurniture, type FurnitureCandidate } from './furniture.js';
import { roundBox } from './geometry.js';
import { buildLines, type Segment } from './lines.js';
import { loadPdfJs, standardFontDataUrl } from './pdfjs.js';
import { readingOrder } from './reading-order.js';
import { readStructTree, type StructIndex } from './struct-tree.js';
import { type DetectedTable, detectTables } from './tables.js';
import { type PageText, readPageText } from './text-runs.js';

/** A page with fewer characters than this in its text layer is treated as a scan. */
const MIN_TEXT_CHARS = 8;

interface PageWork {
  pageNumber: number;
  text: PageText;
  struct: StructIndex | null;
  source: 'text_layer' | 'ocr' | 'ocr_verified';
  blocks: RawBlock[];
  tables: DetectedTable[];
  ocrConfidence?: number;
  /** hybrid_verified: share of text-layer words that OCR also read. */
  agreement?: number;
}

export async function parsePdf(bytes: Uint8Array, options: ParseOptions): Promise<CanonicalDocument> {
  const started = performance.now();
  const pdfjs = await loadPdfJs();
  // pdf.js takes ownership of (detaches) the buffer it is given: hand it a copy.
  const task = pdfjs.getDocument({
    data: bytes.slice(),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
    standardFontDataUrl: standardFontDataUrl(),
  });
  let pdf: Awaited<typeof task.promise>;
  try {
    pdf = await task.promise;
  } catch (error) {
    await task.destroy().catch(() => undefined);
    const name = (error as { name?: string }).name;
    if (name === 'PasswordException') throw new DocumentError('encrypted');
    throw new DocumentError('corrupt');
  }
  try {
    const markInfo = await pdf.getMarkInfo().catch(() => null);
    const tagged = Boolean(markInfo?.Marked);
    const imageOps = new Set<number>([pdfjs.OPS.paintImageXObject, pdfjs.OPS.paintInlineImageXObject, pdfjs.OPS.paintImageMaskXObject]);
    const pages: PageWork[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const struct = tagged ? await readStructTree(page) : null;
      let text: PageText;
      try {
        text = await readPageText(page, imageOps, struct);
      } catch {
        throw new DocumentError('corrupt');
      }
      const chars = text.runs.reduce((sum, r) => sum + r.text.trim().length, 0);
      const work: PageWork = { pageNumber: n, text, struct, source: 'text_layer', blocks: [], tables: [] };
      const wantsOcr = options.ocr === true || (options.ocr !== false && chars < MIN_TEXT_CHARS && text.imageCount > 0);
      if (wantsOcr) {
        const { ocrPage } = await import('./ocr.js');
        const ocr = await ocrPage(page, options.language);
        if (chars >= MIN_TEXT_CHARS) {
          work.source = 'ocr_verified';
          work.ocrConfidence = ocr.confidence;
          // The text layer is authoritative; OCR only confirms it (agreement is reported).
          work.agreement = agreement(text.runs.map((r) => r.text).join(' '), ocr.runs.map((r) => r.text).join(' '));
        } else {
          work.source = 'ocr';
          work.ocrConfidence = ocr.confidence;
          work.text = { ...text, runs: ocr.runs };
        }
      }
      pages.push(work);
      page.cleanup();
    }

    const allSegments: Segment[] = [];
    const pageLines = pages.map((work) => {
      const lines = buildLines(work.text.runs);
      allSegments.push(...lines.flat());
      return lines;
    });
    const body = bodySize(allSegments);
    const totalChars = allSegments.reduce((n, s) => n + s.text.length, 0);
    const boldChars = allSegments.filter((s) => s.bold).reduce((n, s) => n + s.text.length, 0);
    const mostlyBold = boldChars > 0.6 * totalChars;

    pages.forEach((work, i) => {
      const { tables, rest } = detectTables(pageLines[i]!);
      work.tables = tables;
      work.blocks = groupBlocks(rest.flat());
      classify(work.blocks, body, mostlyBold, work.struct);
      assignListDepths(work.blocks);
    });

    const candidates: (FurnitureCandidate & { block: RawBlock })[] = pages.flatMap((work, pageIndex) =>
      work.blocks.map((block) => ({ ...block, text: block.text, pageIndex, pageHeight: work.text.height, block })),
    );
    for (const [candidate, zone] of findFurniture(candidates, pages.length)) {
      (candidate as FurnitureCandidate & { block: RawBlock }).block.kind = zone;
    }

    let readingIndex = 0;
    const outPages: Page[] = pages.map((work) => {
      const p = work.pageNumber;
      type Unit = { left: number; right: number; top: number; bottom: number; lineCount: number; block?: RawBlock; table?: DetectedTable };
      const units: Unit[] = [
        ...work.blocks.filter((b) => b.kind !== 'page_header' && b.kind !== 'page_footer').map((b) => ({ ...box(b), lineCount: b.lines.length, block: b })),
        ...work.tables.map((t) => ({ ...t.box, lineCount: t.rows.length, table: t })),
      ];
      const headers = work.blocks.filter((b) => b.kind === 'page_header').sort((a, b) => a.top - b.top || a.left - b.left);
      const footers = work.blocks.filter((b) => b.kind === 'page_footer').sort((a, b) => a.top - b.top || a.left - b.left);
      const ordered: Unit[] = [
        ...headers.map((b) => ({ ...box(b), lineCount: b.lines.length, block: b })),
        ...readingOrder(units),
        ...footers.map((b) => ({ ...box(b), lineCount: b.lines.length, block: b })),
      ];
      const blocks: Block[] = [];
      const tables: Table[] = [];
      ordered.forEach((unit, index) => {
        const blockId = `p${p}-b${index}`;
        if (unit.table) {
          const table = toTable(unit.table, `p${p}-t${tables.length}`, blockId);
          tables.push(table);
          blocks.push({
            block_id: blockId,
            kind: 'table',
            text: tablePlainText(table),
            reading_order: readingIndex++,
            page_number: p,
            bbox: table.bbox,
            table_id: table.table_id,
            source: work.source === 'ocr' ? 'ocr' : 'text_layer',
          });
          return;
        }
        const raw = unit.block!;
        const sizes = raw.lines.map((l) => l.size);
        const main = raw.lines[0]!;
        const block: Block = {
          block_id: blockId,
          kind: raw.kind,
          text: raw.text,
          reading_order: readingIndex++,
          page_number: p,
          bbox: roundBox(raw),
          font: { name: main.fontName, size: Math.round(Math.max(...sizes) * 10) / 10, bold: raw.lines.every((l) => l.bold), italic: raw.lines.every((l) => l.italic) },
          source: work.source === 'ocr' ? 'ocr' : 'text_layer',
          lines: raw.lines.map((l) => ({ text: l.text, bbox: roundBox(l) })),
        };
        if (raw.kind === 'heading') block.level = raw.level ?? 1;
        if (raw.kind === 'list_item' && raw.list) block.list = raw.list;
        if (work.source === 'ocr' && work.ocrConfidence !== undefined) block.ocr_confidence = work.ocrConfidence;
        blocks.push(block);
      });
      return {
        page_number: p,
        blocks,
        tables,
        width: Math.round(work.text.width * 100) / 100,
        height: Math.round(work.text.height * 100) / 100,
        text_source: work.source,
      };
    });

    const blockCount = outPages.reduce((n, page) => n + page.blocks.length, 0);
    if (blockCount === 0) throw new DocumentError('empty');
    const route: ParseRoute = pages.some((w) => w.source === 'ocr_verified')
      ? 'hybrid_verified'
      : pages.some((w) => w.source === 'ocr')
        ? 'hybrid_default'
        : 'text_native';
    const agreements = pages.map((w) => w.agreement).filter((a): a is number => a !== undefined);
    const metadata = await pdf.getMetadata().catch(() => null);
    const title = (metadata?.info as { Title?: unknown } | undefined)?.Title;
    const doc: CanonicalDocument = {
      document_id: options.documentId,
      page_count: pdf.numPages,
      block_count: blockCount,
      parse_route: route,
      parse_duration_ms: Math.round(performance.now() - started),
      pages: outPages,
      media_type: 'pdf',
      language: options.language,
      tagged: tagged && pages.some((w) => w.struct !== null),
    };
    if (typeof title === 'string' && title.trim()) doc.title = title.trim();
    if (agreements.length > 0) doc.ocr_agreement = Math.round((agreements.reduce((a, b) => a + b, 0) / agreements.length) * 1000) / 1000;
    return doc;
  } finally {
    await task.destroy().catch(() => undefined);
  }
}

function box(b: { left: number; right: number; top: number; bottom: number }) {
  return { left: b.left, right: b.right, top: b.top, bottom: b.bottom };
}

function toTable(detected: DetectedTable, tableId: string, blockId: string): Table {
  const rows = detected.rows.map((row, r) => ({
    cells: row.map((segments, c): TableCell => {
      const cell: TableCell = {
        text: joinLines(segments.map((s) => s.text)),
        row: r,
        col: c,
        row_span: 1,
        col_span: 1,
        is_header: r < detected.headerRows,
      };
      if (segments.length > 0) {
        cell.bbox = roundBox({
          left: Math.min(...segments.map((s) => s.left)),
          right: Math.max(...segments.map((s) => s.right)),
          top: Math.min(...segments.map((s) => s.top)),
          bottom: Math.max(...segments.map((s) => s.bottom)),
        });
      }
      return cell;
    }),
  }));
  return {
    table_id: tableId,
    block_id: blockId,
    row_count: rows.length,
    col_count: detected.columns.length,
    rows,
    bbox: roundBox(detected.box),
    detection: 'aligned',
  };
}

/** Share of the text layer's words that OCR also read (bag of words, case-folded). */
function agreement(native: string, ocr: string): number {
  const words = (s: string) => s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const ocrWords = new Map<string, number>();
  for (const w of words(ocr)) ocrWords.set(w, (ocrWords.get(w) ?? 0) + 1);
  const nativeWords = words(native);
  if (nativeWords.length === 0) return 0;
  let hits = 0;
  for (const w of nativeWords) {
    const left = ocrWords.get(w) ?? 0;
    if (left > 0) {
      hits++;
      ocrWords.set(w, left - 1);
    }
  }
  return hits / nativeWords.length;
}
