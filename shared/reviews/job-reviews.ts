/**
 * Where the job worker meets reviews: which jobs need them, turning a first pass's candidates
 * into reviews (the job then waits in `processing` at 90%), and reading the decisions back for
 * the second pass.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../adapters/aws/clients.js';
import { tableName } from '../config/env.js';
import { InputError } from '../jobs/input-error.js';
import type { JobFinding, JobRecord, JobSettings } from '../jobs/job.js';
import { jobKey } from '../jobs/job-repository.js';
import type { ReviewRecord } from './review.js';
import type { Decision, ReviewCollector, ReviewCriteria } from './review-plan.js';
import { putReviews, reviewId, reviewsOfJob } from './review-repository.js';

/** One review per finding, up to the number of findings a job keeps. */
export const MAX_REVIEWS_PER_JOB = 10_000;

export function reviewCriteria(settings: JobSettings): ReviewCriteria | undefined {
  const required = settings.review_required ?? false;
  const threshold = settings.review_threshold ?? null;
  return required || threshold !== null ? { required, threshold } : undefined;
}

/**
 * Writes the reviews and parks the job at 90%. `findings` are the first pass's findings in
 * document order (their offsets are the job's); the k-th is the span of sequence k.
 */
export async function awaitReviews(job: JobRecord, collector: ReviewCollector, findings: readonly JobFinding[]): Promise<void> {
  const candidates = collector.candidates;
  if (candidates.length > MAX_REVIEWS_PER_JOB) {
    throw new InputError(`This job has ${candidates.length} findings to review, more than the ${MAX_REVIEWS_PER_JOB} a job can hold; split the input or raise the policy's review_threshold.`);
  }
  const aligned = findings.length === collector.spansSeen;
  const now = new Date().toISOString();
  const reviews: ReviewRecord[] = candidates.map((c) => {
    const at = aligned ? findings[c.sequence] : undefined;
    return {
      id: reviewId(job.id, c.sequence),
      tenant_id: job.tenant_id,
      mode: job.mode,
      job_id: job.id,
      finding: { entity_type: c.entity_type, start: at?.start ?? 0, end: at?.end ?? Array.from(c.text).length, score: c.score, text: c.text },
      sequence: c.sequence,
      context_before: c.context_before,
      context_after: c.context_after,
      status: 'pending',
      reviewer: null,
      comment: null,
      correction: null,
      created_at: now,
      resolved_at: null,
      expires_at: job.expires_at,
    };
  });
  await putReviews(reviews);
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName('jobs'),
      Key: jobKey(job.id),
      // ADD: a review resolved before this write lands has already counted itself down.
      UpdateExpression: 'SET review_state = :awaiting, review_sequences = :seqs, progress_pct = :p, updated_at = :now ADD reviews_pending :n',
      ConditionExpression: '#s = :processing AND attribute_not_exists(review_state)',
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: {
        ':awaiting': 'awaiting', ':seqs': candidates.map((c) => c.sequence), ':p': 90, ':now': now,
        ':n': candidates.length, ':processing': 'processing',
      },
    }),
  ).catch((error: unknown) => {
    // Another delivery parked it first (same reviews, same ids): nothing left to do.
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
  });
}

/** The decisions of a job whose reviews are all resolved, for the second pass. */
export async function decisionsFor(job: JobRecord): Promise<Decision[]> {
  const reviews = await reviewsOfJob(job.id, job.review_sequences ?? []);
  return reviews
    .filter((r) => r.status !== 'pending')
    .map((r) => ({
      sequence: r.sequence,
      entity_type: r.finding.entity_type,
      text: r.finding.text,
      status: r.status as Decision['status'],
      correction: r.correction
        ? { ...r.correction, relativeStart: r.correction.start - r.finding.start, relativeEnd: r.correction.end - r.finding.start }
        : null,
    }));
}
