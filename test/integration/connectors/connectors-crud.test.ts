/**
 * Connectors over HTTP against the local stack: CRUD, validation, isolation, the connection
 * test against a bucket in the local S3 emulator, and credentials that never come back out.
 */
import { CreateBucketCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { GetCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api } from '../helpers/api.js';
import { createKey, createTenant, type TestTenant } from '../helpers/tenants.js';

const SECRET = 'S3RVER';
const bucket = `conn-crud-${Date.now()}`;
let endpoint: string;
let a: TestTenant;
let b: TestTenant;

const body = (extra: Record<string, unknown> = {}) => ({
  provider: 's3',
  bucket,
  prefix: 'in/',
  endpoint,
  credentials: { access_key_id: 'S3RVER', secret_access_key: SECRET },
  ...extra,
});

beforeAll(async () => {
  endpoint = inject('stackEnv').AWS_ENDPOINT_URL_S3 as string;
  const s3 = new S3Client({ endpoint, forcePathStyle: true, region: 'us-east-1', credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  await s3.send(new CreateBucketCommand({ Bucket: bucket }));
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'in/a.txt', Body: 'Jane Doe, 555-0100' }));
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'probe/a.txt', Body: 'Jane Doe, 555-0100' }));
  [a, b] = await Promise.all([createTenant('pro'), createTenant('pro')]);
});

describe('connector CRUD', () => {
  it('creates a connector with defaults and never returns its credentials', async () => {
    const res = await api('POST', '/connectors', { key: a.key, body: body({ schedule_cron: '0 3 * * *' }) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      provider: 's3', bucket, prefix: 'in/', schedule_cron: '0 3 * * *', policy_id: null, output_prefix: 'redacted/',
      endpoint, credential_kind: 'access_keys', active: true, last_sync_at: null,
    });
    expect(JSON.stringify(res.body)).not.toContain(SECRET);
    const id = (res.body as { id: string }).id;

    const got = await api('GET', `/connectors/${id}`, { key: a.key });
    expect(got.status).toBe(200);
    expect(JSON.stringify(got.body)).not.toContain(SECRET);
    const list = await api('GET', '/connectors', { key: a.key });
    expect((list.body as { id: string }[]).map((c) => c.id)).toContain(id);
    expect(JSON.stringify(list.body)).not.toContain(SECRET);

    const audit = await api('GET', '/audit', { key: a.key, query: { resource_type: 'connector' } });
    expect((audit.body as { event_type: string }[]).map((e) => e.event_type)).toContain('connector.created');
    expect(JSON.stringify(audit.body)).not.toContain(SECRET);

    // A second connector on the same place is a conflict.
    expect((await api('POST', '/connectors', { key: a.key, body: body() })).status).toBe(409);
  });

  it('answers 422 with the reason for bad cron, overlapping prefixes, wrong credentials and unknown fields', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ schedule_cron: '61 * * * *', prefix: 'x1/' }, 'minute'],
      [{ schedule_cron: '* * *', prefix: 'x2/' }, '5 fields'],
      [{ prefix: 'redacted/in/' }, 'output_prefix'],
      [{ prefix: 'out/', output_prefix: 'out/' }, 'output_prefix'],
      [{ provider: 'gcs', prefix: 'x3/' }, 'HMAC'],
      [{ prefix: 'x4/', credentials: { access_key_id: 'S3RVER' } }, ''],
      [{ prefix: 'x5/', colour: 'blue' }, 'colour'],
      [{ prefix: 'x6/', endpoint: 'https://169.254.169.254' }, 'public'],
      [{ prefix: 'x7/', policy_id: 'pol_missing' }, 'policy'],
    ];
    for (const [extra, reason] of cases) {
      const res = await api('POST', '/connectors', { key: a.key, body: body(extra) });
      expect(res.status, JSON.stringify(extra)).toBe(422);
      expect(JSON.stringify(res.body), JSON.stringify(extra)).toContain(reason);
      expect(JSON.stringify(res.body)).not.toContain(SECRET);
    }
  });

  it('changes only the fields sent, replaces credentials, and soft-deletes', async () => {
    const created = await api('POST', '/connectors', { key: a.key, body: body({ prefix: 'upd/' }) });
    const id = (created.body as { id: string }).id;
    const put = await api('PUT', `/connectors/${id}`, { key: a.key, body: { schedule_cron: '*/5 * * * *' } });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ schedule_cron: '*/5 * * * *', prefix: 'upd/', credential_kind: 'access_keys' });
    expect((await api('PUT', `/connectors/${id}`, { key: a.key, body: { schedule_cron: 'nope' } })).status).toBe(422);

    const deleted = await api('DELETE', `/connectors/${id}`, { key: a.key });
    expect(deleted.status).toBe(200);
    expect((await api('GET', `/connectors/${id}`, { key: a.key })).status).toBe(404);
    expect((await api('POST', `/connectors/${id}/sync`, { key: a.key })).status).toBe(404);
    const audit = await api('GET', '/audit', { key: a.key, query: { resource_type: 'connector' } });
    const events = (audit.body as { event_type: string; resource_id: string }[]).filter((e) => e.resource_id === id);
    expect(events.map((e) => e.event_type).sort()).toEqual(['connector.created', 'connector.deleted', 'connector.updated']);
  });

  it('walls connectors off between tenants (403), modes (403) and roles', async () => {
    const created = await api('POST', '/connectors', { key: a.key, body: body({ prefix: 'iso/' }) });
    const id = (created.body as { id: string }).id;
    for (const [method, path] of [['GET', ''], ['PUT', ''], ['DELETE', ''], ['POST', '/test'], ['POST', '/sync']] as const) {
      const res = await api(method, `/connectors/${id}${path}`, { key: b.key, ...(method === 'PUT' ? { body: { prefix: 'x/' } } : {}) });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    expect((await api('GET', '/connectors', { key: b.key })).body).toEqual([]);
    expect((await api('GET', '/connectors/con_doesnotexist', { key: a.key })).status).toBe(404);

    const live = await createKey(a.key, { mode: 'live', role: 'admin' }).catch(() => undefined);
    if (live) expect((await api('GET', `/connectors/${id}`, { key: live.key })).status).toBe(403);
    const member = await createKey(a.key, { role: 'member' });
    expect((await api('POST', '/connectors', { key: member.key, body: body({ prefix: 'mem/' }) })).status).toBe(403);
    expect((await api('GET', `/connectors/${id}`, { key: member.key })).status).toBe(200);
  });
});

