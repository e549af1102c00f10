/**
 * The tenant-facing billing actions: checkout, portal and cancel. Each goes through the provider
 * port, so the same code serves Stripe and the local provider.
 */
import { z } from 'zod';
import { conflict } from '../http/errors.js';
import type { Plan } from '../tenancy/plans.js';
import type { Tenant } from '../tenancy/tenant-repository.js';
import { linkCustomer, readBillingAccount, type BillingAccount, type PaidPlan } from './billing-account.js';
import { callProvider } from './billing-errors.js';
import { billingPeriod } from './billing-period.js';
import { billingProvider, type BillingProvider } from './provider.js';
import { applySubscriptionState, scheduleRevert } from './subscription-sync.js';

/** Where the provider sends the browser back: absolute http(s) URLs only. */
export const returnUrl = z
  .string()
  .max(2048)
  .refine((value) => {
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, 'must be an absolute http(s) URL');

export const checkoutRequest = z.strictObject({
  plan: z.enum(['pro', 'enterprise']),
  success_url: returnUrl,
  cancel_url: returnUrl,
});
export const checkoutResponse = z.object({ checkout_url: z.string() });
export const portalRequest = z.strictObject({ return_url: returnUrl.optional() });
export const portalResponse = z.object({ portal_url: z.string() });
export const cancelResponse = z.object({ detail: z.string() });

/** Subscription statuses in which the tenant has a running subscription to manage. */
const RUNNING = new Set(['active', 'trialing', 'past_due']);
const hasRunningSubscription = (account: BillingAccount) =>
  account.subscription_id !== undefined && RUNNING.has(account.subscription_status ?? 'active');

async function ensureCustomer(provider: BillingProvider, tenant: Tenant, account: BillingAccount): Promise<string> {
  if (account.customer_id) return account.customer_id;
  const created = await callProvider('create customer', () => provider.createCustomer(tenant));
  return linkCustomer(tenant.id, created);
}

export async function startCheckout(
  tenant: Tenant,
  input: { plan: PaidPlan; success_url: string; cancel_url: string },
): Promise<z.infer<typeof checkoutResponse>> {
  const account = await readBillingAccount(tenant.id);
  if (hasRunningSubscription(account)) {
    throw conflict(
      `This tenant already has a ${account.subscription_plan ?? 'paid'} subscription; change or cancel it through POST /billing/portal.`,
    );
  }
  const provider = await billingProvider();
  const customerId = await ensureCustomer(provider, tenant, account);
  const url = await callProvider('create checkout', () =>
    provider.createCheckout({
      tenantId: tenant.id, customerId, plan: input.plan, successUrl: input.success_url, cancelUrl: input.cancel_url,
    }),
  );
  return { checkout_url: url };
}

export async function openPortal(tenant: Tenant, input: { return_url?: string }): Promise<z.infer<typeof portalResponse>> {
  const account = await readBillingAccount(tenant.id);
  const provider = await billingProvider();
  const customerId = await ensureCustomer(provider, tenant, account);
  const url = await callProvider('create portal session', () =>
    provider.createPortal({ account: { ...account, customer_id: customerId }, ...(input.return_url ? { returnUrl: input.return_url } : {}) }),
  );
  return { portal_url: url };
}

const stays = (plan: Plan, until: string) =>
  `The ${plan} plan stays active until ${until}, the end of its current period; then the tenant reverts to the free plan.`;

/**
 * Cancels at period end: the plan stays until then, and the scheduled revert (or the provider's
 * own end-of-subscription event) moves the tenant to free. Cancelling again answers the same.
 * A paid plan without a subscription (set by an operator) stays until the billing period ends.
 */
export async function cancelSubscription(tenant: Tenant, actor: string): Promise<z.infer<typeof cancelResponse>> {
  if (tenant.plan === 'free') throw conflict('The free plan has no subscription to cancel.');
  const account = await readBillingAccount(tenant.id);
  if (account.revert_at) return { detail: stays(tenant.plan, account.revert_at) };
  const at = Math.max(Math.floor(Date.now() / 1000), account.state_at ?? 0);
  if (hasRunningSubscription(account)) {
    const provider = await billingProvider();
    const subscription = { ...account, subscription_id: account.subscription_id! };
    const state = await callProvider('cancel subscription', () => provider.cancelAtPeriodEnd(subscription));
    const result = await applySubscriptionState(state, { tenantId: tenant.id, at, actor, reason: 'cancel_requested', keepPlan: true });
    const until = result.account?.revert_at ?? state.periodEnd ?? account.period_end;
    if (until) return { detail: stays(result.plan ?? tenant.plan, until) };
  }
  const until = billingPeriod().end;
  const result = await scheduleRevert(tenant.id, until, { at, actor });
  return { detail: stays(result.plan ?? tenant.plan, result.account?.revert_at ?? until) };
}
