import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomBytes } from 'node:crypto';
import { dynamo } from '../adapters/aws/clients.js';
import { queryAll } from '../adapters/aws/query-all.js';
import { tableName } from '../config/env.js';
import { newId } from './key-material.js';
import type { Plan } from './plans.js';

export interface Tenant {
  id: string;
  name: string;
  plan: Plan;
  /** The platform operator's own tenant; its admin keys are operator keys. */
  is_operator: boolean;
  created_at: string;
}

interface TenantItem extends Tenant {
  /** Per-tenant secret for hash and pseudonym HMACs; never leaves the service. */
  secret: string;
}

export const tenantPk = (tenantId: string) => `TENANT#${tenantId}`;
const LIST_PK = 'TENANTS';

const toTenant = ({ id, name, plan, is_operator, created_at }: TenantItem): Tenant => ({
  id,
  name,
  plan,
  is_operator,
  created_at,
});

export async function putTenant(input: { name: string; plan: Plan; isOperator?: boolean; id?: string }): Promise<Tenant> {
  const item: TenantItem = {
    id: input.id ?? newId('ten'),
    name: input.name,
    plan: input.plan,
    is_operator: input.isOperator ?? false,
    created_at: new Date().toISOString(),
    secret: randomBytes(32).toString('hex'),
  };
  await dynamo().send(
    new PutCommand({
      TableName: tableName('tenants'),
      Item: { pk: tenantPk(item.id), sk: 'TENANT', gsi1pk: LIST_PK, gsi1sk: `${item.created_at}#${item.id}`, ...item },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return toTenant(item);
}

async function getItem(tenantId: string): Promise<TenantItem | undefined> {
  const out = await dynamo().send(
    new GetCommand({ TableName: tableName('tenants'), Key: { pk: tenantPk(tenantId), sk: 'TENANT' } }),
  );
  return out.Item as TenantItem | undefined;
}

/**
 * Tenants change rarely (a plan change), and every request needs one, so they are cached in
 * memory for a few seconds. Concurrent misses share one read, so a burst after expiry costs
 * one GetItem, not one per request in flight. API keys are never cached (revocation must bite
 * at once).
 */
const CACHE_MS = 5_000;
const cache = new Map<string, { at: number; item: Promise<TenantItem | undefined> }>();

/** Misses are not cached: a tenant created a moment ago must be found at once. */
async function getCachedItem(tenantId: string): Promise<TenantItem | undefined> {
  const hit = cache.get(tenantId);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.item;
  const item = getItem(tenantId);
  cache.set(tenantId, { at: Date.now(), item });
  const found = await item.catch((error: unknown) => {
    cache.delete(tenantId);
    throw error;
  });
  if (!found && cache.get(tenantId)?.item === item) cache.delete(tenantId);
  return found;
}

export async function getTenant(tenantId: string): Promise<Tenant | undefined> {
  const item = await getCachedItem(tenantId);
  return item && toTenant(item);
}

export async function getTenantSecret(tenantId: string): Promise<string> {
  const item = await getCachedItem(tenantId);
  if (!item) throw new Error('Tenant not found');
  return item.secret;
}

export async function setTenantPlan(tenantId: string, plan: Plan): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName('tenants'),
      Key: { pk: tenantPk(tenantId), sk: 'TENANT' },
      UpdateExpression: 'SET #plan = :plan',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#plan': 'plan' },
      ExpressionAttributeValues: { ':plan': plan },
    }),
  );
  cache.delete(tenantId);
}

/** All tenants, oldest first (operator listing and the admin CLI). */
export async function listTenants(): Promise<Tenant[]> {
  const items = await queryAll<TenantItem>({
    TableName: tableName('tenants'),
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': LIST_PK },
  });
  return items.map(toTenant);
}
