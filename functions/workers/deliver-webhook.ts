/**
 * The `webhooks` queue worker: one delivery attempt per message (shared/webhooks/deliver.ts).
 * A receiver's failure is not a message failure (the attempt is recorded and the next one
 * queued); only our own faults (DynamoDB, KMS, SQS) return the message for SQS to retry.
 */
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { logger } from '#shared/observability/logger.js';
import { AttemptBusyError, processDeliveryMessage } from '#shared/webhooks/deliver.js';
import { deliveryMessage } from '#shared/webhooks/delivery-queue.js';

export const handler = async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const failures: SQSBatchResponse['batchItemFailures'] = [];
  await Promise.all(
    event.Records.map(async (record) => {
      let message;
      try {
        message = deliveryMessage.parse(JSON.parse(record.body));
      } catch {
        // Not a message we wrote; retrying cannot fix it. Dropped (acknowledged) with a log line.
        logger.error('webhook delivery: malformed message dropped', { messageId: record.messageId });
        return;
      }
      try {
        await processDeliveryMessage(message);
      } catch (error) {
        if (!(error instanceof AttemptBusyError)) {
          logger.error('webhook delivery failed', { deliveryId: message.delivery_id, attempt: message.attempt, error: (error as Error).name });
        }
        failures.push({ itemIdentifier: record.messageId });
      }
    }),
  );
  return { batchItemFailures: failures };
};
