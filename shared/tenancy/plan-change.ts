import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { auditPut } from '../audit/audit-log.js';
import { tableName } from '../config/env.js';
import type { Plan } from './plans.js';
import { tenantPk } from './tenant-repository.js';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** The audit event of every plan change, whoever makes it (billing webhook, revert, operator). */
export const PLAN_CHANGED_EVENT = 'tenant.plan_changed';

export interface PlanChange {
  tenantId: string;
  from: Plan;
  to: Plan;
  /** Audit actor: `billing:stripe`, `billing:local`, `scheduler`, `admin-cli`, or a key prefix. */
  actor: string;
  /** Why, in a word: `checkout_completed`, `subscription_updated`, `cancellation_period_ended`, ... */
  reason: string;
  /** Ids only (event, subscription); never PII. */
  metadata?: Record<string, unknown>;
}

/**
 * The two writes of a plan change, for a DynamoDB transaction: the tenant's plan, conditioned on
 * the plan the caller decided from (so a concurrent change makes the transaction fail and the
 * caller decide again, instead of being overwritten), and its audit event. Requests read the
 * tenant strongly consistent on every call (tenant-repository), so the next request anywhere
 * is limited, metered and shown with the new plan.
 */
export function planChangeItems(change: PlanChange, at = new Date()): TransactItem[] {
  const { put } = auditPut(
    {
      event_type: PLAN_CHANGED_EVENT,
      resource_type: 'tenant',
      resource_id: change.tenantId,
      tenant_id: change.tenantId,
      actor: change.actor,
      metadata: { old_plan: change.from, new_plan: change.to, reason: change.reason, ...change.metadata },
    },
    at,
  );
  return [
    {
      Update: {
        TableName: tableName('tenants'),
        Key: { pk: tenantPk(change.tenantId), sk: 'TENANT' },
        UpdateExpression: 'SET #plan = :to',
        ConditionExpression: '#plan = :from',
        ExpressionAttributeNames: { '#plan': 'plan' },
        ExpressionAttributeValues: { ':to': change.to, ':from': change.from },
      },
    },
    { Put: put },
  ];
}
