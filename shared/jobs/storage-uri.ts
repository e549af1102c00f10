/**
 * Storage URIs and the layout of the service's files bucket. Everything a job writes lives under
 * `jobs/<tenant>/<job>/`, uploads under `uploads/<tenant>/`, and the S3 trigger reads
 * `inbox/<tenant>/`; the bucket's lifecycle rules expire each of these prefixes after
 * JOB_RETENTION_DAYS (BUCKETS in shared/config/resources.ts).
 */
import { loopbackAllowed } from '../net/address-policy.js';

export const SOURCE_SCHEMES = ['s3', 'gs', 'https'] as const;
export type SourceScheme = (typeof SOURCE_SCHEMES)[number];

export interface BucketObject {
  bucket: string;
  key: string;
}

/** `s3://bucket/key` or `gs://bucket/key` (the key may be empty: `s3://bucket/`); else undefined. */
export function parseBucketUri(uri: string): (BucketObject & { scheme: 's3' | 'gs' }) | undefined {
  const match = /^(s3|gs):\/\/([a-z0-9][a-z0-9.\-_]{1,221}[a-z0-9])\/(.{0,1024})$/.exec(uri);
  if (!match) return undefined;
  return { scheme: match[1] as 's3' | 'gs', bucket: match[2]!, key: match[3]! };
}

/**
 * The source scheme of a URI. Plain `http://` counts as `https` only where the SSRF guard lets
 * loopback through (SSRF_ALLOW_LOOPBACK=1 on the local stage): the tests' own servers.
 */
export function schemeOf(uri: string): SourceScheme | undefined {
  const scheme = /^([a-z0-9]+):\/\//i.exec(uri)?.[1]?.toLowerCase();
  if (scheme === 'http' && loopbackAllowed()) return 'https';
  return (SOURCE_SCHEMES as readonly string[]).includes(scheme ?? '') ? (scheme as SourceScheme) : undefined;
}

export const jobPrefix = (tenantId: string, jobId: string) => `jobs/${tenantId}/${jobId}/`;
/** Deterministic per job: a redelivered message overwrites the same object, never adds one. */
export const outputKey = (tenantId: string, jobId: string, extension: string) =>
  `${jobPrefix(tenantId, jobId)}output.${extension}`;
export const findingsKey = (tenantId: string, jobId: string) => `${jobPrefix(tenantId, jobId)}findings.json`;
export const uploadKey = (tenantId: string, uploadId: string) => `uploads/${tenantId}/${uploadId}`;
export const INBOX_PREFIX = 'inbox/';

/** The tenant an inbox key belongs to: `inbox/<tenant_id>/<anything>`. */
export function inboxTenant(key: string): string | undefined {
  const match = /^inbox\/([A-Za-z0-9_-]{1,64})\/.+[^/]$/.exec(key);
  return match?.[1];
}

/**
 * Where an `output_uri` puts the output: a URI ending in `/` is a prefix (the object is
 * `<prefix><job id>.<ext>`), anything else is the exact key. Both are deterministic per job.
 */
export function requestedOutputTarget(outputUri: string, jobId: string, extension: string): BucketObject {
  const target = parseBucketUri(outputUri);
  if (!target || target.scheme !== 's3') throw new Error('output_uri was validated as s3:// at creation');
  const key = target.key === '' || target.key.endsWith('/') ? `${target.key}${jobId}.${extension}` : target.key;
  return { bucket: target.bucket, key };
}
