/**
 * Creates the catalogued resources in the emulators: what is missing is created, what exists is
 * left alone (a persistent --data-dir keeps tables and buckets between runs). Shapes follow
 * what the CDK stateful stack creates: PAY_PER_REQUEST tables keyed pk/sk with their GSIs
 * (projection ALL) and TTL, one bucket per catalog entry, and each queue with a `-dlq`.
 */
import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  ListTablesCommand,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  waitUntilTableExists,
  type AttributeDefinition,
  type GlobalSecondaryIndex,
} from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { CreateQueueCommand, GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import {
  BUCKETS,
  DEAD_LETTER_VISIBILITY_SECONDS,
  QUEUES,
  TABLES,
  physicalName,
  type QueueSpec,
  type TableSpec,
} from '../../shared/config/resources.js';

export const LOCAL_PREFIX = 'pii-local';

const gsiDefinition = (gsi: TableSpec['gsis'][number]): GlobalSecondaryIndex => ({
  IndexName: gsi.name,
  KeySchema: [
    { AttributeName: gsi.pk, KeyType: 'HASH' },
    { AttributeName: gsi.sk, KeyType: 'RANGE' },
  ],
  Projection: { ProjectionType: 'ALL' },
});

const attributes = (names: string[]): AttributeDefinition[] =>
  [...new Set(names)].map((AttributeName) => ({ AttributeName, AttributeType: 'S' }));

async function ensureTable(client: DynamoDBClient, name: string, spec: TableSpec, existing: Set<string>) {
  let active: boolean;
  let ttlEnabled = false;
  if (!existing.has(name)) {
    const created = await client.send(
      new CreateTableCommand({
        TableName: name,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: attributes([spec.pk, spec.sk, ...spec.gsis.flatMap((g) => [g.pk, g.sk])]),
        KeySchema: [
          { AttributeName: spec.pk, KeyType: 'HASH' },
          { AttributeName: spec.sk, KeyType: 'RANGE' },
        ],
        ...(spec.gsis.length > 0 ? { GlobalSecondaryIndexes: spec.gsis.map(gsiDefinition) } : {}),
      }),
    );
    active = created.TableDescription?.TableStatus === 'ACTIVE';
  } else {
    // A GSI added to the catalog after the data dir was created: add it in place.
    const { Table } = await client.send(new DescribeTableCommand({ TableName: name }));
    const present = new Set((Table?.GlobalSecondaryIndexes ?? []).map((g) => g.IndexName));
    const missing = spec.gsis.filter((g) => !present.has(g.name));
    for (const gsi of missing) {
      await client.send(
        new UpdateTableCommand({
          TableName: name,
          AttributeDefinitions: attributes([gsi.pk, gsi.sk]),
          GlobalSecondaryIndexUpdates: [{ Create: gsiDefinition(gsi) }],
        }),
      );
    }
    active = missing.length === 0 && Table?.TableStatus === 'ACTIVE';
    if (spec.ttl) {
      const ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: name }));
      ttlEnabled = ttl.TimeToLiveDescription?.TimeToLiveStatus === 'ENABLED';
    }
  }
  // DynamoDB Local creates tables ACTIVE at once; the waiter is for anything slower.
  if (!active) await waitUntilTableExists({ client, maxWaitTime: 30, minDelay: 1 }, { TableName: name });
  if (spec.ttl && !ttlEnabled) {
    await client.send(
      new UpdateTimeToLiveCommand({ TableName: name, TimeToLiveSpecification: { AttributeName: spec.ttl, Enabled: true } }),
    );
  }
}

/** Creates every catalogued table that is missing (tables are created in parallel). */
export async function provisionTables(client: DynamoDBClient): Promise<void> {
  const existing = new Set<string>();
  let start: string | undefined;
  do {
    const page = await client.send(new ListTablesCommand({ ExclusiveStartTableName: start }));
    for (const name of page.TableNames ?? []) existing.add(name);
    start = page.LastEvaluatedTableName;
  } while (start);
  await Promise.all(
    Object.entries(TABLES).map(([name, spec]) =>
      ensureTable(client, physicalName(LOCAL_PREFIX, name), spec, existing),
    ),
  );
}

export async function provisionBuckets(client: S3Client): Promise<void> {
  for (const name of Object.keys(BUCKETS)) {
    try {
      await client.send(new CreateBucketCommand({ Bucket: physicalName(LOCAL_PREFIX, name) }));
    } catch (error) {
      const code = (error as { name?: string }).name;
      if (code !== 'BucketAlreadyOwnedByYou' && code !== 'BucketAlreadyExists') throw error;
    }
  }
}

export interface ProvisionedQueue {
  url: string;
  arn: string;
  dlqUrl: string;
  dlqArn: string;
}

/** Creates `<name>` and `<name>-dlq` with the catalog's visibility timeout and redrive policy. */
export async function ensureQueue(client: SQSClient, name: string, spec: QueueSpec): Promise<ProvisionedQueue> {
  const dlq = await client.send(
    new CreateQueueCommand({ QueueName: `${name}-dlq`, Attributes: { VisibilityTimeout: String(DEAD_LETTER_VISIBILITY_SECONDS) } }),
  );
  const dlqArn = await queueArn(client, dlq.QueueUrl!);
  const queue = await client.send(
    new CreateQueueCommand({
      QueueName: name,
      Attributes: {
        VisibilityTimeout: String(spec.visibilityTimeoutSeconds),
        RedrivePolicy: JSON.stringify({ deadLetterTargetArn: dlqArn, maxReceiveCount: spec.maxReceiveCount }),
      },
    }),
  );
  return { url: queue.QueueUrl!, arn: await queueArn(client, queue.QueueUrl!), dlqUrl: dlq.QueueUrl!, dlqArn };
}

export async function queueArn(client: SQSClient, url: string): Promise<string> {
  const { Attributes } = await client.send(new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: ['QueueArn'] }));
  if (!Attributes?.QueueArn) throw new Error(`No QueueArn for ${url}`);
  return Attributes.QueueArn;
}

export async function provisionQueues(client: SQSClient): Promise<Record<string, ProvisionedQueue>> {
  const entries = await Promise.all(
    Object.entries(QUEUES).map(
      async ([name, spec]) => [name, await ensureQueue(client, physicalName(LOCAL_PREFIX, name), spec)] as const,
    ),
  );
  return Object.fromEntries(entries);
}
