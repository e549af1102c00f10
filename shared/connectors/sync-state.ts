/**
 * What syncs remember, in the `jobs` table under one partition per connector (kept out of the
 * tenant's config partition, which every redaction's config load reads whole):
 * - LEASE: who is syncing now. Two syncs of one connector never run at once; a lease left by a
 *   crashed worker expires after the worker's time limit.
 * - OBJ#<key>: the ETag of each object last submitted, so a sync submits new and changed ones only.
 * - SYNC#<started_at>#<id>: one summary per sync (objects seen, submitted, skipped, failed).
 */
import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { dynamo } from '../adapters/aws/clients.js';
import { tableName } from '../config/env.js';

const partition = (tenantId: string, connectorId: string) => `CONNECTOR#${tenantId}#${connectorId}`;

export const syncSummaryResponse = z.object({
  id: z.string(),
  connector_id: z.string(),
  trigger: z.enum(['manual', 'schedule']),
  status: z.enum(['running', 'completed', 'failed', 'skipped']),
  objects_seen: z.number().int(),
  /** New or changed objects a job was created for. */
  submitted: z.number().int(),
  /** Objects whose ETag was already submitted. */
  skipped: z.number().int(),
  /** Objects no job could be created for (tried again on the next sync). */
  failed: z.number().int(),
  /** Why the sync failed or was skipped; never holds object keys or credentials. */
  message: z.string().nullable(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
});
export type SyncSummary = z.infer<typeof syncSummaryResponse>;
export type SyncTrigger = SyncSummary['trigger'];

/** Takes the connector's lease for `seconds`, or answers false when another sync holds it. */
export async function acquireLease(tenantId: string, connectorId: string, holder: string, seconds: number): Promise<boolean> {
  const now = Math.floor(Date.now() / 1000);
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableName('jobs'),
        Item: { pk: partition(tenantId, connectorId), sk: 'LEASE', holder, lease_until: now + seconds, expires_at: now + seconds + 3600 },
        ConditionExpression: 'attribute_not_exists(pk) OR lease_until < :now OR holder = :holder',
        ExpressionAttributeValues: { ':now': now, ':holder': holder },
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

export async function releaseLease(tenantId: string, connectorId: string, holder: string): Promise<void> {
  try {
    await dynamo().send(
      new DeleteCommand({
        TableName: tableName('jobs'),
        Key: { pk: partition(tenantId, connectorId), sk: 'LEASE' },
        ConditionExpression: 'holder = :holder',
        ExpressionAttributeValues: { ':holder': holder },
      }),
    );
  } catch (error) {
    // Someone else took over an expired lease: theirs to release.
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
  }
}

/** Object key → ETag of every object the connector has submitted. */
export async function rememberedEtags(tenantId: string, connectorId: string): Promise<Map<string, string>> {
  const etags = new Map<string, string>();
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName('jobs'),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :obj)',
        ExpressionAttributeValues: { ':pk': partition(tenantId, connectorId), ':obj': 'OBJ#' },
        ProjectionExpression: 'object_key, etag',
        ConsistentRead: true,
        ExclusiveStartKey,
      }),
    );
    for (const item of page.Items ?? []) etags.set(item.object_key as string, item.etag as string);
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return etags;
}

export async function rememberEtag(tenantId: string, connectorId: string, objectKey: string, etag: string, jobId: string): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: tableName('jobs'),
      Item: { pk: partition(tenantId, connectorId), sk: `OBJ#${objectKey}`, object_key: objectKey, etag, job_id: jobId },
    }),
  );
}

const summarySk = (summary: Pick<SyncSummary, 'started_at' | 'id'>) => `SYNC#${summary.started_at}#${summary.id}`;

export async function saveSyncSummary(tenantId: string, summary: SyncSummary): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: tableName('jobs'),
      Item: { pk: partition(tenantId, summary.connector_id), sk: summarySk(summary), ...summary },
    }),
  );
}

/** The connector's syncs, newest first. */
export async function listSyncSummaries(tenantId: string, connector: string, limit: number, offset: number): Promise<SyncSummary[]> {
  const items: SyncSummary[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName('jobs'),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sync)',
        ExpressionAttributeValues: { ':pk': partition(tenantId, connector), ':sync': 'SYNC#' },
        ScanIndexForward: false,
        ConsistentRead: true,
        Limit: offset + limit,
        ExclusiveStartKey,
      }),
    );
    for (const { pk: _pk, sk: _sk, ...summary } of page.Items ?? []) items.push(summary as SyncSummary);
    ExclusiveStartKey = items.length < offset + limit ? page.LastEvaluatedKey : undefined;
  } while (ExclusiveStartKey);
  return items.slice(offset, offset + limit);
}
