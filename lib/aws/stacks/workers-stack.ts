/**
 * Asynchronous work: a function per WorkerSpec (fed by its SQS queue) and per ScheduleSpec (invoked
 * by an EventBridge rule). The app creates this stack only when at least one of them exists.
 */
import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { ScheduleSpec, WorkerSpec } from '../../../functions/routes.js';
import type { StageConfig } from '../../config.js';
import { ScheduledFunction } from '../constructs/scheduled-function.js';
import { WorkerFunction } from '../constructs/worker-function.js';
import type { StatefulResources } from '../stateful-resources.js';

export interface WorkersStackProps extends StackProps {
  readonly config: StageConfig;
  readonly resources: StatefulResources;
  readonly workers: readonly WorkerSpec[];
  readonly schedules: readonly ScheduleSpec[];
}

export class WorkersStack extends Stack {
  readonly workers: readonly WorkerFunction[];
  readonly schedules: readonly ScheduledFunction[];

  constructor(scope: Construct, id: string, props: WorkersStackProps) {
    super(scope, id, props);
    const { config, resources } = props;
    this.workers = props.workers.map(
      (worker) => new WorkerFunction(this, `${worker.operation}Worker`, { config, worker, resources }),
    );
    this.schedules = props.schedules.map(
      (schedule) => new ScheduledFunction(this, `${schedule.operation}Schedule`, { config, schedule, resources }),
    );
  }
}
