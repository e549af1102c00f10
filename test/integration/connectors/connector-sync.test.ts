/**
 * Connector syncs against a bucket in the local S3 emulator: a manual sync submits one job per
 * object and the outputs land under output_prefix; a second sync submits nothing; changed
 * objects are submitted again; the minute schedule syncs on its own; a deleted connector stops.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api } from '../helpers/api.js';
import { ensureBucket, getObjectText, listKeys, putObject, waitForJob } from '../helpers/jobs.js';
import { createTenant, type TestTenant } from '../helpers/tenants.js';

const bucket = `conn-sync-${Date.now()}`;
let tenant: TestTenant;

interface Summary {
  id: string;
  trigger: string;
  status: string;
  objects_seen: number;
  submitted: number;
  skipped: number;
  failed: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function syncs(connectorId: string): Promise<Summary[]> {
  return (await api('GET', `/connectors/${connectorId}/syncs`, { key: tenant.key })).body as Summary[];
}

async function waitForSync(connectorId: string, match: (s: Summary) => boolean, timeoutMs = 60_000): Promise<Summary> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = (await syncs(connectorId)).find((s) => match(s) && s.status !== 'running');
    if (found) return found;
    await sleep(250);
  }
  throw new Error('sync did not finish in time');
}

async function syncNow(connectorId: string): Promise<Summary> {
  const res = await api('POST', `/connectors/${connectorId}/sync`, { key: tenant.key });
  expect(res.status).toBe(202);
  const syncId = (res.body as { sync_id: string }).sync_id;
  return waitForSync(connectorId, (s) => s.id === syncId);
}

beforeAll(async () => {
  tenant = await createTenant('enterprise', 'test');
  await ensureBucket(bucket);
  await Promise.all(
    ['a', 'b', 'c'].map((n) => putObject(bucket, `docs/${n}.txt`, `Please call Jane Doe at jane.${n}@example.com about order ${n}.`)),
  );
  await putObject(bucket, 'other/ignored.txt', 'not under the prefix: ann@example.com');
});

describe('connector sync', () => {
  it('submits new and changed objects only, and writes outputs under output_prefix', async () => {
    const created = await api('POST', '/connectors', {
      key: tenant.key,
      body: {
        provider: 's3', bucket, prefix: 'docs/', endpoint: inject('s3Endpoint'),
        credentials: { access_key_id: 'S3RVER', secret_access_key: 'S3RVER' },
      },
    });
    expect(created.status).toBe(201);
    const id = (created.body as { id: string }).id;

    const first = await syncNow(id);
    expect(first).toMatchObject({ status: 'completed', trigger: 'manual', objects_seen: 3, submitted: 3, skipped: 0, failed: 0 });
    const jobs = (await api('GET', '/jobs', { key: tenant.key })).body as { id: string; input_uri: string }[];
    const mine = jobs.filter((j) => j.input_uri.startsWith(`s3://${bucket}/docs/`));
    expect(mine).toHaveLength(3);
    for (const job of mine) expect((await waitForJob(tenant.key, job.id)).status).toBe('completed');
    expect((await listKeys(bucket, 'redacted/')).sort()).toEqual(['redacted/docs/a.txt', 'redacted/docs/b.txt', 'redacted/docs/c.txt']);
    const output = await getObjectText(bucket, 'redacted/docs/a.txt');
    expect(output).not.toContain('jane.a@example.com');
    expect(output).toContain('[EMAIL_ADDRESS]');
    const download = await api('GET', `/jobs/${mine[0]!.id}/download`, { key: tenant.key });
    expect(download.status).toBe(200);
    expect(String(download.body)).toContain('[EMAIL_ADDRESS]');

    // Outputs are never scanned, and nothing changed: a second sync submits nothing.
    const second = await syncNow(id);
    expect(second).toMatchObject({ status: 'completed', objects_seen: 3, submitted: 0, skipped: 3 });

    await putObject(bucket, 'docs/b.txt', 'Changed: write to bob@example.com');
    await putObject(bucket, 'docs/d.txt', 'New: call +1 415-555-0132');
    const third = await syncNow(id);
    expect(third).toMatchObject({ status: 'completed', objects_seen: 4, submitted: 2, skipped: 2 });
    const got = (await api('GET', `/connectors/${id}`, { key: tenant.key })).body as { last_sync_at: string | null };
    expect(got.last_sync_at).not.toBeNull();
    const audit = await api('GET', '/audit', { key: tenant.key, query: { event_type: 'connector.sync_triggered' } });
    expect((audit.body as { resource_id: string }[]).filter((e) => e.resource_id === id)).toHaveLength(3);
  });

  it('syncs on its own schedule, and a deleted connector leaves the schedule', async () => {
    await putObject(bucket, 'sched/x.txt', 'Scheduled: ann@example.com');
    const created = await api('POST', '/connectors', {
      key: tenant.key,
      body: {
        provider: 's3', bucket, prefix: 'sched/', schedule_cron: '*/1 * * * *', endpoint: inject('s3Endpoint'),
        credentials: { access_key_id: 'S3RVER', secret_access_key: 'S3RVER' },
      },
    });
    const id = (created.body as { id: string }).id;
    const scheduled = await waitForSync(id, (s) => s.trigger === 'schedule', 75_000);
    expect(scheduled).toMatchObject({ status: 'completed', submitted: 1 });

    const env = inject('stackEnv');
    const ddb = DynamoDBDocumentClient.from(
      new DynamoDBClient({ endpoint: env.AWS_ENDPOINT_URL_DYNAMODB, region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } }),
    );
    const entry = () => ddb.send(new GetCommand({ TableName: env.TABLE_CONFIG, Key: { pk: 'SCHEDULE#CONNECTORS', sk: `${tenant.id}#${id}` }, ConsistentRead: true }));
    expect((await entry()).Item?.next_sync_at).toBeDefined();
    expect((await api('DELETE', `/connectors/${id}`, { key: tenant.key })).status).toBe(200);
    expect((await entry()).Item).toBeUndefined();
  }, 100_000);
});
