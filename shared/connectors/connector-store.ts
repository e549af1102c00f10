/**
 * Connectors live in the `config` table beside policies (a ConfigCollection: soft delete, audit,
 * config version). Each active, scheduled connector also has an entry in one schedule index
 * partition, written in the same transaction as the connector, so the minute sweep can find
 * every due connector of every tenant with one query and never sees a deleted one.
 */
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../adapters/aws/clients.js';
import { tableName } from '../config/env.js';
import { ConfigCollection, type ConfigRecord } from '../tenant-config/config-collection.js';
import { tenantPk } from '../tenancy/tenant-repository.js';
import { nextTick } from './connector-cron.js';
import type { ConnectorFields, CredentialKind } from './connector-fields.js';

export interface StoredConnector extends Omit<ConnectorFields, 'credentials'>, ConfigRecord {
  /** The credentials JSON, encrypted (connector-credentials.ts); never leaves the service. */
  credentials_ciphertext: string;
  credential_kind: CredentialKind;
  last_sync_at: string | null;
}

export const SCHEDULE_PK = 'SCHEDULE#CONNECTORS';
const scheduleSk = (tenantId: string, connectorId: string) => `${tenantId}#${connectorId}`;

export interface ScheduleEntry {
  tenant_id: string;
  connector_id: string;
  schedule_cron: string;
  /** ISO time of the next tick; the sweep enqueues a sync once this has passed. */
  next_sync_at: string;
}

export const connectors = new ConfigCollection<StoredConnector>({
  kind: 'CONNECTOR',
  idPrefix: 'con',
  // Two connectors scanning the same place would redact every object twice.
  uniqueKey: (c) => `${c.provider}:${c.endpoint ?? ''}:${c.bucket}:${c.prefix}`,
  softDelete: true,
  conflictDetail: 'A connector for this bucket and prefix already exists.',
  sideItems: (tenantId, connector) => {
    const Key = { pk: SCHEDULE_PK, sk: scheduleSk(tenantId, connector.id) };
    const remove = { Delete: { TableName: tableName('config'), Key } };
    const next = connector.active && connector.schedule_cron ? nextTick(connector.schedule_cron, new Date()) : null;
    if (!next || connector.deleted_at) return { remove };
    const entry: ScheduleEntry = {
      tenant_id: tenantId,
      connector_id: connector.id,
      schedule_cron: connector.schedule_cron as string,
      next_sync_at: next.toISOString(),
    };
    return { put: { Put: { TableName: tableName('config'), Item: { ...Key, ...entry } } }, remove };
  },
});

/** Every schedule entry whose tick has passed (one partition; a filter keeps the reply small). */
export async function dueScheduleEntries(now: Date): Promise<ScheduleEntry[]> {
  const entries: ScheduleEntry[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName('config'),
        KeyConditionExpression: 'pk = :pk',
        FilterExpression: 'next_sync_at <= :now',
        ExpressionAttributeValues: { ':pk': SCHEDULE_PK, ':now': now.toISOString() },
        ExclusiveStartKey,
      }),
    );
    entries.push(...((page.Items ?? []) as ScheduleEntry[]));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return entries;
}

/**
 * Moves an entry's next tick forward, on the condition that nobody else did since it was read:
 * of two sweeps that saw the same due entry, exactly one wins (and gets the new tick back).
 * The next tick is the first after `now`, so ticks missed while nothing ran are caught up once.
 */
export async function advanceSchedule(entry: ScheduleEntry, now: Date): Promise<string | undefined> {
  const next = nextTick(entry.schedule_cron, now)?.toISOString() ?? NEVER;
  return (await moveTick(entry, entry.next_sync_at, next)) ? next : undefined;
}

/** Undoes advanceSchedule when the sync could not be queued, unless the entry moved again since. */
export async function restoreSchedule(entry: ScheduleEntry, advancedTo: string): Promise<void> {
  await moveTick(entry, advancedTo, entry.next_sync_at);
}

const NEVER = '9999-12-31T00:00:00.000Z';

async function moveTick(entry: ScheduleEntry, from: string, to: string): Promise<boolean> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName('config'),
        Key: { pk: SCHEDULE_PK, sk: scheduleSk(entry.tenant_id, entry.connector_id) },
        UpdateExpression: 'SET next_sync_at = :to',
        ConditionExpression: 'next_sync_at = :from',
        ExpressionAttributeValues: { ':to': to, ':from': from },
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

/** Records the end of a sync on the connector (not a config change: no version bump, no audit). */
export async function markSynced(tenantId: string, connectorId: string, at: string): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName('config'),
      Key: { pk: tenantPk(tenantId), sk: `CONNECTOR#${connectorId}` },
      UpdateExpression: 'SET last_sync_at = :at',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':at': at },
    }),
  );
}
