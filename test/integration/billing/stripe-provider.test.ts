/**
 * The Stripe adapter on the official SDK, against a local HTTP server standing in for Stripe's API
 * (stripe-standin.ts): the one stand-in here, because Stripe cannot be reached from this machine.
 * Everything else is real: the use cases write the shared local stack's DynamoDB, events are
 * signed with the SDK's own test-header helper, and plans are read back over HTTP.
 */
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBillingAccount } from '../../../shared/billing/billing-account.js';
import { StripeBillingProvider } from '../../../shared/billing/stripe-provider.js';
import { cancelSubscription, openPortal, startCheckout } from '../../../shared/billing/subscription-actions.js';
import { receiveWebhook } from '../../../shared/billing/webhook.js';
import { HttpError } from '../../../shared/http/errors.js';
import { getTenant } from '../../../shared/tenancy/tenant-repository.js';
import { createTenant } from '../helpers/tenants.js';
import { auditOf, balanceOf, subscriptionObject } from './billing-helpers.js';
import { startStripeStandIn, type StripeStandIn } from './stripe-standin.js';

const SECRET_KEY = 'sk_test_standin_0000';
const WEBHOOK_SECRET = 'whsec_standin_0000';
const PRO_PRICE = 'price_pro_standin';
const STRIPE_ENV = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_PRO', 'STRIPE_API_URL'] as const;

let standIn: StripeStandIn;
let provider: StripeBillingProvider;
beforeAll(async () => {
  standIn = await startStripeStandIn();
  provider = new StripeBillingProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, prices: { pro: PRO_PRICE }, apiUrl: standIn.url });
  // This worker's billing provider (chosen from the environment on first use) is Stripe.
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_PRICE_PRO: PRO_PRICE, STRIPE_API_URL: standIn.url,
  });
});
afterAll(async () => {
  for (const name of STRIPE_ENV) delete process.env[name];
  await standIn.close();
});

const signed = (type: string, object: unknown, created = Math.floor(Date.now() / 1000)) => {
  const payload = JSON.stringify({ id: `evt_standin_${type}_${created}_${Math.random()}`, object: 'event', type, created, api_version: Stripe.API_VERSION, data: { object } });
  return { raw: Buffer.from(payload), signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) };
};

