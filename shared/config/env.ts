/**
 * Resource names from the environment, read when first needed and cached. A handler that is
 * missing a variable fails with a clear message naming it (a deployment bug, not a user error).
 */
import { bucketEnv, queueEnv, tableEnv, workflowEnv, type BucketName, type QueueName, type TableName, type WorkflowName } from './resources.js';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

export const tableName = (name: TableName) => required(tableEnv(name));
export const bucketName = (name: BucketName) => required(bucketEnv(name));
export const queueUrl = (name: QueueName) => required(queueEnv(name));
export const workflowArn = (name: WorkflowName) => required(workflowEnv(name));

/** Deployment stage: 'local' for the embedded runtime, 'dev'/'prod' on AWS. */
export const stage = () => process.env.STAGE ?? 'local';
