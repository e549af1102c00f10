import { describe, expect, it } from 'vitest';
import { createTenant } from '../helpers/tenants.js';
import { auditOf, balanceOf, postWebhook, signEvent, subscriptionObject } from './billing-helpers.js';

/**
 * POST /billing/webhook over HTTP with Stripe-shaped events signed by the SDK's test-header
 * helper (the local stack's provider verifies them with the same SDK call as Stripe's).
 */
const now = () => Math.floor(Date.now() / 1000);
const checkoutCompleted = (tenantId: string, plan: 'pro' | 'enterprise', subscriptionId: string) => ({
  id: `cs_${subscriptionId}`, object: 'checkout.session', mode: 'subscription', status: 'complete', payment_status: 'paid',
  customer: `cus_it_${tenantId}`, subscription: subscriptionId, client_reference_id: tenantId, metadata: { tenant_id: tenantId, plan },
});

describe('POST /billing/webhook', () => {
  it('answers 400 to a missing, wrong or stale signature, and changes nothing', async () => {
    const tenant = await createTenant('free');
    const object = checkoutCompleted(tenant.id, 'pro', `sub_sig_${tenant.id}`);
    const good = signEvent('checkout.session.completed', object);

    const missing = await postWebhook({ payload: good.payload });
    const wrongSecret = await postWebhook(signEvent('checkout.session.completed', object, { secret: 'whsec_not_ours' }));
    const tampered = await postWebhook({ payload: good.payload.replace('"pro"', '"enterprise"'), signature: good.signature });
    const stale = await postWebhook(signEvent('checkout.session.completed', object, { timestamp: now() - 600 }));

    for (const res of [missing, wrongSecret, tampered, stale]) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ detail: expect.any(String) });
    }
    expect((await balanceOf(tenant.key)).plan).toBe('free');
  });

  it('applies an event once: a replay is a no-op', async () => {
    const tenant = await createTenant('free');
    const upgrade = signEvent('checkout.session.completed', checkoutCompleted(tenant.id, 'enterprise', `sub_a_${tenant.id}`));
    const ended = signEvent('customer.subscription.deleted', subscriptionObject({ id: `sub_a_${tenant.id}`, tenantId: tenant.id, plan: 'enterprise', status: 'canceled' }), { created: now() + 1 });

    const first = await postWebhook(upgrade);
    await postWebhook(ended);
    const replay = await postWebhook(upgrade);

    expect(first.body).toEqual({ received: true, outcome: 'applied' });
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual({ received: true, outcome: 'duplicate' });
    expect((await balanceOf(tenant.key)).plan).toBe('free');
    const changes = await auditOf(tenant.key, 'tenant.plan_changed');
    expect(changes.map((c) => c.metadata.new_plan)).toEqual(['free', 'enterprise']);
    expect(changes[1]?.metadata).toMatchObject({ provider_event_id: upgrade.id, subscription_id: `sub_a_${tenant.id}` });
  });

  it('applies concurrent deliveries of one event exactly once', async () => {
    const tenant = await createTenant('free');
    const event = signEvent('checkout.session.completed', checkoutCompleted(tenant.id, 'pro', `sub_c_${tenant.id}`));

    const answers = await Promise.all(Array.from({ length: 5 }, () => postWebhook(event)));

    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const outcomes = answers.map((a) => (a.body as { outcome: string }).outcome).sort();
    expect(outcomes).toEqual(['applied', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
    expect(await auditOf(tenant.key, 'tenant.plan_changed')).toHaveLength(1);
  });

  it('never rolls a plan back with an event older than the state applied', async () => {
    const tenant = await createTenant('free');
    const id = `sub_o_${tenant.id}`;
    const t = now();
    const newer = signEvent('customer.subscription.updated', subscriptionObject({ id, tenantId: tenant.id, plan: 'enterprise' }), { created: t });
    const older = signEvent('customer.subscription.updated', subscriptionObject({ id, tenantId: tenant.id, plan: 'pro' }), { created: t - 30 });
    const olderEnd = signEvent('customer.subscription.deleted', subscriptionObject({ id, tenantId: tenant.id, plan: 'pro', status: 'canceled' }), { created: t - 20 });

    expect((await postWebhook(newer)).body).toMatchObject({ outcome: 'applied' });
    expect((await postWebhook(older)).body).toMatchObject({ outcome: 'stale' });
    expect((await postWebhook(olderEnd)).body).toMatchObject({ outcome: 'stale' });
    expect((await balanceOf(tenant.key)).plan).toBe('enterprise');
  });

  it('does not let an old subscription ending downgrade the tenant on a newer one', async () => {
    const tenant = await createTenant('free');
    const t = now();
    await postWebhook(signEvent('checkout.session.completed', checkoutCompleted(tenant.id, 'pro', `sub_old_${tenant.id}`), { created: t }));
    await postWebhook(signEvent('checkout.session.completed', checkoutCompleted(tenant.id, 'enterprise', `sub_new_${tenant.id}`), { created: t + 1 }));
    const oldEnds = signEvent('customer.subscription.deleted', subscriptionObject({ id: `sub_old_${tenant.id}`, tenantId: tenant.id, plan: 'pro', status: 'canceled' }), { created: t + 2 });

    expect((await postWebhook(oldEnds)).body).toMatchObject({ outcome: 'ignored' });
    expect((await balanceOf(tenant.key)).plan).toBe('enterprise');
  });

  it('keeps the plan on a failed payment and records it', async () => {
    const tenant = await createTenant('free');
    const subscriptionId = `sub_pf_${tenant.id}`;
    await postWebhook(signEvent('checkout.session.completed', checkoutCompleted(tenant.id, 'pro', subscriptionId)));
    const invoice = {
      id: `in_${tenant.id}`, object: 'invoice', customer: `cus_it_${tenant.id}`, attempt_count: 1, status: 'open',
      parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId, metadata: { tenant_id: tenant.id, plan: 'pro' } } },
    };

    const res = await postWebhook(signEvent('invoice.payment_failed', invoice));

    expect(res.body).toEqual({ received: true, outcome: 'applied' });
    expect((await balanceOf(tenant.key)).plan).toBe('pro');
    const failed = await auditOf(tenant.key, 'billing.payment_failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]?.metadata).toMatchObject({ plan: 'pro', invoice_id: invoice.id, subscription_id: subscriptionId, attempt_count: 1 });
  });

  it('acknowledges event types it does not act on, and events naming no tenant of ours', async () => {
    const unknownType = await postWebhook(signEvent('customer.created', { id: 'cus_x', object: 'customer' }));
    const noTenant = await postWebhook(signEvent('customer.subscription.updated', {
      ...subscriptionObject({ id: 'sub_nobody', tenantId: 'ten_nobody', plan: 'pro', customer: 'cus_nobody' }), metadata: {},
    }));
    const malformed = await postWebhook(signEvent('checkout.session.completed', { object: 'checkout.session', mode: 'payment' }));

    expect(unknownType.body).toEqual({ received: true, outcome: 'ignored' });
    expect(noTenant.body).toEqual({ received: true, outcome: 'ignored' });
    expect(malformed.body).toEqual({ received: true, outcome: 'ignored' });
  });
});
