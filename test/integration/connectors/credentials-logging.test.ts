/**
 * Connector credentials never appear in a log line, a returned value or an audit entry.
 *
 * The connector use cases run in this process (as the handlers and workers run them), pointed at
 * the shared stack's tables and queues, while everything written to process.stdout and
 * process.stderr is captured. That capture sees the service's logs: the Powertools logger
 * (shared/observability/logger.ts) prints through a Console built on process.stdout/stderr,
 * which the test checks with a marker line and with the sync worker's own "connector synced" line.
 *
 * The bucket is a private s3rver in this process that knows only this test's distinctive
 * access keys, so the good credentials are as distinctive as the bad ones. The jobs a sync
 * submits are run by the shared stack's worker, in the vitest main process: its log lines are
 * not captured here (its responses are checked over HTTP).
 */
import { CreateBucketCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { SQSEvent } from 'aws-lambda';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler as syncWorker } from '../../../functions/workers/sync-connectors.js';
import { startS3Local, type S3Local } from '../../../lib/local/s3-local.js';
import { connectorFields } from '../../../shared/connectors/connector-fields.js';
import {
  connectorPatch,
  createConnector,
  listConnectors,
  loadConnector,
  updateConnector,
} from '../../../shared/connectors/connectors.js';
import { objectSubmitter } from '../../../shared/connectors/submit-object.js';
import { runSync } from '../../../shared/connectors/sync.js';
import { testConnection } from '../../../shared/connectors/test-connection.js';
import { logger } from '../../../shared/observability/logger.js';
import { keyPrefix, newId } from '../../../shared/tenancy/key-material.js';
import type { Principal } from '../../../shared/tenancy/principal.js';
import { api } from '../helpers/api.js';
import { waitForJob } from '../helpers/jobs.js';
import { useStackEnvWithEncryption } from '../helpers/stack-env.js';
import { createTenant, type TestTenant } from '../helpers/tenants.js';

const tag = randomBytes(6).toString('hex').toUpperCase();
/** Every credential value used below; none may ever be seen outside the sealed record. */
const SECRETS = {
  goodAccessKey: `AKIAGOODCONN${tag}`,
  goodSecret: `good-conn-secret-${tag}-Zq81`,
  rotatedAccessKey: `AKIAROTATEDC${tag}`,
  rotatedSecret: `rotated-conn-secret-${tag}-Wm27`,
  unknownAccessKey: `AKIAUNKNOWNC${tag}`,
  unknownSecret: `unknown-conn-secret-${tag}-Xp40`,
  wrongSecret: `wrong-conn-secret-${tag}-Ty55`,
  externalId: `ext-id-conn-${tag}-Rb93`,
};
const bucket = `conn-logs-${Date.now()}`;

let tenant: TestTenant;
let principal: Principal;
let store: S3Local;

/** Everything written to stdout and stderr between start() and stop(). */
function captureOutput() {
  const chunks: string[] = [];
  const originals = { out: process.stdout.write, err: process.stderr.write };
  const grab = (chunk: unknown, ...rest: unknown[]) => {
    chunks.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8'));
    const done = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
    done?.();
    return true;
  };
  return {
    start() {
      process.stdout.write = grab as typeof process.stdout.write;
      process.stderr.write = grab as typeof process.stderr.write;
    },
    stop() {
      process.stdout.write = originals.out;
      process.stderr.write = originals.err;
    },
    text: () => chunks.join(''),
  };
}

const leaked = (text: string) => Object.entries(SECRETS).filter(([, secret]) => text.includes(secret)).map(([name]) => name);

beforeAll(async () => {
  useStackEnvWithEncryption();
  // The private store is on loopback: allowed in a local run only (the stack sets the same).
  process.env.SSRF_ALLOW_LOOPBACK = '1';
  tenant = await createTenant('enterprise', 'test');
  principal = {
    keyId: tenant.keyId, prefix: keyPrefix(tenant.key), role: 'admin', mode: 'test',
    tenantId: tenant.id, plan: 'enterprise', isOperator: false,
  };
  store = await startS3Local();
  // s3rver's account registry is per process: this store accepts the test's keys (and S3RVER).
  const { DUMMY_ACCOUNT } = createRequire(import.meta.url)('s3rver/lib/models/account.js') as {
    DUMMY_ACCOUNT: { createKeyPair(id: string, secret: string): void };
  };
  DUMMY_ACCOUNT.createKeyPair(SECRETS.goodAccessKey, SECRETS.goodSecret);
  DUMMY_ACCOUNT.createKeyPair(SECRETS.rotatedAccessKey, SECRETS.rotatedSecret);
  const s3 = new S3Client({
    endpoint: store.endpoint, region: 'us-east-1', forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED',
    credentials: { accessKeyId: SECRETS.goodAccessKey, secretAccessKey: SECRETS.goodSecret },
  });
  await s3.send(new CreateBucketCommand({ Bucket: bucket }));
  for (const name of ['a', 'b']) {
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: `in/${name}.txt`, Body: `Call Jane Doe at jane.${name}@example.com.`, ContentType: 'text/plain' }));
  }
  s3.destroy();
});

afterAll(async () => {
  await store?.stop();
});

