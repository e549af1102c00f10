/**
 * Every cdk-nag (AwsSolutions) finding this service accepts, each with the reason it is accepted.
 * cdk-nag 3 matches acknowledgments by exact finding id, so each one below names a specific
 * managed policy, action wildcard or resource ARN, and is attached to the narrowest construct:
 * one function (derived from the access it was granted), one route, or the tables of a stage.
 * Anything not listed here fails `cdk synth` and the cdk tests.
 */
import { Validations, type Acknowledgment } from 'aws-cdk-lib';
import { HttpRoute } from 'aws-cdk-lib/aws-apigatewayv2';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import type { IConstruct } from 'constructs';
import { physicalName, TABLES, type BucketName, type TableName } from '../../shared/config/resources.js';
import type { Access, ResourceAccess } from '../../functions/routes.js';
import type { StageConfig } from '../config.js';
import { ServiceFunction } from './constructs/service-function.js';
import type { ServiceStacks } from './service.js';

const iam5 = (finding: string, reason: string): Acknowledgment => ({ id: `AwsSolutions-IAM5[${finding}]`, reason });

/** Every function: logging, tracing and runtime choices made once in ServiceFunction. */
const FUNCTION_BASELINE: Acknowledgment[] = [
  {
    id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
    reason:
      'AWSLambdaBasicExecutionRole is the AWS-managed minimal policy for writing the function’s own ' +
      'CloudWatch logs (logs:CreateLogStream/PutLogEvents); a hand-written copy would only drift from it.',
  },
  iam5(
    'Resource::*',
    'Active X-Ray tracing needs xray:PutTraceSegments and xray:PutTelemetryRecords, which support no ' +
      'resource-level permissions, so CDK grants them on "*". Data-plane grants are all resource-scoped.',
  ),
  {
    id: 'AwsSolutions-L1',
    reason:
      'nodejs22.x is deliberate: the bundles target node22 and the same handlers run on Node 20 ' +
      'locally; nodejs24.x is adopted in one step for all functions after the local toolchain moves.',
  },
];

const KMS_DATA_KEYS: Acknowledgment[] = [
  iam5(
    'Action::kms:GenerateDataKey*',
    'Writing to a table or bucket encrypted with the service key needs data keys of every kind ' +
      '(GenerateDataKey, GenerateDataKeyWithoutPlaintext); the grant is scoped to that one key ARN.',
  ),
  iam5(
    'Action::kms:ReEncrypt*',
    'CDK’s encrypt/decrypt grant for writes includes ReEncryptFrom/To, scoped to the service key ARN; ' +
      'DynamoDB and S3 use it when they rotate data keys under the customer-managed key.',
  ),
];

/** Acknowledgments for one function, derived from exactly the access it was granted. */
export function functionAcknowledgments(access: ResourceAccess, config: StageConfig): Acknowledgment[] {
  const tables = Object.entries(access.tables ?? {}) as [TableName, Access][];
  const buckets = Object.entries(access.buckets ?? {}) as [BucketName, Access][];
  const acks = [...FUNCTION_BASELINE];
  for (const [name] of tables) {
    if (TABLES[name].gsis.length === 0) continue;
    const table = physicalName(config.resourcePrefix, name);
    acks.push(
      iam5(
        `Resource::arn:<AWS::Partition>:dynamodb:<AWS::Region>:<AWS::AccountId>:table/${table}/index/*`,
        `grantReadData/grantReadWriteData on ${table} also covers its global secondary indexes ` +
          '(index/*); the wildcard never leaves that one table.',
      ),
    );
  }
  for (const [name, level] of buckets) acks.push(...bucketAcknowledgments(name, level, config));
  const writesEncrypted = tables.some(([, level]) => level === 'rw') || buckets.some(([, level]) => level === 'rw');
  if (writesEncrypted || access.kms) acks.push(...KMS_DATA_KEYS);
  if (access.assumesTenantRoles) {
    acks.push(
      iam5(
        'Resource::arn:aws:iam::*:role/*',
        'Connectors (and jobs reading or writing through them) assume the role a tenant names in its own ' +
          'account; which role is the tenant’s choice and its trust policy, with the external id the ' +
          'tenant set, decides. Only sts:AssumeRole is granted, and only with an external id.',
      ),
    );
  }
  if (access.externalBuckets) {
    acks.push(
      iam5(
        'Resource::arn:aws:s3:::*/*',
        'Job inputs (s3://) and outputs (output_uri) live in buckets the caller names at request time, ' +
          'possibly in other accounts; which ones this role may use is decided by those buckets’ ' +
          'policies. Only GetObject, PutObject and AbortMultipartUpload are granted, never list or delete.',
      ),
    );
  }
  return acks;
}

