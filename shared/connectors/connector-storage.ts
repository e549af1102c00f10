/**
 * The storage a connector reads and writes: an S3 client on the connector's own credentials.
 * - s3: access keys, or AssumeRole with the tenant's external id (the service's role assumes the
 *   tenant's role; temporary credentials are refreshed by the SDK).
 * - gcs: Google Cloud Storage's S3-compatible XML API with HMAC keys.
 * - endpoint (S3-compatible stores): an IP literal is checked once here; a host name is checked
 *   by the sockets' own DNS lookup on every connect (the SSRF guard's guarded lookup), so a
 *   name that later resolves to a private address is refused at connect time.
 */
import { S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { isIP } from 'node:net';
import { unprocessable } from '../http/errors.js';
import { classifyAddress, loopbackAllowed } from '../net/address-policy.js';
import { guardedLookup, systemResolver } from '../net/guarded-lookup.js';
import type { ConnectorCredentials } from './connector-fields.js';

export const GCS_XML_ENDPOINT = 'https://storage.googleapis.com';

export interface ConnectorLocation {
  provider: 's3' | 'gcs';
  endpoint: string | null;
}

/** Refuses an endpoint the guard would never connect to (422 at create/update time). */
export function endpointProblem(endpoint: string): string | undefined {
  const url = new URL(endpoint);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const loopback = loopbackAllowed();
  if (url.protocol === 'http:' && !(loopback && isLoopbackHost(host))) {
    return 'must be https (plain http only to loopback in a local run)';
  }
  if (isIP(host) && !classifyAddress(host, { allowLoopback: loopback }).allowed) {
    return 'must be a public address';
  }
  if (/^localhost$/i.test(host) && !loopback) return 'must be a public address';
  return undefined;
}

const isLoopbackHost = (host: string) =>
  /^localhost$/i.test(host) || (isIP(host) > 0 && classifyAddress(host, { allowLoopback: true }).range === 'loopback');

export function connectorClient(location: ConnectorLocation, credentials: ConnectorCredentials): S3Client {
  const endpoint = location.endpoint ?? (location.provider === 'gcs' ? GCS_XML_ENDPOINT : undefined);
  const config: S3ClientConfig = {
    region: location.provider === 'gcs' ? 'auto' : (process.env.AWS_REGION ?? 'us-east-1'),
    // Custom stores and the local emulator want path-style addressing and no flexible checksums.
    ...(endpoint ? { endpoint, forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' } : {}),
    maxAttempts: 2,
  };
  if (endpoint) {
    const problem = endpointProblem(endpoint);
    if (problem) throw unprocessable([{ loc: ['body', 'endpoint'], msg: problem, type: 'endpoint' }]);
    const lookup = guardedLookup(systemResolver, loopbackAllowed());
    config.requestHandler = {
      httpAgent: new HttpAgent({ keepAlive: true, lookup: lookup as never }),
      httpsAgent: new HttpsAgent({ keepAlive: true, lookup: lookup as never }),
      connectionTimeout: 5_000,
      requestTimeout: 30_000,
    };
  }
  if ('access_key_id' in credentials) {
    config.credentials = { accessKeyId: credentials.access_key_id, secretAccessKey: credentials.secret_access_key };
  } else if ('hmac_access_id' in credentials) {
    config.credentials = { accessKeyId: credentials.hmac_access_id, secretAccessKey: credentials.hmac_secret };
  } else {
    const { role_arn: RoleArn, external_id: ExternalId } = credentials;
    // Loaded only for AssumeRole connectors; the STS client comes with it.
    config.credentials = async () => {
      const { fromTemporaryCredentials } = await import('@aws-sdk/credential-providers');
      return fromTemporaryCredentials({ params: { RoleArn, ExternalId, RoleSessionName: 'pii-connector', DurationSeconds: 900 } })();
    };
  }
  return new S3Client(config);
}
