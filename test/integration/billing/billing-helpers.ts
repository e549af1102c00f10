import Stripe from 'stripe';
import { inject } from 'vitest';
import { api, type ApiResponse } from '../helpers/api.js';

/**
 * The local stack's webhook signing secret: the global setup's process set it (lib/local/stack.ts)
 * before this worker was started, so the worker inherits it.
 */
export function webhookSecret(): string {
  const secret = process.env.BILLING_WEBHOOK_SECRET;
  if (!secret) throw new Error('BILLING_WEBHOOK_SECRET is not set: is the local stack running?');
  return secret;
}

let sequence = 0;

/** A Stripe-shaped event, signed with the SDK's own test-header helper. */
export function signEvent(
  type: string,
  object: Record<string, unknown>,
  options: { id?: string; created?: number; secret?: string; timestamp?: number } = {},
) {
  const id = options.id ?? `evt_it_${process.pid}_${Date.now()}_${++sequence}`;
  const payload = JSON.stringify({
    id, object: 'event', type, api_version: Stripe.API_VERSION, livemode: false, pending_webhooks: 1,
    created: options.created ?? Math.floor(Date.now() / 1000), data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload, secret: options.secret ?? webhookSecret(), ...(options.timestamp ? { timestamp: options.timestamp } : {}),
  });
  return { id, payload, signature };
}

export const postWebhook = (event: { payload: string; signature?: string }): Promise<ApiResponse> =>
  api('POST', '/billing/webhook', {
    rawBody: event.payload,
    headers: event.signature === undefined ? {} : { 'stripe-signature': event.signature },
  });

/** A subscription as Stripe's API (2025+ shape: the period on the item) describes it. */
export function subscriptionObject(input: {
  id: string; tenantId: string; plan: 'pro' | 'enterprise'; status?: string; cancelAtPeriodEnd?: boolean;
  periodEnd?: number; price?: string; customer?: string;
}) {
  const periodEnd = input.periodEnd ?? Math.floor(Date.now() / 1000) + 30 * 86_400;
  return {
    id: input.id, object: 'subscription', customer: input.customer ?? `cus_it_${input.tenantId}`, status: input.status ?? 'active',
    cancel_at_period_end: input.cancelAtPeriodEnd ?? false, cancel_at: null,
    metadata: { tenant_id: input.tenantId, plan: input.plan },
    items: {
      object: 'list',
      data: [{
        id: `si_${input.id}`, object: 'subscription_item', price: { id: input.price ?? `price_local_${input.plan}`, object: 'price' },
        current_period_start: periodEnd - 30 * 86_400, current_period_end: periodEnd,
      }],
    },
  };
}

export interface Balance { plan: string; tokens_used: number; tokens_limit: number; period_start: string; period_end: string }
export interface AuditEvent { event_type: string; actor: string; resource_id: string; metadata: Record<string, unknown> }

export const balanceOf = async (key: string) => (await api('GET', '/billing/balance', { key })).body as Balance;

export const auditOf = async (key: string, eventType: string) =>
  (await api('GET', '/audit', { key, query: { event_type: eventType } })).body as AuditEvent[];

/**
 * Completes a checkout the way a person does in a browser: POST /billing/checkout, open the
 * local provider's page, submit its form. Answers the page's redirect.
 */
export async function checkOutInBrowser(key: string, plan: 'pro' | 'enterprise' = 'pro') {
  const started = await api('POST', '/billing/checkout', {
    key, body: { plan, success_url: 'https://app.example.com/billing/done', cancel_url: 'https://app.example.com/billing' },
  });
  if (started.status !== 200) throw new Error(`checkout: ${started.status} ${JSON.stringify(started.body)}`);
  const checkoutUrl = (started.body as { checkout_url: string }).checkout_url;
  const page = await fetch(checkoutUrl);
  const html = await page.text();
  const done = await submitForm(html);
  return { checkoutUrl, page: { status: page.status, html }, done };
}

/** Submits the first form of a local billing page, as a browser would (no redirect following). */
export async function submitForm(html: string) {
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  const session = /name="session" value="([^"]+)"/.exec(html)?.[1];
  if (!action || !session) throw new Error('no form on the page');
  return fetch(`${inject('baseUrl')}${action}`, {
    method: 'POST', body: new URLSearchParams({ session }), redirect: 'manual',
  });
}
