/** What redaction jobs need on AWS: the worker, the inbox trigger, retention and the DLQ alarm. */
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestService, templateOf } from './support/service.js';

let stateful: Template;
let workers: Template;
let observability: Template;

beforeAll(() => {
  const built = buildTestService('dev', { overrides: { jobRetentionDays: 12 } });
  stateful = templateOf(built.stacks.stateful);
  workers = templateOf(built.stacks.workers!);
  observability = templateOf(built.stacks.observability);
});

describe('jobs infrastructure', () => {
  it('feeds the job worker from the jobs queue with partial batch failures, and the inbox worker from the inbox queue', () => {
    const mappings = workers.findResources('AWS::Lambda::EventSourceMapping');
    expect(Object.values(mappings).map((m) => (m as { Properties: { FunctionResponseTypes?: string[] } }).Properties.FunctionResponseTypes))
      .toEqual(expect.arrayContaining([['ReportBatchItemFailures']]));
    expect(Object.keys(mappings).length).toBeGreaterThanOrEqual(2);
    workers.hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('^RedactionJobs: worker for the jobs queue'),
      MemorySize: 2048,
      Timeout: 120,
      Environment: { Variables: Match.objectLike({ JOB_RETENTION_DAYS: '12' }) },
    });
    workers.hasResourceProperties('AWS::Lambda::Function', { Description: Match.stringLikeRegexp('^InboxTrigger: worker for the inbox queue') });
  });

  it('lets the job worker read inputs and write outputs in callers’ buckets (get/put only)', () => {
    const statements = Object.values(workers.findResources('AWS::IAM::Policy'))
      .flatMap((p) => (p as { Properties: { PolicyDocument: { Statement: { Action: string | string[]; Resource: unknown }[] } } }).Properties.PolicyDocument.Statement)
      .filter((st) => JSON.stringify(st.Resource).includes('arn:aws:s3:::*/*'));
    expect(statements.length).toBe(1);
    expect([statements[0]!.Action].flat().sort()).toEqual(['s3:AbortMultipartUpload', 's3:GetObject', 's3:PutObject']);
  });

  it('notifies the inbox queue of objects created under inbox/', () => {
    stateful.hasResourceProperties('Custom::S3BucketNotifications', {
      NotificationConfiguration: {
        QueueConfigurations: [Match.objectLike({ Events: ['s3:ObjectCreated:*'], Filter: { Key: { FilterRules: [{ Name: 'prefix', Value: 'inbox/' }] } } })],
      },
    });
  });

  it('expires job outputs, uploads and inbox objects after JOB_RETENTION_DAYS', () => {
    for (const prefix of ['jobs/', 'uploads/', 'inbox/']) {
      stateful.hasResourceProperties('AWS::S3::Bucket', {
        LifecycleConfiguration: { Rules: Match.arrayWith([Match.objectLike({ Prefix: prefix, ExpirationInDays: 12, Status: 'Enabled' })]) },
      });
    }
    stateful.hasResourceProperties('AWS::DynamoDB::Table', { TableName: 'pii-dev-jobs', TimeToLiveSpecification: { AttributeName: 'expires_at', Enabled: true } });
  });

  it('alarms on messages in the jobs dead-letter queue', () => {
    observability.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmName: 'pii-dev-JobsDlqDepth',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Threshold: 1,
    });
  });
});
