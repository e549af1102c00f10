/**
 * Review use cases behind the HTTP handlers. Any key of the job's tenant and mode may read and
 * resolve (the reviewer is the acting key's prefix); another tenant's review is 403, the other
 * mode's 403, a missing one 404; leaving a resolved state is 409. The resolution that leaves a
 * job with no pending review queues the job's second pass, which renders its output from the
 * decisions and completes it (with its webhook).
 */
import { z } from 'zod';
import { recordAudit } from '../audit/audit-log.js';
import { conflict, forbidden, notFound, unprocessable } from '../http/errors.js';
import { enqueueJobs } from '../jobs/job-queue.js';
import { getJob } from '../jobs/job-repository.js';
import type { Principal } from '../tenancy/principal.js';
import { REVIEW_STATUSES, type Correction, type ReviewRecord } from './review.js';
import { claimReviewsResolved, getReview, listReviews, resolveReview, type Resolution } from './review-repository.js';

export const reviewParams = z.object({ review_id: z.string().min(1).max(200) });
export const reviewListQuery = z.strictObject({
  status: z.enum(REVIEW_STATUSES).default('pending'),
  job_id: z.string().min(1).max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

const comment = z.string().max(2000).optional();
export const approveBody = z.strictObject({ comment });
export const modifyBody = z.strictObject({
  entity_type: z.string().regex(/^[A-Z][A-Z0-9_]{0,63}$/, 'must be an entity label such as PERSON or EMPLOYEE_ID').optional(),
  start: z.number().int().min(0).optional(),
  end: z.number().int().min(0).optional(),
  redacted: z.string().max(500).optional(),
  comment,
});

interface Actor {
  tenantId: string;
  principal: Principal;
}

export async function ownedReview(actor: Actor, id: string): Promise<ReviewRecord> {
  const review = await getReview(id);
  if (!review) throw notFound('Review not found.');
  if (review.tenant_id !== actor.tenantId) throw forbidden('This review belongs to another tenant.');
  if (review.mode !== actor.principal.mode) {
    throw forbidden(`This review belongs to ${review.mode} mode; a ${actor.principal.mode} key cannot use it.`);
  }
  return review;
}

export async function listTenantReviews(actor: Actor, query: z.infer<typeof reviewListQuery>): Promise<ReviewRecord[]> {
  if (query.job_id) {
    // The job filter names a job: another tenant's job is 403 here too, not an empty list.
    const job = await getJob(query.job_id);
    if (job && (job.tenant_id !== actor.tenantId || job.mode !== actor.principal.mode)) {
      throw forbidden('This job belongs to another tenant or mode.');
    }
  }
  return listReviews({
    tenantId: actor.tenantId, mode: actor.principal.mode, status: query.status,
    ...(query.job_id ? { jobId: query.job_id } : {}), limit: query.limit, offset: query.offset,
  });
}

const codePoints = (s: string) => Array.from(s).length;

/** The corrected span, checked against the text around the finding; 422 with the reason. */
export function correctionOf(review: ReviewRecord, body: z.infer<typeof modifyBody>): Correction {
  const { finding } = review;
  const start = body.start ?? finding.start;
  const end = body.end ?? finding.end;
  const earliest = finding.start - codePoints(review.context_before);
  const latest = finding.end + codePoints(review.context_after);
  const issue = (loc: string, msg: string) => unprocessable([{ loc: ['body', loc], msg, type: 'invalid_boundary' }]);
  if (end <= start) throw issue('end', `must be greater than start (${start})`);
  if (start < earliest) throw issue('start', `must be at least ${earliest}: the text before it is not part of this finding's context (offset ${earliest} is the earliest a correction can reach)`);
  if (end > latest) throw issue('end', `must be at most ${latest}: the text ends there or lies beyond this finding's context`);
  if (end <= finding.start || start >= finding.end) {
    throw issue('start', `the corrected span [${start}, ${end}) must overlap the finding [${finding.start}, ${finding.end})`);
  }
  const window = Array.from(review.context_before + finding.text + review.context_after);
  const text = window.slice(start - earliest, end - earliest).join('');
  if (text.trim() === '') throw issue('start', 'the corrected span holds only white space');
  return { entity_type: body.entity_type ?? finding.entity_type, start, end, redacted: body.redacted ?? null };
}

export async function resolve(
  actor: Actor,
  id: string,
  status: Resolution['status'],
  body: z.infer<typeof modifyBody>,
) {
  const review = await ownedReview(actor, id);
  if (review.status !== 'pending') throw conflict(`This review is already ${review.status}; a resolved review cannot change again.`);
  const resolution: Resolution = {
    status,
    reviewer: actor.principal.prefix,
    comment: body.comment ?? null,
    correction: status === 'modified' ? correctionOf(review, body) : null,
    resolved_at: new Date().toISOString(),
  };
  await resolveReview(review, resolution);
  await recordAudit({
    tenant_id: actor.tenantId,
    event_type: 'review.resolved',
    resource_type: 'review',
    resource_id: review.id,
    actor: actor.principal.prefix,
    metadata: { job_id: review.job_id, status },
  });
  const job = await getJob(review.job_id);
  if (job && Number(job.reviews_pending ?? 0) <= 0 && (await claimReviewsResolved(job.id))) await enqueueJobs([job.id]);
  return { id: review.id, status, reviewer: resolution.reviewer, comment: resolution.comment, resolved_at: resolution.resolved_at };
}
