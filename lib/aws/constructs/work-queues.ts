/**
 * One SQS queue per entry of QUEUES, each with its own dead-letter queue. SQS-managed encryption
 * (SSE-SQS) keeps producers free of KMS permissions and calls; messages carry ids and S3 keys,
 * never document text.
 */
import { Duration } from 'aws-cdk-lib';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { DEAD_LETTER_VISIBILITY_SECONDS, QUEUES, type QueueName, type QueueSpec } from '../../../shared/config/resources.js';
import type { StageConfig } from '../../config.js';
import { constructId } from '../naming.js';

export interface WorkQueue {
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;
}

/** The longest SQS retention: time to inspect and redrive failed messages. */
const DLQ_RETENTION = Duration.days(14);

export class WorkQueues extends Construct {
  readonly byName: Record<QueueName, WorkQueue>;

  constructor(scope: Construct, id: string, props: { readonly config: StageConfig }) {
    super(scope, id);
    const entries = Object.entries(QUEUES) as [QueueName, QueueSpec][];
    this.byName = Object.fromEntries(
      entries.map(([name, spec]) => [name, this.queue(name, spec, props.config)]),
    ) as Record<QueueName, WorkQueue>;
  }

  private queue(name: QueueName, spec: QueueSpec, config: StageConfig): WorkQueue {
    const id = constructId(name);
    const common = {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      removalPolicy: config.removalPolicy,
    };
    const deadLetterQueue = new Queue(this, `${id}Dlq`, {
      ...common,
      retentionPeriod: DLQ_RETENTION,
      visibilityTimeout: Duration.seconds(DEAD_LETTER_VISIBILITY_SECONDS),
    });
    const queue = new Queue(this, id, {
      ...common,
      visibilityTimeout: Duration.seconds(spec.visibilityTimeoutSeconds),
      deadLetterQueue: { queue: deadLetterQueue, maxReceiveCount: spec.maxReceiveCount },
    });
    return { queue, deadLetterQueue };
  }
}
