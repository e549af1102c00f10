/**
 * Stopping the worker mid-job loses nothing and doubles nothing: the poller is stopped as a
 * crash would stop it (the message in flight is released, not deleted), a new poller receives
 * the message again while the first invocation is still running, and the job still ends with one
 * output, one usage record and one `job.completed` event.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { api } from '../helpers/api.js';
import { ensureBucket, listKeys, putObject, waitForJob, workers, type JobBody } from '../helpers/jobs.js';
import { createTenant } from '../helpers/tenants.js';

afterAll(() => workers('start'));

/** ~2 MB of varied text with PII, so detection takes long enough to be stopped midway. */
function bigText(): string {
  const lines: string[] = [];
  for (let i = 0, size = 0; size < 2_000_000; i++, size += lines.at(-1)!.length + 1) {
    lines.push(`Row ${i}: customer Jane Doe wrote from user${i}@example.com about order ${i * 7} and called +1 415-555-${String(1000 + (i % 9000)).padStart(4, '0')}.`);
  }
  return `${lines.join('\n')}\n`;
}

describe('worker stop', () => {
  it('redelivers the message and completes the job exactly once', async () => {
    const tenant = await createTenant('enterprise', 'live');
    await ensureBucket('stop-inputs');
    const text = bigText();
    await putObject('stop-inputs', 'big.txt', text);
    const res = await api('POST', '/redact/uri', { key: tenant.key, body: { uri: 's3://stop-inputs/big.txt' } });
    expect(res.status).toBe(202);
    const id = (res.body as JobBody).id;

    await waitForJob(tenant.key, id, (job) => job.status === 'processing' && job.progress_pct >= 10);
    await workers('stop');
    await workers('start');
    const job = await waitForJob(tenant.key, id, undefined, 90_000);
    expect(job.status).toBe('completed');

    // The message was delivered again (a second claim), yet everything happened once.
    const dynamo = DynamoDBDocumentClient.from(new DynamoDBClient({
      endpoint: inject('dynamoEndpoint'), region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    }));
    const item = await dynamo.send(new GetCommand({ TableName: inject('jobsTable'), Key: { pk: `JOB#${id}`, sk: 'JOB' } }));
    expect(item.Item?.attempt).toBeGreaterThanOrEqual(2);

    const prefix = `jobs/${tenant.id}/${id}/`;
    expect((await listKeys(inject('filesBucket'), prefix)).sort()).toEqual([`${prefix}findings.json`, `${prefix}output.txt`]);
    const usage = await api('GET', '/billing/usage', { key: tenant.key, query: { granularity: 'daily' } });
    const days = usage.body as { tokens_used: number; requests: number }[];
    expect(days.reduce((n, d) => n + d.requests, 0)).toBe(1);
    expect(days.reduce((n, d) => n + d.tokens_used, 0)).toBe(Math.ceil(text.length / 4));
    expect(job.tokens_used).toBe(Math.ceil(text.length / 4));
    const audit = await api('GET', '/audit', { key: tenant.key, query: { event_type: 'job.completed' } });
    expect((audit.body as { resource_id: string }[]).filter((e) => e.resource_id === id)).toHaveLength(1);
    const download = await api('GET', `/jobs/${id}/download`, { key: tenant.key });
    expect(download.status).toBe(200);
    expect((download.body as string).length).toBeGreaterThan(1_000_000);
    dynamo.destroy();
  }, 150_000);
});
