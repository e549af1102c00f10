/**
 * The payment-provider port. Stripe (its official SDK) when the deployment has a Stripe secret
 * (`STRIPE_SECRET_KEY`, or on AWS `STRIPE_SECRET_NAME`, a Secrets Manager secret); otherwise the
 * local provider, which answers with pages of the local front and signs the same webhook events,
 * so every endpoint works offline. Both feed POST /billing/webhook, verified with the same SDK.
 */
import type { BillingAccount, PaidPlan } from './billing-account.js';
import type { SubscriptionState } from './subscription-sync.js';

export interface CheckoutInput {
  tenantId: string;
  customerId: string;
  plan: PaidPlan;
  successUrl: string;
  cancelUrl: string;
}

export interface BillingProvider {
  readonly name: 'stripe' | 'local';
  /** The provider customer of a tenant, created once (idempotently) on first need. */
  createCustomer(tenant: { id: string; name: string }): Promise<string>;
  /** A hosted checkout for a subscription to `plan`; answers its URL. */
  createCheckout(input: CheckoutInput): Promise<string>;
  /** A hosted portal session for the customer; answers its URL. */
  createPortal(input: { account: BillingAccount & { customer_id: string }; returnUrl?: string }): Promise<string>;
  /** Cancels the subscription at the end of its period; answers its state afterwards. */
  cancelAtPeriodEnd(account: BillingAccount & { subscription_id: string }): Promise<SubscriptionState>;
  /** The secret that signs webhook events (`whsec_...`). */
  webhookSecret(): Promise<string>;
  /** The paid plan a price id stands for (Stripe prices come from per-stage configuration). */
  planOfPrice(priceId: string | undefined): PaidPlan | undefined;
}

let chosen: Promise<BillingProvider> | undefined;

/** The provider of this process, chosen from its environment on first use. */
export function billingProvider(): Promise<BillingProvider> {
  chosen ??= (async () => {
    if (process.env.STRIPE_SECRET_KEY || process.env.STRIPE_SECRET_NAME) {
      const { stripeProviderFromEnv } = await import('./stripe-provider.js');
      return stripeProviderFromEnv();
    }
    const { localProviderFromEnv } = await import('./local-provider.js');
    return localProviderFromEnv();
  })();
  chosen.catch(() => (chosen = undefined));
  return chosen;
}
