/**
 * The inbox queue's worker: S3 "object created" notifications for `inbox/<tenant>/...` keys,
 * each turned into a redaction job (shared/jobs/inbox-trigger.ts).
 */
import type { SQSBatchItemFailure, SQSRecord } from 'aws-lambda';
import { perRecordHandler } from '#shared/adapters/aws/sqs-batch.js';
import { jobFromInboxObject } from '#shared/jobs/inbox-trigger.js';
import { logger } from '#shared/observability/logger.js';

interface S3Notification {
  Records?: { eventName?: string; s3?: { bucket?: { name?: string }; object?: { key?: string; eTag?: string; sequencer?: string } } }[];
}

async function handle(record: SQSRecord): Promise<SQSBatchItemFailure | undefined> {
  let notification: S3Notification;
  try {
    notification = JSON.parse(record.body) as S3Notification;
  } catch {
    logger.error('malformed inbox notification', { messageId: record.messageId });
    return undefined;
  }
  try {
    // S3 sends an s3:TestEvent (no Records) when the notification is configured: nothing to do.
    for (const r of notification.Records ?? []) {
      if (!r.eventName?.startsWith('ObjectCreated:') || !r.s3?.bucket?.name || !r.s3.object?.key) continue;
      await jobFromInboxObject({
        bucket: r.s3.bucket.name,
        encodedKey: r.s3.object.key,
        ...(r.s3.object.eTag ? { eTag: r.s3.object.eTag } : {}),
        ...(r.s3.object.sequencer ? { sequencer: r.s3.object.sequencer } : {}),
      });
    }
    return undefined;
  } catch (error) {
    logger.error('inbox notification failed', { messageId: record.messageId, error: (error as Error)?.name });
    return { itemIdentifier: record.messageId };
  }
}

export const handler = perRecordHandler(handle);
