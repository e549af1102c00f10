/**
 * The storage of a job a connector's sync created: the connector's bucket, reached with its
 * own credentials, for reading the object, writing the output under `output_prefix` and
 * downloading it again. A connector deleted since the sync leaves its jobs unable to run: that
 * is the input's fault (the job fails), not ours.
 */
import type { S3Client } from '@aws-sdk/client-s3';
import { InputError } from '../jobs/input-error.js';
import { openCredentials } from './connector-credentials.js';
import { connectorClient } from './connector-storage.js';
import { connectors } from './connector-store.js';

export async function connectorStorage(tenantId: string, connectorId: string): Promise<S3Client> {
  const connector = await connectors.get(tenantId, connectorId);
  if (!connector) throw new InputError('The connector of this job was deleted; its objects can no longer be read.');
  return connectorClient(connector, await openCredentials(tenantId, connector.credentials_ciphertext));
}

/**
 * `<output_prefix><key>`, with the output's extension added when the format changes (a PDF
 * comes out as Markdown: `redacted/contracts/a.pdf.md`), so an output never overwrites another.
 */
export function connectorOutputKey(outputPrefix: string, key: string, extension: string): string {
  return key.toLowerCase().endsWith(`.${extension}`) ? `${outputPrefix}${key}` : `${outputPrefix}${key}.${extension}`;
}
