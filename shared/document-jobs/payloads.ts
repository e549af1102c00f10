/**
 * Payloads in the files bucket, always under the tenant's prefix. Uploads and short_ttl artifacts
 * live under `tmp/` (the bucket's expiring prefix: deleted after the retention period by the S3
 * lifecycle rule); persistent artifacts under `tenants/<id>/documents/`.
 */
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { s3 } from '../adapters/aws/s3.js';
import { BUCKETS } from '../config/resources.js';
import { bucketName } from '../config/env.js';
import type { RetentionClass } from './model.js';

const EXPIRING = BUCKETS.files.expiringPrefix;

export const uploadKey = (tenantId: string, jobId: string) => `${EXPIRING}tenants/${tenantId}/documents/${jobId}/upload`;

export function artifactKeyFor(tenantId: string, jobId: string, artifactId: string, retention: RetentionClass): string {
  const base = `tenants/${tenantId}/documents/${jobId}/${artifactId}.json`;
  return retention === 'persistent' ? base : `${EXPIRING}${base}`;
}

export async function putPayload(key: string, body: Uint8Array | string, contentType: string): Promise<void> {
  await s3().send(new PutObjectCommand({ Bucket: bucketName('files'), Key: key, Body: body, ContentType: contentType }));
}

export async function putJson(key: string, value: unknown): Promise<void> {
  await putPayload(key, JSON.stringify(value), 'application/json');
}

/** The payload's bytes, or undefined when it is gone (purged by lifecycle or by the service). */
export async function getPayload(key: string): Promise<Uint8Array | undefined> {
  try {
    const out = await s3().send(new GetObjectCommand({ Bucket: bucketName('files'), Key: key }));
    return await out.Body!.transformToByteArray();
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

const isMissing = (error: unknown) =>
  (error as Error).name === 'NoSuchKey' || (error as Error).name === 'NotFound' ||
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

export async function payloadExists(key: string): Promise<boolean> {
  try {
    await s3().send(new HeadObjectCommand({ Bucket: bucketName('files'), Key: key }));
    return true;
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}

export async function getJson<T>(key: string): Promise<T | undefined> {
  const bytes = await getPayload(key);
  return bytes ? (JSON.parse(Buffer.from(bytes).toString('utf8')) as T) : undefined;
}

/** Idempotent: deleting what is already gone succeeds. */
export async function deletePayload(key: string): Promise<void> {
  await s3().send(new DeleteObjectCommand({ Bucket: bucketName('files'), Key: key }));
}
