import type { ScheduledEvent } from 'aws-lambda';
import { applyDueReverts } from '#shared/billing/revert-due.js';
import { logger } from '#shared/observability/logger.js';

/**
 * Scheduled (route table `schedules`): reverts cancelled plans whose period has ended. Its clock
 * is the event's `time` (the time EventBridge, or the local cron, scheduled the run), or the
 * wall clock if that is later (a late delivery); so a test that invokes it with a future `time`
 * controls the clock, and nothing else can move it backwards.
 */
export const handler = async (event: Partial<ScheduledEvent>) => {
  const scheduled = event?.time ? Date.parse(event.time) : NaN;
  const now = new Date(Number.isNaN(scheduled) ? Date.now() : Math.max(scheduled, Date.now()));
  const result = await applyDueReverts(now);
  logger.info('plan reverts', { ...result, at: now.toISOString() });
  return result;
};
