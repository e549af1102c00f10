/**
 * Reading, listing, downloading and deleting jobs and batches, walled off by tenant and mode:
 * an id of another tenant or of the other mode is 403 (the contract's permission rule), an id
 * that does not exist is 404.
 */
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Readable } from 'node:stream';
import { s3 } from '../adapters/aws/s3.js';
import { bucketName } from '../config/env.js';
import { forbidden, notFound } from '../http/errors.js';
import type { KeyMode } from '../tenancy/key-material.js';
import type { JobRecord } from './job.js';
import { connectorStorage } from '../connectors/connector-job-storage.js';
import { deleteObjects } from './job-output.js';
import { deleteJobItem, getBatch, getJob, type BatchRecord } from './job-repository.js';
import { findingsKey, jobPrefix } from './storage-uri.js';

export interface Viewer {
  tenantId: string;
  mode: KeyMode;
}

function assertOwned(record: { tenant_id: string; mode: KeyMode }, viewer: Viewer, noun: string): void {
  if (record.tenant_id !== viewer.tenantId) throw forbidden(`This ${noun} belongs to another tenant.`);
  if (record.mode !== viewer.mode) {
    throw forbidden(`This ${noun} belongs to ${record.mode} mode; a ${viewer.mode} key cannot use it.`);
  }
}

export async function ownedJob(id: string, viewer: Viewer): Promise<JobRecord> {
  const job = await getJob(id);
  if (!job) throw notFound('Job not found.');
  assertOwned(job, viewer, 'job');
  return job;
}

export async function ownedBatch(id: string, viewer: Viewer): Promise<BatchRecord> {
  const batch = await getBatch(id);
  if (!batch) throw notFound('Batch not found.');
  assertOwned(batch, viewer, 'batch');
  return batch;
}

/** Outputs up to this size are streamed through the API; larger ones are a presigned redirect. */
export const INLINE_DOWNLOAD_BYTES = 5 * 1024 * 1024;
const PRESIGNED_SECONDS = 300;

export type Download =
  | { kind: 'inline'; contentType: string; body: Buffer; filename: string }
  | { kind: 'redirect'; url: string };

/**
 * The output (or, with `content=findings`, every stored finding as JSON). 404 until the job is
 * completed, and once the output is gone (deleted, expired, or removed from its output_uri).
 */
export async function downloadJob(id: string, viewer: Viewer, content: 'output' | 'findings'): Promise<Download> {
  const job = await ownedJob(id, viewer);
  if (job.status !== 'completed' || !job.output_bucket || !job.output_key) {
    throw notFound('The job has no output yet: it is available once the job is completed.');
  }
  const bucket = content === 'output' ? job.output_bucket : bucketName('files');
  const key = content === 'output' ? job.output_key : (job.findings_key ?? findingsKey(job.tenant_id, job.id));
  const size = content === 'output' ? (job.output_bytes ?? 0) : 0;
  const filename = content === 'output' ? `${job.id}${extensionOf(key)}` : `${job.id}-findings.json`;
  // A connector's output lives in the tenant's bucket: read (or sign) it with the connector's credentials.
  const client = content === 'output' && job.source.kind === 'connector' ? await connectorStorage(job.tenant_id, job.source.connector_id) : s3();
  if (size > INLINE_DOWNLOAD_BYTES) {
    const command = new GetObjectCommand({
      Bucket: bucket,
      Key: key,
      ResponseContentDisposition: `attachment; filename="${filename}"`,
    });
    return { kind: 'redirect', url: await getSignedUrl(client, command, { expiresIn: PRESIGNED_SECONDS }) };
  }
  try {
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    const body = Buffer.concat(await (object.Body as Readable).toArray());
    const contentType = content === 'output' ? (job.output_content_type ?? object.ContentType ?? 'application/octet-stream') : 'application/json';
    return { kind: 'inline', contentType, body, filename };
  } catch (error) {
    const name = (error as Error)?.name;
    if (name === 'NoSuchKey' || name === 'NotFound') throw notFound('The output of this job was deleted.');
    throw error;
  }
}

const extensionOf = (key: string) => {
  const dot = key.lastIndexOf('.');
  return dot > key.lastIndexOf('/') ? key.slice(dot) : '';
};

/**
 * Removes the job and what the service stored for it (output and findings under the tenant's
 * prefix). An output written to the caller's own `output_uri` is the caller's and stays.
 */
export async function deleteJob(id: string, viewer: Viewer): Promise<void> {
  const job = await ownedJob(id, viewer);
  const files = bucketName('files');
  const listed = await s3().send(new ListObjectsV2Command({ Bucket: files, Prefix: jobPrefix(job.tenant_id, job.id) }));
  await deleteObjects(files, (listed.Contents ?? []).map((o) => o.Key!));
  await deleteJobItem(job.id);
}
