import { describe, expect, it, inject, beforeAll } from 'vitest';
import { api } from '../helpers/api.js';
import { createKey, createTenant, type TestTenant } from '../helpers/tenants.js';

describe('API keys and the X-API-Key rules', () => {
  let a: TestTenant;
  let b: TestTenant;
  beforeAll(async () => {
    [a, b] = await Promise.all([createTenant(), createTenant()]);
  });

  it.each([
    ['missing', undefined],
    ['malformed', 'not-a-key'],
    ['unknown', `pk_test_${'x'.repeat(40)}`],
  ])('answers 401 with a detail for a %s key', async (_case, key) => {
    const res = await api('GET', '/api-keys', { key });
    expect(res.status).toBe(401);
    expect(typeof (res.body as { detail: string }).detail).toBe('string');
  });

  it('creates a key shown once, lists it without the value, and a revoked key gets 401 at once', async () => {
    // Prepare
    const created = await api('POST', '/api-keys', { key: a.key, body: { name: 'ci' } });
    expect(created.status).toBe(201);
    const key = created.body as { id: string; key: string; prefix: string; role: string; mode: string; last_used_at: null };
    expect(key.key).toMatch(/^pk_test_[0-9A-Za-z]{32,}$/);
    expect(key.prefix).toBe(`${key.key.slice(0, 12)}…`);
    expect(key).toMatchObject({ role: 'member', mode: 'test', last_used_at: null });

    // Act: use it, list keys, revoke it, use it again
    expect((await api('GET', '/features', { key: key.key })).status).toBe(200);
    const listed = await api('GET', '/api-keys', { key: a.key });
    const revoke = await api('DELETE', `/api-keys/${key.id}`, { key: a.key });
    const after = await api('GET', '/features', { key: key.key });

    // Assess
    const entry = (listed.body as { id: string; key?: string; last_used_at: string | null }[]).find((k) => k.id === key.id);
    expect(entry).toBeDefined();
    expect(entry?.key).toBeUndefined();
    expect(entry?.last_used_at).not.toBeNull();
    expect(revoke.status).toBe(200);
    expect(after.status).toBe(401);
    expect((await api('DELETE', `/api-keys/${key.id}`, { key: a.key })).status).toBe(404);
  });

  it('forbids a member key from creating keys and a test key from minting live keys', async () => {
    const member = await createKey(a.key, { role: 'member' });
    expect((await api('POST', '/api-keys', { key: member.key, body: { name: 'x' } })).status).toBe(403);
    expect((await api('POST', '/api-keys', { key: a.key, body: { name: 'x', mode: 'live' } })).status).toBe(403);
  });

  it("gives tenant A's key 403 for tenant_id=B, and lets an operator key act on B", async () => {
    const denied = await api('GET', '/api-keys', { key: a.key, query: { tenant_id: b.id } });
    expect(denied.status).toBe(403);
    const operator = await api('GET', '/api-keys', { key: inject('operatorKey'), query: { tenant_id: b.id } });
    expect(operator.status).toBe(200);
    expect((operator.body as { id: string }[]).map((k) => k.id)).toContain(b.keyId);
    expect((await api('GET', '/api-keys', { key: inject('operatorKey'), query: { tenant_id: 'ten_missing' } })).status).toBe(404);
  });

  it('keeps tenants apart: B cannot revoke or see A’s keys', async () => {
    const other = await createKey(a.key);
    expect((await api('DELETE', `/api-keys/${other.id}`, { key: b.key })).status).toBe(403); // another tenant's key: the contract's permission rule
    const listed = (await api('GET', '/api-keys', { key: b.key })).body as { id: string }[];
    expect(listed.map((k) => k.id)).not.toContain(other.id);
    expect((await api('GET', '/features', { key: other.key })).status).toBe(200);
  });

  it('lets only operator keys create and list tenants', async () => {
    expect((await api('POST', '/tenants', { key: a.key, body: { name: 'x', plan: 'free' } })).status).toBe(403);
    expect((await api('GET', '/tenants', { key: a.key })).status).toBe(403);
    const listed = await api('GET', '/tenants', { key: inject('operatorKey'), query: { limit: '100' } });
    expect(listed.status).toBe(200);
  });
});
