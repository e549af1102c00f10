/**
 * A job whose every delivery died (a timeout, an out-of-memory kill) must not stay `processing`.
 * Here the job's message is moved to the jobs dead-letter queue by hand, as SQS does after the
 * last failed receive; the dead-letter worker ends the job as `error`, with one `job.failed`
 * audit event and one webhook, even when the dead letter arrives twice.
 */
import { DeleteMessageCommand, ReceiveMessageCommand, SendMessageCommand, ChangeMessageVisibilityCommand } from '@aws-sdk/client-sqs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqs } from '../../../shared/adapters/aws/sqs.js';
import { queueUrl } from '../../../shared/config/env.js';
import { api } from '../helpers/api.js';
import { ensureBucket, putObject, waitForJob, workers, type JobBody } from '../helpers/jobs.js';
import { useStackEnv } from '../helpers/stack-env.js';
import { createTenant, type TestTenant } from '../helpers/tenants.js';
import { startReceiver, waitFor } from '../webhooks/receiver.js';

let tenant: TestTenant;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  useStackEnv();
  tenant = await createTenant('enterprise', 'test');
  receiver = await startReceiver({ '/jobs': [200] });
  const hook = await api('POST', '/config/webhooks', { key: tenant.key, body: { url: `${receiver.origin}/jobs`, events: ['job.failed'] } });
  expect(hook.status).toBe(201);
  await ensureBucket('dead-letter-inputs');
  await putObject('dead-letter-inputs', 'a.txt', 'Call Jane Doe.');
});
afterAll(async () => {
  await workers('start');
  await receiver.close();
});

/** Takes this job's message off the jobs queue (other messages are released at once). */
async function takeJobMessage(jobId: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const { Messages = [] } = await sqs().send(new ReceiveMessageCommand({ QueueUrl: queueUrl('jobs'), MaxNumberOfMessages: 10, WaitTimeSeconds: 1 }));
    for (const m of Messages) {
      if (m.Body?.includes(jobId)) {
        await sqs().send(new DeleteMessageCommand({ QueueUrl: queueUrl('jobs'), ReceiptHandle: m.ReceiptHandle! }));
        return m.Body;
      }
      await sqs().send(new ChangeMessageVisibilityCommand({ QueueUrl: queueUrl('jobs'), ReceiptHandle: m.ReceiptHandle!, VisibilityTimeout: 0 }));
    }
  }
  throw new Error(`no message for ${jobId}`);
}

describe('dead-lettered jobs', () => {
  it('end as error, once, with their audit event and webhook', async () => {
    await workers('stop');
    // A stopped poller's last long poll (2 s in the test stack) may still be open at the
    // emulator, which would hand it the message: let it expire first.
    await new Promise((r) => setTimeout(r, 2500));
    const res = await api('POST', '/redact/uri', { key: tenant.key, body: { uri: 's3://dead-letter-inputs/a.txt' } });
    expect(res.status).toBe(202);
    const id = (res.body as JobBody).id;
    try {
      const body = await takeJobMessage(id);
      // Where SQS puts a message after its last failed receive (the redrive policy's target).
      const deadLetters = `${queueUrl('jobs')}-dlq`;
      await sqs().send(new SendMessageCommand({ QueueUrl: deadLetters, MessageBody: body }));
      await sqs().send(new SendMessageCommand({ QueueUrl: deadLetters, MessageBody: body }));
    } finally {
      await workers('start');
    }

    const job = await waitForJob(tenant.key, id);
    expect(job.status).toBe('error');
    expect(job.error_message).toMatch(/stopped 3 times/);
    const events = await waitFor(() => (receiver.at('/jobs').length >= 1 ? receiver.at('/jobs') : undefined));
    await new Promise((r) => setTimeout(r, 1500));
    expect(receiver.at('/jobs')).toHaveLength(1);
    const event = JSON.parse(events[0]!.body) as { type: string; data: { job: JobBody } };
    expect(event.type).toBe('job.failed');
    expect(event.data.job).toMatchObject({ id, status: 'error' });
    const audit = await api('GET', '/audit', { key: tenant.key, query: { event_type: 'job.failed' } });
    expect((audit.body as { resource_id: string }[]).filter((e) => e.resource_id === id)).toHaveLength(1);
  }, 60_000);

  it('leave a finished job as it was', async () => {
    const res = await api('POST', '/redact/uri', { key: tenant.key, body: { uri: 's3://dead-letter-inputs/a.txt' } });
    const id = (res.body as JobBody).id;
    const done = await waitForJob(tenant.key, id);
    expect(done.status).toBe('completed');
    await sqs().send(new SendMessageCommand({ QueueUrl: `${queueUrl('jobs')}-dlq`, MessageBody: JSON.stringify({ job_id: id }) }));
    await new Promise((r) => setTimeout(r, 2000));
    const after = await waitForJob(tenant.key, id);
    expect(after).toMatchObject({ status: 'completed', completed_at: done.completed_at });
  }, 60_000);
});
