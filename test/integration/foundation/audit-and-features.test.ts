import { describe, expect, it, inject, beforeAll } from 'vitest';
import { api } from '../helpers/api.js';
import { createKey, createTenant, type TestTenant } from '../helpers/tenants.js';

interface AuditEvent { id: string; event_type: string; resource_type: string; resource_id: string; actor: string; tenant_id: string; created_at: string }

describe('audit log', () => {
  let t: TestTenant;
  beforeAll(async () => {
    t = await createTenant();
  });

  it('records key creation and revocation with the key prefix as actor, newest first, with filters', async () => {
    // Prepare
    const made = await createKey(t.key, { name: 'audited' });
    await api('DELETE', `/api-keys/${made.id}`, { key: t.key });

    // Act
    const all = (await api('GET', '/audit', { key: t.key })).body as AuditEvent[];
    const revoked = (await api('GET', '/audit', { key: t.key, query: { event_type: 'api_key.revoked' } })).body as AuditEvent[];
    const keysOnly = (await api('GET', '/audit', { key: t.key, query: { resource_type: 'api_key' } })).body as AuditEvent[];
    const page = (await api('GET', '/audit', { key: t.key, query: { limit: '1', offset: '1' } })).body as AuditEvent[];
    const future = (await api('GET', '/audit', { key: t.key, query: { from_date: '2999-01-01' } })).body as AuditEvent[];
    const today = new Date().toISOString().slice(0, 10);
    const todays = (await api('GET', '/audit', { key: t.key, query: { from_date: today, to_date: today } })).body as AuditEvent[];

    // Assess
    expect(all[0]).toMatchObject({ event_type: 'api_key.revoked', resource_type: 'api_key', resource_id: made.id, tenant_id: t.id });
    expect(all[0]?.actor).toBe(`${t.key.slice(0, 12)}…`);
    expect(all.map((e) => e.event_type)).toEqual(expect.arrayContaining(['tenant.created', 'api_key.created', 'api_key.revoked']));
    expect(revoked.map((e) => e.resource_id)).toEqual([made.id]);
    expect(keysOnly.every((e) => e.resource_type === 'api_key')).toBe(true);
    expect(page).toHaveLength(1);
    expect(page[0]?.id).toBe(all[1]?.id);
    expect(future).toEqual([]);
    expect(todays.length).toBe(all.length);
  });

  it('rejects an unknown resource_type and a bad date with 422', async () => {
    expect((await api('GET', '/audit', { key: t.key, query: { resource_type: 'nope' } })).status).toBe(422);
    expect((await api('GET', '/audit', { key: t.key, query: { from_date: 'yesterday' } })).status).toBe(422);
  });
});

describe('feature flags', () => {
  let t: TestTenant;
  beforeAll(async () => {
    t = await createTenant();
  });

  it('lists the known flags for every tenant, off by default; 404 for unknown', async () => {
    const flags = (await api('GET', '/features', { key: t.key })).body as { name: string; enabled: boolean; updated_at: string | null }[];
    const names = flags.map((f) => f.name);
    // Only flags that gate something are listed (the document intelligence gates).
    expect(names.sort()).toEqual(['document_extract_api', 'document_parse_api', 'document_safe_parse_workflow']);
    expect(flags.every((f) => f.enabled === false)).toBe(true);
    // Never set: never updated.
    expect(flags.every((f) => f.updated_at === null)).toBe(true);
    expect((await api('GET', '/features/document_parse_api', { key: t.key })).status).toBe(200);
    expect((await api('GET', '/features/no_such_flag', { key: t.key })).status).toBe(404);
  });

  it('lets only operator keys change a flag, for any tenant, audited', async () => {
    expect((await api('PUT', '/features/document_parse_api', { key: t.key, body: { enabled: true } })).status).toBe(403);
    const changed = await api('PUT', '/features/document_parse_api', {
      key: inject('operatorKey'),
      query: { tenant_id: t.id },
      body: { enabled: true },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ name: 'document_parse_api', enabled: true });
    const seen = (await api('GET', '/features/document_parse_api', { key: t.key })).body as { enabled: boolean };
    expect(seen.enabled).toBe(true);
    const events = (await api('GET', '/audit', { key: t.key, query: { event_type: 'feature.updated' } })).body as AuditEvent[];
    expect(events).toHaveLength(1);
    expect((await api('PUT', '/features/document_parse_api', { key: inject('operatorKey'), query: { tenant_id: t.id }, body: {} })).status).toBe(422);
  });
});
