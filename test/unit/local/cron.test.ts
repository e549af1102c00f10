import type { ScheduledEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import type { ScheduleSpec } from '../../../functions/routes.js';
import { startCron } from '../../../lib/local/cron.js';

describe('local cron (EventBridge schedules)', () => {
  it('ticks each schedule in UTC with a ScheduledEvent and stops cleanly', async () => {
    // Prepare: a seconds-level pattern so the test does not wait for a minute boundary
    const schedule: ScheduleSpec = { handler: 'jobs/sweep-expired', operation: 'SweepExpired', cron: '* * * * * *' };
    const events: ScheduledEvent[] = [];
    const loaded: string[] = [];
    const cron = startCron([schedule], {
      load: async (handler) => {
        loaded.push(handler);
        return async (event: ScheduledEvent) => void events.push(event);
      },
    });

    // Act
    await new Promise((r) => setTimeout(r, 2300));
    cron.stop();
    const count = events.length;
    await new Promise((r) => setTimeout(r, 1200));

    // Assess
    expect(count).toBeGreaterThanOrEqual(2);
    expect(events.length).toBe(count);
    expect(loaded.every((h) => h === 'jobs/sweep-expired')).toBe(true);
    expect(events[0]).toMatchObject({
      version: '0',
      'detail-type': 'Scheduled Event',
      source: 'aws.events',
      account: '000000000000',
      region: 'us-east-1',
      resources: ['arn:aws:events:us-east-1:000000000000:rule/pii-local-SweepExpired'],
      detail: {},
    });
    expect(events[0]!.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
  });

  it('keeps ticking after a failed run and reports the failure', async () => {
    const logged: string[] = [];
    let runs = 0;
    const cron = startCron([{ handler: 'x', operation: 'Flaky', cron: '* * * * * *' }], {
      load: async () => async () => {
        runs++;
        throw new Error('boom');
      },
      log: (line) => logged.push(line),
    });
    await new Promise((r) => setTimeout(r, 2300));
    cron.stop();
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(logged[0]).toContain('[cron] Flaky failed: boom');
  });

  it('accepts the route table’s five-field patterns, read in UTC', async () => {
    const cron = startCron([{ handler: 'x', operation: 'Nightly', cron: '0 3 * * *' }], { load: async () => async () => undefined });
    const next = cron.nextRuns().Nightly!;
    cron.stop();
    expect(next.toISOString()).toMatch(/T03:00:00\.000Z$/);
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3600 * 1000);
  });
});
