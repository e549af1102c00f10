/**
 * cdk-nag's AwsSolutions pack finds nothing unacknowledged in any stack, nested stacks included,
 * for both stages and for a table with workers, schedules, bucket writes and KMS use. cdk-nag 3
 * fails `cdk synth` on any finding; this test catches it without a full bundling synth.
 */
import { describe, expect, it } from 'vitest';
import type { RouteSpec, ScheduleSpec, WorkerSpec } from '../../functions/routes.js';
import { routes } from '../../functions/routes.js';
import { buildTestService, nagViolations } from './support/service.js';

const summary = (violations: ReturnType<typeof nagViolations>) =>
  violations.map((v) => `${v.severity} ${v.ruleName} @ ${v.violatingResources.map((r) => r.constructPath).join(', ')}`);

// Access patterns the current table does not exercise yet, so their acknowledgments are proven too.
const extraRoute: RouteSpec = {
  method: 'POST',
  path: '/synthetic/uploads',
  handler: 'health/get-health',
  operation: 'SyntheticUpload',
  group: 'redaction',
  tables: { jobs: 'rw', pseudonyms: 'rw' },
  buckets: { files: 'rw' },
  queues: { jobs: 'send' },
  kms: true,
};
const worker: WorkerSpec = { handler: 'health/get-health', operation: 'SyntheticWorker', queue: 'jobs', batchSize: 10, buckets: { files: 'r' } };
const schedule: ScheduleSpec = { handler: 'health/get-health', operation: 'SyntheticSweep', cron: '0 4 * * *', tables: { idempotency: 'rw' } };

describe('cdk-nag AwsSolutions', () => {
  it('passes dev, including CDK’s built-in CloudFormation validation', () => {
    const built = buildTestService('dev', { cloudFormationValidation: true });
    expect(summary(nagViolations(built))).toEqual([]);
  });

  it('passes prod', () => {
    expect(summary(nagViolations(buildTestService('prod')))).toEqual([]);
  });

  it('passes with workers, schedules, bucket writes and KMS use', () => {
    const built = buildTestService('dev', {
      tables: { routes: [...routes, extraRoute], workers: [worker], schedules: [schedule] },
    });
    expect(summary(nagViolations(built))).toEqual([]);
  });
});
