import { z } from 'zod';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { HeadBucketCommand } from '@aws-sdk/client-s3';
import { GetQueueAttributesCommand } from '@aws-sdk/client-sqs';
import { dynamo } from '../adapters/aws/clients.js';
import { s3 } from '../adapters/aws/s3.js';
import { sqs } from '../adapters/aws/sqs.js';
import { bucketName, queueUrl, tableName } from '../config/env.js';

export type CheckStatus = 'ok' | 'unreachable';

export const readinessResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  checks: z.record(z.string(), z.enum(['ok', 'unreachable'])),
});

const CHECK_TIMEOUT_MS = 2_000;

/** Any failure or a slow answer counts as unreachable; the reason stays in no response. */
async function probe(check: () => Promise<unknown>): Promise<CheckStatus> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'ok';
  } catch {
    return 'unreachable';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * DECISIONS: `database` (DynamoDB), `cache` (the counters table behind rate limits and usage),
 * `storage` (S3) and `queue` (SQS). Real calls, each with its own deadline, run in parallel.
 */
export async function checkReadiness(): Promise<Record<'database' | 'cache' | 'storage' | 'queue', CheckStatus>> {
  const probeKey = { pk: 'HEALTH', sk: 'HEALTH' };
  const [database, cache, storage, queue] = await Promise.all([
    probe(() => dynamo().send(new GetCommand({ TableName: tableName('tenants'), Key: probeKey }))),
    probe(() => dynamo().send(new GetCommand({ TableName: tableName('counters'), Key: probeKey }))),
    probe(() => s3().send(new HeadBucketCommand({ Bucket: bucketName('files') }))),
    probe(() =>
      sqs().send(new GetQueueAttributesCommand({ QueueUrl: queueUrl('jobs'), AttributeNames: ['QueueArn'] })),
    ),
  ]);
  return { database, cache, storage, queue };
}
