import { codePointLength, codePointsToUtf16, hasSurrogates } from '../detection/offsets.js';
import type { FileFinding, RedactSegments, SegmentFinding } from './types.js';

/** One replacement inside a value, in UTF-16 indices of that value. */
export interface Edit {
  start: number;
  end: number;
  replacement: string;
  entity_type: string;
  score: number;
}

/** A piece of text to redact, with an optional label (a column name, a JSON key) as context. */
export interface SegmentRequest {
  text: string;
  /** Sent as `"<context>: <text>"` so context words ("phone", "dob") help detection; never redacted. */
  context?: string;
}

const DEFAULT_MAX_FINDINGS = 10_000;
/** Packed segments close once they reach this many UTF-16 units. */
const PACK_CHARS = 8 * 1024;
/** Between packed values: a blank line, which the recognizers treat as a boundary. */
const PACK_SEPARATOR = '\n\n';
const MAX_CONTEXT_CHARS = 48;

/**
 * Sends segments to the caller's RedactSegments and turns its answers into edits on the original
 * values. It also keeps the file's tallies: characters processed (code points of the values, not
 * of the context labels we add) and findings (capped at maxFindings, counted exactly).
 */
export class SegmentRedactor {
  characters = 0;
  entityCount = 0;
  readonly findings: FileFinding[] = [];
  private readonly maxFindings: number;

  constructor(
    private readonly redactSegments: RedactSegments,
    maxFindings?: number,
  ) {
    this.maxFindings = maxFindings ?? DEFAULT_MAX_FINDINGS;
  }

  /**
   * Edits per request, in order. Blank values are not sent (no edits, no characters).
   * With `pack`, many small values (cells, JSON strings, attributes) travel together: each as
   * `"<context>: <value>"`, separated by a blank line, in segments of about PACK_CHARS. Detection
   * then runs once per packed segment instead of once per value (the engine's fixed cost per
   * call dominated on short values), and each finding is mapped back to the value(s) it covers.
   */
  async run(requests: readonly SegmentRequest[], options: { pack?: boolean } = {}): Promise<Edit[][]> {
    const out: Edit[][] = requests.map(() => []);
    const segments: string[] = [];
    const items: { request: number; start: number; end: number }[][] = [];
    let current = '';
    let currentItems: { request: number; start: number; end: number }[] = [];
    const close = () => {
      if (currentItems.length === 0) return;
      segments.push(current);
      items.push(currentItems);
      current = '';
      currentItems = [];
    };
    requests.forEach((r, i) => {
      if (!/\S/.test(r.text)) return;
      this.characters += codePointLength(r.text);
      if (current) current += PACK_SEPARATOR;
      current += contextPrefix(r.context);
      currentItems.push({ request: i, start: current.length, end: current.length + r.text.length });
      current += r.text;
      if (!options.pack || current.length >= PACK_CHARS) close();
    });
    close();
    if (segments.length === 0) return out;
    const answers = await this.redactSegments(segments);
    if (!Array.isArray(answers) || answers.length !== segments.length) {
      throw new Error(`RedactSegments answered ${Array.isArray(answers) ? answers.length : 'no'} results for ${segments.length} segments.`);
    }
    answers.forEach((answer, k) => {
      const segmentItems = items[k] as { request: number; start: number; end: number }[];
      let first = 0;
      for (const e of toEdits(segments[k] as string, answer.text, answer.findings)) {
        while (first < segmentItems.length && (segmentItems[first] as { end: number }).end <= e.start) first++;
        // A finding covering parts of two values (rare: it crossed a separator) redacts both parts.
        for (let j = first; j < segmentItems.length; j++) {
          const item = segmentItems[j] as { request: number; start: number; end: number };
          if (item.start >= e.end) break;
          const start = Math.max(e.start, item.start);
          const end = Math.min(e.end, item.end);
          if (end > start) (out[item.request] as Edit[]).push({ ...e, start: start - item.start, end: end - item.start });
        }
      }
    });
    return out;
  }

  /** Records a finding at file offsets (code points), in file order. */
  record(entity_type: string, start: number, end: number, score: number): void {
    this.entityCount++;
    if (this.findings.length < this.maxFindings) this.findings.push({ entity_type, start, end, score });
  }
}

const prefixes = new Map<string, string>();

