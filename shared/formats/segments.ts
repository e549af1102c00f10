import { codePointLength, codePointsToUtf16 } from '../detection/offsets.js';
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

  /** Edits per request, in order. Blank values are not sent (no edits, no characters). */
  async run(requests: readonly SegmentRequest[]): Promise<Edit[][]> {
    const out: Edit[][] = requests.map(() => []);
    const sent: number[] = [];
    const segments: string[] = [];
    const prefixes: number[] = [];
    requests.forEach((r, i) => {
      if (!/\S/.test(r.text)) return;
      const prefix = contextPrefix(r.context);
      sent.push(i);
      segments.push(prefix + r.text);
      prefixes.push(prefix.length);
      this.characters += codePointLength(r.text);
    });
    if (segments.length === 0) return out;
    const answers = await this.redactSegments(segments);
    if (!Array.isArray(answers) || answers.length !== segments.length) {
      throw new Error(`RedactSegments answered ${Array.isArray(answers) ? answers.length : 'no'} results for ${segments.length} segments.`);
    }
    answers.forEach((answer, k) => {
      const i = sent[k] as number;
      out[i] = toEdits(segments[k] as string, answer.text, answer.findings, prefixes[k] as number);
    });
    return out;
  }

  /** Records a finding at file offsets (code points), in file order. */
  record(entity_type: string, start: number, end: number, score: number): void {
    this.entityCount++;
    if (this.findings.length < this.maxFindings) this.findings.push({ entity_type, start, end, score });
  }
}

/** `"first name: "` for a usable label; "" when there is none (or it is too long to be a label). */
function contextPrefix(label: string | undefined): string {
  if (!label) return '';
  const clean = label.replace(/[\s_]+/g, ' ').trim();
  if (!clean || clean.length > MAX_CONTEXT_CHARS || !/\p{L}/u.test(clean)) return '';
  return `${clean}: `;
}

/**
 * Converts one answer to edits on the value: code points → UTF-16, replacements taken from the
 * findings or worked out from the redacted text, the context prefix removed (findings inside it
 * dropped, findings crossing into the value clipped to it).
 */
export function toEdits(segment: string, redacted: string, findings: readonly SegmentFinding[], prefixLength: number): Edit[] {
  if (findings.length === 0) return [];
  const sorted = [...findings].sort((a, b) => a.start - b.start || b.end - a.end);
  const indices: number[] = [];
  for (const f of sorted) indices.push(f.start, f.end);
  const units = codePointsToUtf16(segment, [...indices].sort((a, b) => a - b));
  // indices are sorted per pair but a later start may precede an earlier end only when spans
  // overlap; map back by value so overlapping answers stay correct.
  const byCodePoint = new Map<number, number>();
  [...indices].sort((a, b) => a - b).forEach((cp, k) => byCodePoint.set(cp, units[k] as number));
  const spans: Edit[] = [];
  let lastEnd = 0;
  let missing = false;
  for (const f of sorted) {
    const start = byCodePoint.get(f.start) as number;
    const end = byCodePoint.get(f.end) as number;
    if (end <= start || start < lastEnd) continue; // empty or overlapping: the operators drop these too
    spans.push({ start, end, replacement: f.replacement ?? '', entity_type: f.entity_type, score: f.score });
    if (typeof f.replacement !== 'string') missing = true;
    lastEnd = end;
  }
  if (missing) deriveReplacements(segment, redacted, spans);

  const edits: Edit[] = [];
  for (const s of spans) {
    if (s.end <= prefixLength) continue;
    edits.push({ ...s, start: Math.max(0, s.start - prefixLength), end: s.end - prefixLength });
  }
  return edits;
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
