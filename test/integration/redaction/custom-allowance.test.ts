import { describe, expect, inject, it } from 'vitest';
import { getTenant, setTenantAllowance } from '../../../shared/tenancy/tenant-repository.js';
import { api } from '../helpers/api.js';

interface Balance { plan: string; tokens_used: number; tokens_limit: number; period_start: string; period_end: string }
interface Created { tenant: { id: string; plan: string; monthly_token_allowance: number | null }; api_key: { key: string } }
interface AuditEvent { event_type: string; metadata: Record<string, unknown> }

let counter = 0;
const createEnterprise = (extra: Record<string, unknown> = {}) =>
  api('POST', '/tenants', {
    key: inject('operatorKey'),
    body: { name: `it-allowance-${process.pid}-${Date.now()}-${++counter}`, plan: 'enterprise', mode: 'live', ...extra },
  });

describe('a custom monthly token allowance per enterprise tenant', () => {
  it('meters a live key against the tenant\'s own allowance and answers 402 once it is used up', async () => {
    // Prepare
    const created = await createEnterprise({ monthly_token_allowance: 100 });
    expect(created.status).toBe(201);
    const { tenant, api_key } = created.body as Created;
    expect(tenant).toMatchObject({ plan: 'enterprise', monthly_token_allowance: 100 });

    // Act
    const before = (await api('GET', '/billing/balance', { key: api_key.key })).body as Balance;
    // 400 characters = 100 tokens: the whole allowance in one request.
    const first = await api('POST', '/redact/text', { key: api_key.key, body: { text: 'x'.repeat(400) } });
    const refused = await api('POST', '/redact/text', { key: api_key.key, body: { text: 'more' } });
    const after = (await api('GET', '/billing/balance', { key: api_key.key })).body as Balance;
    const audit = (await api('GET', '/audit', { key: api_key.key, query: { event_type: 'tenant.created' } })).body as AuditEvent[];

    // Assess
    expect(before).toMatchObject({ plan: 'enterprise', tokens_used: 0, tokens_limit: 100 });
    expect(first.status).toBe(200);
    expect(refused.status).toBe(402);
    expect((refused.body as { detail: string }).detail).toContain(after.period_end);
    expect(after).toMatchObject({ tokens_used: 100, tokens_limit: 100 });
    expect(audit[0]?.metadata).toMatchObject({ plan: 'enterprise', monthly_token_allowance: 100 });
  });

  it('refuses an allowance for a pro tenant with 422 at body.monthly_token_allowance', async () => {
    const res = await api('POST', '/tenants', {
      key: inject('operatorKey'),
      body: { name: `it-allowance-pro-${process.pid}`, plan: 'pro', monthly_token_allowance: 100 },
    });
    expect(res.status).toBe(422);
    const errors = (res.body as { errors: { loc: unknown[]; msg: string }[] }).errors;
    expect(errors).toEqual([expect.objectContaining({ loc: ['body', 'monthly_token_allowance'] })]);
    expect(errors[0]?.msg).toMatch(/only for the enterprise plan/);
  });

  it('rejects a negative or fractional allowance with 422', async () => {
    for (const monthly_token_allowance of [-1, 1.5]) {
      const res = await createEnterprise({ monthly_token_allowance });
      expect(res.status).toBe(422);
    }
  });

  it('gives an enterprise tenant without its own figure the enterprise default', async () => {
    const created = await createEnterprise();
    expect(created.status).toBe(201);
    const { tenant, api_key } = created.body as Created;
    expect(tenant.monthly_token_allowance).toBeNull();
    const balance = (await api('GET', '/billing/balance', { key: api_key.key })).body as Balance;
    expect(balance.tokens_limit).toBe(100_000_000);
  });

  it('sets and removes a tenant\'s allowance in the repository, dropping this process\'s cached tenant', async () => {
    // The repository against the shared stack (its tables reach this worker through the global setup's env).
    const { tenant } = (await createEnterprise()).body as Created;
    expect((await getTenant(tenant.id))?.monthly_token_allowance).toBeNull(); // now cached here

    expect(await setTenantAllowance(tenant.id, 2_500)).toMatchObject({ id: tenant.id, monthly_token_allowance: 2_500 });
    expect((await getTenant(tenant.id))?.monthly_token_allowance).toBe(2_500);
    expect(await setTenantAllowance(tenant.id, null)).toMatchObject({ id: tenant.id, monthly_token_allowance: null });
    expect((await getTenant(tenant.id))?.monthly_token_allowance).toBeNull();
    expect(await setTenantAllowance(`ten_missing_${Date.now()}`, 10)).toBeUndefined();
  });
});
