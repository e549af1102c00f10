/**
 * Delivery records in the `jobs` table (they share its retention: DynamoDB TTL after
 * JOB_RETENTION_DAYS). Keyed by a delivery id derived from (event id, webhook id), so publishing
 * an event twice finds the first record instead of making a second one. gsi1 lists a webhook's
 * deliveries newest first. Every move is a conditional write: attempts are numbered, and only
 * the holder of an attempt's lease may record it.
 */
import { createHash } from 'node:crypto';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../adapters/aws/clients.js';
import { tableName } from '../config/env.js';
import type { Delivery, DeliveryAttempt, DeliveryStatus } from './delivery.js';

const key = (id: string) => ({ pk: `WHDELIVERY#${id}`, sk: 'DELIVERY' });
const byWebhook = (webhookId: string) => `WEBHOOK#${webhookId}`;

const isConditionFailure = (error: unknown) => (error as Error).name === 'ConditionalCheckFailedException';

export function deliveryIdFor(eventId: string, webhookId: string): string {
  return `dlv_${createHash('sha256').update(`${eventId}\0${webhookId}`).digest('hex').slice(0, 32)}`;
}

function retentionSeconds(): number {
  const days = Number(process.env.JOB_RETENTION_DAYS ?? '30');
  return Math.round((Number.isFinite(days) && days > 0 ? days : 30) * 86_400);
}

function strip(item: Record<string, unknown>): Delivery {
  const { pk: _pk, sk: _sk, gsi1pk: _g1, gsi1sk: _g2, expires_at: _e, lease_attempt: _la, lease_until: _lu, ...rest } = item;
  return rest as unknown as Delivery;
}

/** Creates the record, or returns the one an earlier publish of the same event made. */
export async function createDelivery(delivery: Delivery): Promise<Delivery> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableName('jobs'),
        Item: {
          ...key(delivery.id),
          gsi1pk: byWebhook(delivery.webhook_id),
          gsi1sk: `${delivery.created_at}#${delivery.id}`,
          expires_at: Math.floor(Date.now() / 1000) + retentionSeconds(),
          ...delivery,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return delivery;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const existing = await getDelivery(delivery.id);
    if (!existing) throw error;
    return existing;
  }
}

export async function getDelivery(id: string): Promise<(Delivery & { lease_until?: number }) | undefined> {
  const out = await dynamo().send(new GetCommand({ TableName: tableName('jobs'), Key: key(id), ConsistentRead: true }));
  if (!out.Item) return undefined;
  return { ...strip(out.Item), ...(typeof out.Item.lease_until === 'number' ? { lease_until: out.Item.lease_until } : {}) };
}

/** Notes that a queue message exists for this attempt (so recovery does not send another). */
export async function markEnqueued(id: string, attempt: number): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName('jobs'),
      Key: key(id),
      UpdateExpression: 'SET enqueued_attempt = :n',
      ConditionExpression: 'attribute_exists(pk) AND enqueued_attempt < :n',
      ExpressionAttributeValues: { ':n': attempt },
    }),
  ).catch((error: unknown) => {
    if (!isConditionFailure(error)) throw error;
  });
}

/**
 * Takes the right to make attempt `attempt` for `leaseMs`: only while the delivery is pending,
 * the previous attempt is recorded, and no other worker holds an unexpired lease. False if not.
 */
export async function claimAttempt(id: string, attempt: number, leaseMs: number): Promise<boolean> {
  const now = Date.now();
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName('jobs'),
        Key: key(id),
        UpdateExpression: 'SET lease_attempt = :n, lease_until = :until',
        ConditionExpression:
          '#status = :pending AND attempt_count = :prev AND (attribute_not_exists(lease_until) OR lease_until < :now)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':n': attempt, ':prev': attempt - 1, ':until': now + leaseMs, ':now': now, ':pending': 'pending' },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Records attempt `entry.attempt` (its lease holder only) and the delivery's next state. */
export async function recordAttempt(
  id: string,
  entry: DeliveryAttempt,
  next: { status: DeliveryStatus; nextAttemptAt: string | null },
): Promise<boolean> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName('jobs'),
        Key: key(id),
        UpdateExpression:
          'SET attempt_count = :n, attempts = list_append(attempts, :entry), #status = :status, next_attempt_at = :next, updated_at = :now REMOVE lease_attempt, lease_until',
        ConditionExpression: 'attempt_count = :prev AND lease_attempt = :n',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':n': entry.attempt,
          ':prev': entry.attempt - 1,
          ':entry': [entry],
          ':status': next.status,
          ':next': next.nextAttemptAt,
          ':now': new Date().toISOString(),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Ends a pending delivery without another attempt (its webhook was deleted or paused). */
export async function cancelDelivery(id: string, reason: string): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName('jobs'),
      Key: key(id),
      UpdateExpression: 'SET #status = :cancelled, status_reason = :reason, next_attempt_at = :null, updated_at = :now',
      ConditionExpression: '#status = :pending',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':cancelled': 'cancelled', ':pending': 'pending', ':reason': reason, ':null': null, ':now': new Date().toISOString(),
      },
    }),
  ).catch((error: unknown) => {
    if (!isConditionFailure(error)) throw error;
  });
}

/** A webhook's deliveries, newest first (the index is eventually consistent). */
export async function listDeliveries(webhookId: string, page: { limit: number; offset: number }): Promise<Delivery[]> {
  const wanted = page.offset + page.limit;
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await dynamo().send(
      new QueryCommand({
        TableName: tableName('jobs'),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': byWebhook(webhookId) },
        ScanIndexForward: false,
        Limit: wanted - items.length,
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start && items.length < wanted);
  return items.slice(page.offset, wanted).map(strip);
}
