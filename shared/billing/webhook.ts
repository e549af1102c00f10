/**
 * POST /billing/webhook: a Stripe event (from Stripe, or from the local provider's pages), its
 * `Stripe-Signature` verified by the SDK against the raw body, then applied once.
 */
import Stripe from 'stripe';
import { z } from 'zod';
import { badRequest } from '../http/errors.js';
import { tenantOfCustomer, type PaidPlan } from './billing-account.js';
import { billingProvider } from './provider.js';
import { idOf, isPaidPlan, subscriptionState, tenantIdOf } from './stripe-events.js';
import { applySubscriptionState, recordPaymentFailure, type ApplyOutcome } from './subscription-sync.js';

export const webhookResponse = z.object({
  received: z.literal(true),
  /** applied; duplicate (event id seen before); stale (older than the state applied); ignored. */
  outcome: z.enum(['applied', 'duplicate', 'stale', 'ignored']),
});
export type WebhookResponse = z.infer<typeof webhookResponse>;

/** Stripe's default: a signature older than five minutes is refused (replay protection). */
const TOLERANCE_SECONDS = 300;

export async function receiveWebhook(rawBody: Buffer, signature: string | undefined): Promise<WebhookResponse> {
  if (!signature) throw badRequest('Missing Stripe-Signature header.');
  const provider = await billingProvider();
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature, await provider.webhookSecret(), TOLERANCE_SECONDS);
  } catch {
    throw badRequest('Invalid or expired Stripe-Signature.');
  }
  return { received: true, outcome: await applyEvent(event, `billing:${provider.name}`, (price) => provider.planOfPrice(price)) };
}

async function applyEvent(
  event: Stripe.Event,
  actor: string,
  planOfPrice: (priceId: string | undefined) => PaidPlan | undefined,
): Promise<ApplyOutcome> {
  const base = { at: event.created, eventId: event.id, actor };
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const subscriptionId = idOf(session.subscription as string | { id: string } | null);
      const plan = session.metadata?.plan;
      if (session.mode !== 'subscription' || session.payment_status === 'unpaid' || !subscriptionId || !isPaidPlan(plan)) {
        return 'ignored';
      }
      const customerId = idOf(session.customer as string | { id: string } | null);
      const tenantId = tenantIdOf(session) ?? (customerId ? await tenantOfCustomer(customerId) : undefined);
      if (!tenantId) return 'ignored';
      const state = { subscriptionId, status: 'active', plan, cancelAtPeriodEnd: false, ...(customerId ? { customerId } : {}) };
      return (await applySubscriptionState(state, { ...base, tenantId, reason: 'checkout_completed' })).outcome;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      const state = subscriptionState(subscription, planOfPrice);
      if (event.type === 'customer.subscription.deleted') state.status = 'canceled';
      const tenantId = tenantIdOf(subscription) ?? (state.customerId ? await tenantOfCustomer(state.customerId) : undefined);
      if (!tenantId) return 'ignored';
      const reason = event.type === 'customer.subscription.deleted' ? 'subscription_deleted' : 'subscription_updated';
      return (await applySubscriptionState(state, { ...base, tenantId, reason })).outcome;
    }
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const details = invoice.parent?.subscription_details;
      const customerId = idOf(invoice.customer as string | { id: string } | null);
      const tenantId = details?.metadata?.tenant_id ?? (customerId ? await tenantOfCustomer(customerId) : undefined);
      if (!tenantId || !invoice.id) return 'ignored';
      const subscriptionId = idOf(details?.subscription as string | { id: string } | null | undefined);
      return (
        await recordPaymentFailure(
          { ...base, tenantId, reason: 'payment_failed' },
          { invoiceId: invoice.id, attemptCount: invoice.attempt_count, ...(subscriptionId ? { subscriptionId } : {}) },
        )
      ).outcome;
    }
    default:
      return 'ignored';
  }
}
