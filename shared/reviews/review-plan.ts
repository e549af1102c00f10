/**
 * How a job's redacted spans meet its reviews, in two passes over the same input:
 * - pass 1 (collect): every span the operators redact gets a sequence number in document order;
 *   spans that need review (policy `review_required`, or a score under `review_threshold`) become
 *   review candidates with their text and some context around them;
 * - pass 2 (apply): after every review is resolved, the job runs again with the same settings.
 *   The k-th redacted span meets the review of sequence k: approved stays redacted, rejected is
 *   left as it was, modified takes the corrected type, boundaries and replacement.
 * Detection is deterministic for the same text and settings, so both passes see the same spans.
 * A span whose type or text no longer matches its review (the tenant's rules changed in between)
 * stays redacted: when in doubt, the output keeps data hidden.
 * Offsets are code points, as everywhere in the service.
 */
import type { RedactedFinding } from '../detection/types.js';
import { CONTEXT_CHARS, type Correction } from './review.js';

export interface ReviewCriteria {
  required: boolean;
  /** Findings scored under this need review; null: none by score. */
  threshold: number | null;
}

export const needsReview = (criteria: ReviewCriteria, score: number) =>
  criteria.required || (criteria.threshold !== null && score < criteria.threshold);

export interface ReviewCandidate {
  sequence: number;
  entity_type: string;
  score: number;
  text: string;
  context_before: string;
  context_after: string;
}

export interface Decision {
  sequence: number;
  entity_type: string;
  text: string;
  status: 'approved' | 'rejected' | 'modified';
  /** For `modified`: boundaries as offsets relative to the original finding's start. */
  correction: (Correction & { relativeStart: number; relativeEnd: number }) | null;
}

/** Replacement text for a corrected span (the job's operator applied to the new type and text). */
export type Replace = (entityType: string, text: string) => Promise<string>;

export interface SegmentResult {
  text: string;
  findings: RedactedFinding[];
}

/** Pass 1: numbers the redacted spans and keeps the ones that need review. */
export class ReviewCollector {
  private next = 0;
  readonly candidates: ReviewCandidate[] = [];

  constructor(private readonly criteria: ReviewCriteria) {}

  /** Segments must be observed in document order (the caller serializes). */
  observe(segment: string, findings: readonly RedactedFinding[]): void {
    const points = Array.from(segment);
    for (const f of [...findings].sort((a, b) => a.start - b.start)) {
      const sequence = this.next++;
      if (!needsReview(this.criteria, f.score)) continue;
      this.candidates.push({
        sequence,
        entity_type: f.entity_type,
        score: f.score,
        text: points.slice(f.start, f.end).join(''),
        context_before: points.slice(Math.max(0, f.start - CONTEXT_CHARS), f.start).join(''),
        context_after: points.slice(f.end, f.end + CONTEXT_CHARS).join(''),
      });
    }
  }

  get spansSeen(): number {
    return this.next;
  }
}

/** Pass 2: rewrites each segment's output from the decisions. */
export class DecisionOverlay {
  private next = 0;
  private readonly bySequence: Map<number, Decision>;

  constructor(decisions: readonly Decision[], private readonly replace: Replace) {
    this.bySequence = new Map(decisions.map((d) => [d.sequence, d]));
  }

  async apply(segment: string, result: SegmentResult): Promise<SegmentResult> {
    const points = Array.from(segment);
    const kept: RedactedFinding[] = [];
    const corrected: RedactedFinding[] = [];
    for (const f of [...result.findings].sort((a, b) => a.start - b.start)) {
      const decision = this.bySequence.get(this.next++);
      const text = points.slice(f.start, f.end).join('');
      if (!decision || decision.entity_type !== f.entity_type || decision.text !== text || decision.status === 'approved') {
        kept.push(f);
      } else if (decision.status === 'modified' && decision.correction) {
        const c = decision.correction;
        const start = Math.max(0, f.start + c.relativeStart);
        const end = Math.min(points.length, f.start + c.relativeEnd);
        if (end <= start) continue;
        const original = points.slice(start, end).join('');
        const replacement = c.redacted ?? (await this.replace(c.entity_type, original));
        corrected.push({ entity_type: c.entity_type, start, end, score: f.score, replacement });
      }
      // rejected: a false positive, left as it was.
    }
    // A corrected span wins over the spans it now overlaps (the reviewer widened it over them).
    const free = kept.filter((f) => !corrected.some((c) => f.start < c.end && c.start < f.end));
    return rebuild(points, [...corrected, ...free]);
  }
}

/** The segment with each kept span replaced; a span overlapping an earlier one is dropped. */
function rebuild(points: readonly string[], findings: RedactedFinding[]): SegmentResult {
  const ordered = findings.sort((a, b) => a.start - b.start || b.end - a.end);
  const out: string[] = [];
  const kept: RedactedFinding[] = [];
  let at = 0;
  for (const f of ordered) {
    if (f.start < at) continue;
    out.push(points.slice(at, f.start).join(''), f.replacement);
    kept.push(f);
    at = f.end;
  }
  out.push(points.slice(at).join(''));
  return { text: out.join(''), findings: kept };
}
