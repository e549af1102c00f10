/**
 * POST /connectors/{id}/test: can the service list the prefix, read an object and write under
 * the output prefix, with the stored credentials? Nothing is synced; the write probe is a small
 * object that is deleted again. The answer names the step that failed and the store's error
 * code, never a key, a credential or the store's own message.
 */
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { openCredentials } from './connector-credentials.js';
import { connectorClient } from './connector-storage.js';
import type { StoredConnector } from './connector-store.js';
import { storageFailure } from './sync.js';

export const connectionTestResponse = z.object({ status: z.enum(['ok', 'error']), message: z.string() });
export type ConnectionTestResult = z.infer<typeof connectionTestResponse>;

export async function testConnection(tenantId: string, connector: StoredConnector): Promise<ConnectionTestResult> {
  let step = 'Reading the stored credentials';
  try {
    const client = connectorClient(connector, await openCredentials(tenantId, connector.credentials_ciphertext));
    const Bucket = connector.bucket;
    step = 'Listing the prefix';
    const listed = await client.send(new ListObjectsV2Command({ Bucket, Prefix: connector.prefix || undefined, MaxKeys: 5 }));
    const sample = (listed.Contents ?? []).find((o) => o.Key && !o.Key.endsWith('/') && !o.Key.startsWith(connector.output_prefix));
    if (sample?.Key) {
      step = 'Reading an object';
      const read = await client.send(new GetObjectCommand({ Bucket, Key: sample.Key, Range: 'bytes=0-0' }));
      await read.Body?.transformToByteArray();
    }
    step = 'Writing under the output prefix';
    const probe = `${connector.output_prefix}.pii-connector-test-${randomUUID()}`;
    await client.send(new PutObjectCommand({ Bucket, Key: probe, Body: 'connection test', ContentType: 'text/plain' }));
    await client.send(new DeleteObjectCommand({ Bucket, Key: probe }));
    const read = sample ? 'read an object' : 'found no object to read yet';
    return { status: 'ok', message: `Listed the prefix, ${read}, and wrote and deleted a test object under the output prefix.` };
  } catch (error) {
    return { status: 'error', message: `${step} failed: ${storageFailure(error)}` };
  }
}
