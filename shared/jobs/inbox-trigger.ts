/**
 * The S3 trigger: an object put under `inbox/<tenant_id>/` in the service's files bucket becomes
 * a live-mode job of that tenant, with the tenant's default policy: its live policy named
 * "default" if it has one, else the contract's defaults (every entity type, `type_label`, en).
 * On AWS the bucket notifies the inbox queue; locally s3rver's events are sent to the same queue.
 * The job id is derived from the object's key, ETag and sequencer, so a redelivered notification
 * creates nothing new.
 */
import { createHash } from 'node:crypto';
import { bucketName } from '../config/env.js';
import { logger } from '../observability/logger.js';
import { policies } from '../policies/policy.js';
import { getTenant } from '../tenancy/tenant-repository.js';
import { loadTenantConfigItems } from '../tenant-config/config-version.js';
import { createJob, resolveSettings } from './create-job.js';
import { inboxTenant } from './storage-uri.js';

export const DEFAULT_POLICY_NAME = 'default';
export const INBOX_ACTOR = 's3-inbox';

export interface InboxObject {
  bucket: string;
  /** As S3 notifications send it: URL-encoded, spaces as '+'. */
  encodedKey: string;
  eTag?: string;
  sequencer?: string;
}

export async function jobFromInboxObject(object: InboxObject): Promise<string | undefined> {
  const key = decodeURIComponent(object.encodedKey.replace(/\+/g, ' '));
  const tenantId = inboxTenant(key);
  if (object.bucket !== bucketName('files') || !tenantId) return undefined;
  const tenant = await getTenant(tenantId);
  if (!tenant) {
    logger.warn('inbox object for an unknown tenant', { tenantId });
    return undefined;
  }
  const caller = { tenant, mode: 'live' as const, actor: INBOX_ACTOR };
  const defaultPolicy = policies
    .pick(await loadTenantConfigItems(tenant.id), 'live')
    .find((p) => p.name.toLowerCase() === DEFAULT_POLICY_NAME);
  const settings = await resolveSettings(caller, {}, defaultPolicy?.id);
  const digest = createHash('sha256').update(`${object.bucket}\0${key}\0${object.eTag ?? ''}\0${object.sequencer ?? ''}`).digest('hex');
  const { job } = await createJob(
    caller,
    settings,
    { id: `job_${digest.slice(0, 24)}`, source: { kind: 'inbox', key }, input_uri: `s3://${object.bucket}/${key}` },
    null,
    'fail',
  );
  return job.id;
}
