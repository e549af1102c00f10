/**
 * Stripe's objects, as they arrive in webhook events or API answers, reduced to what the
 * service decides from. Shared by the Stripe adapter, the webhook and the local provider (which
 * builds events of the very same shape).
 */
import type Stripe from 'stripe';
import { PAID_PLANS, type PaidPlan } from './billing-account.js';
import type { SubscriptionState } from './subscription-sync.js';

export const isPaidPlan = (value: unknown): value is PaidPlan => PAID_PLANS.includes(value as PaidPlan);

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : value?.id);

/** Since API version 2025-03-31 the period lives on the subscription items; before, on the subscription. */
function periodEndOf(subscription: Stripe.Subscription): number | undefined {
  const item = subscription.items?.data?.[0] as { current_period_end?: number } | undefined;
  return item?.current_period_end ?? (subscription as unknown as { current_period_end?: number }).current_period_end;
}

export function subscriptionState(
  subscription: Stripe.Subscription,
  planOfPrice: (priceId: string | undefined) => PaidPlan | undefined,
): SubscriptionState {
  const priceId = subscription.items?.data?.[0]?.price?.id;
  const metaPlan = subscription.metadata?.plan;
  const plan = planOfPrice(priceId) ?? (isPaidPlan(metaPlan) ? metaPlan : undefined);
  const periodEnd = periodEndOf(subscription);
  const customerId = idOf(subscription.customer as string | { id: string });
  return {
    subscriptionId: subscription.id,
    status: subscription.status,
    cancelAtPeriodEnd: subscription.cancel_at_period_end === true || subscription.cancel_at != null,
    ...(plan ? { plan } : {}),
    ...(customerId ? { customerId } : {}),
    ...(periodEnd ? { periodEnd: new Date(periodEnd * 1000).toISOString() } : {}),
  };
}

/** The tenant a Stripe object names: our metadata, or the Checkout Session's client_reference_id. */
export function tenantIdOf(object: { metadata?: Stripe.Metadata | null; client_reference_id?: string | null }): string | undefined {
  return object.client_reference_id ?? object.metadata?.tenant_id ?? undefined;
}

export { idOf };
