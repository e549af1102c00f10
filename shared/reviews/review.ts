/**
 * A human review of one finding of a job (DECISIONS: reviews ship). A job whose policy has
 * `review_required`, or with findings scored under the policy's `review_threshold`, waits in
 * `processing` at 90% until every review is resolved; its output is then rendered from them.
 * Reviews are keyed by id alone (`REVIEW#<id>`) and name their tenant and mode, so another
 * tenant's id is told apart from a missing one (403 / 404); gsi1 lists a tenant's reviews.
 */
import { z } from 'zod';
import type { KeyMode } from '../tenancy/key-material.js';

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected', 'modified'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The finding under review: offsets in the job's text (as the job's findings), and its text. */
export const reviewFindingSchema = z.object({
  entity_type: z.string(),
  start: z.number().int(),
  end: z.number().int(),
  score: z.number(),
  text: z.string(),
});
export type ReviewFinding = z.infer<typeof reviewFindingSchema>;

/** What a modify decided: the corrected type, boundaries and, optionally, the replacement text. */
export const correctionSchema = z.object({
  entity_type: z.string(),
  start: z.number().int(),
  end: z.number().int(),
  redacted: z.string().nullable(),
});
export type Correction = z.infer<typeof correctionSchema>;

export interface ReviewRecord {
  id: string;
  tenant_id: string;
  mode: KeyMode;
  job_id: string;
  finding: ReviewFinding;
  /** Position of the finding among the job's redacted spans, in document order (see review-plan). */
  sequence: number;
  /** Text around the finding (at most CONTEXT_CHARS each side), to check corrected boundaries. */
  context_before: string;
  context_after: string;
  status: ReviewStatus;
  reviewer: string | null;
  comment: string | null;
  correction: Correction | null;
  created_at: string;
  resolved_at: string | null;
  expires_at: number;
}

export const CONTEXT_CHARS = 80;

export const reviewSchema = z.object({
  id: z.string(),
  job_id: z.string(),
  finding: reviewFindingSchema,
  status: z.enum(REVIEW_STATUSES),
  reviewer: z.string().nullable(),
  comment: z.string().nullable(),
  /** Set when the review was modified: what the output uses instead of the finding. */
  correction: correctionSchema.nullable(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
});
export type ReviewView = z.infer<typeof reviewSchema>;

export const resolutionSchema = z.object({
  id: z.string(),
  status: z.enum(REVIEW_STATUSES),
  reviewer: z.string().nullable(),
  comment: z.string().nullable(),
  resolved_at: z.string().nullable(),
});

export function toReviewView(r: ReviewRecord): ReviewView {
  return {
    id: r.id, job_id: r.job_id, finding: r.finding, status: r.status, reviewer: r.reviewer,
    comment: r.comment, correction: r.correction, created_at: r.created_at, resolved_at: r.resolved_at,
  };
}
