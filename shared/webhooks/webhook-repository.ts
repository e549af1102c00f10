/**
 * Webhooks in the `config` table: the record lives in its tenant's partition (so publishing and
 * listing are one query of that partition), with the owner marker every tenant-owned resource
 * has (tenancy/ownership.ts) written in the same transaction, so an id of another tenant answers
 * 403 while an unknown id answers 404. Webhooks do not bump the tenant's config version:
 * nothing in detection reads them.
 */
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../adapters/aws/clients.js';
import { queryAll } from '../adapters/aws/query-all.js';
import { tableName } from '../config/env.js';
import { conflict, notFound } from '../http/errors.js';
import { assertNotOwnedElsewhere, putOwner } from '../tenancy/ownership.js';
import { assertSameMode, type Principal } from '../tenancy/principal.js';
import { newId, type KeyMode } from '../tenancy/key-material.js';
import { tenantPk } from '../tenancy/tenant-repository.js';
import { MAX_WEBHOOKS_PER_TENANT, type Webhook, type WebhookEventType } from './webhook.js';

const SK_PREFIX = 'WEBHOOK#';
const recordKey = (tenantId: string, id: string) => ({ pk: tenantPk(tenantId), sk: `${SK_PREFIX}${id}` });

export const newWebhookId = () => newId('wh');

function strip(item: Record<string, unknown>): Webhook {
  const { pk: _pk, sk: _sk, ...record } = item;
  return record as unknown as Webhook;
}

/** Every webhook record of a tenant (both modes, deleted ones too), strongly consistent. */
async function tenantWebhooks(tenantId: string): Promise<Webhook[]> {
  const items = await queryAll({
    TableName: tableName('config'),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': tenantPk(tenantId), ':prefix': SK_PREFIX },
    ConsistentRead: true,
  });
  return items.map(strip);
}

/** Not deleted, of this mode, oldest first. */
export async function listWebhooks(tenantId: string, mode: KeyMode): Promise<Webhook[]> {
  return (await tenantWebhooks(tenantId))
    .filter((w) => !w.deleted_at && w.mode === mode)
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
}

/** The webhooks an event of this type, tenant and mode goes to: active, not deleted, subscribed. */
export async function subscribedWebhooks(tenantId: string, mode: KeyMode, type: WebhookEventType): Promise<Webhook[]> {
  return (await listWebhooks(tenantId, mode)).filter((w) => w.active && w.events.includes(type));
}

export async function insertWebhook(webhook: Webhook): Promise<void> {
  const active = await listWebhooks(webhook.tenant_id, webhook.mode);
  if (active.length >= MAX_WEBHOOKS_PER_TENANT) {
    throw conflict(`A tenant may have at most ${MAX_WEBHOOKS_PER_TENANT} webhooks per mode; delete one first.`);
  }
  const table = tableName('config');
  await dynamo().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: table,
            Item: { ...recordKey(webhook.tenant_id, webhook.id), ...webhook },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        putOwner(table, webhook.id, webhook.tenant_id, webhook.mode),
      ],
    }),
  );
}

/** A webhook by id for internal use (the delivery worker): undefined when gone. */
export async function getWebhook(tenantId: string, id: string): Promise<Webhook | undefined> {
  const out = await dynamo().send(new GetCommand({ TableName: tableName('config'), Key: recordKey(tenantId, id), ConsistentRead: true }));
  return out.Item ? strip(out.Item) : undefined;
}

/**
 * A webhook the caller may act on: 404 when the id is unknown or the webhook was deleted,
 * 403 when it belongs to another tenant or the other mode.
 */
export async function webhookForCaller(tenantId: string, principal: Principal, id: string): Promise<Webhook> {
  const webhook = await getWebhook(tenantId, id);
  if (!webhook) await assertNotOwnedElsewhere(tableName('config'), id, tenantId, 'webhook');
  if (!webhook || webhook.deleted_at) throw notFound('Webhook not found.');
  assertSameMode(principal, webhook);
  return webhook;
}

export interface WebhookPatch {
  url?: string;
  events?: WebhookEventType[];
  description?: string;
  active?: boolean;
}

/** Changes the sent fields; a concurrent change or delete since `current` was read is 409. */
export async function updateWebhook(current: Webhook, patch: WebhookPatch): Promise<Webhook> {
  const next: Webhook = { ...current, ...patch, updated_at: new Date().toISOString() };
  const fields = Object.keys(patch).filter((k) => patch[k as keyof WebhookPatch] !== undefined) as (keyof WebhookPatch)[];
  const names: Record<string, string> = { '#updated_at': 'updated_at' };
  const values: Record<string, unknown> = { ':updated_at': next.updated_at, ':seen': current.updated_at };
  const sets = ['#updated_at = :updated_at'];
  for (const field of fields) {
    names[`#${field}`] = field;
    values[`:${field}`] = next[field];
    sets.push(`#${field} = :${field}`);
  }
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName('config'),
        Key: recordKey(current.tenant_id, current.id),
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: '#updated_at = :seen AND attribute_not_exists(deleted_at)',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      }),
    );
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') throw conflict('The webhook was changed by another request; retry.');
    throw error;
  }
  return next;
}

/** Soft delete: the record stays (audit, delivery history) but receives nothing again. */
export async function softDeleteWebhook(current: Webhook): Promise<void> {
  const now = new Date().toISOString();
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName('config'),
        Key: recordKey(current.tenant_id, current.id),
        UpdateExpression: 'SET deleted_at = :now, updated_at = :now, active = :false',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deleted_at)',
        ExpressionAttributeValues: { ':now': now, ':false': false },
      }),
    );
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') throw notFound('Webhook not found.');
    throw error;
  }
}
