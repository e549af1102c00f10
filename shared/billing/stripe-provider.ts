/**
 * The Stripe adapter of the billing port, on Stripe's official SDK. Customers are created once
 * per tenant with an idempotency key; checkout is a subscription-mode Checkout Session whose
 * metadata names the tenant and plan (so events find them); cancellation is at period end.
 */
import Stripe from 'stripe';
import { isPaidPlan, subscriptionState } from './stripe-events.js';
import type { BillingProvider, CheckoutInput } from './provider.js';
import type { BillingAccount, PaidPlan } from './billing-account.js';
import { serviceUnavailable } from './billing-errors.js';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Price ids per paid plan (per stage); a plan without one cannot be bought. */
  prices: Partial<Record<PaidPlan, string>>;
  /** Another API host, e.g. a stand-in server in tests: `http://127.0.0.1:12111`. */
  apiUrl?: string;
}

export class StripeBillingProvider implements BillingProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    const api = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: 10_000,
      appInfo: { name: 'pii-redaction-service' },
      ...(api
        ? { host: api.hostname, port: api.port || (api.protocol === 'https:' ? 443 : 80), protocol: api.protocol.replace(':', '') as 'http' | 'https' }
        : {}),
    });
  }

  async createCustomer(tenant: { id: string; name: string }): Promise<string> {
    const customer = await this.stripe.customers.create(
      { name: tenant.name, metadata: { tenant_id: tenant.id } },
      // Retries and racing requests of the same tenant get the same customer (Stripe keeps keys 24 h).
      { idempotencyKey: `tenant-customer-${tenant.id}` },
    );
    return customer.id;
  }

  async createCheckout(input: CheckoutInput): Promise<string> {
    const price = this.settings.prices[input.plan];
    if (!price) throw serviceUnavailable(`The ${input.plan} plan has no price configured for this deployment.`);
    const metadata = { tenant_id: input.tenantId, plan: input.plan };
    const session = await this.stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: input.customerId,
      client_reference_id: input.tenantId,
      line_items: [{ price, quantity: 1 }],
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      metadata,
      subscription_data: { metadata },
    });
    if (!session.url) throw new Error('Stripe answered a Checkout Session without a URL');
    return session.url;
  }

  async createPortal(input: { account: BillingAccount & { customer_id: string }; returnUrl?: string }): Promise<string> {
    const session = await this.stripe.billingPortal.sessions.create({
      customer: input.account.customer_id,
      ...(input.returnUrl ? { return_url: input.returnUrl } : {}),
    });
    return session.url;
  }

  async cancelAtPeriodEnd(account: BillingAccount & { subscription_id: string }) {
    const subscription = await this.stripe.subscriptions.update(account.subscription_id, { cancel_at_period_end: true });
    return subscriptionState(subscription, (price) => this.planOfPrice(price));
  }

  async webhookSecret(): Promise<string> {
    return this.settings.webhookSecret;
  }

  planOfPrice(priceId: string | undefined): PaidPlan | undefined {
    if (!priceId) return undefined;
    const found = Object.entries(this.settings.prices).find(([, id]) => id === priceId)?.[0];
    return isPaidPlan(found) ? found : undefined;
  }
}

/**
 * Settings from the environment: `STRIPE_SECRET_KEY` and `STRIPE_WEBHOOK_SECRET` directly (local
 * runs), or on AWS `STRIPE_SECRET_NAME`, a Secrets Manager secret holding
 * `{"secret_key": "sk_...", "webhook_secret": "whsec_..."}`, read once per cold start, so no
 * secret is in the template or the function's configuration. Prices: `STRIPE_PRICE_PRO`,
 * `STRIPE_PRICE_ENTERPRISE`.
 */
export async function stripeProviderFromEnv(env: NodeJS.ProcessEnv = process.env): Promise<StripeBillingProvider> {
  let secretKey = env.STRIPE_SECRET_KEY;
  let webhookSecret = env.STRIPE_WEBHOOK_SECRET;
  if (env.STRIPE_SECRET_NAME && (!secretKey || !webhookSecret)) {
    const { SecretsManagerClient, GetSecretValueCommand } = await import('@aws-sdk/client-secrets-manager');
    const client = new SecretsManagerClient({});
    const out = await client.send(new GetSecretValueCommand({ SecretId: env.STRIPE_SECRET_NAME }));
    client.destroy();
    const stored = JSON.parse(out.SecretString ?? '{}') as { secret_key?: string; webhook_secret?: string };
    secretKey ??= stored.secret_key;
    webhookSecret ??= stored.webhook_secret;
  }
  if (!secretKey || !webhookSecret) {
    throw new Error('Stripe is configured without both a secret key and a webhook signing secret');
  }
  return new StripeBillingProvider({
    secretKey,
    webhookSecret,
    prices: {
      ...(env.STRIPE_PRICE_PRO ? { pro: env.STRIPE_PRICE_PRO } : {}),
      ...(env.STRIPE_PRICE_ENTERPRISE ? { enterprise: env.STRIPE_PRICE_ENTERPRISE } : {}),
    },
    ...(env.STRIPE_API_URL ? { apiUrl: env.STRIPE_API_URL } : {}),
  });
}