function bucketAcknowledgments(name: BucketName, level: Access, config: StageConfig): Acknowledgment[] {
  const bucket = `${physicalName(config.resourcePrefix, name)}-<AWS::AccountId>-<AWS::Region>`;
  const why = `on the ${bucket} bucket only (CDK's bucket ${level === 'rw' ? 'read/write' : 'read'} grant)`;
  const acks = [
    iam5(`Resource::arn:<AWS::Partition>:s3:::${bucket}/*`, `Object keys are per tenant and per job; access is ${why}.`),
    iam5('Action::s3:GetObject*', `GetObject plus its version/ACL/tagging variants, ${why}.`),
    iam5('Action::s3:GetBucket*', `Bucket metadata reads (location, versioning) used by the SDK, ${why}.`),
    iam5('Action::s3:List*', `Listing a tenant's objects and multipart parts, ${why}.`),
  ];
  if (level === 'rw') {
    acks.push(
      iam5('Action::s3:DeleteObject*', `Deleting objects and their versions/tags, ${why}.`),
      iam5('Action::s3:Abort*', `Aborting multipart uploads of large documents, ${why}.`),
    );
  }
  return acks;
}

const API_AUTHORIZATION: Acknowledgment = {
  id: 'AwsSolutions-APIG4',
  reason:
    'Authentication is done by the handlers: every authenticated route looks up the SHA-256 hash of ' +
    'its API key in DynamoDB (tenant, scopes, rate limits) before doing anything; /health, ' +
    '/health/ready and the $default 404/405 route are public by design. An authorizer would add a ' +
    'second lookup and cache tenant state that must change at once on key revocation.',
};

const BUCKET_NOTIFICATIONS_HANDLER: Acknowledgment = {
  id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
  reason:
    'CDK’s built-in BucketNotificationsHandler (it sets the files bucket’s inbox/ notification to the ' +
    'inbox queue at deploy time) logs through the AWS-managed minimal logging policy; its only other ' +
    'permission is s3:PutBucketNotification, which CDK scopes itself.',
};

const NO_PITR_IN_DEV: Acknowledgment = {
  id: 'AwsSolutions-DDB3',
  reason:
    'Point-in-time recovery is off only in the disposable dev stage, whose data is test data that ' +
    'is recreated at will; prod enables it (StageConfig.pointInTimeRecovery).',
};

export function applyNagSuppressions(stacks: ServiceStacks, config: StageConfig): void {
  const all = Object.values(stacks).flatMap((stack: IConstruct) => stack.node.findAll());
  for (const construct of all) {
    if (construct instanceof ServiceFunction) {
      Validations.of(construct).acknowledge(...functionAcknowledgments(construct.access, config));
    } else if (construct instanceof HttpRoute) {
      Validations.of(construct).acknowledge(API_AUTHORIZATION);
    }
  }
  if (stacks.documents) acknowledgeStateMachineRoles(stacks.documents);
  // CDK's singleton that configures bucket notifications (the S3 inbox trigger) at deploy time.
  for (const child of stacks.stateful.node.children) {
    if (child.node.id.startsWith('BucketNotificationsHandler')) Validations.of(child).acknowledge(BUCKET_NOTIFICATIONS_HANDLER);
  }
  if (!config.pointInTimeRecovery) {
    Validations.of(stacks.stateful.node.findChild('Tables')).acknowledge(NO_PITR_IN_DEV);
  }
}

/** The state machines' roles: invoking their step functions (any version) and delivering logs. */
function acknowledgeStateMachineRoles(documents: NonNullable<ServiceStacks['documents']>): void {
  const invokeAcks = [...documents.steps.values()].map(({ spec, fn }) =>
    iam5(
      `Resource::<${documents.getLogicalId(fn.node.defaultChild as CfnFunction)}.Arn>:*`,
      `CDK's LambdaInvoke grant covers the ${spec.operation} function and its versions/aliases (ARN:*); ` +
        'the wildcard never leaves that one function.',
    ),
  );
  const logsAndTracing = iam5(
    'Resource::*',
    'Step Functions log delivery (logs:CreateLogDelivery, PutResourcePolicy, DescribeLogGroups, ...) and ' +
      'X-Ray (PutTraceSegments, GetSamplingRules) support no resource-level permissions.',
  );
  for (const machine of Object.values(documents.stateMachines)) {
    Validations.of(machine.role).acknowledge(...invokeAcks, logsAndTracing);
  }
}
