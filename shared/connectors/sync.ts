/**
 * One sync of a connector: list the prefix (paged), skip outputs and objects whose ETag was
 * already submitted, submit one redaction job per new or changed object, remember its ETag,
 * and record a summary. A lease keeps two syncs of one connector from running at once. A
 * redelivered sync message is harmless: submitted objects are skipped by their ETag, and job
 * ids derive from (connector, key, ETag), so a crash between submitting and remembering cannot
 * create a second job for the same object version.
 */
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { createHash } from 'node:crypto';
import { logger } from '../observability/logger.js';
import { openCredentials } from './connector-credentials.js';
import { connectorClient } from './connector-storage.js';
import { connectors, markSynced, type StoredConnector } from './connector-store.js';
import {
  acquireLease,
  rememberEtag,
  rememberedEtags,
  releaseLease,
  saveSyncSummary,
  type SyncSummary,
  type SyncTrigger,
} from './sync-state.js';

/** A sync may run as long as its worker (15 minutes); the lease lasts that long. */
export const SYNC_LEASE_SECONDS = 900;
const SUBMIT_CONCURRENCY = 16;

export interface ObjectToRedact {
  tenantId: string;
  connector: StoredConnector;
  objectKey: string;
  etag: string;
  size: number;
  /** Deterministic per (connector, key, ETag): the job's id, so a repeat submits nothing new. */
  jobId: string;
}

/** Creates the redaction job of one object (the jobs module); throws when it cannot. */
export type SubmitObject = (object: ObjectToRedact) => Promise<void>;

export interface SyncRequest {
  tenantId: string;
  connectorId: string;
  syncId: string;
  trigger: SyncTrigger;
  /** Builds the job submitter for the connector (the jobs module; tests may count calls). */
  submitter: (connector: StoredConnector) => Promise<SubmitObject>;
}

export const objectJobId = (connectorId: string, key: string, etag: string) =>
  `job_c${createHash('sha256').update(`${connectorId}\0${key}\0${etag}`).digest('hex').slice(0, 24)}`;

export async function runSync(request: SyncRequest): Promise<SyncSummary | undefined> {
  const { tenantId, connectorId, syncId } = request;
  const connector = await connectors.get(tenantId, connectorId);
  // Deleted (or paused) since the sync was asked for: nothing to do.
  if (!connector || !connector.active) return undefined;

  const summary: SyncSummary = {
    id: syncId, connector_id: connectorId, trigger: request.trigger, status: 'running',
    objects_seen: 0, submitted: 0, skipped: 0, failed: 0, message: null,
    started_at: new Date().toISOString(), finished_at: null,
  };
  if (!(await acquireLease(tenantId, connectorId, syncId, SYNC_LEASE_SECONDS))) {
    await finish(tenantId, summary, 'skipped', 'Another sync of this connector was running.');
    return summary;
  }
  try {
    await saveSyncSummary(tenantId, summary);
    const client = connectorClient(connector, await openCredentials(tenantId, connector.credentials_ciphertext));
    const known = await rememberedEtags(tenantId, connectorId);
    const submit = await request.submitter(connector);
    const pending: ObjectToRedact[] = [];
    for await (const object of listPrefix(client, connector)) {
      summary.objects_seen += 1;
      if (known.get(object.key) === object.etag) summary.skipped += 1;
      else pending.push({ tenantId, connector, objectKey: object.key, etag: object.etag, size: object.size, jobId: objectJobId(connectorId, object.key, object.etag) });
    }
    await forEachLimited(pending, SUBMIT_CONCURRENCY, async (object) => {
      try {
        await submit(object);
        await rememberEtag(tenantId, connectorId, object.objectKey, object.etag, object.jobId);
        summary.submitted += 1;
      } catch (error) {
        // Not remembered: the next sync tries the object again.
        summary.failed += 1;
        logger.warn('connector object not submitted', { connectorId, reason: (error as Error).name });
      }
    });
    await markSynced(tenantId, connectorId, new Date().toISOString());
    await finish(tenantId, summary, 'completed', null);
  } catch (error) {
    await finish(tenantId, summary, 'failed', storageFailure(error));
  } finally {
    await releaseLease(tenantId, connectorId, syncId);
  }
  return summary;
}

async function finish(tenantId: string, summary: SyncSummary, status: SyncSummary['status'], message: string | null) {
  summary.status = status;
  summary.message = message;
  summary.finished_at = new Date().toISOString();
  await saveSyncSummary(tenantId, summary);
}

interface ListedObject {
  key: string;
  etag: string;
  size: number;
}

/** Every object under the prefix, page by page, without folders and without the output prefix. */
async function* listPrefix(client: S3Client, connector: StoredConnector): AsyncGenerator<ListedObject> {
  let ContinuationToken: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: connector.bucket, Prefix: connector.prefix || undefined, ContinuationToken }),
    );
    for (const object of page.Contents ?? []) {
      const key = object.Key ?? '';
      if (!key || key.endsWith('/') || key.startsWith(connector.output_prefix)) continue;
      yield { key, etag: (object.ETag ?? '').replace(/"/g, ''), size: object.Size ?? 0 };
    }
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
}

/** A sentence for the summary: the store's error code, never its message (which may echo keys). */
export function storageFailure(error: unknown): string {
  const name = (error as { name?: string })?.name ?? 'Error';
  const status = (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
  if (name === 'FetchRefusedError' || (error as { reason?: string })?.reason === 'blocked_address') {
    return 'The storage endpoint is not an allowed address.';
  }
  return `The storage answered ${name}${status ? ` (HTTP ${status})` : ''}.`;
}

async function forEachLimited<T>(items: readonly T[], limit: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await run(items[next++] as T);
  });
  await Promise.all(lanes);
}
