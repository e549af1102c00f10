/**
 * The jobs queue's worker. Records of a batch run side by side; each reports its own outcome
 * (ReportBatchItemFailures), so one failing job is retried, and dead-lettered, alone.
 */
import type { SQSBatchItemFailure, SQSRecord } from 'aws-lambda';
import { perRecordHandler } from '#shared/adapters/aws/sqs-batch.js';
import { ChangeMessageVisibilityCommand } from '@aws-sdk/client-sqs';
import { sqs } from '#shared/adapters/aws/sqs.js';
import { queueUrl } from '#shared/config/env.js';
import { QUEUES } from '#shared/config/resources.js';
import { parseJobMessage } from '#shared/jobs/job-queue.js';
import { runJob } from '#shared/jobs/run-job.js';
import { getEngine } from '#shared/detection/engine.js';
import { logger } from '#shared/observability/logger.js';

// Load the engine's lexicons during init, not inside the first job.
getEngine();

async function handle(record: SQSRecord): Promise<SQSBatchItemFailure | undefined> {
  const message = parseJobMessage(record.body);
  if (!message) {
    // Not ours to retry: a malformed message would fail forever.
    logger.error('malformed job message', { messageId: record.messageId });
    return undefined;
  }
  try {
    const outcome = await runJob(message.job_id, {
      attempt: Number(record.attributes.ApproximateReceiveCount ?? '1'),
      maxAttempts: QUEUES.jobs.maxReceiveCount,
    });
    if (outcome === 'done') return undefined;
    await backOff(record);
    return { itemIdentifier: record.messageId };
  } catch (error) {
    logger.error('job delivery failed', { jobId: message.job_id, error: (error as Error)?.name });
    return { itemIdentifier: record.messageId };
  }
}

/**
 * A retried job comes back after an exponential backoff (base × 4^(attempt-1): 10 s, 40 s by
 * default) rather than after the full visibility timeout. JOB_RETRY_BASE_SECONDS sets the base.
 */
async function backOff(record: SQSRecord): Promise<void> {
  const attempt = Number(record.attributes.ApproximateReceiveCount ?? '1');
  const base = Number(process.env.JOB_RETRY_BASE_SECONDS ?? 10) || 10;
  const seconds = Math.min(Math.round(base * 4 ** (attempt - 1)), QUEUES.jobs.visibilityTimeoutSeconds);
  try {
    await sqs().send(new ChangeMessageVisibilityCommand({ QueueUrl: queueUrl('jobs'), ReceiptHandle: record.receiptHandle, VisibilityTimeout: seconds }));
  } catch (error) {
    // Without it the message simply returns after the visibility timeout.
    logger.warn('could not shorten a retry', { error: (error as Error)?.name });
  }
}

export const handler = perRecordHandler(handle);
