/**
 * The jobs queue's worker. Records of a batch run side by side; each reports its own outcome
 * (ReportBatchItemFailures), so one failing job is retried, and dead-lettered, alone.
 */
import type { SQSBatchItemFailure, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
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
    return outcome === 'retry' ? { itemIdentifier: record.messageId } : undefined;
  } catch (error) {
    logger.error('job delivery failed', { jobId: message.job_id, error: (error as Error)?.name });
    return { itemIdentifier: record.messageId };
  }
}

export const handler = async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const results = await Promise.all(event.Records.map(handle));
  return { batchItemFailures: results.filter((f): f is SQSBatchItemFailure => f !== undefined) };
};
