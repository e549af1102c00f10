import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import {
  checkoutCompletedEvents,
  LocalBillingProvider,
  openSession,
  portalCancelEvent,
  signSession,
  type CheckoutSession,
} from '../../../shared/billing/local-provider.js';

const SECRET = 'whsec_unit_local';
const session: CheckoutSession = {
  kind: 'checkout', tenant_id: 'ten_1', customer_id: 'cus_local_ten_1', plan: 'pro',
  success_url: 'https://a.example/ok', cancel_url: 'https://a.example/no', exp: Math.floor(Date.now() / 1000) + 60,
};

describe('local provider sessions', () => {
  it('opens a session it signed, and nothing forged, re-signed with another secret or expired', () => {
    const token = signSession(session, SECRET);
    const [payload, mac] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...session, plan: 'enterprise' })).toString('base64url');

    expect(openSession(token, SECRET)).toEqual(session);
    expect(openSession(`${forged}.${mac}`, SECRET)).toBeUndefined();
    expect(openSession(signSession(session, 'whsec_other'), SECRET)).toBeUndefined();
    expect(openSession(`${payload}`, SECRET)).toBeUndefined();
    expect(openSession(token, SECRET, (session.exp + 1) * 1000)).toBeUndefined();
  });

  it('points checkout and portal at the local pages', async () => {
    const provider = new LocalBillingProvider({ pagesUrl: 'http://127.0.0.1:3000/local/billing', webhookSecret: SECRET });
    const checkout = new URL(await provider.createCheckout({
      tenantId: 'ten_1', customerId: 'cus_local_ten_1', plan: 'pro', successUrl: 'https://a.example/ok', cancelUrl: 'https://a.example/no',
    }));
    expect(checkout.pathname).toBe('/local/billing/checkout');
    expect(openSession(checkout.searchParams.get('session')!, SECRET)).toMatchObject({ kind: 'checkout', plan: 'pro', tenant_id: 'ten_1' });
    expect(provider.planOfPrice('price_local_enterprise')).toBe('enterprise');
    expect(provider.planOfPrice('price_local_free')).toBeUndefined();
  });
});

describe('local provider events', () => {
  it('signs Stripe-shaped events the SDK verifies: checkout completed, then the subscription', () => {
    const events = checkoutCompletedEvents(session, SECRET, new Date('2026-11-23T10:00:00Z'));
    const [completed, subscription] = events.map((e) => Stripe.webhooks.constructEvent(e.payload, e.signature, SECRET));

    expect(completed?.type).toBe('checkout.session.completed');
    expect(completed?.data.object).toMatchObject({ mode: 'subscription', client_reference_id: 'ten_1', metadata: { plan: 'pro' } });
    expect(subscription?.type).toBe('customer.subscription.updated');
    const item = (subscription?.data.object as Stripe.Subscription).items.data[0] as unknown as { current_period_end: number; price: { id: string } };
    expect(new Date(item.current_period_end * 1000).toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(item.price.id).toBe('price_local_pro');
    expect(() => Stripe.webhooks.constructEvent(events[0]!.payload, events[0]!.signature, 'whsec_other')).toThrow();
  });

  it('cancels at period end from the portal, and has nothing to cancel without a subscription', () => {
    const portal = { kind: 'portal' as const, tenant_id: 'ten_1', customer_id: 'cus_1', exp: session.exp };
    const withSubscription = { ...portal, subscription: { id: 'sub_local_1', plan: 'pro' as const, period_end: '2026-12-01T00:00:00.000Z', cancel_at_period_end: false } };
    const event = portalCancelEvent(withSubscription, SECRET)!;
    const parsed = Stripe.webhooks.constructEvent(event.payload, event.signature, SECRET);

    expect(portalCancelEvent(portal, SECRET)).toBeUndefined();
    expect(parsed.data.object).toMatchObject({ id: 'sub_local_1', cancel_at_period_end: true, status: 'active' });
  });
});
