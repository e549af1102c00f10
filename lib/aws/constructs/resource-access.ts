/**
 * Turns a spec's declared access into the function's environment and IAM grants, together, so a
 * handler can only name the resources it was granted (STYLE.md principle 7). Nothing else grants.
 */
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import {
  bucketEnv,
  queueEnv,
  tableEnv,
  workflowEnv,
  type BucketName,
  type QueueName,
  type TableName,
  type WorkflowName,
} from '../../../shared/config/resources.js';
import type { Access, ResourceAccess } from '../../../functions/routes.js';
import type { StatefulResources } from '../stateful-resources.js';

/** Environment variable with the service key's ARN, set only for specs with `kms: true`. */
export const KMS_KEY_ENV = 'KMS_KEY_ARN';

type Environment = Record<string, string>;

export function grantAccess(
  fn: IFunction & { addEnvironment(key: string, value: string): unknown; addToRolePolicy(statement: PolicyStatement): void },
  access: ResourceAccess,
  resources: StatefulResources,
): void {
  const env: Environment = {};
  for (const [name, level] of entries<TableName, Access>(access.tables)) {
    const table = resources.table(fn, name);
    // Table grants include kms:Decrypt (and Encrypt for 'rw') on the key the table is encrypted with.
    if (level === 'rw') table.grantReadWriteData(fn);
    else table.grantReadData(fn);
    env[tableEnv(name)] = table.tableName;
  }
  for (const [name, level] of entries<BucketName, Access>(access.buckets)) {
    const bucket = resources.bucket(fn, name);
    if (level === 'rw') bucket.grantReadWrite(fn);
    else bucket.grantRead(fn);
    env[bucketEnv(name)] = bucket.bucketName;
  }
  for (const [name] of entries<QueueName, 'send'>(access.queues)) {
    const { queue } = resources.queues[name];
    queue.grantSendMessages(fn);
    env[queueEnv(name)] = queue.queueUrl;
  }
  for (const [name] of entries<WorkflowName, 'start'>(access.workflows)) {
    const arn = resources.workflowArn(name);
    fn.addToRolePolicy(new PolicyStatement({ actions: ['states:StartExecution'], resources: [arn] }));
    env[workflowEnv(name)] = arn;
  }
  if (access.assumesTenantRoles) {
    // Connectors with `role_arn` name a role in the tenant's account; the tenant's trust policy
    // (with the external id the tenant chose) decides, so the grant cannot be narrowed here.
    fn.addToRolePolicy(
      new PolicyStatement({ actions: ['sts:AssumeRole'], resources: ['arn:aws:iam::*:role/*'], conditions: { StringLike: { 'sts:ExternalId': '*' } } }),
    );
  }
  if (access.kms) {
    resources.key.grantEncryptDecrypt(fn);
    env[KMS_KEY_ENV] = resources.key.keyArn;
  }
  if (access.externalBuckets) {
    // Callers name their own buckets (s3:// inputs, output_uri); their bucket policies decide.
    fn.addToRolePolicy(
      new PolicyStatement({ actions: EXTERNAL_BUCKET_ACTIONS, resources: ['arn:aws:s3:::*/*'] }),
    );
  }
  for (const [key, value] of Object.entries(env)) fn.addEnvironment(key, value);
}

/** Reading an input (GetObject also authorizes HeadObject) and writing an output, multipart included. */
export const EXTERNAL_BUCKET_ACTIONS = ['s3:GetObject', 's3:PutObject', 's3:AbortMultipartUpload'];

function entries<K extends string, V>(record: Partial<Record<K, V>> | undefined): [K, V][] {
  return Object.entries(record ?? {}) as [K, V][];
}
