import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomBytes } from 'node:crypto';
import { dynamo } from '../adapters/aws/clients.js';
import { consistentGet } from '../adapters/aws/coalesced-items.js';
import { queryAll } from '../adapters/aws/query-all.js';
import { tableName } from '../config/env.js';
import { newId } from './key-material.js';
import { z } from 'zod';
import type { Plan } from './plans.js';

export const tenantResponse = z.object({
  id: z.string(),
  name: z.string(),
  plan: z.enum(['free', 'pro', 'enterprise']),
  is_operator: z.boolean(),
  monthly_token_allowance: z.number().int().nullable(),
  created_at: z.string(),
});

export interface Tenant {
  id: string;
  name: string;
  plan: Plan;
  /** The platform operator's own tenant; its admin keys are operator keys. */
  is_operator: boolean;
  /**
   * Tokens per monthly billing period for this tenant alone (the contract's "Custom" enterprise
   * allowance); null means the plan's allowance (see tokenAllowance in billing/usage-meter).
   */
  monthly_token_allowance: number | null;
  created_at: string;
}

/** Items written before monthly_token_allowance existed have no such attribute. */
interface TenantItem extends Omit<Tenant, 'monthly_token_allowance'> {
  monthly_token_allowance?: number;
  /** Per-tenant secret for hash and pseudonym HMACs; never leaves the service. */
  secret: string;
}

export const tenantPk = (tenantId: string) => `TENANT#${tenantId}`;
const LIST_PK = 'TENANTS';

const toTenant = ({ id, name, plan, is_operator, monthly_token_allowance, created_at }: TenantItem): Tenant => ({
  id,
  name,
  plan,
  is_operator,
  monthly_token_allowance: monthly_token_allowance ?? null,
  created_at,
});

export async function putTenant(input: {
  name: string;
  plan: Plan;
  isOperator?: boolean;
  id?: string;
  /** Omitted or null: the plan's allowance (the attribute is not written). */
  monthlyTokenAllowance?: number | null;
}): Promise<Tenant> {
  const item: TenantItem = {
    id: input.id ?? newId('ten'),
    name: input.name,
    plan: input.plan,
    is_operator: input.isOperator ?? false,
    ...(input.monthlyTokenAllowance != null ? { monthly_token_allowance: input.monthlyTokenAllowance } : {}),
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

/**
 * A strongly consistent read, group-committed with the other hot-path reads of the request
 * (coalesced-items): authentication issues it in the same round trip as the API key read, so a
 * plan change (billing webhook, scheduled revert, admin CLI, any process) is seen by the very next
 * request in every process, with no extra round trip and no cache to go stale.
 */
async function getItem(tenantId: string): Promise<TenantItem | undefined> {
  return (await consistentGet(tableName('tenants'), { pk: tenantPk(tenantId), sk: 'TENANT' })) as TenantItem | undefined;
}

export async function getTenant(tenantId: string): Promise<Tenant | undefined> {
  const item = await getItem(tenantId);
  return item && toTenant(item);
}

/** A tenant's secret never changes, so it is kept for the life of the process once read. */
const secrets = new Map<string, string>();

export async function getTenantSecret(tenantId: string): Promise<string> {
  const known = secrets.get(tenantId);
  if (known) return known;
  const item = await getItem(tenantId);
  if (!item) throw new Error('Tenant not found');
  if (secrets.size >= 10_000) secrets.clear();
  secrets.set(tenantId, item.secret);
  return item.secret;
}

/**
 * Sets the tenant's own monthly token allowance, or with null removes it (back to the plan's).
 * Undefined when the tenant does not exist. Every process reads the tenant afresh on each request
 * (getItem), so the next request meters with the new figure.
 */
export async function setTenantAllowance(tenantId: string, tokens: number | null): Promise<Tenant | undefined> {
  const update =
    tokens === null
      ? { UpdateExpression: 'REMOVE #allowance' }
      : { UpdateExpression: 'SET #allowance = :allowance', ExpressionAttributeValues: { ':allowance': tokens } };
  try {
    const out = await dynamo().send(
      new UpdateCommand({
        TableName: tableName('tenants'),
        Key: { pk: tenantPk(tenantId), sk: 'TENANT' },
        ...update,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#allowance': 'monthly_token_allowance' },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toTenant(out.Attributes as TenantItem);
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return undefined;
    throw error;
  }
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
