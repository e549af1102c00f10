/** Data at rest: tables, buckets and queues as the resource catalog describes them, per stage. */
import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { physicalName, QUEUES, TABLES, type TableName } from '../../shared/config/resources.js';
import { buildTestService, templateOf, type BuiltService } from './support/service.js';
import type { Template } from 'aws-cdk-lib/assertions';

let dev: Template;
let prod: Template;
beforeAll(() => {
  const build = (stage: 'dev' | 'prod', days?: number): BuiltService =>
    buildTestService(stage, days === undefined ? {} : { overrides: { jobRetentionDays: days } });
  dev = templateOf(build('dev').stacks.stateful);
  prod = templateOf(build('prod', 45).stacks.stateful);
});

const tableCases = (Object.keys(TABLES) as TableName[]).map((name) => [name] as const);

describe('stateful stack', () => {
  it('has one customer-managed key with rotation', () => {
    dev.resourceCountIs('AWS::KMS::Key', 1);
    dev.hasResourceProperties('AWS::KMS::Key', { EnableKeyRotation: true });
  });

  it.each(tableCases)('table %s: named, on-demand, keyed pk/sk, CMK-encrypted, GSIs and TTL per spec', (name) => {
    const spec = TABLES[name];
    dev.hasResourceProperties('AWS::DynamoDB::Table', {
      TableName: physicalName('pii-dev', name),
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      SSESpecification: { SSEEnabled: true, SSEType: 'KMS', KMSMasterKeyId: Match.anyValue() },
      GlobalSecondaryIndexes:
        spec.gsis.length > 0 ? spec.gsis.map((g) => Match.objectLike({ IndexName: g.name })) : Match.absent(),
      TimeToLiveSpecification: 'ttl' in spec ? { AttributeName: spec.ttl, Enabled: true } : Match.absent(),
    });
  });

  it('destroys dev data and retains prod data, with deletion protection and PITR in prod', () => {
    dev.allResources('AWS::DynamoDB::Table', { DeletionPolicy: 'Delete' });
    dev.allResourcesProperties('AWS::DynamoDB::Table', { DeletionProtectionEnabled: false });
    prod.allResources('AWS::DynamoDB::Table', { DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
    prod.allResourcesProperties('AWS::DynamoDB::Table', {
      DeletionProtectionEnabled: true,
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
    prod.allResources('AWS::S3::Bucket', { DeletionPolicy: 'Retain' });
    prod.allResources('AWS::KMS::Key', { DeletionPolicy: 'Retain' });
  });

  it('encrypts every bucket, blocks public access and denies non-TLS requests', () => {
    for (const template of [dev, prod]) {
      template.resourceCountIs('AWS::S3::Bucket', 2);
      template.allResourcesProperties('AWS::S3::Bucket', {
        BucketEncryption: { ServerSideEncryptionConfiguration: [Match.objectLike({ ServerSideEncryptionByDefault: Match.anyValue() })] },
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
      });
      template.resourceCountIs('AWS::S3::BucketPolicy', 2);
      template.allResourcesProperties('AWS::S3::BucketPolicy', {
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          ]),
        },
      });
    }
  });

  it('encrypts the files bucket with the service key, logs access and expires tmp/ after the retention', () => {
    const rules = (days: number) =>
      Match.arrayWith([Match.objectLike({ Prefix: 'tmp/', ExpirationInDays: days, Status: 'Enabled' })]);
    dev.hasResourceProperties('AWS::S3::Bucket', {
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [
          { BucketKeyEnabled: true, ServerSideEncryptionByDefault: { SSEAlgorithm: 'aws:kms', KMSMasterKeyID: Match.anyValue() } },
        ],
      },
      LoggingConfiguration: { DestinationBucketName: Match.anyValue(), LogFilePrefix: 'files/' },
      LifecycleConfiguration: { Rules: rules(30) },
    });
    prod.hasResourceProperties('AWS::S3::Bucket', {
      VersioningConfiguration: { Status: 'Enabled' },
      LifecycleConfiguration: { Rules: rules(45) },
    });
  });

  it('gives every queue a TLS-only, encrypted dead-letter queue with the catalog redrive count', () => {
    const queues = Object.values(QUEUES);
    dev.resourceCountIs('AWS::SQS::Queue', queues.length * 2);
    dev.allResourcesProperties('AWS::SQS::Queue', { SqsManagedSseEnabled: true });
    dev.resourceCountIs('AWS::SQS::QueuePolicy', queues.length * 2);
    for (const spec of queues) {
      dev.hasResourceProperties('AWS::SQS::Queue', {
        VisibilityTimeout: spec.visibilityTimeoutSeconds,
        RedrivePolicy: { deadLetterTargetArn: Match.anyValue(), maxReceiveCount: spec.maxReceiveCount },
      });
    }
    const withDlq = Object.values(dev.findResources('AWS::SQS::Queue')).filter((q) => q.Properties?.RedrivePolicy);
    expect(withDlq).toHaveLength(queues.length);
  });
});