describe('the Stripe adapter', () => {
  it('creates a customer once per tenant (idempotency key) and a subscription-mode Checkout Session', async () => {
    standIn.calls.length = 0;
    const first = await provider.createCustomer({ id: 'ten_a', name: 'Acme' });
    const again = await provider.createCustomer({ id: 'ten_a', name: 'Acme' });
    const url = await provider.createCheckout({
      tenantId: 'ten_a', customerId: first, plan: 'pro', successUrl: 'https://a.example/ok', cancelUrl: 'https://a.example/no',
    });

    expect(again).toBe(first);
    const [c1, c2, session] = standIn.calls;
    expect(c1?.headers['idempotency-key']).toBe('tenant-customer-ten_a');
    expect(c2?.headers['idempotency-key']).toBe('tenant-customer-ten_a');
    expect(c1?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(c1?.headers['stripe-version']).toBe(Stripe.API_VERSION);
    expect(session?.path).toBe('/v1/checkout/sessions');
    expect(session?.form).toMatchObject({
      mode: 'subscription', customer: first, client_reference_id: 'ten_a',
      'line_items[0][price]': PRO_PRICE, 'line_items[0][quantity]': '1',
      success_url: 'https://a.example/ok', cancel_url: 'https://a.example/no',
      'metadata[tenant_id]': 'ten_a', 'metadata[plan]': 'pro',
      'subscription_data[metadata][tenant_id]': 'ten_a', 'subscription_data[metadata][plan]': 'pro',
    });
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_standin_/);
  });

  it('refuses a plan without a configured price (503) and maps prices back to plans', async () => {
    const error = await provider
      .createCheckout({ tenantId: 'ten_a', customerId: 'cus_x', plan: 'enterprise', successUrl: 'https://a.example', cancelUrl: 'https://a.example' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(503);
    expect(provider.planOfPrice(PRO_PRICE)).toBe('pro');
    expect(provider.planOfPrice('price_someone_else')).toBeUndefined();
  });

  it('runs checkout → events → cancel at period end → deleted through the use cases', async () => {
    // Prepare
    const created = await createTenant('free');
    const tenant = (await getTenant(created.id))!;
    standIn.calls.length = 0;

    // Act: checkout (customer created and linked), then Stripe's events, signed as Stripe signs them
    const { checkout_url } = await startCheckout(tenant, { plan: 'pro', success_url: 'https://a.example/ok', cancel_url: 'https://a.example/no' });
    const { portal_url } = await openPortal(tenant, { return_url: 'https://a.example/back' });
    const account = await readBillingAccount(tenant.id);
    const subscriptionId = `sub_standin_${tenant.id}`;
    const subscription = subscriptionObject({ id: subscriptionId, tenantId: tenant.id, plan: 'pro', price: PRO_PRICE, customer: account.customer_id!, periodEnd: standIn.periodEnd });
    const withoutPlanMetadata = { ...subscription, metadata: { tenant_id: tenant.id } }; // the price decides the plan
    const t = Math.floor(Date.now() / 1000);
    const completed = signed('checkout.session.completed', {
      id: 'cs_test_x', object: 'checkout.session', mode: 'subscription', payment_status: 'paid', customer: account.customer_id,
      subscription: subscriptionId, client_reference_id: tenant.id, metadata: { tenant_id: tenant.id, plan: 'pro' },
    }, t);
    const applied = [await receiveWebhook(completed.raw, completed.signature)];
    const updated = signed('customer.subscription.updated', withoutPlanMetadata, t + 1);
    applied.push(await receiveWebhook(updated.raw, updated.signature));
    const afterCheckout = await balanceOf(created.key); // over HTTP: the stack process sees it at once
    const cancelled = await cancelSubscription((await getTenant(tenant.id))!, 'pk_test_abcd…');
    const afterCancel = await balanceOf(created.key);
    const deleted = signed('customer.subscription.deleted', { ...withoutPlanMetadata, status: 'canceled' }, standIn.periodEnd);
    applied.push(await receiveWebhook(deleted.raw, deleted.signature));
    const afterPeriod = await balanceOf(created.key);

    // Assess
    expect(checkout_url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    expect(portal_url).toBe('https://billing.stripe.com/p/session/test_standin');
    expect(account.customer_id).toMatch(/^cus_standin_/);
    expect(standIn.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /v1/customers', 'POST /v1/checkout/sessions', 'POST /v1/billing_portal/sessions', `POST /v1/subscriptions/${subscriptionId}`,
    ]);
    expect(standIn.calls[2]?.form).toEqual({ customer: account.customer_id, return_url: 'https://a.example/back' });
    expect(standIn.calls[3]?.form).toEqual({ cancel_at_period_end: 'true' });
    expect(applied.map((a) => a.outcome)).toEqual(['applied', 'applied', 'applied']);
    expect(afterCheckout.plan).toBe('pro');
    const periodEndIso = new Date(standIn.periodEnd * 1000).toISOString();
    expect(cancelled.detail).toContain(periodEndIso);
    expect(afterCancel.plan).toBe('pro');
    expect(afterPeriod).toMatchObject({ plan: 'free', tokens_limit: 1_000 });
    const changes = await auditOf(created.key, 'tenant.plan_changed');
    expect(changes.map((c) => [c.actor, c.metadata.old_plan, c.metadata.new_plan, c.metadata.reason])).toEqual([
      ['billing:stripe', 'pro', 'free', 'subscription_deleted'],
      ['billing:stripe', 'free', 'pro', 'checkout_completed'],
    ]);
  });

  it('refuses an event signed with another secret', async () => {
    const payload = JSON.stringify({ id: 'evt_forged', object: 'event', type: 'customer.created', created: 1, data: { object: {} } });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    await expect(receiveWebhook(Buffer.from(payload), signature)).rejects.toMatchObject({ status: 400 });
  });
});
