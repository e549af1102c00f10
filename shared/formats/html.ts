import { Parser } from 'htmlparser2';
import { decodeAll, type Input, type OutputWriter, type Progress, readAll } from './io.js';
import { applySourceEdits, type Block, escapeAttribute, escapeText, redactBlocks, type SourceEdit } from './markup.js';
import { CodePointCursor, type SegmentRedactor } from './segments.js';

/** HTML is read whole (the document is rewritten in place): refused beyond this. */
export const MAX_HTML_BYTES = 64 * 1024 * 1024;

/** Elements whose text is code or styling, never read as text. */
const NOT_TEXT = new Set(['script', 'style']);

/** Inline elements: their text joins the surrounding block, so "<b>Jane</b> Doe" is one name. */
const INLINE = new Set([
  'a', 'abbr', 'b', 'bdi', 'bdo', 'cite', 'code', 'data', 'del', 'dfn', 'em', 'font', 'i', 'ins', 'kbd',
  'label', 'mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var', 'wbr',
]);

/** Attributes a person reads (shown, spoken by screen readers, or displayed as a value). */
const READ_ATTRIBUTES = new Set([
  'alt', 'title', 'placeholder', 'label', 'abbr', 'summary',
  'aria-label', 'aria-description', 'aria-valuetext', 'aria-placeholder', 'aria-roledescription',
]);
/** `<input type=…>` whose value is not text a person typed or reads. */
const NON_TEXT_INPUTS = new Set(['checkbox', 'radio', 'color', 'range', 'file', 'image']);
/** `<meta name|property=…>` whose content is text about the page or its author. */
const READ_META = /^(author|description|keywords|subject|creator|publisher|(og|twitter|article|dc|dcterms)[:.].*)$/i;

interface AttributeSpan {
  name: string;
  /** UTF-16 range of the value in the source (inside the quotes). */
  start: number;
  end: number;
  value: string;
}

/**
 * HTML: text nodes (except in script and style) and the attribute values a person reads (alt,
 * title, placeholder, aria-label…, input values, meta author/description, mailto:/tel: links)
 * are redacted; tags, other attributes, scripts, styles and comments are left exactly as they
 * are, so the output is the same document with only the redacted characters changed. Text runs
 * across inline elements ("<b>Jane</b> Doe"), so entities split by markup are found. Entities
 * (&amp;…) in redacted text are replaced whole. Parsed by htmlparser2 (forgiving: broken markup
 * is still rewritten, never repaired).
 */
export async function redactHtml(input: Input, out: OutputWriter, redactor: SegmentRedactor, progress: Progress): Promise<void> {
  const source = decodeAll(await readAll(input, MAX_HTML_BYTES, 'HTML file', progress.add));
  const { blocks, attributes } = collect(source);

  const total = blocks.length + attributes.length;
  const textEdits = await redactBlocks(blocks, redactor, escapeText, (done) => progress.work(done, total));
  const attributeEdits = await redactBlocks(attributes, redactor, escapeAttribute, (done) => progress.work(blocks.length + done, total));
  const edits = mergeSorted(textEdits, attributeEdits);

  const cursor = new CodePointCursor(source);
  for (const e of edits) if (e.finding) redactor.record(e.finding.entity_type, cursor.at(e.start), cursor.at(e.finding.sourceEnd), e.finding.score);
  for (const piece of applySourceEdits(source, edits)) await out.write(piece);
}

/** The text blocks and readable attribute values of a document, with their source ranges. */
export function collect(source: string): { blocks: Block[]; attributes: Block[] } {
  const blocks: Block[] = [];
  const attributes: Block[] = [];
  let current: Block = { pieces: [] };
  let skipDepth = 0;
  let tagAttributes: AttributeSpan[] = [];
  const endBlock = () => {
    if (current.pieces.some((p) => !p.fixed && /\S/.test(p.text))) blocks.push(current);
    current = { pieces: [] };
  };

  const parser = new Parser(
    {
      onopentagname(name) {
        tagAttributes = [];
        if (!INLINE.has(name) && name !== 'br') endBlock();
      },
      onattribute(name, value) {
        const span = attributeValueRange(source, parser.startIndex, parser.endIndex, name, value);
        if (span) tagAttributes.push(span);
      },
      onopentag(name, attribs) {
        if (NOT_TEXT.has(name)) skipDepth++;
        if (name === 'br') current.pieces.push({ start: parser.startIndex, end: parser.startIndex, text: '\n', fixed: true });
        for (const a of tagAttributes) {
          if (!isReadAttribute(name, a.name, a.value, attribs)) continue;
          attributes.push({ pieces: [{ start: a.start, end: a.end, text: a.value }], context: contextOf(name, a.name, attribs) });
        }
        tagAttributes = [];
      },
      onclosetag(name) {
        if (NOT_TEXT.has(name) && skipDepth > 0) skipDepth--;
        if (!INLINE.has(name) && name !== 'br') endBlock();
      },
      ontext(text) {
        if (skipDepth > 0) return;
        current.pieces.push({ start: parser.startIndex, end: parser.endIndex + 1, text });
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(source);
  endBlock();
  return { blocks, attributes };
}

/** Where an attribute's value sits in the source: after `name`, `=`, and an optional quote. */
function attributeValueRange(source: string, start: number, end: number, name: string, value: string): AttributeSpan | undefined {
  const m = /^[^\s=]+\s*=\s*(["']?)/.exec(source.slice(start, Math.min(end + 1, source.length)));
  if (!m) return undefined; // a bare attribute (`disabled`): no value
  const valueStart = start + m[0].length;
  const quote = m[1];
  let valueEnd: number;
  if (quote) valueEnd = source.indexOf(quote, valueStart);
  else {
    const rest = /[\s>]/.exec(source.slice(valueStart, end + 1));
    valueEnd = rest ? valueStart + rest.index : end;
  }
  if (valueEnd < valueStart) return undefined;
  return { name, start: valueStart, end: valueEnd, value };
}

function isReadAttribute(tag: string, name: string, value: string, attribs: Record<string, string>): boolean {
  if (READ_ATTRIBUTES.has(name)) return true;
  if (name === 'value') {
    if (tag === 'input') return !NON_TEXT_INPUTS.has((attribs.type ?? 'text').toLowerCase());
    return tag === 'button' || tag === 'li';
  }
  if (name === 'content' && tag === 'meta') return READ_META.test(attribs.name ?? attribs.property ?? '');
  if (name === 'href') return /^\s*(mailto|tel|sms):/i.test(value);
  return false;
}

/** A label for detection: an input's name, or the meta's name. */
function contextOf(tag: string, name: string, attribs: Record<string, string>): string | undefined {
  if (tag === 'input' && name === 'value') return attribs.name ?? attribs.id;
  if (tag === 'meta') return attribs.name ?? attribs.property;
  return undefined;
}

function mergeSorted(a: SourceEdit[], b: SourceEdit[]): SourceEdit[] {
  if (b.length === 0) return a;
  return [...a, ...b].sort((x, y) => x.start - y.start || x.end - y.end);
}
