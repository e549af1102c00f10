/**
 * A tenant's link to the payment provider, one item beside the tenant (`TENANT#<id>` / `BILLING`):
 * customer, current subscription and its period, a pending revert to free, and `state_at`, the
 * provider time (epoch seconds) of the newest subscription state applied, which keeps late events
 * from rolling a plan back. While a revert is pending the item sits in gsi1 under `PLAN_REVERTS`,
 * sorted by its due time, so the scheduled handler finds due reverts with one query.
 */
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../adapters/aws/clients.js';
import { queryAll } from '../adapters/aws/query-all.js';
import { tableName } from '../config/env.js';
import type { Plan } from '../tenancy/plans.js';
import { tenantPk } from '../tenancy/tenant-repository.js';

export type PaidPlan = Exclude<Plan, 'free'>;
export const PAID_PLANS: readonly PaidPlan[] = ['pro', 'enterprise'];

export interface BillingAccount {
  tenant_id: string;
  customer_id?: string;
  subscription_id?: string;
  /** The provider's subscription status (`active`, `past_due`, `canceled`, ...). */
  subscription_status?: string;
  subscription_plan?: PaidPlan;
  /** End of the subscription's current period (ISO 8601). */
  period_end?: string;
  cancel_at_period_end?: boolean;
  /** When the plan reverts to free (ISO 8601); set while a cancellation is pending. */
  revert_at?: string;
  state_at?: number;
  last_payment_failed_at?: string;
  /** Bumped by every write; writers condition on the version they read (optimistic locking). */
  version?: number;
}

export const BILLING_SK = 'BILLING';
export const REVERTS_PK = 'PLAN_REVERTS';
export const billingKey = (tenantId: string) => ({ pk: tenantPk(tenantId), sk: BILLING_SK });
export const revertSortKey = (revertAt: string, tenantId: string) => `${revertAt}#${tenantId}`;

const customerKey = (customerId: string) => ({ pk: `BILLING_CUSTOMER#${customerId}`, sk: 'CUSTOMER' });

export async function readBillingAccount(tenantId: string): Promise<BillingAccount> {
  const out = await dynamo().send(
    new GetCommand({ TableName: tableName('tenants'), Key: billingKey(tenantId), ConsistentRead: true }),
  );
  if (!out.Item) return { tenant_id: tenantId };
  const { pk: _pk, sk: _sk, gsi1pk: _g1, gsi1sk: _g2, ...account } = out.Item;
  return { ...account, tenant_id: tenantId } as BillingAccount;
}

/**
 * Links the tenant to a provider customer once: the first id stored wins (a racing second
 * creation is left unused), and the customer → tenant index lets events that carry only the
 * customer find their tenant.
 */
export async function linkCustomer(tenantId: string, customerId: string): Promise<string> {
  const out = await dynamo().send(
    new UpdateCommand({
      TableName: tableName('tenants'),
      Key: billingKey(tenantId),
      UpdateExpression: 'SET customer_id = if_not_exists(customer_id, :c), tenant_id = :t ADD version :one',
      ExpressionAttributeValues: { ':c': customerId, ':t': tenantId, ':one': 1 },
      ReturnValues: 'ALL_NEW',
    }),
  );
  const stored = out.Attributes?.customer_id as string;
  await dynamo().send(
    new PutCommand({ TableName: tableName('tenants'), Item: { ...customerKey(stored), tenant_id: tenantId } }),
  );
  return stored;
}

export async function tenantOfCustomer(customerId: string): Promise<string | undefined> {
  const out = await dynamo().send(
    new GetCommand({ TableName: tableName('tenants'), Key: customerKey(customerId), ConsistentRead: true }),
  );
  return out.Item?.tenant_id as string | undefined;
}

/** Accounts whose revert to free is due at `now` (their revert_at is not after it). */
export async function dueReverts(now: Date): Promise<{ tenantId: string; revertAt: string }[]> {
  const items = await queryAll({
    TableName: tableName('tenants'),
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk <= :due',
    ExpressionAttributeValues: { ':pk': REVERTS_PK, ':due': `${now.toISOString()}#\uffff` },
  });
  return items
    .filter((item) => typeof item.revert_at === 'string' && item.revert_at <= now.toISOString())
    .map((item) => ({ tenantId: item.tenant_id as string, revertAt: item.revert_at as string }));
}
