import { describe, expect, it } from 'vitest';
import { api } from '../helpers/api.js';
import { createKey, createTenant } from '../helpers/tenants.js';

interface Balance { plan: string; tokens_used: number; tokens_limit: number; period_start: string; period_end: string }
interface Usage { date: string; tokens_used: number; requests: number; test_tokens_used: number; test_requests: number }

describe('token metering, balance, usage and 402', () => {
  it('counts live tokens per request and reports balance and daily/monthly usage', async () => {
    const t = await createTenant('pro', 'live');
    await api('POST', '/redact/text', { key: t.key, body: { text: 'a'.repeat(10) } }); // 3 tokens
    await api('POST', '/redact/text', { key: t.key, body: { text: 'b'.repeat(8) } }); // 2 tokens

    const balance = (await api('GET', '/billing/balance', { key: t.key })).body as Balance;
    expect(balance).toMatchObject({ plan: 'pro', tokens_used: 5, tokens_limit: 100_000 });
    expect(Date.parse(balance.period_end)).toBeGreaterThan(Date.now());
    expect(Date.parse(balance.period_start)).toBeLessThanOrEqual(Date.now());

    const today = new Date().toISOString().slice(0, 10);
    const daily = (await api('GET', '/billing/usage', { key: t.key, query: { granularity: 'daily', from_date: today, to_date: today } })).body as Usage[];
    expect(daily).toEqual([{ date: today, tokens_used: 5, requests: 2, test_tokens_used: 0, test_requests: 0 }]);
    const monthly = (await api('GET', '/billing/usage', { key: t.key })).body as Usage[];
    expect(monthly).toEqual([{ date: `${today.slice(0, 7)}-01`, tokens_used: 5, requests: 2, test_tokens_used: 0, test_requests: 0 }]);
    expect((await api('GET', '/billing/usage', { key: t.key, query: { granularity: 'weekly' } })).status).toBe(422);
    expect((await api('GET', '/billing/usage', { key: t.key, query: { from_date: '2026-12-01', to_date: '2026-01-01' } })).status).toBe(422);
  });

  it('answers 402 naming the period end once a live free tenant has no allowance; test keys go on, uncounted', async () => {
    const t = await createTenant('free', 'live');
    // 4,000 characters = 1,000 tokens: the whole free allowance in one request.
    expect((await api('POST', '/redact/text', { key: t.key, body: { text: 'x'.repeat(4_000) } })).status).toBe(200);
    const refused = await api('POST', '/redact/text', { key: t.key, body: { text: 'more' } });
    expect(refused.status).toBe(402);
    const balance = (await api('GET', '/billing/balance', { key: t.key })).body as Balance;
    expect((refused.body as { detail: string }).detail).toContain(balance.period_end);
    expect(balance.tokens_used).toBe(1_000);

    const testKey = await createKey(t.key, { mode: 'test' });
    expect((await api('POST', '/redact/text', { key: testKey.key, body: { text: 'test mode text' } })).status).toBe(200);
    expect(((await api('GET', '/billing/balance', { key: t.key })).body as Balance).tokens_used).toBe(1_000);
    const today = new Date().toISOString().slice(0, 10);
    const [day] = (await api('GET', '/billing/usage', { key: t.key, query: { granularity: 'daily', from_date: today } })).body as Usage[];
    expect(day).toMatchObject({ tokens_used: 1_000, requests: 1, test_tokens_used: 4, test_requests: 1 });
  });
});
