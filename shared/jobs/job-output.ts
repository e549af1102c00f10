/**
 * Streams a job's output to S3 as it is produced (multipart through lib-storage's Upload, so a
 * large output is never held whole in memory). The key is fixed per job, so a redelivered
 * message overwrites the same object instead of adding a second one.
 */
import { Transform } from 'node:stream';
import { DeleteObjectsCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { s3 } from '../adapters/aws/s3.js';
import { inputFault } from './sources.js';

export interface OutputStream {
  stream: Transform;
  /** Resolves with the bytes written once the object is complete in S3. */
  done: Promise<number>;
  abort(): Promise<void>;
}

/** `client`: the storage's own (a connector's bucket takes the connector's credentials). */
export function openOutput(bucket: string, key: string, contentType: string, external: boolean, client: S3Client = s3()): OutputStream {
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      bytes += buffer.length;
      callback(null, buffer);
    },
  });
  const upload = new Upload({
    client,
    params: { Bucket: bucket, Key: key, Body: stream, ContentType: contentType },
    queueSize: 2,
    partSize: 5 * 1024 * 1024,
  });
  const done = upload.done().then(
    () => bytes,
    (error: unknown) => {
      stream.destroy();
      // A caller's own bucket that refuses us is the caller's to fix (the job fails).
      throw (external ? inputFault(error, 'The output_uri location') : undefined) ?? error;
    },
  );
  return { stream, done, abort: () => upload.abort().catch(() => undefined) };
}

export async function putJson(bucket: string, key: string, value: unknown): Promise<void> {
  await s3().send(
    new PutObjectCommand({ Bucket: bucket, Key: key, Body: JSON.stringify(value), ContentType: 'application/json' }),
  );
}

export async function deleteObjects(bucket: string, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await s3().send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }));
}
