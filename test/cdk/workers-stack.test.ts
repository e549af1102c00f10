/**
 * Workers and schedules are empty in the route table today; these synthetic entries prove the
 * stack builds them (event source, rule, grants) the day they are added.
 */
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEAD_LETTER_VISIBILITY_SECONDS, QUEUES } from '../../shared/config/resources.js';
import type { ScheduleSpec, WorkerSpec } from '../../functions/routes.js';
import { buildTestService, templateOf } from './support/service.js';
import { actionsWithPrefix, kmsActions, statementsOf, tableAccess } from './support/policies.js';

// Existing handler modules stand in for worker files: NodejsFunction needs the entry to exist.
const worker: WorkerSpec = {
  handler: 'health/get-health',
  operation: 'ProcessJobItem',
  queue: 'jobs',
  batchSize: 5,
  tables: { jobs: 'rw', counters: 'rw' },
  buckets: { files: 'rw' },
  queues: { webhooks: 'send' },
};
const bigBatchWorker: WorkerSpec = {
  handler: 'health/get-health',
  operation: 'DeliverWebhook',
  queue: 'webhooks',
  batchSize: 50,
  tables: { config: 'r' },
  kms: true,
};
const schedule: ScheduleSpec = {
  handler: 'health/get-health',
  operation: 'PurgeExpiredJobs',
  cron: '15 3 * * 1-5',
  tables: { jobs: 'rw' },
};

let template: Template;
beforeAll(() => {
  const built = buildTestService('dev', { tables: { workers: [worker, bigBatchWorker], schedules: [schedule] } });
  if (!built.stacks.workers) throw new Error('workers stack missing');
  template = templateOf(built.stacks.workers);
});

describe('workers stack', () => {
  it('is not created while the worker and schedule tables are empty', () => {
    expect(buildTestService('dev', { tables: { workers: [], schedules: [] } }).stacks.workers).toBeUndefined();
  });

  it('creates one function per worker and schedule, on the same runtime defaults', () => {
    template.resourceCountIs('AWS::Lambda::Function', 3);
    template.allResourcesProperties('AWS::Lambda::Function', {
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      Environment: { Variables: Match.objectLike({ STAGE: 'dev' }) },
    });
  });

  it('feeds workers from their queue with partial batch failures and a timeout within visibility', () => {
    template.resourceCountIs('AWS::Lambda::EventSourceMapping', 2);
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      BatchSize: 5,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      BatchSize: 50,
      MaximumBatchingWindowInSeconds: 1,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('^ProcessJobItem:'),
      Timeout: QUEUES.jobs.visibilityTimeoutSeconds,
      Environment: { Variables: Match.objectLike({ TABLE_JOBS: 'pii-dev-jobs', QUEUE_WEBHOOKS_URL: Match.anyValue() }) },
    });
  });

  it('grants workers their declared access plus consuming their own queue', () => {
    const statements = statementsOf(template, 'ProcessJobItemWorker');
    expect(tableAccess(statements, 'pii-dev')).toEqual({ 'pii-dev-jobs': 'rw', 'pii-dev-counters': 'rw' });
    expect(actionsWithPrefix(statements, 'sqs:')).toEqual(expect.arrayContaining(['sqs:SendMessage', 'sqs:DeleteMessage']));
    expect(actionsWithPrefix(statements, 's3:')).toEqual(expect.arrayContaining(['s3:PutObject', 's3:GetObject*']));
    const webhook = statementsOf(template, 'DeliverWebhookWorker');
    expect(kmsActions(webhook)).toEqual(expect.arrayContaining(['kms:Encrypt', 'kms:Decrypt']));
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('^DeliverWebhook:'),
      Environment: { Variables: Match.objectLike({ KMS_KEY_ARN: Match.anyValue() }) },
    });
  });

  it('invokes scheduled handlers from an EventBridge cron rule in six-field form', () => {
    template.resourceCountIs('AWS::Events::Rule', 1);
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'cron(15 3 ? * MON-FRI *)',
      State: 'ENABLED',
      Targets: [Match.objectLike({ RetryPolicy: { MaximumRetryAttempts: 2 } })],
    });
    template.resourceCountIs('AWS::Lambda::Permission', 1);
    expect(tableAccess(statementsOf(template, 'PurgeExpiredJobsSchedule'), 'pii-dev')).toEqual({ 'pii-dev-jobs': 'rw' });
  });
});

describe('a worker fed by dead letters', () => {
  it('gets a time limit within the dead-letter queue visibility timeout', () => {
    const deadLetters: WorkerSpec = { handler: 'health/get-health', operation: 'DeadLetterJobs', queue: 'jobs', deadLetters: true, batchSize: 10, tables: { jobs: 'rw' } };
    const built = buildTestService('dev', { tables: { workers: [deadLetters], schedules: [] } });
    const workers = templateOf(built.stacks.workers!);
    workers.hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('^DeadLetterJobs: worker for the jobs dead-letter queue'),
      Timeout: DEAD_LETTER_VISIBILITY_SECONDS,
    });
    workers.resourceCountIs('AWS::Lambda::EventSourceMapping', 1);
    // Every dead-letter queue has that visibility timeout (Lambda rejects a longer function timeout).
    const stateful = templateOf(built.stacks.stateful);
    const queues = Object.values(stateful.findResources('AWS::SQS::Queue')) as { Properties: { VisibilityTimeout?: number; RedrivePolicy?: unknown } }[];
    const dlqs = queues.filter((q) => !q.Properties.RedrivePolicy);
    expect(dlqs.length).toBe(Object.keys(QUEUES).length);
    for (const q of dlqs) expect(q.Properties.VisibilityTimeout).toBe(DEAD_LETTER_VISIBILITY_SECONDS);
  });
});
