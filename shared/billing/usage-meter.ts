import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { addBelowLimit, addToItem } from '../adapters/aws/coalesced-items.js';
import { dynamo } from '../adapters/aws/clients.js';
import { queryAll } from '../adapters/aws/query-all.js';
import { tableName } from '../config/env.js';
import { paymentRequired } from '../http/errors.js';
import type { KeyMode } from '../tenancy/key-material.js';
import { PLAN_LIMITS } from '../tenancy/plans.js';
import { tenantPk, type Tenant } from '../tenancy/tenant-repository.js';
import { billingPeriod } from './billing-period.js';

/**
 * Enterprise allowances are custom (contract); an enterprise tenant without its own figure gets
 * this ceiling, so a runaway client still stops somewhere.
 */
export const ENTERPRISE_DEFAULT_TOKENS = 100_000_000;

/**
 * Tokens per billing period for a tenant: its own figure (set for enterprise tenants through
 * POST /tenants or the admin CLI), else its plan's, else the enterprise default.
 */
export const tokenAllowance = (tenant: Pick<Tenant, 'plan' | 'monthly_token_allowance'>): number =>
  tenant.monthly_token_allowance ?? PLAN_LIMITS[tenant.plan].monthlyTokens ?? ENTERPRISE_DEFAULT_TOKENS;

const periodSk = (key: string) => `USAGE#PERIOD#${key}`;
const daySk = (day: string) => `USAGE#DAY#${day}`;

/**
 * Admits the tokens of one request against the allowance. Live usage goes through a conditional
 * ADD on the period counter: while the tenant has allowance left the request passes (and may
 * end above the limit); once none is left, 402. Test-mode usage is never counted against it.
 */
export async function admitTokens(input: MeterInput): Promise<void> {
  if (input.mode !== 'live') return;
  const now = input.now ?? new Date();
  const period = billingPeriod(now);
  const after = await addBelowLimit(
    tableName('counters'),
    { pk: tenantPk(input.tenantId), sk: periodSk(period.key) },
    'tokens_used',
    input.tokens,
    input.allowance,
  );
  if (after === undefined) {
    throw paymentRequired(`The token allowance of this billing period is used up; it renews on ${period.end}.`);
  }
}

/** The per-day usage record (both modes, kept apart); callers overlap it with their work. */
export async function recordDailyUsage(input: MeterInput): Promise<void> {
  const now = input.now ?? new Date();
  const live = input.mode === 'live';
  await addToItem(
    tableName('counters'),
    { pk: tenantPk(input.tenantId), sk: daySk(now.toISOString().slice(0, 10)) },
    live ? { tokens_used: input.tokens, requests: 1 } : { test_tokens_used: input.tokens, test_requests: 1 },
  );
}

export interface MeterInput {
  tenantId: string;
  /** Tokens per billing period of the tenant metered: tokenAllowance(tenant). */
  allowance: number;
  mode: KeyMode;
  tokens: number;
  now?: Date;
}

export async function periodTokensUsed(tenantId: string, now = new Date()): Promise<number> {
  const out = await dynamo().send(
    new GetCommand({
      TableName: tableName('counters'),
      Key: { pk: tenantPk(tenantId), sk: periodSk(billingPeriod(now).key) },
      ConsistentRead: true,
    }),
  );
  return Number(out.Item?.tokens_used ?? 0);
}

export interface DailyUsage {
  date: string;
  tokens_used: number;
  requests: number;
  test_tokens_used: number;
  test_requests: number;
}

/** Daily usage records in [fromDay, toDay] (YYYY-MM-DD, inclusive), oldest first. */
export async function dailyUsage(tenantId: string, fromDay: string, toDay: string): Promise<DailyUsage[]> {
  const items = await queryAll({
    TableName: tableName('counters'),
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': tenantPk(tenantId), ':from': daySk(fromDay), ':to': daySk(toDay) },
  });
  return items.map((item) => ({
    date: (item.sk as string).slice('USAGE#DAY#'.length),
    tokens_used: Number(item.tokens_used ?? 0),
    requests: Number(item.requests ?? 0),
    test_tokens_used: Number(item.test_tokens_used ?? 0),
    test_requests: Number(item.test_requests ?? 0),
  }));
}

/**
 * The usage of one piece of asynchronous work as transaction items, for a caller that must count
 * it exactly once: a job's usage is written in the same transaction as its move to `completed`,
 * so a redelivered message cannot count it twice. Live tokens go to the period counter too.
 */
export function usageUpdates(input: MeterInput): { Update: UpdateItem }[] {
  const now = input.now ?? new Date();
  const live = input.mode === 'live';
  const add = (key: { pk: string; sk: string }, amounts: Record<string, number>) => ({
    Update: {
      TableName: tableName('counters'),
      Key: key,
      UpdateExpression: `ADD ${Object.keys(amounts).map((name, i) => `#a${i} :a${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(Object.keys(amounts).map((name, i) => [`#a${i}`, name])),
      ExpressionAttributeValues: Object.fromEntries(Object.values(amounts).map((value, i) => [`:a${i}`, value])),
    },
  });
  const day = add(
    { pk: tenantPk(input.tenantId), sk: daySk(now.toISOString().slice(0, 10)) },
    live ? { tokens_used: input.tokens, requests: 1 } : { test_tokens_used: input.tokens, test_requests: 1 },
  );
  if (!live) return [day];
  return [day, add({ pk: tenantPk(input.tenantId), sk: periodSk(billingPeriod(now).key) }, { tokens_used: input.tokens })];
}

interface UpdateItem {
  TableName: string;
  Key: Record<string, string>;
  UpdateExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues: Record<string, number>;
}

/**
 * 402 when a live tenant has no allowance left in this period, without counting anything: work
 * whose size is known only later (jobs) is admitted this way and metered when it is done.
 */
export async function assertAllowanceLeft(tenant: Pick<Tenant, 'id' | 'plan' | 'monthly_token_allowance'>, mode: KeyMode): Promise<void> {
  if (mode !== 'live') return;
  const now = new Date();
  if ((await periodTokensUsed(tenant.id, now)) >= tokenAllowance(tenant)) {
    throw paymentRequired(`The token allowance of this billing period is used up; it renews on ${billingPeriod(now).end}.`);
  }
}
