/**
 * What the stateful stack hands to the stacks that run code. Tables and buckets are referenced by
 * their deterministic physical names, imported into the consuming stack, rather than through
 * cross-stack outputs: the IAM policies then read `arn:...:table/pii-dev-jobs/index/*` (which the
 * cdk-nag acknowledgments can name exactly), and no export pins the stateful stack.
 */
import { Aws, Stack } from 'aws-cdk-lib';
import { Table, type ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import { Bucket, type IBucket } from 'aws-cdk-lib/aws-s3';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { physicalName, TABLES, type BucketName, type QueueName, type TableName, type WorkflowName } from '../../shared/config/resources.js';
import type { StageConfig } from '../config.js';
import { constructId } from './naming.js';
import { workflowArn } from './workflows/names.js';

export interface StatefulResources {
  /** Encrypts tables and buckets; used directly by specs with `kms: true`. */
  readonly key: IKey;
  readonly queues: Record<QueueName, { readonly queue: IQueue; readonly deadLetterQueue: IQueue }>;
  /** The table as seen from `scope`'s stack. */
  table(scope: Construct, name: TableName): ITable;
  /** The bucket as seen from `scope`'s stack. */
  bucket(scope: Construct, name: BucketName): IBucket;
  /** A document state machine's ARN, from its deterministic name (DocumentWorkflowStack). */
  workflowArn(name: WorkflowName): string;
}

export const tablePhysicalName = (config: StageConfig, name: TableName): string =>
  physicalName(config.resourcePrefix, name);

/** Bucket names are global: account and region make them unique per stage deployment. */
export const bucketPhysicalName = (config: StageConfig, name: BucketName): string =>
  `${physicalName(config.resourcePrefix, name)}-${Aws.ACCOUNT_ID}-${Aws.REGION}`;

export function statefulResources(
  config: StageConfig,
  key: IKey,
  queues: StatefulResources['queues'],
): StatefulResources {
  return {
    key,
    queues,
    table: (scope, name) =>
      imported(scope, `Table${constructId(name)}`, (stack, id) =>
        Table.fromTableAttributes(stack, id, {
          tableName: tablePhysicalName(config, name),
          // Listing the indexes makes the grants cover `table/<name>/index/*` too.
          globalIndexes: TABLES[name].gsis.map((gsi) => gsi.name),
          encryptionKey: key,
        }),
      ),
    bucket: (scope, name) =>
      imported(scope, `Bucket${constructId(name)}`, (stack, id) =>
        Bucket.fromBucketAttributes(stack, id, { bucketName: bucketPhysicalName(config, name), encryptionKey: key }),
      ),
    workflowArn: (name) => workflowArn(config, name),
  };
}

/** One import per consuming stack, shared by all its functions. */
function imported<T>(scope: Construct, name: string, create: (stack: Stack, id: string) => T): T {
  const stack = Stack.of(scope);
  const id = `Imported${name}`;
  return (stack.node.tryFindChild(id) as T | undefined) ?? create(stack, id);
}
