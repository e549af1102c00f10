/**
 * The one place where a subscription's state becomes the tenant's plan. Webhook events (from
 * Stripe, or signed the same way by the local provider), POST /billing/cancel and the scheduled
 * revert all end here, so every plan change is applied, guarded and audited the same way:
 *
 * - exactly once per provider event: the event id is claimed in the same DynamoDB transaction
 *   as its effects, so a redelivered event is a no-op;
 * - never backwards: a state older than the newest one applied (`state_at`, the event's
 *   `created`) is ignored, and an event about a subscription that is no longer the tenant's
 *   current one cannot end the current one;
 * - concurrent writers re-read and decide again (conditions on what was read).
 */
import { GetCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { auditPut } from '../audit/audit-log.js';
import { dynamo } from '../adapters/aws/clients.js';
import { tableName } from '../config/env.js';
import { planChangeItems, type TransactItem } from '../tenancy/plan-change.js';
import type { Plan } from '../tenancy/plans.js';
import { getTenant } from '../tenancy/tenant-repository.js';
import { billingKey, readBillingAccount, REVERTS_PK, revertSortKey, type BillingAccount, type PaidPlan } from './billing-account.js';

/** Subscription statuses that keep the paid plan (past_due: the provider is still retrying). */
const KEEPS_PLAN = new Set(['active', 'trialing', 'past_due']);
/** Statuses that end the subscription: the tenant goes back to free. */
const ENDED = new Set(['canceled', 'unpaid', 'incomplete_expired']);

/** A subscription as the provider describes it, reduced to what decides the plan. */
export interface SubscriptionState {
  subscriptionId: string;
  status: string;
  /** The paid plan it is for; undefined when its price is not one of ours. */
  plan?: PaidPlan;
  customerId?: string;
  /** End of the current period (ISO 8601), when known. */
  periodEnd?: string;
  cancelAtPeriodEnd: boolean;
}

export interface ApplyContext {
  tenantId: string;
  /** Provider time of this state, epoch seconds (an event's `created`). */
  at: number;
  /** The provider event carrying it; claimed so a replay is a no-op. */
  eventId?: string;
  actor: string;
  reason: string;
  /** Record the subscription's state but leave the tenant's plan as it is (a cancel request). */
  keepPlan?: boolean;
}

export type ApplyOutcome = 'applied' | 'duplicate' | 'stale' | 'ignored';

export interface ApplyResult {
  outcome: ApplyOutcome;
  plan?: Plan;
  account?: BillingAccount;
}

const EVENT_CLAIM_DAYS = 30;
const eventClaimKey = (eventId: string) => ({ pk: `BILLING_EVENT#${eventId}`, sk: 'EVENT' });

function eventClaim(eventId: string, now = Date.now()): TransactItem {
  return {
    Put: {
      TableName: tableName('idempotency'),
      Item: { ...eventClaimKey(eventId), expires_at: Math.floor(now / 1000) + EVENT_CLAIM_DAYS * 86_400 },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

export async function eventSeen(eventId: string): Promise<boolean> {
  const out = await dynamo().send(
    new GetCommand({ TableName: tableName('idempotency'), Key: eventClaimKey(eventId), ConsistentRead: true }),
  );
  return out.Item !== undefined;
}

/** Records an event that changes nothing, so its replays are recognised too. */
export async function claimEventOnly(eventId: string): Promise<boolean> {
  try {
    await dynamo().send(new TransactWriteCommand({ TransactItems: [eventClaim(eventId)] }));
    return true;
  } catch (error) {
    if (isCancelled(error)) return false;
    throw error;
  }
}

const isCancelled = (error: unknown) => (error as Error)?.name === 'TransactionCanceledException';
const cancelReasons = (error: unknown) =>
  ((error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? []).map((r) => r?.Code);

/** The condition that what we decided from is still what is stored. */
function unchangedSince(account: BillingAccount): Pick<NonNullable<TransactItem['Update']>, 'ConditionExpression'> & {
  values: Record<string, unknown>;
} {
  return account.version === undefined
    ? { ConditionExpression: 'attribute_not_exists(version)', values: {} }
    : { ConditionExpression: 'version = :seen', values: { ':seen': account.version } };
}

/**
 * Runs `decide` against fresh reads of the tenant and its account and writes what it returns in
 * one transaction (with the event claim). Retries when a concurrent writer got there first.
 */
async function transact(
  ctx: ApplyContext,
  decide: (tenantPlan: Plan, account: BillingAccount) => { items: TransactItem[]; plan: Plan; account: BillingAccount } | ApplyOutcome,
): Promise<ApplyResult> {
  for (let attempt = 0; attempt < 4; attempt++) {
    if (ctx.eventId && (await eventSeen(ctx.eventId))) return { outcome: 'duplicate' };
    const [tenant, account] = await Promise.all([getTenant(ctx.tenantId), readBillingAccount(ctx.tenantId)]);
    if (!tenant) return { outcome: 'ignored' };
    const decision = decide(tenant.plan, account);
    if (typeof decision === 'string') {
      if (ctx.eventId && !(await claimEventOnly(ctx.eventId))) return { outcome: 'duplicate' };
      return { outcome: decision, plan: tenant.plan, account };
    }
    const items = ctx.eventId ? [eventClaim(ctx.eventId), ...decision.items] : decision.items;
    try {
      await dynamo().send(new TransactWriteCommand({ TransactItems: items } as TransactWriteCommandInput));
      return { outcome: 'applied', plan: decision.plan, account: decision.account };
    } catch (error) {
      if (!isCancelled(error)) throw error;
      if (ctx.eventId && cancelReasons(error)[0] === 'ConditionalCheckFailed') return { outcome: 'duplicate' };
      // Someone changed the tenant or its account meanwhile: read again and decide again.
    }
  }
  throw new Error('Billing state kept changing under concurrent updates; giving up for a retry');
}

/** Applies one subscription state to the tenant (see the file comment for the guarantees). */
export function applySubscriptionState(state: SubscriptionState, ctx: ApplyContext): Promise<ApplyResult> {
  return transact(ctx, (tenantPlan, account) => {
    if (account.state_at !== undefined && ctx.at < account.state_at) return 'stale';
    const ended = ENDED.has(state.status);
    const current = account.subscription_id === undefined || account.subscription_id === state.subscriptionId;
    // Only the tenant's current subscription can end its plan (not an older one, and not one it
    // no longer has, e.g. after the revert or when an operator set the plan); a different
    // subscription that is live and newer replaces the current one (a new checkout).
    if (ended && account.subscription_id !== state.subscriptionId) return 'ignored';
    if (!current && !KEEPS_PLAN.has(state.status)) return 'ignored';
    if (!ended && !KEEPS_PLAN.has(state.status)) return 'ignored'; // incomplete, paused: no plan yet

    const subscribed = state.plan ?? (current ? account.subscription_plan : undefined);
    const plan: Plan = ended ? 'free' : ctx.keepPlan ? tenantPlan : (subscribed ?? tenantPlan);
    const periodEnd = state.periodEnd ?? (current ? account.period_end : undefined);
    const revertAt = !ended && state.cancelAtPeriodEnd && periodEnd ? periodEnd : undefined;
    const next: BillingAccount = {
      ...account,
      ...(state.customerId ? { customer_id: account.customer_id ?? state.customerId } : {}),
      state_at: ctx.at,
      subscription_status: state.status,
      cancel_at_period_end: !ended && state.cancelAtPeriodEnd,
    };
    if (ended) {
      delete next.subscription_id;
      delete next.subscription_plan;
    } else {
      next.subscription_id = state.subscriptionId;
      if (subscribed) next.subscription_plan = subscribed;
    }
    if (periodEnd && !ended) next.period_end = periodEnd;
    if (revertAt) next.revert_at = revertAt;
    else delete next.revert_at;

    const items: TransactItem[] = [accountWrite(account, next)];
    if (plan !== tenantPlan) {
      items.push(
        ...planChangeItems({
          tenantId: ctx.tenantId, from: tenantPlan, to: plan, actor: ctx.actor, reason: ctx.reason,
          metadata: { subscription_id: state.subscriptionId, ...(ctx.eventId ? { provider_event_id: ctx.eventId } : {}) },
        }),
      );
    }
    if (revertAt && revertAt !== account.revert_at) {
      items.push({
        Put: auditPut({
          event_type: 'billing.cancellation_scheduled', resource_type: 'tenant', resource_id: ctx.tenantId,
          tenant_id: ctx.tenantId, actor: ctx.actor,
          metadata: { plan, period_end: revertAt, subscription_id: state.subscriptionId },
        }).put,
      });
    }
    return { items, plan, account: next };
  });
}

/**
 * A failed renewal payment: the plan stays (the provider retries and, if it gives up, ends the
 * subscription, which reverts the plan); it is recorded on the account and audited.
 */
export function recordPaymentFailure(
  ctx: ApplyContext,
  details: { invoiceId: string; subscriptionId?: string; attemptCount?: number },
): Promise<ApplyResult> {
  return transact(ctx, (tenantPlan, account) => {
    const next: BillingAccount = { ...account, last_payment_failed_at: new Date(ctx.at * 1000).toISOString() };
    const items: TransactItem[] = [
      accountWrite(account, next),
      {
        Put: auditPut({
          event_type: 'billing.payment_failed', resource_type: 'tenant', resource_id: ctx.tenantId,
          tenant_id: ctx.tenantId, actor: ctx.actor,
          metadata: {
            plan: tenantPlan, invoice_id: details.invoiceId,
            ...(details.subscriptionId ? { subscription_id: details.subscriptionId } : {}),
            ...(details.attemptCount !== undefined ? { attempt_count: details.attemptCount } : {}),
            ...(ctx.eventId ? { provider_event_id: ctx.eventId } : {}),
          },
        }).put,
      },
    ];
    return { items, plan: tenantPlan, account: next };
  });
}

/**
 * Reverts one tenant whose cancelled plan reached its period end (the scheduled handler), unless
 * the revert was withdrawn or already applied meanwhile (the condition on `revert_at`).
 */
export function applyRevert(tenantId: string, revertAt: string): Promise<ApplyResult> {
  const at = Math.floor(Date.parse(revertAt) / 1000);
  return transact({ tenantId, at, actor: 'scheduler', reason: 'cancellation_period_ended' }, (tenantPlan, account) => {
    if (account.revert_at !== revertAt) return 'ignored';
    const next: BillingAccount = { ...account, state_at: Math.max(account.state_at ?? 0, at), subscription_status: 'canceled', cancel_at_period_end: false };
    delete next.revert_at;
    delete next.subscription_id;
    delete next.subscription_plan;
    const items: TransactItem[] = [accountWrite(account, next, 'revert_at = :due', { ':due': revertAt })];
    if (tenantPlan !== 'free') {
      items.push(
        ...planChangeItems({
          tenantId, from: tenantPlan, to: 'free', actor: 'scheduler', reason: 'cancellation_period_ended',
          metadata: { period_end: revertAt, ...(account.subscription_id ? { subscription_id: account.subscription_id } : {}) },
        }),
      );
    }
    return { items, plan: 'free', account: next };
  });
}

/**
 * A revert to free at `revertAt` for a paid plan without a running subscription (an operator
 * set it): cancelling keeps it through the billing period, like a subscription.
 */
export function scheduleRevert(tenantId: string, revertAt: string, ctx: { at: number; actor: string }): Promise<ApplyResult> {
  return transact({ tenantId, at: ctx.at, actor: ctx.actor, reason: 'cancel_requested' }, (tenantPlan, account) => {
    if (tenantPlan === 'free') return 'ignored';
    const next: BillingAccount = { ...account, revert_at: account.revert_at ?? revertAt, state_at: Math.max(account.state_at ?? 0, ctx.at) };
    const items: TransactItem[] = [accountWrite(account, next)];
    if (!account.revert_at) {
      items.push({
        Put: auditPut({
          event_type: 'billing.cancellation_scheduled', resource_type: 'tenant', resource_id: tenantId,
          tenant_id: tenantId, actor: ctx.actor, metadata: { plan: tenantPlan, period_end: next.revert_at },
        }).put,
      });
    }
    return { items, plan: tenantPlan, account: next };
  });
}

/**
 * An operator's plan (admin CLI): it wins over any pending revert, and provider states older than
 * now cannot undo it.
 */
export function setPlanByOperator(tenantId: string, plan: Plan, actor: string, now = new Date()): Promise<ApplyResult> {
  const at = Math.floor(now.getTime() / 1000);
  return transact({ tenantId, at, actor, reason: 'operator' }, (tenantPlan, account) => {
    const next: BillingAccount = { ...account, state_at: Math.max(account.state_at ?? 0, at) };
    delete next.revert_at;
    const items: TransactItem[] = [accountWrite(account, next)];
    if (plan !== tenantPlan) items.push(...planChangeItems({ tenantId, from: tenantPlan, to: plan, actor, reason: 'operator' }, now));
    return { items, plan, account: next };
  });
}

/**
 * The whole account item written as decided, conditioned on the state it was decided from. The
 * gsi1 attributes follow `revert_at`, so the item is in the due-revert index exactly while a
 * revert is pending.
 */
function accountWrite(seen: BillingAccount, next: BillingAccount, extraCondition?: string, extraValues: Record<string, unknown> = {}): TransactItem {
  const guard = unchangedSince(seen);
  const item: Record<string, unknown> = { ...billingKey(next.tenant_id), ...next, version: (seen.version ?? 0) + 1 };
  if (next.revert_at) {
    item.gsi1pk = REVERTS_PK;
    item.gsi1sk = revertSortKey(next.revert_at, next.tenant_id);
  }
  const values = { ...guard.values, ...extraValues };
  return {
    Put: {
      TableName: tableName('tenants'),
      Item: item,
      ConditionExpression: extraCondition ? `(${guard.ConditionExpression}) AND ${extraCondition}` : guard.ConditionExpression,
      ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
    },
  };
}
