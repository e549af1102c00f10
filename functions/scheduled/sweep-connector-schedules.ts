/** Every minute: queue a sync for each connector whose schedule is due (EventBridge / local cron). */
import { sweepDueConnectors } from '#shared/connectors/schedule-sweep.js';
import { logger } from '#shared/observability/logger.js';

export const handler = async () => {
  const result = await sweepDueConnectors(new Date());
  logger.info('connector schedules swept', { ...result });
  return result;
};
