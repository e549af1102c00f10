/**
 * The offline provider: checkout and portal are small pages of the local front (lib/local/
 * billing-pages.ts). Their URLs carry a session signed with the webhook secret (so a page needs
 * no storage and cannot be forged), and completing one builds the Stripe-shaped events Stripe
 * would send, signed with the SDK, for the same POST /billing/webhook. Local subscriptions run
 * over the calendar-month billing period.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import Stripe from 'stripe';
import { billingPeriod } from './billing-period.js';
import type { BillingAccount, PaidPlan } from './billing-account.js';
import { serviceUnavailable } from './billing-errors.js';
import { isPaidPlan } from './stripe-events.js';
import type { BillingProvider, CheckoutInput } from './provider.js';
import type { SubscriptionState } from './subscription-sync.js';

/** A checkout or portal session is good for an hour, like Stripe's shortest. */
const SESSION_SECONDS = 3600;
const LOCAL_PRICE = (plan: PaidPlan) => `price_local_${plan}`;

export interface CheckoutSession {
  kind: 'checkout';
  tenant_id: string;
  customer_id: string;
  plan: PaidPlan;
  success_url: string;
  cancel_url: string;
  exp: number;
}

export interface PortalSession {
  kind: 'portal';
  tenant_id: string;
  customer_id: string;
  return_url?: string;
  subscription?: { id: string; plan: PaidPlan; period_end: string; cancel_at_period_end: boolean };
  exp: number;
}

export type LocalSession = CheckoutSession | PortalSession;

const b64 = (data: string | Buffer) => Buffer.from(data).toString('base64url');
const mac = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest();

export function signSession(session: LocalSession, secret: string): string {
  const payload = b64(JSON.stringify(session));
  return `${payload}.${b64(mac(secret, payload))}`;
}

/** The session a token carries, or undefined when it is forged, malformed or expired. */
export function openSession(token: string, secret: string, now = Date.now()): LocalSession | undefined {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  const expected = mac(secret, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const session = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as LocalSession;
    return session.exp * 1000 > now ? session : undefined;
  } catch {
    return undefined;
  }
}

export class LocalBillingProvider implements BillingProvider {
  readonly name = 'local' as const;

  constructor(private readonly settings: { pagesUrl: string; webhookSecret: string }) {}

  async createCustomer(tenant: { id: string }): Promise<string> {
    return `cus_local_${tenant.id}`;
  }

  async createCheckout(input: CheckoutInput): Promise<string> {
    const session: CheckoutSession = {
      kind: 'checkout', tenant_id: input.tenantId, customer_id: input.customerId, plan: input.plan,
      success_url: input.successUrl, cancel_url: input.cancelUrl, exp: expiry(),
    };
    return `${this.settings.pagesUrl}/checkout?session=${signSession(session, this.settings.webhookSecret)}`;
  }

  async createPortal(input: { account: BillingAccount & { customer_id: string }; returnUrl?: string }): Promise<string> {
    const { account } = input;
    const session: PortalSession = {
      kind: 'portal', tenant_id: account.tenant_id, customer_id: account.customer_id, exp: expiry(),
      ...(input.returnUrl ? { return_url: input.returnUrl } : {}),
      ...(account.subscription_id && account.subscription_plan && account.period_end
        ? {
            subscription: {
              id: account.subscription_id, plan: account.subscription_plan, period_end: account.period_end,
              cancel_at_period_end: account.cancel_at_period_end === true,
            },
          }
        : {}),
    };
    return `${this.settings.pagesUrl}/portal?session=${signSession(session, this.settings.webhookSecret)}`;
  }

  /** What Stripe's API would answer: the same subscription, now cancelling at period end. */
  async cancelAtPeriodEnd(account: BillingAccount & { subscription_id: string }): Promise<SubscriptionState> {
    return {
      subscriptionId: account.subscription_id,
      status: 'active',
      cancelAtPeriodEnd: true,
      ...(account.subscription_plan ? { plan: account.subscription_plan } : {}),
      ...(account.customer_id ? { customerId: account.customer_id } : {}),
      periodEnd: account.period_end ?? billingPeriod().end,
    };
  }

