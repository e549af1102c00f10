import { describe, expect, it } from 'vitest';
import { api } from '../helpers/api.js';
import { awaitFreshMinute, createKey, createTenant } from '../helpers/tenants.js';
import { auditOf, balanceOf, checkOutInBrowser } from './billing-helpers.js';

/**
 * The local provider end to end, over HTTP: checkout page → signed events → POST /billing/webhook
 * → the plan, on the very next request (rate limit, allowance, balance).
 */
describe('checkout with the local provider', () => {
  it('moves a free tenant to pro: the 101st request in the same minute is no longer 429', async () => {
    // Prepare: a free tenant that has used its 100 requests of this minute
    const tenant = await createTenant('free');
    const billingAdmin = await createKey(tenant.key, { role: 'admin', mode: 'test', name: 'billing' });
    await awaitFreshMinute(12);
    // Up to the limit (creating the second key may already count in this window).
    for (let remaining = 100; remaining > 0; ) {
      const res = await api('GET', '/billing/balance', { key: tenant.key });
      expect(res.status).toBe(200);
      expect(res.headers['x-ratelimit-limit']).toBe('100');
      remaining = Number(res.headers['x-ratelimit-remaining']);
    }
    const refused = await api('GET', '/billing/balance', { key: tenant.key });
    expect(refused.status).toBe(429);

    // Act: another admin key starts the checkout (limits are per key); a person completes it in a
    // browser (the pages need no API key)
    const { checkoutUrl, page, done } = await checkOutInBrowser(billingAdmin.key, 'pro');

    // Assess
    expect(new URL(checkoutUrl).pathname).toBe('/local/billing/checkout');
    expect(page.status).toBe(200);
    expect(page.html).toContain('Subscribe to pro');
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('https://app.example.com/billing/done');
    const next = await api('GET', '/billing/balance', { key: tenant.key }); // the 101st of this key
    expect(next.status).toBe(200);
    expect(next.headers['x-ratelimit-limit']).toBe('1000');
    expect(next.body).toMatchObject({ plan: 'pro', tokens_limit: 100_000 });
    const changes = await auditOf(tenant.key, 'tenant.plan_changed');
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      actor: 'billing:local', resource_id: tenant.id,
      metadata: { old_plan: 'free', new_plan: 'pro', reason: 'checkout_completed' },
    });
  });

  it('refuses a second checkout while a subscription runs, and shows the plan in the portal', async () => {
    const tenant = await createTenant('free');
    await checkOutInBrowser(tenant.key, 'enterprise');
    expect((await balanceOf(tenant.key)).plan).toBe('enterprise');

    const again = await api('POST', '/billing/checkout', {
      key: tenant.key, body: { plan: 'pro', success_url: 'https://a.example/ok', cancel_url: 'https://a.example/no' },
    });
    const portal = await api('POST', '/billing/portal', { key: tenant.key, body: { return_url: 'https://a.example/back' } });
    const page = await fetch((portal.body as { portal_url: string }).portal_url);

    expect(again.status).toBe(409);
    expect((again.body as { detail: string }).detail).toContain('/billing/portal');
    expect(portal.status).toBe(200);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Plan <b>enterprise</b>, renews on');
  });

  it('validates the request: plans, http(s) URLs, unknown fields, admin keys', async () => {
    const tenant = await createTenant('free');
    const member = await api('POST', '/api-keys', { key: tenant.key, body: { name: 'm', role: 'member' } });
    const memberKey = (member.body as { key: string }).key;
    const post = (key: string, body: unknown) => api('POST', '/billing/checkout', { key, body });
    const ok = { plan: 'pro', success_url: 'https://a.example/ok', cancel_url: 'http://localhost:8080/no' };

    const free = await post(tenant.key, { ...ok, plan: 'free' });
    const ftp = await post(tenant.key, { ...ok, success_url: 'ftp://a.example/ok' });
    const relative = await post(tenant.key, { ...ok, cancel_url: '/billing' });
    const extra = await post(tenant.key, { ...ok, coupon: 'X' });
    const missing = await post(tenant.key, { plan: 'pro' });
    const byMember = await post(memberKey, ok);
    const portalBad = await api('POST', '/billing/portal', { key: tenant.key, body: { return_url: 'javascript:alert(1)' } });

    expect(free.status).toBe(422);
    expect(ftp.status).toBe(422);
    expect((ftp.body as { errors: { loc: string[] }[] }).errors[0]?.loc).toEqual(['body', 'success_url']);
    expect(relative.status).toBe(422);
    expect(extra.status).toBe(422);
    expect(missing.status).toBe(422);
    expect(byMember.status).toBe(403);
    expect(portalBad.status).toBe(422);
  });

  it('rejects a tampered checkout session on the local page', async () => {
    const tenant = await createTenant('free');
    const started = await api('POST', '/billing/checkout', {
      key: tenant.key, body: { plan: 'pro', success_url: 'https://a.example/ok', cancel_url: 'https://a.example/no' },
    });
    const url = new URL((started.body as { checkout_url: string }).checkout_url);
    const [payload, mac] = url.searchParams.get('session')!.split('.');
    const forged = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    forged.plan = 'enterprise';
    url.searchParams.set('session', `${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${mac}`);

    const page = await fetch(url);

    expect(page.status).toBe(400);
    expect((await balanceOf(tenant.key)).plan).toBe('free');
  });
});
