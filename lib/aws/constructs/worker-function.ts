/**
 * One SQS-fed worker: the function, its declared grants, and an event source that reports
 * partial batch failures so one bad message is retried (and dead-lettered) alone.
 */
import { Duration } from 'aws-cdk-lib';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Construct } from 'constructs';
import { DEAD_LETTER_VISIBILITY_SECONDS, QUEUES } from '../../../shared/config/resources.js';
import type { WorkerSpec } from '../../../functions/routes.js';
import type { StageConfig } from '../../config.js';
import type { StatefulResources } from '../stateful-resources.js';
import { ServiceFunction } from './service-function.js';

/** Lambda requires a batching window for SQS batches above ten messages. */
const MAX_UNWINDOWED_BATCH = 10;

export interface WorkerFunctionProps {
  readonly config: StageConfig;
  readonly worker: WorkerSpec;
  readonly resources: StatefulResources;
}

export class WorkerFunction extends Construct {
  readonly fn: NodejsFunction;

  constructor(scope: Construct, id: string, props: WorkerFunctionProps) {
    super(scope, id);
    const { worker } = props;
    this.fn = new ServiceFunction(this, 'Handler', {
      config: props.config,
      handler: worker.handler,
      service: 'workers',
      description: `${worker.operation}: worker for the ${worker.queue} ${worker.deadLetters ? 'dead-letter ' : ''}queue`,
      // A message must not become visible again while its invocation may still be running.
      timeoutSeconds: worker.deadLetters ? DEAD_LETTER_VISIBILITY_SECONDS : QUEUES[worker.queue].visibilityTimeoutSeconds,
      ...(worker.memoryMb ? { memoryMb: worker.memoryMb } : {}),
      access: worker,
      resources: props.resources,
    }).fn;
    // The event source also grants the function receive/delete on its own queue.
    this.fn.addEventSource(
      new SqsEventSource(props.resources.queues[worker.queue][worker.deadLetters ? 'deadLetterQueue' : 'queue'], {
        batchSize: worker.batchSize,
        reportBatchItemFailures: true,
        ...(worker.batchSize > MAX_UNWINDOWED_BATCH ? { maxBatchingWindow: Duration.seconds(1) } : {}),
      }),
    );
  }
}
