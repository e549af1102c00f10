import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { subscriptionState, tenantIdOf } from '../../../shared/billing/stripe-events.js';

const planOfPrice = (price: string | undefined) => (price === 'price_pro' ? ('pro' as const) : undefined);
const subscription = (extra: Record<string, unknown> = {}) =>
  ({
    id: 'sub_1', object: 'subscription', status: 'active', customer: 'cus_1', cancel_at_period_end: false, cancel_at: null,
    metadata: { tenant_id: 'ten_1' },
    items: { object: 'list', data: [{ price: { id: 'price_pro' }, current_period_end: 1_800_000_000 }] },
    ...extra,
  }) as unknown as Stripe.Subscription;

describe('subscriptionState', () => {
  it('takes the plan from the configured price, the period from the item (API 2025-03-31 and later)', () => {
    expect(subscriptionState(subscription(), planOfPrice)).toEqual({
      subscriptionId: 'sub_1', status: 'active', plan: 'pro', customerId: 'cus_1', cancelAtPeriodEnd: false,
      periodEnd: new Date(1_800_000_000_000).toISOString(),
    });
  });

  it('falls back to our metadata plan and to the older subscription-level period', () => {
    const old = subscription({
      metadata: { tenant_id: 'ten_1', plan: 'enterprise' }, current_period_end: 1_700_000_000,
      items: { object: 'list', data: [{ price: { id: 'price_unknown' } }] },
    });
    expect(subscriptionState(old, planOfPrice)).toMatchObject({ plan: 'enterprise', periodEnd: new Date(1_700_000_000_000).toISOString() });
  });

  it('reads a scheduled cancellation either way Stripe states it, and ignores foreign plans', () => {
    expect(subscriptionState(subscription({ cancel_at: 1_800_000_000 }), planOfPrice).cancelAtPeriodEnd).toBe(true);
    expect(subscriptionState(subscription({ cancel_at_period_end: true }), planOfPrice).cancelAtPeriodEnd).toBe(true);
    const foreign = subscription({ metadata: { plan: 'gold' }, items: { object: 'list', data: [{ price: { id: 'price_x' } }] } });
    expect(subscriptionState(foreign, planOfPrice).plan).toBeUndefined();
  });

  it('finds the tenant from client_reference_id or metadata', () => {
    expect(tenantIdOf({ client_reference_id: 'ten_a', metadata: { tenant_id: 'ten_b' } })).toBe('ten_a');
    expect(tenantIdOf({ metadata: { tenant_id: 'ten_b' } })).toBe('ten_b');
    expect(tenantIdOf({ metadata: {} })).toBeUndefined();
  });
});