describe('connector credentials in logs, answers and audit', () => {
  it('never shows a credential while creating, rotating, testing, syncing and listing', async () => {
    const actor = { tenantId: tenant.id, principal };
    const fields = (prefix: string, credentials: Record<string, string>) =>
      connectorFields.parse({ provider: 's3', bucket, prefix, endpoint: store.endpoint, credentials });
    const returned: unknown[] = [];
    const capture = captureOutput();
    const previousLevel = logger.getLevelName();
    logger.setLogLevel('DEBUG');
    const marker = `capture-check-${tag}`;
    capture.start();
    let good: { id: string };
    let unknownKey: { id: string };
    let wrongSecret: { id: string };
    try {
      logger.debug('credentials-logging capture check', { marker });

      good = await createConnector(actor, fields('in/', { access_key_id: SECRETS.goodAccessKey, secret_access_key: SECRETS.goodSecret }));
      unknownKey = await createConnector(actor, fields('unknown/', { access_key_id: SECRETS.unknownAccessKey, secret_access_key: SECRETS.unknownSecret }));
      wrongSecret = await createConnector(actor, fields('wrong/', { access_key_id: SECRETS.goodAccessKey, secret_access_key: SECRETS.wrongSecret }));
      const assumeRole = await createConnector(actor, fields('role/', { role_arn: 'arn:aws:iam::123456789012:role/pii-reader', external_id: SECRETS.externalId }));
      returned.push(good, unknownKey, wrongSecret, assumeRole);

      const okBefore = await testConnection(tenant.id, await loadConnector(actor, good.id));
      expect(okBefore.status).toBe('ok');
      const rotated = await updateConnector(actor, good.id, connectorPatch.parse({
        credentials: { access_key_id: SECRETS.rotatedAccessKey, secret_access_key: SECRETS.rotatedSecret },
      }));
      const okAfter = await testConnection(tenant.id, await loadConnector(actor, good.id));
      expect(okAfter.status).toBe('ok');
      const badKey = await testConnection(tenant.id, await loadConnector(actor, unknownKey.id));
      expect(badKey).toMatchObject({ status: 'error' });
      expect(badKey.message).toMatch(/^Listing the prefix failed: /);
      // s3rver checks only the access key id of SigV4 requests, so this test passes there; the
      // wrong secret still goes through unsealing, the client and the request signer.
      const badSecret = await testConnection(tenant.id, await loadConnector(actor, wrongSecret.id));
      returned.push(okBefore, rotated, okAfter, badKey, badSecret, await loadConnector(actor, good.id));

      // A sync with the rotated credentials and the real job submitter: two objects, two jobs.
      const synced = await runSync({
        tenantId: tenant.id, connectorId: good.id, syncId: newId('sync'), trigger: 'manual',
        submitter: (connector) => objectSubmitter(tenant.id, connector),
      });
      expect(synced).toMatchObject({ status: 'completed', objects_seen: 2, submitted: 2, failed: 0 });
      const failedSync = await runSync({
        tenantId: tenant.id, connectorId: unknownKey.id, syncId: newId('sync'), trigger: 'manual',
        submitter: (connector) => objectSubmitter(tenant.id, connector),
      });
      expect(failedSync).toMatchObject({ status: 'failed' });
      returned.push(synced, failedSync);

      // The sync worker itself, as the queue runs it: it logs one line per sync.
      const message = { tenant_id: tenant.id, connector_id: wrongSecret.id, sync_id: newId('sync'), trigger: 'manual' };
      const event = { Records: [{ messageId: 'm-1', body: JSON.stringify(message) }] } as unknown as SQSEvent;
      returned.push(await syncWorker(event));

      returned.push(await listConnectors(actor, 100, 0));
    } finally {
      capture.stop();
      logger.setLogLevel(previousLevel as 'INFO');
    }
    const output = capture.text();

    // The capture does see the service's logs: the Powertools logger writes through it.
    expect(output).toContain(marker);
    expect(output).toContain('connector synced');
    expect(output).toContain(wrongSecret.id);
    expect(leaked(output), 'credentials in captured stdout/stderr').toEqual([]);
    expect(leaked(JSON.stringify(returned)), 'credentials in returned values').toEqual([]);

    // The sync's jobs run in the stack's worker with the rotated credentials, and complete.
    const jobs = (await api('GET', '/jobs', { key: tenant.key })).body as { id: string; input_uri: string }[];
    const mine = jobs.filter((j) => j.input_uri.startsWith(`s3://${bucket}/in/`));
    expect(mine).toHaveLength(2);
    for (const job of mine) expect((await waitForJob(tenant.key, job.id)).status).toBe('completed');

    // Nor over HTTP: the connectors, their syncs, the jobs, and the tenant's audit entries.
    const audit = await api('GET', '/audit', { key: tenant.key, query: { resource_type: 'connector', limit: '100' } });
    const events = (audit.body as { event_type: string }[]).map((e) => e.event_type);
    expect(events.filter((e) => e === 'connector.created')).toHaveLength(4);
    expect(events).toContain('connector.updated');
    const answers = [
      audit.body,
      (await api('GET', '/audit', { key: tenant.key, query: { limit: '100' } })).body,
      (await api('GET', '/connectors', { key: tenant.key })).body,
      (await api('GET', `/connectors/${good.id}`, { key: tenant.key })).body,
      (await api('GET', `/connectors/${good.id}/syncs`, { key: tenant.key })).body,
      (await api('GET', `/connectors/${unknownKey.id}/syncs`, { key: tenant.key })).body,
      (await api('GET', `/connectors/${wrongSecret.id}/syncs`, { key: tenant.key })).body,
      (await api('POST', `/connectors/${unknownKey.id}/test`, { key: tenant.key })).body,
      (await api('GET', '/jobs', { key: tenant.key })).body,
    ];
    expect(leaked(JSON.stringify(answers)), 'credentials in HTTP answers or audit entries').toEqual([]);
  });
});
