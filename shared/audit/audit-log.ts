import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { dynamo } from '../adapters/aws/clients.js';
import { tableName } from '../config/env.js';
import { newId } from '../tenancy/key-material.js';
import { tenantPk } from '../tenancy/tenant-repository.js';

export const AUDIT_RESOURCE_TYPES = [
  'job', 'policy', 'connector', 'api_key', 'tenant', 'feature', 'pseudonym',
  'recognizer', 'list_entry', 'webhook', 'review',
] as const;
export type AuditResourceType = (typeof AUDIT_RESOURCE_TYPES)[number];

export const auditEventResponse = z.object({
  id: z.string(),
  event_type: z.string(),
  resource_type: z.enum(AUDIT_RESOURCE_TYPES),
  resource_id: z.string(),
  actor: z.string(),
  metadata: z.record(z.string(), z.unknown()),
  tenant_id: z.string(),
  created_at: z.string(),
});

export interface AuditEvent {
  id: string;
  event_type: string;
  resource_type: AuditResourceType;
  resource_id: string;
  actor: string;
  metadata: Record<string, unknown>;
  tenant_id: string;
  created_at: string;
}

export type AuditInput = Omit<AuditEvent, 'id' | 'created_at' | 'metadata'> & { metadata?: Record<string, unknown> };

/**
 * Append-only: each event is a new item whose sort key starts with its timestamp, written with
 * a condition that it does not exist, and nothing in the service updates or deletes it.
 * Metadata must never hold PII (ids, counts and durations only).
 */
export async function recordAudit(input: AuditInput): Promise<AuditEvent> {
  const { event, put } = auditPut(input);
  await dynamo().send(new PutCommand(put));
  return event;
}

/** The conditional put of one audit event, for callers that write it inside a transaction. */
export function auditPut(input: AuditInput, at = new Date()) {
  const event: AuditEvent = { id: newId('evt'), created_at: at.toISOString(), metadata: {}, ...input };
  const put = {
    TableName: tableName('audit'),
    Item: { pk: tenantPk(event.tenant_id), sk: `${event.created_at}#${event.id}`, ...event },
    ConditionExpression: 'attribute_not_exists(pk)',
  };
  return { event, put };
}

export interface AuditQuery {
  tenantId: string;
  eventType?: string;
  resourceType?: string;
  fromDate?: string;
  toDate?: string;
  limit: number;
  offset: number;
}

/** Newest first. Date bounds are inclusive and use the sort key; type filters run server-side. */
export async function listAudit(query: AuditQuery): Promise<AuditEvent[]> {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':pk': tenantPk(query.tenantId) };
  let keyCondition = 'pk = :pk';
  const from = query.fromDate ?? '0000';
  const to = `${query.toDate ?? '9999'}\uffff`;
  keyCondition += ' AND sk BETWEEN :from AND :to';
  values[':from'] = from;
  values[':to'] = to;
  const filters: string[] = [];
  if (query.eventType) {
    filters.push('#et = :et');
    names['#et'] = 'event_type';
    values[':et'] = query.eventType;
  }
  if (query.resourceType) {
    filters.push('#rt = :rt');
    names['#rt'] = 'resource_type';
    values[':rt'] = query.resourceType;
  }
  const wanted = query.offset + query.limit;
  const events: AuditEvent[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName('audit'),
        KeyConditionExpression: keyCondition,
        FilterExpression: filters.length ? filters.join(' AND ') : undefined,
        ExpressionAttributeNames: Object.keys(names).length ? names : undefined,
        ExpressionAttributeValues: values,
        ScanIndexForward: false,
        Limit: Math.min(1000, wanted * 2),
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      const { pk: _pk, sk: _sk, ...event } = item;
      events.push(event as AuditEvent);
    }
    start = page.LastEvaluatedKey;
  } while (start && events.length < wanted);
  return events.slice(query.offset, wanted);
}