describe('connector test', () => {
  it('answers ok with working credentials and an error naming the failed step otherwise', async () => {
    const good = await api('POST', '/connectors', { key: a.key, body: body({ prefix: 'probe/', output_prefix: 'out/' }) });
    expect(good.status).toBe(201);
    const ok = await api('POST', `/connectors/${(good.body as { id: string }).id}/test`, { key: a.key });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ status: 'ok' });
    expect((ok.body as { message: string }).message).toContain('read an object');

    const badKey = await api('POST', '/connectors', {
      key: a.key,
      body: body({ prefix: 'bad/', credentials: { access_key_id: 'WRONG', secret_access_key: 'WRONGSECRET' } }),
    });
    const failed = await api('POST', `/connectors/${(badKey.body as { id: string }).id}/test`, { key: a.key });
    expect(failed.status).toBe(200);
    expect(failed.body).toMatchObject({ status: 'error' });
    expect((failed.body as { message: string }).message).toMatch(/^Listing the prefix failed: /);
    expect(JSON.stringify(failed.body)).not.toContain('WRONGSECRET');

    const noBucket = await api('POST', '/connectors', { key: a.key, body: body({ bucket: 'no-such-bucket-here', prefix: 'nb/' }) });
    const missing = await api('POST', `/connectors/${(noBucket.body as { id: string }).id}/test`, { key: a.key });
    expect(missing.body).toMatchObject({ status: 'error' });
  });

  it('stores the credentials encrypted', async () => {
    const created = await api('POST', '/connectors', { key: a.key, body: body({ prefix: 'enc/' }) });
    const env = inject('stackEnv');
    const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: env.AWS_ENDPOINT_URL_DYNAMODB, region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } }));
    const item = await ddb.send(new GetCommand({ TableName: env.TABLE_CONFIG, Key: { pk: `TENANT#${a.id}`, sk: `CONNECTOR#${(created.body as { id: string }).id}` } }));
    expect(item.Item?.credentials_ciphertext).toMatch(/^local:/);
    expect(JSON.stringify(item.Item)).not.toContain(SECRET);
  });
});
