/** One scheduled handler: the function, its declared grants and the EventBridge rule that invokes it. */
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Construct } from 'constructs';
import type { ScheduleSpec } from '../../../functions/routes.js';
import type { StageConfig } from '../../config.js';
import { toEventBridgeCron } from '../schedule-cron.js';
import type { StatefulResources } from '../stateful-resources.js';
import { ServiceFunction } from './service-function.js';

/** Scheduled jobs are idempotent sweeps; two retries cover a transient failure before the next tick. */
const TARGET_RETRY_ATTEMPTS = 2;

export interface ScheduledFunctionProps {
  readonly config: StageConfig;
  readonly schedule: ScheduleSpec;
  readonly resources: StatefulResources;
}

export class ScheduledFunction extends Construct {
  readonly fn: NodejsFunction;
  readonly rule: Rule;

  constructor(scope: Construct, id: string, props: ScheduledFunctionProps) {
    super(scope, id);
    const { schedule } = props;
    this.fn = new ServiceFunction(this, 'Handler', {
      config: props.config,
      handler: schedule.handler,
      service: 'scheduled',
      description: `${schedule.operation}: scheduled at cron "${schedule.cron}" UTC`,
      access: schedule,
      resources: props.resources,
    }).fn;
    this.rule = new Rule(this, 'Rule', {
      description: `${schedule.operation} (${schedule.cron} UTC)`,
      schedule: Schedule.cron(toEventBridgeCron(schedule.cron)),
      targets: [new LambdaFunction(this.fn, { retryAttempts: TARGET_RETRY_ATTEMPTS })],
    });
  }
}
