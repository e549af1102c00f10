import { GetQueueAttributesCommand, ReceiveMessageCommand, SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LambdaHandler } from '../../../lib/local/handler-modules.js';
import { ensureQueue, type ProvisionedQueue } from '../../../lib/local/provision.js';
import { startPoller, type Poller } from '../../../lib/local/sqs-poller.js';
import { startSqsLocal, type SqsLocal } from '../../../lib/local/sqs-local.js';

/** Real fauxqs; short visibility so failed messages come back within the test. */
const SPEC = { visibilityTimeoutSeconds: 1, maxReceiveCount: 2, purpose: 'test' };

describe('local SQS event source mapping (real fauxqs)', () => {
  let broker: SqsLocal;
  let client: SQSClient;
  let queueCount = 0;
  const pollers: Poller[] = [];

  beforeAll(async () => {
    broker = await startSqsLocal();
    client = new SQSClient({
      region: 'us-east-1',
      endpoint: broker.endpoint,
      credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
      useQueueUrlAsEndpoint: false,
    });
  });
  afterAll(async () => {
    await Promise.all(pollers.map((p) => p.stop()));
    client.destroy();
    await broker.stop();
  });

  async function setup(handler: LambdaHandler): Promise<ProvisionedQueue> {
    const queue = await ensureQueue(client, `poller-test-${++queueCount}`, SPEC);
    pollers.push(
      startPoller({
        client, queueUrl: queue.url, queueArn: queue.arn, handler: async () => handler,
        operation: 'TestWorker', batchSize: 10, timeoutSeconds: 5, waitTimeSeconds: 1, log: () => undefined,
      }),
    );
    return queue;
  }

  const send = (url: string, bodies: string[]) =>
    client.send(new SendMessageBatchCommand({
      QueueUrl: url,
      Entries: bodies.map((body, i) => ({
        Id: String(i), MessageBody: body,
        MessageAttributes: { kind: { DataType: 'String', StringValue: 'test' } },
      })),
    }));

  async function depth(url: string): Promise<number> {
    const { Attributes } = await client.send(new GetQueueAttributesCommand({
      QueueUrl: url, AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'],
    }));
    return Number(Attributes?.ApproximateNumberOfMessages) + Number(Attributes?.ApproximateNumberOfMessagesNotVisible);
  }

  async function until(condition: () => Promise<boolean> | boolean, timeoutMs = 8000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error('condition not met in time');
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  it('feeds the worker a real SQSEvent and deletes what succeeded', async () => {
    // Prepare
    const events: SQSEvent[] = [];
    const queue = await setup(async (event: SQSEvent) => void events.push(event));

    // Act
    await send(queue.url, ['one', 'two']);
    await until(async () => events.flatMap((e) => e.Records).length === 2 && (await depth(queue.url)) === 0);

    // Assess
    const record = events.flatMap((e) => e.Records).find((r) => r.body === 'one')!;
    expect(record).toMatchObject({
      eventSource: 'aws:sqs',
      eventSourceARN: queue.arn,
      awsRegion: 'us-east-1',
      attributes: { ApproximateReceiveCount: '1' },
      messageAttributes: { kind: { dataType: 'String', stringValue: 'test' } },
    });
    expect(record.messageId).toBeTruthy();
    expect(record.receiptHandle).toBeTruthy();
    expect(Number(record.attributes.SentTimestamp)).toBeGreaterThan(0);
  });

  it('keeps only the records named in batchItemFailures, which come back for a retry', async () => {
    // Prepare: fail "bad" on its first delivery only
    const seen: { body: string; count: string }[] = [];
    const queue = await setup(async (event: SQSEvent): Promise<SQSBatchResponse> => {
      for (const r of event.Records) seen.push({ body: r.body, count: r.attributes.ApproximateReceiveCount });
      return {
        batchItemFailures: event.Records
          .filter((r) => r.body === 'bad' && r.attributes.ApproximateReceiveCount === '1')
          .map((r) => ({ itemIdentifier: r.messageId })),
      };
    });

    // Act
    await send(queue.url, ['good', 'bad']);
    await until(async () => seen.some((s) => s.body === 'bad' && s.count === '2') && (await depth(queue.url)) === 0);

    // Assess: "good" was deleted after its first delivery, "bad" came back once
    expect(seen.filter((s) => s.body === 'good')).toEqual([{ body: 'good', count: '1' }]);
    expect(seen.filter((s) => s.body === 'bad').map((s) => s.count)).toEqual(['1', '2']);
  });

  it('treats a throw as a whole-batch failure and lets redrive move poison to the DLQ', async () => {
    // Prepare
    let calls = 0;
    const queue = await setup(async () => {
      calls++;
      throw new Error('poison');
    });

    // Act
    await send(queue.url, ['poison']);
    await until(async () => (await depth(queue.dlqUrl)) === 1, 10_000);

    // Assess: delivered maxReceiveCount times, then moved to the DLQ with its body
    expect(calls).toBe(SPEC.maxReceiveCount);
    expect(await depth(queue.url)).toBe(0);
    const { Messages } = await client.send(new ReceiveMessageCommand({ QueueUrl: queue.dlqUrl }));
    expect(Messages?.[0]?.Body).toBe('poison');
  });
});
