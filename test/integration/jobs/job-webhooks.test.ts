/**
 * Jobs announce themselves: a completed job sends one signed `job.completed`, a failed one one
 * `job.failed`, each with the job object as GET /jobs/{id} shows it (receivers on loopback,
 * allowed locally by ALLOW_INSECURE_WEBHOOKS).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../helpers/api.js';
import { ensureBucket, putObject, waitForJob, type JobBody } from '../helpers/jobs.js';
import { createTenant, type TestTenant } from '../helpers/tenants.js';
import { startReceiver, verifySignature, waitFor } from '../webhooks/receiver.js';

let tenant: TestTenant;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let secret: string;

beforeAll(async () => {
  tenant = await createTenant('enterprise', 'test');
  receiver = await startReceiver({ '/jobs': [200] });
  const hook = await api('POST', '/config/webhooks', { key: tenant.key, body: { url: `${receiver.origin}/jobs`, events: ['job.completed', 'job.failed'] } });
  expect(hook.status).toBe(201);
  secret = (hook.body as { secret: string }).secret;
  await ensureBucket('hook-inputs');
  await putObject('hook-inputs', 'a.txt', 'Call Jane Doe.');
});
afterAll(() => receiver.close());

describe('job webhooks', () => {
  it('sends one signed job.completed and one job.failed with the job object', async () => {
    const ok = (await api('POST', '/redact/uri', { key: tenant.key, body: { uri: 's3://hook-inputs/a.txt' } })).body as JobBody;
    const bad = (await api('POST', '/redact/uri', { key: tenant.key, body: { uri: 's3://hook-inputs/none.txt' } })).body as JobBody;
    const done = await waitForJob(tenant.key, ok.id);
    await waitForJob(tenant.key, bad.id);
    const events = await waitFor(() => (receiver.at('/jobs').length >= 2 ? receiver.at('/jobs') : undefined));
    await new Promise((r) => setTimeout(r, 500));
    expect(receiver.at('/jobs')).toHaveLength(2);
    for (const event of events) {
      expect(verifySignature(event.body, event.headers['x-webhook-signature'] as string, secret)).toBe(true);
    }
    const bodies = events.map((e) => JSON.parse(e.body) as { id: string; type: string; data: { job: JobBody } });
    const completed = bodies.find((b) => b.type === 'job.completed')!;
    expect(completed.id).toBe(`evt_${ok.id}_completed`);
    expect(completed.data.job).toMatchObject({ id: ok.id, status: 'completed', output_uri: done.output_uri, entity_count: done.entity_count });
    const failed = bodies.find((b) => b.type === 'job.failed')!;
    expect(failed.data.job).toMatchObject({ id: bad.id, status: 'failed', error_message: 'The input object was not found.' });
  });
});
