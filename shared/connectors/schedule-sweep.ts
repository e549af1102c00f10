/**
 * The minute sweep (an EventBridge rule on AWS, the in-process cron locally): each connector
 * whose next tick has passed gets one sync queued. The entry is first moved to its first tick
 * after now with a conditional write, so of two sweeps that saw it due only one queues a sync,
 * and a connector that missed several ticks (nothing ran for an hour) syncs once, not many times.
 */
import { logger } from '../observability/logger.js';
import { enqueueSync } from './connectors.js';
import { advanceSchedule, dueScheduleEntries, restoreSchedule } from './connector-store.js';

export interface SweepResult {
  due: number;
  queued: number;
}

export async function sweepDueConnectors(now: Date): Promise<SweepResult> {
  const due = await dueScheduleEntries(now);
  let queued = 0;
  for (const entry of due) {
    const next = await advanceSchedule(entry, now);
    if (!next) continue;
    try {
      await enqueueSync(entry.tenant_id, entry.connector_id, 'schedule');
      queued += 1;
    } catch (error) {
      // Put the tick back so the next sweep (or this one's retry) queues it.
      await restoreSchedule(entry, next);
      logger.error('scheduled sync not queued', { connectorId: entry.connector_id, reason: (error as Error).name });
      throw error;
    }
  }
  return { due: due.length, queued };
}
