/**
 * The syncs queue's worker: one connector sync per message (list, diff by ETag, submit jobs).
 * A failed sync is retried by the queue; a repeat is harmless (ETags and fixed job ids).
 */
import type { SQSBatchItemFailure, SQSRecord } from 'aws-lambda';
import { perRecordHandler } from '#shared/adapters/aws/sqs-batch.js';
import type { SyncMessage } from '#shared/connectors/connectors.js';
import { objectSubmitter } from '#shared/connectors/submit-object.js';
import { runSync } from '#shared/connectors/sync.js';
import { logger } from '#shared/observability/logger.js';

function parse(body: string): SyncMessage | undefined {
  try {
    const message = JSON.parse(body) as Partial<SyncMessage>;
    if (typeof message.tenant_id === 'string' && typeof message.connector_id === 'string' && typeof message.sync_id === 'string') {
      return { tenant_id: message.tenant_id, connector_id: message.connector_id, sync_id: message.sync_id, trigger: message.trigger === 'schedule' ? 'schedule' : 'manual' };
    }
  } catch {
    // fall through: malformed
  }
  return undefined;
}

async function handle(record: SQSRecord): Promise<SQSBatchItemFailure | undefined> {
  const message = parse(record.body);
  if (!message) {
    logger.error('malformed sync message', { messageId: record.messageId });
    return undefined;
  }
  try {
    const summary = await runSync({
      tenantId: message.tenant_id,
      connectorId: message.connector_id,
      syncId: message.sync_id,
      trigger: message.trigger,
      submitter: (connector) => objectSubmitter(message.tenant_id, connector),
    });
    logger.info('connector synced', {
      connectorId: message.connector_id, status: summary?.status, seen: summary?.objects_seen, submitted: summary?.submitted,
    });
    return undefined;
  } catch (error) {
    logger.error('connector sync failed', { connectorId: message.connector_id, error: (error as Error)?.name });
    return { itemIdentifier: record.messageId };
  }
}

export const handler = perRecordHandler(handle);
