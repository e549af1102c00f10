/** POST /batch/redact and GET /batch/{id}: one job per URI, counts moved exactly once per job. */
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../helpers/api.js';
import { ensureBucket, putObject, waitForJob, type JobBody } from '../helpers/jobs.js';
import { createTenant, type TestTenant } from '../helpers/tenants.js';

const BUCKET = 'batch-inputs';
let tenant: TestTenant;

interface Batch {
  batch_id: string;
  job_ids: string[];
  total: number;
  completed: number;
  failed: number;
}

beforeAll(async () => {
  tenant = await createTenant('enterprise', 'test');
  await ensureBucket(BUCKET);
  await Promise.all([1, 2, 3].map((n) => putObject(BUCKET, `docs/${n}.txt`, `Doc ${n}: mail bob${n}@example.com`)));
});

describe('batches', () => {
  it('creates one job per URI and counts completed and failed exactly', async () => {
    const uris = [1, 2, 3].map((n) => `s3://${BUCKET}/docs/${n}.txt`).concat([`s3://${BUCKET}/docs/missing-a.txt`, `s3://${BUCKET}/docs/missing-b.txt`]);
    const res = await api('POST', '/batch/redact', { key: tenant.key, body: { input_uris: uris, redaction_method: 'hash' } });
    expect(res.status).toBe(202);
    const batch = res.body as Batch;
    expect(batch).toMatchObject({ total: 5, completed: 0, failed: 0 });
    expect(batch.job_ids).toHaveLength(5);
    const jobs = await Promise.all(batch.job_ids.map((id) => waitForJob(tenant.key, id)));
    expect(jobs.map((j) => j.status)).toEqual(['completed', 'completed', 'completed', 'failed', 'failed']);
    expect(jobs.every((j: JobBody) => j.batch_id === batch.batch_id)).toBe(true);
    const now = await api('GET', `/batch/${batch.batch_id}`, { key: tenant.key });
    expect(now.status).toBe(200);
    expect(now.body).toMatchObject({ batch_id: batch.batch_id, total: 5, completed: 3, failed: 2, job_ids: batch.job_ids });
  });

  it('validates: 1 to 100 URIs, schemes, an output prefix', async () => {
    const many = Array.from({ length: 101 }, (_, i) => `s3://${BUCKET}/docs/${i}.txt`);
    const over = await api('POST', '/batch/redact', { key: tenant.key, body: { input_uris: many } });
    expect(over.status).toBe(422);
    expect(JSON.stringify(over.body)).toContain('at most 100');
    expect((await api('POST', '/batch/redact', { key: tenant.key, body: { input_uris: [] } })).status).toBe(422);
    const bad = await api('POST', '/batch/redact', { key: tenant.key, body: { input_uris: [`s3://${BUCKET}/docs/1.txt`, 'file:///etc/passwd'] } });
    expect(bad.status).toBe(422);
    expect((bad.body as { errors: { loc: unknown[] }[] }).errors[0]!.loc).toEqual(['body', 'input_uris', 1]);
    const exactKey = await api('POST', '/batch/redact', { key: tenant.key, body: { input_uris: [`s3://${BUCKET}/docs/1.txt`], output_uri: 's3://out/one.txt' } });
    expect(exactKey.status).toBe(422);
  });

  it('answers 403 for another tenant’s batch and 404 for an unknown one', async () => {
    const res = await api('POST', '/batch/redact', { key: tenant.key, body: { input_uris: [`s3://${BUCKET}/docs/1.txt`] } });
    const other = await createTenant('enterprise', 'test');
    expect((await api('GET', `/batch/${(res.body as Batch).batch_id}`, { key: other.key })).status).toBe(403);
    expect((await api('GET', '/batch/bat_unknown', { key: tenant.key })).status).toBe(404);
  });
});
