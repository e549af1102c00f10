import { inject } from 'vitest';
import { api } from './api.js';

export interface TestTenant {
  id: string;
  /** The tenant's first key: an admin key. */
  key: string;
  keyId: string;
}

let counter = 0;

/** A fresh tenant per test file or case, created by the operator through the API. */
export async function createTenant(plan: 'free' | 'pro' | 'enterprise' = 'enterprise', mode: 'live' | 'test' = 'test'): Promise<TestTenant> {
  counter += 1;
  const res = await api('POST', '/tenants', {
    key: inject('operatorKey'),
    body: { name: `it-${process.pid}-${Date.now()}-${counter}`, plan, mode },
  });
  if (res.status !== 201) throw new Error(`tenant creation failed: ${res.status} ${JSON.stringify(res.body)}`);
  const body = res.body as { tenant: { id: string }; api_key: { key: string; id: string } };
  return { id: body.tenant.id, key: body.api_key.key, keyId: body.api_key.id };
}

/** Another key of a tenant, made by its admin key. */
export async function createKey(
  adminKey: string,
  options: { role?: 'admin' | 'member'; mode?: 'live' | 'test'; name?: string } = {},
): Promise<{ key: string; id: string }> {
  const res = await api('POST', '/api-keys', { key: adminKey, body: { name: options.name ?? 'it', ...options } });
  if (res.status !== 201) throw new Error(`key creation failed: ${res.status} ${JSON.stringify(res.body)}`);
  const body = res.body as { key: string; id: string };
  return { key: body.key, id: body.id };
}

/**
 * Rate-limit windows are calendar minutes; a test that counts requests waits out the last
 * seconds of a minute so its burst cannot straddle two windows.
 */
export async function awaitFreshMinute(neededSeconds = 20): Promise<void> {
  const secondsLeft = 60 - (Date.now() / 1000) % 60;
  if (secondsLeft < neededSeconds) await new Promise((r) => setTimeout(r, secondsLeft * 1000 + 250));
}