/** `"first name: "` for a usable label; "" when there is none (or it is too long to be a label). */
function contextPrefix(label: string | undefined): string {
  if (!label) return '';
  let prefix = prefixes.get(label);
  if (prefix === undefined) {
    prefix = makePrefix(label);
    if (prefixes.size < 10_000) prefixes.set(label, prefix);
  }
  return prefix;
}

function makePrefix(label: string): string {
  const clean = label.replace(/[\s_]+/g, ' ').trim();
  if (!clean || clean.length > MAX_CONTEXT_CHARS || !/\p{L}/u.test(clean)) return '';
  return `${clean}: `;
}

/**
 * Converts one answer to edits on the segment: code points → UTF-16, overlaps dropped,
 * replacements taken from the findings or worked out from the redacted text.
 */
export function toEdits(segment: string, redacted: string, findings: readonly SegmentFinding[]): Edit[] {
  if (findings.length === 0) return [];
  const sorted = [...findings].sort((a, b) => a.start - b.start || b.end - a.end);
  // Code points → UTF-16: the identity unless the segment has astral characters.
  let toUnit = (cp: number) => cp;
  if (hasSurrogates(segment)) {
    const indices = [...new Set(sorted.flatMap((f) => [f.start, f.end]))].sort((a, b) => a - b);
    const units = codePointsToUtf16(segment, indices);
    const byCodePoint = new Map<number, number>();
    indices.forEach((cp, k) => byCodePoint.set(cp, units[k] as number));
    toUnit = (cp) => byCodePoint.get(cp) as number;
  }
  const spans: Edit[] = [];
  let lastEnd = 0;
  let missing = false;
  for (const f of sorted) {
    const start = toUnit(f.start);
    const end = toUnit(f.end);
    if (end <= start || start < lastEnd) continue; // empty or overlapping: the operators drop these too
    spans.push({ start, end, replacement: f.replacement ?? '', entity_type: f.entity_type, score: f.score });
    if (typeof f.replacement !== 'string') missing = true;
    lastEnd = end;
  }
  if (missing) deriveReplacements(segment, redacted, spans);
  return spans;
}

/**
 * Works out each span's replacement from the redacted text, which is the original with every
 * span replaced: the text between spans is unchanged, so each replacement ends where the next
 * unchanged gap starts. Adjacent spans (no gap) cannot be told apart: the first gets "" and the
 * second the whole replacement, which yields the same text.
 */
export function deriveReplacements(original: string, redacted: string, spans: Edit[]): void {
  let at = 0; // position in redacted
  for (let k = 0; k < spans.length; k++) {
    const s = spans[k] as Edit;
    const gapBefore = original.slice(k === 0 ? 0 : (spans[k - 1] as Edit).end, s.start);
    at += gapBefore.length;
    const next = spans[k + 1];
    const gapAfter = original.slice(s.end, next ? next.start : original.length);
    let end: number;
    if (!next) end = redacted.length - gapAfter.length;
    else if (gapAfter.length === 0) end = at;
    else {
      const found = redacted.indexOf(gapAfter, at + (s.end > s.start ? 1 : 0));
      end = found < 0 ? at : found;
    }
    s.replacement = redacted.slice(at, Math.max(at, end));
    at = Math.max(at, end);
  }
}

/** The value with its edits applied (edits sorted, non-overlapping, UTF-16). */
export function applyEdits(value: string, edits: readonly Edit[], escape: (s: string) => string = (s) => s): string {
  if (edits.length === 0) return value;
  let out = '';
  let cursor = 0;
  for (const e of edits) {
    out += value.slice(cursor, e.start) + escape(e.replacement);
    cursor = e.end;
  }
  return out + value.slice(cursor);
}

/**
 * Tracks code point positions while walking a string forward, so file offsets can be given in
 * code points without re-counting from the start each time.
 */
export class CodePointCursor {
  private unit = 0;
  private cp = 0;

  constructor(private readonly text: string) {}

  /** Code points before UTF-16 index `target` (cheap when targets go forward). */
  at(target: number): number {
    const text = this.text;
    if (target < this.unit) {
      this.unit = 0;
      this.cp = 0;
    }
    for (; this.unit < target; this.unit++) {
      const c = text.charCodeAt(this.unit);
      if (!((c & 0xfc00) === 0xdc00 && this.unit > 0 && (text.charCodeAt(this.unit - 1) & 0xfc00) === 0xd800)) this.cp++;
    }
    return this.cp;
  }
}
