import { describe, expect, it, beforeAll } from 'vitest';
import { api } from '../helpers/api.js';
import { awaitFreshMinute, createKey, createTenant, type TestTenant } from '../helpers/tenants.js';

/** Free plan: 100 requests per minute per key; the 101st is 429 with Retry-After. */
describe('rate limits per key per plan', () => {
  let free: TestTenant;
  beforeAll(async () => {
    free = await createTenant('free');
  });

  it('gives exactly one 429 out of 101 sequential requests, with Retry-After and limit headers', async () => {
    const { key } = await createKey(free.key);
    await awaitFreshMinute(40);
    const statuses: number[] = [];
    let limited: Awaited<ReturnType<typeof api>> | undefined;
    for (let i = 0; i < 101; i++) {
      const res = await api('GET', '/features', { key });
      statuses.push(res.status);
      if (res.status === 429) limited = res;
      if (i === 0) {
        expect(res.headers['x-ratelimit-limit']).toBe('100');
        expect(res.headers['x-ratelimit-remaining']).toBe('99');
      }
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    expect(statuses[100]).toBe(429);
    const retryAfter = Number(limited?.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited?.headers['x-ratelimit-remaining']).toBe('0');
  });

  it('gives exactly one 429 out of 101 concurrent requests', async () => {
    const { key } = await createKey(free.key);
    await awaitFreshMinute(30);
    const results = await Promise.all(Array.from({ length: 101 }, () => api('GET', '/features', { key })));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(100);
  });

  it('counts keys separately and does not limit enterprise keys', async () => {
    const enterprise = await createTenant('enterprise');
    const res = await api('GET', '/features', { key: enterprise.key });
    expect(res.status).toBe(200);
    expect(res.headers['x-ratelimit-limit']).toBeUndefined();
  });
});
