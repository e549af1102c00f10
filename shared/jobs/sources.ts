/**
 * Opens a job's input as a stream: `s3://` through the SDK, `gs://` through Google Cloud
 * Storage's S3-compatible XML API, `https://` through the SSRF-guarded fetch, and uploads and
 * inbox objects from the service's own bucket. Problems that are the input's fault (missing,
 * unreadable, too large, refused address) are `InputError`s: the job fails without retries.
 * Anything else (a network blip, a 5xx) is thrown as is, and the message is retried.
 */
import type { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { s3 } from '../adapters/aws/s3.js';
import { bucketName } from '../config/env.js';
import { connectorStorage } from '../connectors/connector-job-storage.js';
import { gcsClient } from './gcs-client.js';
import { openHttpsSource } from './https-source.js';
import { InputError, tooLarge } from './input-error.js';
import type { JobRecord } from './job.js';
import { parseBucketUri, schemeOf } from './storage-uri.js';

export interface OpenedSource {
  body: Readable;
  /** Bytes, when the source says (progress and the size limit use it). */
  size?: number;
  contentType?: string;
  /** The file name, for format hints (`report.csv`). */
  name: string;
}


/** `connectorClient`: the connector's storage client, when the caller already holds it. */
export async function openSource(job: JobRecord, maxBytes: number, connectorClient?: S3Client): Promise<OpenedSource> {
  const source = job.source;
  if (source.kind === 'upload') {
    return openObject(s3(), bucketName('files'), source.key, maxBytes, source.filename ?? source.upload_id, 'The upload');
  }
  if (source.kind === 'connector') {
    const client = connectorClient ?? (await connectorStorage(job.tenant_id, source.connector_id));
    return openObject(client, source.bucket, source.key, maxBytes, baseName(source.key), 'The connector object');
  }
  if (source.kind === 'inbox') {
    return openObject(s3(), bucketName('files'), source.key, maxBytes, baseName(source.key), 'The inbox object');
  }
  if (schemeOf(source.uri) === 'https') return openHttpsSource(source.uri, maxBytes);
  const target = parseBucketUri(source.uri);
  if (!target || !target.key) throw new InputError('The input URI does not name an object.');
  const client = target.scheme === 's3' ? s3() : gcsClient();
  return openObject(client, target.bucket, target.key, maxBytes, baseName(target.key), 'The input object');
}

const baseName = (key: string) => key.slice(key.lastIndexOf('/') + 1) || key;

async function openObject(
  client: S3Client,
  bucket: string,
  key: string,
  maxBytes: number,
  name: string,
  what: string,
): Promise<OpenedSource> {
  try {
    const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    const size = head.ContentLength;
    if (size !== undefined && size > maxBytes) throw tooLarge(maxBytes);
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return {
      body: object.Body as Readable,
      ...(size !== undefined ? { size } : {}),
      ...(object.ContentType ? { contentType: object.ContentType } : {}),
      name,
    };
  } catch (error) {
    throw inputFault(error, what) ?? error;
  }
}

/** S3 (and GCS XML) errors that mean "this object cannot be had", as opposed to "try again". */
export function inputFault(error: unknown, what: string): InputError | undefined {
  if (error instanceof InputError) return error;
  const name = (error as Error)?.name;
  const status = (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
  if (name === 'NoSuchKey' || name === 'NotFound' || name === 'NoSuchBucket' || status === 404) {
    return new InputError(`${what} was not found.`);
  }
  if (name === 'AccessDenied' || name === 'Forbidden' || status === 403 || status === 401) {
    return new InputError(`${what} could not be read: access denied to this service.`);
  }
  return undefined;
}
