import { strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { Parser } from 'htmlparser2';
import { codePointLength } from '../detection/offsets.js';
import { decodeAll, type Input, type OutputWriter, type Progress, readAll } from './io.js';
import { applySourceEdits, type Block, blockText, escapeAttribute, escapeText, redactBlocks } from './markup.js';
import type { SegmentRedactor } from './segments.js';
import { FormatError } from './types.js';

/** The .docx file itself (compressed) is read whole: refused beyond this. */
export const MAX_DOCX_BYTES = 64 * 1024 * 1024;
/** All parts once decompressed: a guard against zip bombs. */
export const MAX_DOCX_UNZIPPED_BYTES = 512 * 1024 * 1024;

/** Parts with text a reader sees, in the order their text is numbered for findings (then link targets). */
const TEXT_PARTS = [/^word\/document\.xml$/, /^word\/header\d*\.xml$/, /^word\/footer\d*\.xml$/, /^word\/footnotes\.xml$/, /^word\/endnotes\.xml$/, /^word\/comments\.xml$/];
const CORE_PROPERTIES = 'docProps/core.xml';
/** Document properties that name people or describe content. */
const CORE_TEXT = new Set(['dc:creator', 'cp:lastmodifiedby', 'dc:title', 'dc:subject', 'dc:description', 'cp:keywords']);
/** Attributes naming the author of a comment or a tracked change. */
const AUTHOR_ATTRIBUTES = new Set(['w:author', 'w:initials']);

/**
 * DOCX: the text of every paragraph in the body, headers, footers, footnotes, endnotes and
 * comments is redacted, across its runs (an entity split over runs with different formatting is
 * found; its replacement goes into the first run, its other characters are removed from the
 * next ones, formatting untouched). Deleted text of tracked changes is redacted too, and so are
 * field codes (` HYPERLINK "mailto:…" `), external link targets, comment and revision authors
 * and the document properties (creator, last modified by, title, subject, description, keywords). Every other part of the package is copied unchanged, so the
 * output is a DOCX that opens like the input.
 *
 * Findings count code points in the document's plain text: part by part in the order above
 * (then link targets, then properties), each part's paragraphs, then its field codes and author
 * names, one per line ("\n" after each).
 */
export async function redactDocx(input: Input, out: OutputWriter, redactor: SegmentRedactor, progress: Progress): Promise<void> {
  const zipped = await readAll(input, MAX_DOCX_BYTES, 'Word document', progress.add);
  const files = unzip(zipped);
  if (!files['word/document.xml']) throw new FormatError('unsupported', 'The file is a ZIP archive but not a Word document (no word/document.xml).');

  const names = Object.keys(files);
  const textParts = TEXT_PARTS.flatMap((pattern) => names.filter((n) => pattern.test(n)).sort(naturalOrder));
  let offset = 0; // code points of the plain text before the current block
  const rewritten: Record<string, string> = {};

  const redactPart = async (name: string, collectBlocks: (xml: string) => { blocks: Block[]; attributes: Block[] }) => {
    const xml = xmlOf(files[name] as Uint8Array, name);
    const { blocks, attributes } = collectBlocks(xml);
    const all = [...blocks, ...attributes];
    if (all.length === 0) return;
    const textEdits = await redactBlocks(blocks, redactor, escapeText);
    const attributeEdits = await redactBlocks(attributes, redactor, escapeAttribute);
    // Findings in plain-text offsets: each block's text starts where the previous one's line ended.
    const starts: number[] = [];
    for (const b of all) {
      starts.push(offset);
      offset += codePointLength(blockText(b)) + 1;
    }
    const record = (edits: typeof textEdits, base: number) => {
      for (const e of edits) {
        if (!e.finding) continue;
        const text = blockText(all[base + e.finding.block] as Block);
        const start = (starts[base + e.finding.block] as number) + codePointLength(text.slice(0, e.finding.start));
        redactor.record(e.finding.entity_type, start, start + codePointLength(text.slice(e.finding.start, e.finding.end)), e.finding.score);
      }
    };
    record(textEdits, 0);
    record(attributeEdits, blocks.length);
    const edits = [...textEdits, ...attributeEdits].sort((a, b) => a.start - b.start);
    if (edits.length) rewritten[name] = [...applySourceEdits(xml, edits)].join('');
  };

  for (const name of names.filter((n) => /^word\/_rels\/[^/]+\.rels$/.test(n)).sort(naturalOrder)) textParts.push(name);
  for (const [i, name] of textParts.entries()) {
    await redactPart(name, name.endsWith('.rels') ? collectExternalTargets : collectWordText);
    progress.work(i + 1, textParts.length + 1);
  }
  if (files[CORE_PROPERTIES]) await redactPart(CORE_PROPERTIES, collectCoreProperties);

  const output: Zippable = {};
  for (const name of names) {
    const text = rewritten[name];
    // Already-compressed media are stored, text parts deflated (as Word does).
    output[name] = [text === undefined ? (files[name] as Uint8Array) : strToU8(text), { level: /\.(png|jpe?g|gif|emf|wmf|tiff?|bmp|mp4|wdp)$/i.test(name) ? 0 : 6 }];
  }
  await out.write(zipSync(output));
}

function unzip(zipped: Uint8Array): Record<string, Uint8Array> {
  let total = 0;
  try {
    return unzipSync(zipped, {
      filter(file) {
        total += file.originalSize;
        if (total > MAX_DOCX_UNZIPPED_BYTES) throw new FormatError('too_large', `The Word document expands to more than ${MAX_DOCX_UNZIPPED_BYTES / 1024 / 1024} MB, the most a job can process.`);
        return true;
      },
    });
  } catch (error) {
    if (error instanceof FormatError) throw error;
    throw new FormatError('corrupt', 'The Word document is damaged or truncated: its ZIP structure cannot be read.');
  }
}

function xmlOf(bytes: Uint8Array, name: string): string {
  try {
    return decodeAll(bytes);
  } catch {
    throw new FormatError('corrupt', `The Word document is damaged: its part ${name} is not valid text.`);
  }
}

/**
 * Paragraphs (w:p) of a WordprocessingML part, each a block of its runs' text (w:t, w:delText),
 * with tabs and breaks as fixed separators; paragraphs nested in text boxes are blocks of their
 * own. Author attributes of comments and revisions are separate blocks.
 */
export function collectWordText(xml: string): { blocks: Block[]; attributes: Block[] } {
  const blocks: Block[] = [];
  const attributes: Block[] = [];
  const open: Block[] = [];
  let inText = 0;
  // Field codes (` HYPERLINK "mailto:…" `) are text of their own: not shown, but in the file.
  let instruction: Block | undefined;
  const parser = new Parser(
    {
      onattribute(name, value) {
        if (!AUTHOR_ATTRIBUTES.has(name) || !/\S/.test(value)) return;
        const range = attributeRange(xml, parser.startIndex, parser.endIndex);
        if (range) attributes.push({ pieces: [{ ...range, text: value }], context: 'author' });
      },
      onopentag(name) {
        if (name === 'w:p') open.push({ pieces: [] });
        else if (name === 'w:t' || name === 'w:delText') inText++;
        else if (name === 'w:instrText' || name === 'w:delInstrText') instruction = { pieces: [] };
        else if (open.length && (name === 'w:tab' || name === 'w:br' || name === 'w:cr')) {
          (open.at(-1) as Block).pieces.push({ start: parser.startIndex, end: parser.startIndex, text: name === 'w:tab' ? '\t' : '\n', fixed: true });
        }
      },
      onclosetag(name) {
        if (name === 'w:p') {
          const block = open.pop();
          if (block && block.pieces.some((p) => !p.fixed && /\S/.test(p.text))) blocks.push(block);
        } else if ((name === 'w:t' || name === 'w:delText') && inText > 0) inText--;
        else if ((name === 'w:instrText' || name === 'w:delInstrText') && instruction) {
          if (instruction.pieces.some((p) => /\S/.test(p.text))) attributes.push(instruction);
          instruction = undefined;
        }
      },
      ontext(text) {
        const piece = { start: parser.startIndex, end: parser.endIndex + 1, text };
        if (instruction) instruction.pieces.push(piece);
        else if (inText > 0 && open.length) (open.at(-1) as Block).pieces.push(piece);
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.end(xml);
  // Paragraphs close in document order except nested ones, which close first: order by position.
  blocks.sort((a, b) => (a.pieces[0]?.start ?? 0) - (b.pieces[0]?.start ?? 0));
  return { blocks, attributes };
}

/**
 * Relationship parts: the targets of external links (`mailto:jane@…`, a personal web page) are
 * in the file though the text shows something else. Internal targets are package paths.
 */
export function collectExternalTargets(xml: string): { blocks: Block[]; attributes: Block[] } {
  const attributes: Block[] = [];
  let target: Block | undefined;
  const parser = new Parser(
    {
      onattribute(name, value) {
        if (name !== 'Target') return;
        const range = attributeRange(xml, parser.startIndex, parser.endIndex);
        target = range ? { pieces: [{ ...range, text: value }] } : undefined;
      },
      onopentag(_name, attribs) {
        if (target && attribs.TargetMode === 'External' && /\S/.test(attribs.Target ?? '')) attributes.push(target);
        target = undefined;
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.end(xml);
  return { blocks: [], attributes };
}

/** docProps/core.xml: the text of the properties that name people or describe the content. */
function collectCoreProperties(xml: string): { blocks: Block[]; attributes: Block[] } {
  const attributes: Block[] = [];
  let current: Block | undefined;
  const parser = new Parser(
    {
      onopentag(name) {
        if (CORE_TEXT.has(name.toLowerCase())) current = { pieces: [], context: name.toLowerCase().includes('creator') || name.toLowerCase().includes('modifiedby') ? 'author' : undefined };
      },
      ontext(text) {
        current?.pieces.push({ start: parser.startIndex, end: parser.endIndex + 1, text });
      },
      onclosetag() {
        if (current && current.pieces.some((p) => /\S/.test(p.text))) attributes.push(current);
        current = undefined;
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.end(xml);
  return { blocks: [], attributes };
}

/** The value range (inside the quotes) of the attribute the parser just reported. */
function attributeRange(xml: string, start: number, end: number): { start: number; end: number } | undefined {
  const m = /^[^\s=]+\s*=\s*(["'])/.exec(xml.slice(start, end + 1));
  if (!m) return undefined;
  const valueStart = start + m[0].length;
  const valueEnd = xml.indexOf(m[1] as string, valueStart);
  return valueEnd < valueStart ? undefined : { start: valueStart, end: valueEnd };
}

/** header2.xml before header10.xml. */
function naturalOrder(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true });
}
