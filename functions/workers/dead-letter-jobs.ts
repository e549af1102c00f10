/**
 * The jobs dead-letter queue's consumer. A message lands there when every delivery of it died
 * before writing an outcome (a timeout, an out-of-memory kill); the job would otherwise stay
 * `processing` forever. It ends as `error`, with its audit event and `job.failed` webhook.
 */
import type { SQSBatchItemFailure, SQSRecord } from 'aws-lambda';
import { perRecordHandler } from '#shared/adapters/aws/sqs-batch.js';
import { QUEUES } from '#shared/config/resources.js';
import { parseJobMessage } from '#shared/jobs/job-queue.js';
import { abandonJob } from '#shared/jobs/job-ending.js';
import { logger } from '#shared/observability/logger.js';

async function handle(record: SQSRecord): Promise<SQSBatchItemFailure | undefined> {
  const message = parseJobMessage(record.body);
  if (!message) {
    logger.error('malformed dead-lettered job message', { messageId: record.messageId });
    return undefined;
  }
  try {
    // The operator's signal: the DLQ alarm counts messages received here (observability stack).
    logger.error('job dead-lettered', { jobId: message.job_id });
    await abandonJob(message.job_id, QUEUES.jobs.maxReceiveCount);
    return undefined;
  } catch (error) {
    logger.error('could not end a dead-lettered job', { jobId: message.job_id, error: (error as Error)?.name });
    return { itemIdentifier: record.messageId };
  }
}

export const handler = perRecordHandler(handle);
