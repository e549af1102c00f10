import { describe, expect, it } from 'vitest';
import { scheduledEvent } from '../../../lib/local/cron.js';
import { schedules } from '../../../functions/routes.js';
import { handler } from '../../../functions/scheduled/revert-due-plans.js';
import { api } from '../helpers/api.js';
import { createTenant } from '../helpers/tenants.js';
import { auditOf, balanceOf, checkOutInBrowser, submitForm } from './billing-helpers.js';

/**
 * Cancel keeps the plan through period_end; the scheduled handler (the very module the route
 * table schedules) reverts it to free once that time has come. Its clock is the ScheduledEvent's
 * `time`, which this test sets, invoking the handler in this process against the shared stack;
 * the plan is then checked over HTTP, where the stack reads it afresh on the next request.
 */
const spec = schedules.find((s) => s.handler === 'scheduled/revert-due-plans')!;
const runRevertsAt = (at: Date) => handler(scheduledEvent(spec, at) as never);

describe('cancel and the scheduled revert', () => {
  it('keeps pro until period_end, then reverts to free on the next request', async () => {
    // Prepare: a pro subscription through the local checkout
    const tenant = await createTenant('free');
    await checkOutInBrowser(tenant.key, 'pro');
    const { period_end } = await balanceOf(tenant.key);

    // Act
    const cancelled = await api('POST', '/billing/cancel', { key: tenant.key });
    const again = await api('POST', '/billing/cancel', { key: tenant.key });
    const afterCancel = await balanceOf(tenant.key);
    const early = await runRevertsAt(new Date(Date.parse(period_end) - 60_000));
    const afterEarly = await balanceOf(tenant.key);
    const due = await runRevertsAt(new Date(Date.parse(period_end) + 1_000));
    const next = await api('GET', '/billing/balance', { key: tenant.key });
    const rerun = await runRevertsAt(new Date(Date.parse(period_end) + 120_000));

    // Assess
    expect(cancelled.status).toBe(200);
    expect((cancelled.body as { detail: string }).detail).toContain(period_end);
    expect(again.body).toEqual(cancelled.body);
    expect(afterCancel.plan).toBe('pro');
    expect(afterEarly.plan).toBe('pro');
    expect(early.reverted).toBe(0);
    expect(due.reverted).toBeGreaterThanOrEqual(1);
    expect(next.body).toMatchObject({ plan: 'free', tokens_limit: 1_000 });
    expect(next.headers['x-ratelimit-limit']).toBe('100');
    expect(rerun.reverted).toBe(0);
    const changes = await auditOf(tenant.key, 'tenant.plan_changed');
    expect(changes.map((c) => [c.metadata.old_plan, c.metadata.new_plan, c.metadata.reason, c.actor])).toEqual([
      ['pro', 'free', 'cancellation_period_ended', 'scheduler'],
      ['free', 'pro', 'checkout_completed', 'billing:local'],
    ]);
    const scheduled = await auditOf(tenant.key, 'billing.cancellation_scheduled');
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0]?.metadata).toMatchObject({ plan: 'pro', period_end });
  });

  it('cancels from the local portal page through the webhook, with the same effect', async () => {
    const tenant = await createTenant('free');
    await checkOutInBrowser(tenant.key, 'enterprise');
    const portal = await api('POST', '/billing/portal', { key: tenant.key, body: {} });
    const page = await (await fetch((portal.body as { portal_url: string }).portal_url)).text();

    const submitted = await submitForm(page);
    const balance = await balanceOf(tenant.key);
    const cancelAgain = await api('POST', '/billing/cancel', { key: tenant.key });

    expect(submitted.status).toBe(200);
    expect(balance.plan).toBe('enterprise');
    expect((cancelAgain.body as { detail: string }).detail).toContain(balance.period_end);
    expect(await auditOf(tenant.key, 'billing.cancellation_scheduled')).toHaveLength(1);
  });

  it('answers 409 for a free tenant and keeps an operator-set paid plan through the billing period', async () => {
    const free = await createTenant('free');
    const pro = await createTenant('pro');

    const refused = await api('POST', '/billing/cancel', { key: free.key });
    const kept = await api('POST', '/billing/cancel', { key: pro.key });

    expect(refused.status).toBe(409);
    expect(kept.status).toBe(200);
    const { period_end } = await balanceOf(pro.key);
    expect((kept.body as { detail: string }).detail).toContain(period_end);
    await runRevertsAt(new Date(Date.parse(period_end) + 1_000));
    expect((await balanceOf(pro.key)).plan).toBe('free');
  });
});
