import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DescribeTableCommand, DescribeTimeToLiveCommand, DynamoDBClient, GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { GetQueueAttributesCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack, type LocalStackOptions } from '../../lib/local/stack.js';
import { TABLES } from '../../shared/config/resources.js';
import { recorded } from './helpers/fixtures/recording-worker.js';

/**
 * startLocalStack as `npm start` uses it, with a persistent data dir: provisioning, the SQS
 * poller and the cron wired from the route-table shapes, persistence across a restart, and a
 * clean stop. This file runs its own stack (in its own worker process), not the shared one.
 */
const FIXTURE = '../test/integration/helpers/fixtures/recording-worker';
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

async function until(condition: () => Promise<boolean> | boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('startLocalStack with a data dir', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pii-local-stack-'));
  const options: LocalStackOptions = {
    dataDir,
    port: 0,
    pollWaitSeconds: 1,
    workers: [{ handler: FIXTURE, operation: 'RecordJobs', queue: 'jobs', batchSize: 10 }],
    schedules: [{ handler: FIXTURE, operation: 'EverySecond', cron: '* * * * * *' }],
    log: () => undefined,
  };
  let stack: LocalStack;
  const client = <C>(make: (config: { region: string; endpoint: string; credentials: typeof credentials }) => C, endpoint: string) =>
    make({ region: 'us-east-1', endpoint, credentials });

  beforeAll(async () => {
    // Workers inherit global-setup's pinned bootstrap keys; this stack shows the unpinned behaviour.
    delete process.env.BOOTSTRAP_ADMIN_KEY;
    delete process.env.BOOTSTRAP_OPERATOR_KEY;
    stack = await startLocalStack(options);
  });
  afterAll(async () => {
    await stack?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('provisions tables with GSIs and TTL, the bucket, and queues with their DLQ redrive', async () => {
    const ddb = client((c) => new DynamoDBClient(c), stack.endpoints.dynamodb);
    const jobs = await ddb.send(new DescribeTableCommand({ TableName: stack.env.TABLE_JOBS }));
    expect(jobs.Table?.BillingModeSummary?.BillingMode).toBe('PAY_PER_REQUEST');
    expect(jobs.Table?.GlobalSecondaryIndexes?.map((g) => g.IndexName)).toEqual(['gsi1']);
    const ttl = await ddb.send(new DescribeTimeToLiveCommand({ TableName: stack.env.TABLE_JOBS }));
    expect(ttl.TimeToLiveDescription).toMatchObject({ TimeToLiveStatus: 'ENABLED', AttributeName: 'expires_at' });
    expect(Object.keys(stack.env).filter((k) => k.startsWith('TABLE_'))).toHaveLength(Object.keys(TABLES).length);
    expect(stack.env.TABLE_API_KEYS).toBe('pii-local-api-keys');
    expect(stack.env.BUCKET_FILES).toBe('pii-local-files');
    ddb.destroy();

    const sqs = client((c) => new SQSClient({ ...c, useQueueUrlAsEndpoint: false }), stack.endpoints.sqs);
    const { Attributes } = await sqs.send(new GetQueueAttributesCommand({ QueueUrl: stack.env.QUEUE_JOBS_URL, AttributeNames: ['All'] }));
    expect(Attributes?.VisibilityTimeout).toBe('120');
    expect(JSON.parse(Attributes!.RedrivePolicy!)).toMatchObject({ maxReceiveCount: 3, deadLetterTargetArn: expect.stringMatching(/pii-local-jobs-dlq$/) });
    sqs.destroy();
  });

  it('feeds queue messages to the worker and ticks schedules', async () => {
    const sqs = client((c) => new SQSClient({ ...c, useQueueUrlAsEndpoint: false }), stack.endpoints.sqs);
    await sqs.send(new SendMessageCommand({ QueueUrl: stack.queues.jobs.url, MessageBody: '{"job":"j1"}' }));
    await until(() => recorded.sqs.some((e) => e.Records.some((r) => r.body === '{"job":"j1"}')));
    expect(recorded.sqs[0]?.Records[0]?.eventSourceARN).toBe(stack.queues.jobs.arn);
    sqs.destroy();
    await until(() => recorded.scheduled.length > 0, 3000);
    expect(recorded.scheduled[0]?.resources).toEqual(['arn:aws:events:us-east-1:000000000000:rule/pii-local-EverySecond']);
  });

  it('keeps DynamoDB and S3 data across a restart, and stops java on stop()', async () => {
    // Prepare: data written through the SDK, as handlers do
    const first = stack;
    expect(first.bootstrap?.dev.key).toMatch(/^pk_(live|test)_/);
    const ddb = client((c) => new DynamoDBClient(c), first.endpoints.dynamodb);
    await ddb.send(new PutItemCommand({ TableName: first.env.TABLE_CONFIG, Item: { pk: { S: 'TENANT#t' }, sk: { S: 'MARK' }, v: { S: 'kept' } } }));
    ddb.destroy();
    const s3 = client((c) => new S3Client({ ...c, forcePathStyle: true }), first.endpoints.s3);
    await s3.send(new PutObjectCommand({ Bucket: first.env.BUCKET_FILES, Key: 'tenants/t/a.txt', Body: 'kept' }));
    s3.destroy();

    // Act: stop, then start again on the same data dir
    await first.stop();
    await expect(fetch(first.endpoints.dynamodb, { method: 'POST' })).rejects.toThrow();
    stack = await startLocalStack(options);

    // Assess
    const ddb2 = client((c) => new DynamoDBClient(c), stack.endpoints.dynamodb);
    const item = await ddb2.send(new GetItemCommand({ TableName: stack.env.TABLE_CONFIG, Key: { pk: { S: 'TENANT#t' }, sk: { S: 'MARK' } } }));
    expect(item.Item?.v?.S).toBe('kept');
    ddb2.destroy();
    const s32 = client((c) => new S3Client({ ...c, forcePathStyle: true }), stack.endpoints.s3);
    const object = await s32.send(new GetObjectCommand({ Bucket: stack.env.BUCKET_FILES, Key: 'tenants/t/a.txt' }));
    expect(await object.Body?.transformToString()).toBe('kept');
    s32.destroy();
    // Keys are stored hashed: an existing tenant's key cannot be shown again.
    expect(stack.bootstrap?.dev).toEqual({ tenantId: first.bootstrap?.dev.tenantId, key: null });
    expect((await fetch(`${stack.apiUrl}/health/ready`)).status).toBe(200);
  });
});
