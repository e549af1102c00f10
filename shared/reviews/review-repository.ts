/**
 * Reviews in the `jobs` table, keyed by id alone (`REVIEW#<id>`); gsi1 lists a tenant's reviews
 * of one mode, newest first. Resolving is one transaction: the review leaves `pending` on that
 * condition (two reviewers at once: exactly one wins) and the job's count of pending reviews
 * goes down with it, so the last resolution is seen by exactly the resolver that made it.
 */
import { BatchGetCommand, BatchWriteCommand, GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../adapters/aws/clients.js';
import { tableName } from '../config/env.js';
import { conflict } from '../http/errors.js';
import type { KeyMode } from '../tenancy/key-material.js';
import { tenantPk } from '../tenancy/tenant-repository.js';
import { jobKey } from '../jobs/job-repository.js';
import type { Correction, ReviewRecord, ReviewStatus } from './review.js';

export const reviewKey = (id: string) => ({ pk: `REVIEW#${id}`, sk: 'REVIEW' });
const listPk = (tenantId: string, mode: KeyMode) => `${tenantPk(tenantId)}#REVIEWS#${mode}`;

function strip(item: Record<string, unknown> | undefined): ReviewRecord | undefined {
  if (!item) return undefined;
  const { pk: _pk, sk: _sk, gsi1pk: _g, gsi1sk: _s, ...rest } = item;
  return rest as unknown as ReviewRecord;
}

/** Writes a job's reviews; ids are fixed per (job, sequence), so a repeat writes the same items. */
export async function putReviews(reviews: readonly ReviewRecord[]): Promise<void> {
  for (let i = 0; i < reviews.length; i += 25) {
    let requests = reviews.slice(i, i + 25).map((r) => ({
      PutRequest: { Item: { ...reviewKey(r.id), gsi1pk: listPk(r.tenant_id, r.mode), gsi1sk: `${r.created_at}#${r.id}`, ...r } },
    }));
    // BatchWriteItem may hand back what it could not write yet; send that again.
    for (let attempt = 0; requests.length > 0; attempt++) {
      const out = await dynamo().send(new BatchWriteCommand({ RequestItems: { [tableName('jobs')]: requests } }));
      requests = (out.UnprocessedItems?.[tableName('jobs')] ?? []) as typeof requests;
      if (requests.length) await new Promise((r) => setTimeout(r, Math.min(1000, 50 * 2 ** attempt)));
    }
  }
}

export async function getReview(id: string): Promise<ReviewRecord | undefined> {
  const out = await dynamo().send(new GetCommand({ TableName: tableName('jobs'), Key: reviewKey(id), ConsistentRead: true }));
  return strip(out.Item);
}

export async function listReviews(query: {
  tenantId: string;
  mode: KeyMode;
  status: ReviewStatus;
  jobId?: string;
  limit: number;
  offset: number;
}): Promise<ReviewRecord[]> {
  const wanted = query.offset + query.limit;
  const found: ReviewRecord[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName('jobs'),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        FilterExpression: query.jobId ? '#s = :s AND job_id = :job' : '#s = :s',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':pk': listPk(query.tenantId, query.mode), ':s': query.status, ...(query.jobId ? { ':job': query.jobId } : {}) },
        ScanIndexForward: false,
        Limit: Math.min(1000, wanted * 2),
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) found.push(strip(item)!);
    start = page.LastEvaluatedKey;
  } while (start && found.length < wanted);
  return found.slice(query.offset, wanted);
}

export interface Resolution {
  status: Exclude<ReviewStatus, 'pending'>;
  reviewer: string;
  comment: string | null;
  correction: Correction | null;
  resolved_at: string;
}

/** pending → resolved, and the job's pending count down by one; 409 when it was resolved already. */
export async function resolveReview(review: ReviewRecord, resolution: Resolution): Promise<void> {
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName('jobs'),
              Key: reviewKey(review.id),
              UpdateExpression: 'SET #s = :s, reviewer = :r, #c = :c, correction = :x, resolved_at = :at',
              ConditionExpression: '#s = :pending',
              ExpressionAttributeNames: { '#s': 'status', '#c': 'comment' },
              ExpressionAttributeValues: {
                ':s': resolution.status, ':r': resolution.reviewer, ':c': resolution.comment, ':x': resolution.correction,
                ':at': resolution.resolved_at, ':pending': 'pending',
              },
            },
          },
          {
            Update: {
              TableName: tableName('jobs'),
              Key: jobKey(review.job_id),
              UpdateExpression: 'ADD reviews_pending :minus',
              ConditionExpression: 'attribute_exists(pk)',
              ExpressionAttributeValues: { ':minus': -1 },
            },
          },
        ],
      }),
    );
  } catch (error) {
    const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
    if (reasons[0]?.Code === 'ConditionalCheckFailed' || reasons[0]?.Code === 'TransactionConflict') {
      throw conflict('This review was already resolved; a resolved review cannot change again.');
    }
    if (reasons[1]?.Code === 'ConditionalCheckFailed') throw conflict('The job of this review no longer exists.');
    throw error;
  }
}

/**
 * Marks the job's reviews as all resolved, once: true for the one caller that moved it, which
 * then queues the job's second pass.
 */
export async function claimReviewsResolved(jobId: string): Promise<boolean> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName('jobs'),
        Key: jobKey(jobId),
        UpdateExpression: 'SET review_state = :resolved',
        ConditionExpression: 'review_state = :awaiting AND reviews_pending <= :zero',
        ExpressionAttributeValues: { ':resolved': 'resolved', ':awaiting': 'awaiting', ':zero': 0 },
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

/** A review's id, fixed by its job and sequence, so a repeated first pass writes the same reviews. */
export const reviewId = (jobId: string, sequence: number) => `rev_${jobId.replace(/^job_/, '')}_${sequence}`;

/** Every review of a job (for the second pass), read consistently by id, in sequence order. */
export async function reviewsOfJob(jobId: string, sequences: readonly number[]): Promise<ReviewRecord[]> {
  const all: ReviewRecord[] = [];
  const table = tableName('jobs');
  for (let i = 0; i < sequences.length; i += 100) {
    let keys = sequences.slice(i, i + 100).map((n) => reviewKey(reviewId(jobId, n)));
    for (let attempt = 0; keys.length > 0; attempt++) {
      const out = await dynamo().send(new BatchGetCommand({ RequestItems: { [table]: { Keys: keys, ConsistentRead: true } } }));
      for (const item of out.Responses?.[table] ?? []) all.push(strip(item)!);
      keys = (out.UnprocessedKeys?.[table]?.Keys ?? []) as typeof keys;
      if (keys.length) await new Promise((r) => setTimeout(r, Math.min(1000, 50 * 2 ** attempt)));
    }
  }
  return all.sort((a, b) => a.sequence - b.sequence);
}
