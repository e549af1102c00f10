/**
 * Connector use cases behind the HTTP handlers: create, read, change, delete, test, sync.
 * Writes need a tenant admin key and are audited; credentials go in sealed and never come out.
 */
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { z } from 'zod';
import { sqs } from '../adapters/aws/sqs.js';
import { recordAudit } from '../audit/audit-log.js';
import { queueUrl } from '../config/env.js';
import { notFound, unprocessable, type ValidationIssue } from '../http/errors.js';
import { policies } from '../policies/policy.js';
import { loadTenantConfigItems } from '../tenant-config/config-version.js';
import { newId } from '../tenancy/key-material.js';
import { assertSameMode, requireTenantAdmin, type Principal } from '../tenancy/principal.js';
import { sealCredentials } from './connector-credentials.js';
import { connectorFields, connectorProblems, credentialKind, type ConnectorFields } from './connector-fields.js';
import { patchSchema } from '../tenant-config/patch-schema.js';
import { endpointProblem } from './connector-storage.js';
import { connectors, type StoredConnector } from './connector-store.js';
import type { SyncTrigger } from './sync-state.js';

export const connectorResponse = z.object({
  id: z.string(),
  provider: z.enum(['s3', 'gcs']),
  bucket: z.string(),
  prefix: z.string(),
  schedule_cron: z.string().nullable(),
  policy_id: z.string().nullable(),
  output_prefix: z.string(),
  endpoint: z.string().nullable(),
  /** Which kind of credentials is stored (never the credentials themselves). */
  credential_kind: z.enum(['assume_role', 'access_keys', 'gcs_hmac']),
  active: z.boolean(),
  last_sync_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ConnectorResponse = z.infer<typeof connectorResponse>;

export function presentConnector(c: StoredConnector): ConnectorResponse {
  return {
    id: c.id, provider: c.provider, bucket: c.bucket, prefix: c.prefix, schedule_cron: c.schedule_cron,
    policy_id: c.policy_id, output_prefix: c.output_prefix, endpoint: c.endpoint, credential_kind: c.credential_kind,
    active: c.active, last_sync_at: c.last_sync_at, created_at: c.created_at, updated_at: c.updated_at,
  };
}

/** PUT: any subset of the fields, none defaulted (the same rule as every config record's PUT). */
export const connectorPatch = patchSchema(connectorFields);

interface Actor {
  tenantId: string;
  principal: Principal;
}

async function check(fields: Omit<ConnectorFields, 'credentials'> & { credentials?: ConnectorFields['credentials'] }, actor: Actor) {
  const issues: ValidationIssue[] = [];
  if (fields.credentials) {
    for (const p of connectorProblems(fields as ConnectorFields)) issues.push({ loc: ['body', ...p.loc], msg: p.msg, type: 'invalid' });
  } else if (fields.prefix.startsWith(fields.output_prefix)) {
    issues.push({ loc: ['body', 'prefix'], msg: 'must not lie inside output_prefix: outputs are never scanned', type: 'invalid' });
  }
  const endpoint = fields.endpoint && endpointProblem(fields.endpoint);
  if (endpoint) issues.push({ loc: ['body', 'endpoint'], msg: endpoint, type: 'invalid' });
  if (fields.policy_id) {
    const policy = await policies.get(actor.tenantId, fields.policy_id);
    if (!policy || (policy.mode ?? 'live') !== actor.principal.mode) {
      issues.push({ loc: ['body', 'policy_id'], msg: 'no such policy in this tenant and mode', type: 'not_found' });
    }
  }
  if (issues.length) throw unprocessable(issues);
}

async function audit(actor: Actor, kind: string, connector: StoredConnector, metadata: Record<string, unknown> = {}) {
  await recordAudit({
    tenant_id: actor.tenantId,
    event_type: `connector.${kind}`,
    resource_type: 'connector',
    resource_id: connector.id,
    actor: actor.principal.prefix,
    metadata,
  });
}

export async function createConnector(actor: Actor, fields: ConnectorFields): Promise<ConnectorResponse> {
  requireTenantAdmin(actor.principal);
  await check(fields, actor);
  const { credentials, ...rest } = fields;
  const connector = await connectors.create(actor.tenantId, actor.principal.mode, {
    ...rest,
    credentials_ciphertext: await sealCredentials(actor.tenantId, credentials),
    credential_kind: credentialKind(credentials),
    last_sync_at: null,
  });
  await audit(actor, 'created', connector, { provider: connector.provider });
  return presentConnector(connector);
}

export async function loadConnector(actor: Actor, id: string): Promise<StoredConnector> {
  const connector = await connectors.find(actor.tenantId, id, 'connector');
  if (!connector) throw notFound('Connector not found.');
  assertSameMode(actor.principal, connector);
  return connector;
}

export async function listConnectors(actor: Actor, limit: number, offset: number): Promise<ConnectorResponse[]> {
  const all = connectors.pick(await loadTenantConfigItems(actor.tenantId), actor.principal.mode);
  return all.slice(offset, offset + limit).map(presentConnector);
}

export async function updateConnector(actor: Actor, id: string, patch: z.infer<typeof connectorPatch>): Promise<ConnectorResponse> {
  requireTenantAdmin(actor.principal);
  const current = await loadConnector(actor, id);
  const sent = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<ConnectorFields>;
  // A provider change must come with credentials of the new kind.
  if (sent.provider && sent.provider !== current.provider && !sent.credentials) {
    throw unprocessable([{ loc: ['body', 'credentials'], msg: 'required when provider changes', type: 'missing' }]);
  }
  const merged = { ...current, ...sent };
  await check(merged, actor);
  const { credentials, ...changes } = sent;
  const next = await connectors.update(actor.tenantId, current, {
    ...changes,
    ...(credentials
      ? { credentials_ciphertext: await sealCredentials(actor.tenantId, credentials), credential_kind: credentialKind(credentials) }
      : {}),
  });
  await audit(actor, 'updated', next, { fields: Object.keys(sent).sort() });
  return presentConnector(next);
}

export async function deleteConnector(actor: Actor, id: string): Promise<void> {
  requireTenantAdmin(actor.principal);
  const current = await loadConnector(actor, id);
  await connectors.remove(actor.tenantId, current);
  await audit(actor, 'deleted', current);
}

export interface SyncMessage {
  tenant_id: string;
  connector_id: string;
  sync_id: string;
  trigger: SyncTrigger;
}

export const syncStartedResponse = z.object({ detail: z.string(), sync_id: z.string() });

/** Queues a sync (the worker lists and submits); answers the sync's id. */
export async function enqueueSync(tenantId: string, connectorId: string, trigger: SyncTrigger): Promise<string> {
  const message: SyncMessage = { tenant_id: tenantId, connector_id: connectorId, sync_id: newId('sync'), trigger };
  await sqs().send(new SendMessageCommand({ QueueUrl: queueUrl('syncs'), MessageBody: JSON.stringify(message) }));
  return message.sync_id;
}

export async function triggerSync(actor: Actor, id: string): Promise<{ detail: string; sync_id: string }> {
  const connector = await loadConnector(actor, id);
  if (!connector.active) throw unprocessable([{ loc: ['path', 'connector_id'], msg: 'the connector is paused (active is false)', type: 'inactive' }]);
  const syncId = await enqueueSync(actor.tenantId, connector.id, 'manual');
  await audit(actor, 'sync_triggered', connector, { sync_id: syncId });
  return { detail: 'Sync started; GET /connectors/{id}/syncs shows its progress.', sync_id: syncId };
}

/** The `{connector_id}` path parameter of every connector item route. */
export const connectorParams = z.object({ connector_id: z.string().min(1).max(100) });
