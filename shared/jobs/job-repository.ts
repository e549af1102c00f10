/**
 * Jobs and batches in the `jobs` table. Items are keyed by id alone (`JOB#<id>`, `BATCH#<id>`)
 * and name their tenant and mode; gsi1 lists a tenant's jobs of one mode, newest first. Every
 * status move is a conditional write, so concurrent or redelivered workers cannot both win.
 */
import {
  DeleteCommand,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../adapters/aws/clients.js';
import { queryWindow } from '../adapters/aws/query-all.js';
import { tableName } from '../config/env.js';
import type { KeyMode } from '../tenancy/key-material.js';
import { tenantPk } from '../tenancy/tenant-repository.js';
import type { JobFinding, JobRecord, JobStatus } from './job.js';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

const JOB_SK = 'JOB';
const BATCH_SK = 'BATCH';
export const jobKey = (id: string) => ({ pk: `JOB#${id}`, sk: JOB_SK });
export const batchKey = (id: string) => ({ pk: `BATCH#${id}`, sk: BATCH_SK });
const listPk = (tenantId: string, mode: KeyMode) => `${tenantPk(tenantId)}#JOBS#${mode}`;

export interface BatchRecord {
  id: string;
  tenant_id: string;
  mode: KeyMode;
  job_ids: string[];
  total: number;
  completed: number;
  failed: number;
  created_at: string;
  expires_at: number;
}

/** The Put of a new job; `attribute_not_exists` makes a replayed creation (same id) a no-op. */
export function jobPut(job: JobRecord): TransactItem {
  return {
    Put: {
      TableName: tableName('jobs'),
      Item: { ...jobKey(job.id), gsi1pk: listPk(job.tenant_id, job.mode), gsi1sk: `${job.created_at}#${job.id}`, ...job },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

export function batchPut(batch: BatchRecord): TransactItem {
  return {
    Put: {
      TableName: tableName('jobs'),
      Item: { ...batchKey(batch.id), ...batch },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

function stripKeys<T>(item: Record<string, unknown> | undefined): T | undefined {
  if (!item) return undefined;
  const { pk: _pk, sk: _sk, gsi1pk: _g, gsi1sk: _s, ...rest } = item;
  return rest as T;
}

export async function getJob(id: string): Promise<JobRecord | undefined> {
  const out = await dynamo().send(new GetCommand({ TableName: tableName('jobs'), Key: jobKey(id), ConsistentRead: true }));
  return stripKeys<JobRecord>(out.Item);
}

export async function getBatch(id: string): Promise<BatchRecord | undefined> {
  const out = await dynamo().send(new GetCommand({ TableName: tableName('jobs'), Key: batchKey(id), ConsistentRead: true }));
  return stripKeys<BatchRecord>(out.Item);
}

/** A tenant's jobs of one mode, newest first; the status filter runs server-side. */
export async function listJobs(query: {
  tenantId: string;
  mode: KeyMode;
  status?: JobStatus;
  limit: number;
  offset: number;
}): Promise<JobRecord[]> {
  const items = await queryWindow(
    {
      TableName: tableName('jobs'),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ...(query.status ? { FilterExpression: '#s = :s', ExpressionAttributeNames: { '#s': 'status' } } : {}),
      ExpressionAttributeValues: { ':pk': listPk(query.tenantId, query.mode), ...(query.status ? { ':s': query.status } : {}) },
      ScanIndexForward: false,
    },
    query,
  );
  return items.map((item) => stripKeys<JobRecord>(item)!);
}

const isConditionFailure = (error: unknown) => (error as Error)?.name === 'ConditionalCheckFailedException';

/**
 * queued → processing, or processing → processing for a redelivered message (the previous
 * attempt died). False when the job is gone or already terminal.
 */
export async function claimJob(id: string, attempt: number): Promise<boolean> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName('jobs'),
        Key: jobKey(id),
        UpdateExpression: 'SET #s = :processing, progress_pct = :p, attempt = :a, updated_at = :now',
        ConditionExpression: 'attribute_exists(pk) AND #s IN (:queued, :processing)',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: {
          ':processing': 'processing', ':queued': 'queued', ':p': 5, ':a': attempt, ':now': new Date().toISOString(),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Progress while processing; never moves backwards and never touches a finished job. */
export async function setProgress(id: string, pct: number): Promise<void> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName('jobs'),
        Key: jobKey(id),
        UpdateExpression: 'SET progress_pct = :p, updated_at = :now',
        ConditionExpression: '#s = :processing AND progress_pct < :p',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':p': pct, ':processing': 'processing', ':now': new Date().toISOString() },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

export interface Completion {
  output_uri: string;
  output_bucket: string;
  output_key: string;
  output_content_type: string;
  output_bytes: number;
  findings: JobFinding[];
  findings_key?: string;
  entity_count: number;
  tokens_used: number;
}

export type Termination =
  | { status: 'completed'; completion: Completion }
  | { status: 'failed' | 'error'; error_message: string };

/**
 * processing → a terminal status, in one transaction with everything that must happen exactly
 * once with it: the batch counter, the usage counters and the audit event (`alsoWrite`). False
 * when another delivery got there first (or the job was deleted meanwhile).
 */
export async function finishJob(job: JobRecord, end: Termination, alsoWrite: TransactItem[]): Promise<JobRecord | undefined> {
  const now = new Date().toISOString();
  const values: Record<string, unknown> = { ':st': end.status, ':now': now, ':processing': 'processing' };
  let set = '#s = :st, updated_at = :now, completed_at = :now';
  if (end.status === 'completed') {
    const c = end.completion;
    Object.assign(values, {
      ':p': 100, ':ou': c.output_uri, ':ob': c.output_bucket, ':ok': c.output_key, ':oct': c.output_content_type,
      ':obytes': c.output_bytes, ':f': c.findings, ':ec': c.entity_count, ':t': c.tokens_used,
    });
    set += ', progress_pct = :p, output_uri = :ou, output_bucket = :ob, output_key = :ok, output_content_type = :oct,' +
      ' output_bytes = :obytes, findings = :f, entity_count = :ec, tokens_used = :t';
    if (c.findings_key) {
      values[':fk'] = c.findings_key;
      set += ', findings_key = :fk';
    }
  } else {
    values[':em'] = end.error_message;
    set += ', error_message = :em';
  }
  const items: TransactItem[] = [
    {
      Update: {
        TableName: tableName('jobs'),
        Key: jobKey(job.id),
        UpdateExpression: `SET ${set}`,
        ConditionExpression: 'attribute_exists(pk) AND #s = :processing',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: values,
      },
    },
    ...(job.batch_id ? [batchCount(job.batch_id, end.status === 'completed' ? 'completed' : 'failed')] : []),
    ...alsoWrite,
  ];
  const won = await transact(items);
  if (!won) return undefined;
  return {
    ...job,
    status: end.status,
    updated_at: now,
    completed_at: now,
    ...(end.status === 'completed'
      ? { ...end.completion, progress_pct: 100 }
      : { error_message: end.error_message }),
  };
}

/** Batch counts move with each job's terminal transition, so each job counts exactly once. */
function batchCount(batchId: string, field: 'completed' | 'failed'): TransactItem {
  return {
    Update: {
      TableName: tableName('jobs'),
      Key: batchKey(batchId),
      UpdateExpression: 'ADD #f :one',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#f': field },
      ExpressionAttributeValues: { ':one': 1 },
    },
  };
}

/**
 * Runs a transaction; false when the first item's condition failed (the state move lost).
 * Conflicts with concurrent writers of the same counters are retried here, briefly.
 */
export async function transact(items: TransactItem[]): Promise<boolean> {
  for (let attempt = 0; ; attempt++) {
    try {
      await dynamo().send(new TransactWriteCommand({ TransactItems: items }));
      return true;
    } catch (error) {
      const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
      if ((error as Error).name !== 'TransactionCanceledException') throw error;
      if (reasons[0]?.Code === 'ConditionalCheckFailed') return false;
      const conflict = reasons.some((r) => r.Code === 'TransactionConflict');
      if (!conflict || attempt >= 8) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** attempt * Math.random() + 10));
    }
  }
}

export async function deleteJobItem(id: string): Promise<void> {
  await dynamo().send(new DeleteCommand({ TableName: tableName('jobs'), Key: jobKey(id) }));
}
