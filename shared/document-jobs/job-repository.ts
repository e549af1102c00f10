/**
 * Document jobs and artifact metadata in the jobs table. Both are keyed by their own id (so a
 * lookup can tell "another tenant's" from "missing": the item names its tenant), and carry a
 * gsi1 entry under the tenant for listing. State moves are conditional writes, so a retried
 * workflow step never moves a job backwards or records an artifact twice.
 */
import { BatchGetCommand, GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../adapters/aws/clients.js';
import { tableName } from '../config/env.js';
import { tenantPk } from '../tenancy/tenant-repository.js';
import { expiresAt, type DocumentJob, type StoredArtifact } from './model.js';

const jobKey = (id: string) => ({ pk: `DOCJOB#${id}`, sk: 'JOB' });
const artifactKey = (id: string) => ({ pk: `ARTIFACT#${id}`, sk: 'ARTIFACT' });

const conditionFailed = (error: unknown) =>
  (error as Error).name === 'ConditionalCheckFailedException' ||
  ((error as Error).name === 'TransactionCanceledException' &&
    ((error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? []).some((r) => r.Code === 'ConditionalCheckFailed'));

export async function putJob(job: DocumentJob): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: tableName('jobs'),
      Item: {
        ...jobKey(job.id),
        gsi1pk: tenantPk(job.tenant_id),
        gsi1sk: `DOCJOB#${job.created_at}#${job.id}`,
        expires_at: expiresAt(new Date(job.created_at)),
        ...job,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export async function getJob(id: string): Promise<DocumentJob | undefined> {
  const out = await dynamo().send(new GetCommand({ TableName: tableName('jobs'), Key: jobKey(id), ConsistentRead: true }));
  return out.Item ? stripKeys<DocumentJob>(out.Item) : undefined;
}

/** queued → processing (or already processing, on a retried step). False when the job has ended. */
export async function markProcessing(id: string, progress: number): Promise<boolean> {
  return conditionalUpdate(id, 'SET #s = :processing, progress_pct = :p, updated_at = :now', '#s IN (:queued, :processing)', {
    ':processing': 'processing', ':queued': 'queued', ':p': progress,
  });
}

export async function setProgress(id: string, progress: number): Promise<void> {
  await conditionalUpdate(id, 'SET progress_pct = :p, updated_at = :now', '#s = :processing AND progress_pct < :p', {
    ':p': progress, ':processing': 'processing',
  });
}

export async function markCompleted(id: string): Promise<boolean> {
  return conditionalUpdate(id, 'SET #s = :completed, progress_pct = :p, updated_at = :now', '#s IN (:queued, :processing)', {
    ':completed': 'completed', ':p': 100, ':queued': 'queued', ':processing': 'processing',
  });
}

export async function markFailed(id: string, message: string): Promise<boolean> {
  return conditionalUpdate(id, 'SET #s = :failed, error_message = :m, updated_at = :now', '#s IN (:queued, :processing)', {
    ':failed': 'failed', ':m': message, ':queued': 'queued', ':processing': 'processing',
  });
}

/** Records that the job's tokens were metered; false when an earlier attempt already did. */
export async function claimMetering(id: string, tokens: number): Promise<boolean> {
  return conditionalUpdate(id, 'SET tokens_metered = :t', 'attribute_not_exists(tokens_metered)', { ':t': tokens }, false);
}

async function conditionalUpdate(
  id: string,
  update: string,
  condition: string,
  values: Record<string, unknown>,
  touchesStatus = true,
): Promise<boolean> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName('jobs'),
        Key: jobKey(id),
        UpdateExpression: update,
        ConditionExpression: `attribute_exists(pk) AND ${condition}`,
        ...(touchesStatus || update.includes('#s') ? { ExpressionAttributeNames: { '#s': 'status' } } : {}),
        ExpressionAttributeValues: { ...values, ...(update.includes(':now') ? { ':now': new Date().toISOString() } : {}) },
      }),
    );
    return true;
  } catch (error) {
    if (conditionFailed(error)) return false;
    throw error;
  }
}

/**
 * Records an artifact whose payload is already stored. A listed artifact is appended to its job
 * in the same transaction; a retry finds the artifact there and changes nothing.
 */
export async function recordArtifact(artifact: StoredArtifact): Promise<void> {
  const item = {
    ...artifactKey(artifact.id),
    gsi1pk: tenantPk(artifact.tenant_id),
    gsi1sk: `ARTIFACT#${artifact.created_at}#${artifact.id}`,
    ...artifact,
  };
  const put = { Put: { TableName: tableName('jobs'), Item: item, ConditionExpression: 'attribute_not_exists(pk)' } };
  const items = artifact.listed
    ? [
        put,
        {
          Update: {
            TableName: tableName('jobs'),
            Key: jobKey(artifact.job_id),
            UpdateExpression: 'SET artifact_ids = list_append(artifact_ids, :id), updated_at = :now',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':id': [artifact.id], ':now': artifact.created_at },
          },
        },
      ]
    : [put];
  try {
    await dynamo().send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    if (!conditionFailed(error)) throw error;
  }
}

export async function getArtifact(id: string): Promise<StoredArtifact | undefined> {
  const out = await dynamo().send(
    new GetCommand({ TableName: tableName('jobs'), Key: artifactKey(id), ConsistentRead: true }),
  );
  return out.Item ? stripKeys<StoredArtifact>(out.Item) : undefined;
}

/** The artifacts named, in that order (missing ones, expired by TTL, are left out). */
export async function getArtifacts(ids: readonly string[]): Promise<StoredArtifact[]> {
  const found = new Map<string, StoredArtifact>();
  for (let i = 0; i < ids.length; i += 100) {
    let keys: Record<string, unknown>[] = ids.slice(i, i + 100).map(artifactKey);
    while (keys.length) {
      const out = await dynamo().send(
        new BatchGetCommand({ RequestItems: { [tableName('jobs')]: { Keys: keys, ConsistentRead: true } } }),
      );
      for (const item of out.Responses?.[tableName('jobs')] ?? []) found.set(item.id as string, stripKeys(item));
      keys = (out.UnprocessedKeys?.[tableName('jobs')]?.Keys as Record<string, unknown>[] | undefined) ?? [];
    }
  }
  return ids.flatMap((id) => found.get(id) ?? []);
}

export async function markArtifactPurged(id: string): Promise<void> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName('jobs'),
        Key: artifactKey(id),
        UpdateExpression: 'SET payload_purged = :t',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':t': true },
      }),
    );
  } catch (error) {
    if (!conditionFailed(error)) throw error;
  }
}

function stripKeys<T>(item: Record<string, unknown>): T {
  const { pk: _pk, sk: _sk, gsi1pk: _g1, gsi1sk: _g2, ...rest } = item;
  return rest as T;
}
