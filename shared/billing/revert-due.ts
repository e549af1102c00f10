import { logger } from '../observability/logger.js';
import { dueReverts } from './billing-account.js';
import { applyRevert } from './subscription-sync.js';

/**
 * Applies every revert to free that is due at `now` (the scheduled handler's clock). Each one is
 * conditional on the revert still being pending, so overlapping or repeated runs change nothing
 * twice; one tenant's failure does not stop the others (the next run retries it).
 */
export async function applyDueReverts(now: Date): Promise<{ due: number; reverted: number; failed: number }> {
  const due = await dueReverts(now);
  let reverted = 0;
  let failed = 0;
  for (const { tenantId, revertAt } of due) {
    try {
      if ((await applyRevert(tenantId, revertAt)).outcome === 'applied') reverted += 1;
    } catch (error) {
      failed += 1;
      logger.error('plan revert failed', { tenantId, error: (error as Error).name });
    }
  }
  return { due: due.length, reverted, failed };
}