  async webhookSecret(): Promise<string> {
    return this.settings.webhookSecret;
  }

  planOfPrice(priceId: string | undefined): PaidPlan | undefined {
    const plan = priceId?.startsWith('price_local_') ? priceId.slice('price_local_'.length) : undefined;
    return isPaidPlan(plan) ? plan : undefined;
  }
}

const expiry = () => Math.floor(Date.now() / 1000) + SESSION_SECONDS;

/** `LOCAL_BILLING_URL` (the front's `/local/billing`) and `BILLING_WEBHOOK_SECRET`, set by the local stack. */
export function localProviderFromEnv(env: NodeJS.ProcessEnv = process.env): LocalBillingProvider {
  const pagesUrl = env.LOCAL_BILLING_URL;
  const webhookSecret = env.BILLING_WEBHOOK_SECRET;
  // On AWS without Stripe settings there are no local pages: billing is simply not available.
  if (!pagesUrl || !webhookSecret) throw serviceUnavailable('Billing is not configured for this deployment.');
  return new LocalBillingProvider({ pagesUrl, webhookSecret });
}

// ---------------------------------------------------------------- events the local pages send

export interface SignedEvent {
  id: string;
  type: string;
  payload: string;
  signature: string;
}

function localSubscription(
  tenantId: string, customerId: string, subscriptionId: string, plan: PaidPlan, periodEnd: string, cancelAtPeriodEnd: boolean, now: Date,
) {
  const period = billingPeriod(now);
  return {
    id: subscriptionId,
    object: 'subscription',
    customer: customerId,
    status: 'active',
    cancel_at_period_end: cancelAtPeriodEnd,
    cancel_at: cancelAtPeriodEnd ? Math.floor(Date.parse(periodEnd) / 1000) : null,
    metadata: { tenant_id: tenantId, plan },
    items: {
      object: 'list',
      data: [{
        id: `si_local_${subscriptionId.slice('sub_local_'.length)}`,
        object: 'subscription_item',
        price: { id: LOCAL_PRICE(plan), object: 'price' },
        current_period_start: Math.floor(Date.parse(period.start) / 1000),
        current_period_end: Math.floor(Date.parse(periodEnd) / 1000),
      }],
    },
  };
}

function signed(type: string, object: unknown, secret: string, now: Date): SignedEvent {
  const id = `evt_local_${randomBytes(12).toString('hex')}`;
  const payload = JSON.stringify({
    id, object: 'event', type, api_version: Stripe.API_VERSION, created: Math.floor(now.getTime() / 1000),
    livemode: false, pending_webhooks: 1, data: { object },
  });
  return { id, type, payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

/** A completed checkout: the session, then its new subscription (as Stripe sends them). */
export function checkoutCompletedEvents(session: CheckoutSession, secret: string, now = new Date()): SignedEvent[] {
  const subscriptionId = `sub_local_${randomBytes(8).toString('hex')}`;
  const periodEnd = billingPeriod(now).end;
  const metadata = { tenant_id: session.tenant_id, plan: session.plan };
  const checkout = {
    id: `cs_local_${randomBytes(8).toString('hex')}`, object: 'checkout.session', mode: 'subscription', status: 'complete',
    payment_status: 'paid', customer: session.customer_id, subscription: subscriptionId,
    client_reference_id: session.tenant_id, metadata,
  };
  const subscription = localSubscription(session.tenant_id, session.customer_id, subscriptionId, session.plan, periodEnd, false, now);
  return [
    signed('checkout.session.completed', checkout, secret, now),
    signed('customer.subscription.updated', subscription, secret, now),
  ];
}

/** The portal's "cancel at period end". */
export function portalCancelEvent(session: PortalSession, secret: string, now = new Date()): SignedEvent | undefined {
  const sub = session.subscription;
  if (!sub) return undefined;
  const subscription = localSubscription(session.tenant_id, session.customer_id, sub.id, sub.plan, sub.period_end, true, now);
  return signed('customer.subscription.updated', subscription, secret, now);
}
