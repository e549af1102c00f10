/**
 * The contract rules issue 9 found broken, each through HTTP: 403 for another tenant's resource,
 * live/test separation of API keys, strict bodies, calendar dates, limit/offset on every list,
 * depseudonymize without tenant_id, feature flags, error messages and PUT validation.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../functions/routes.js';
import { dynamo } from '../../../shared/adapters/aws/clients.js';
import { tableName } from '../../../shared/config/env.js';
import { api } from '../helpers/api.js';
import { createKey, createTenant, type TestTenant } from '../helpers/tenants.js';

type Issues = { detail: string; errors: { loc: (string | number)[]; msg: string }[] };

let a: TestTenant;
let b: TestTenant;
beforeAll(async () => {
  [a, b] = await Promise.all([createTenant('enterprise', 'live'), createTenant('enterprise', 'live')]);
});

describe("another tenant's resource is 403; one that exists nowhere is 404", () => {
  it('holds for policies, recognizers and allow/block entries (GET, PUT, DELETE)', async () => {
    const created = await Promise.all([
      api('POST', '/policies', { key: a.key, body: { name: 'p', pii_types: ['PERSON'] } }),
      api('POST', '/config/recognizers', { key: a.key, body: { name: 'r', type: 'phrase_list', entity_type: 'CODE_NAME', phrases: ['Bluebird'] } }),
      api('POST', '/config/allowlist', { key: a.key, body: { value: 'kiwi' } }),
    ]);
    const bases = ['/policies', '/config/recognizers', '/config/allowlist'];
    for (const [i, res] of created.entries()) {
      const id = (res.body as { id: string }).id;
      const base = bases[i]!;
      expect((await api('GET', `${base}/${id}`, { key: b.key })).status).toBe(403);
      expect((await api('PUT', `${base}/${id}`, { key: b.key, body: {} })).status).toBe(403);
      expect((await api('DELETE', `${base}/${id}`, { key: b.key })).status).toBe(403);
      expect((await api('GET', `${base}/${id.slice(0, 4)}doesnotexist`, { key: b.key })).status).toBe(404);
      expect((await api('GET', `${base}/${id}`, { key: a.key })).status).toBe(200);
    }
    const policyId = (created[0]!.body as { id: string }).id;
    expect((await api('POST', '/redact/text', { key: b.key, body: { text: 'x', policy_id: policyId } })).status).toBe(403);
    // Once the owner deletes its policy, it exists nowhere: 404 for everyone.
    expect((await api('DELETE', `/policies/${policyId}`, { key: a.key })).status).toBe(200);
    expect((await api('GET', `/policies/${policyId}`, { key: b.key })).status).toBe(404);
    expect((await api('GET', `/policies/${policyId}`, { key: a.key })).status).toBe(404);
  });

  it("holds for API keys: revoking another tenant's key is 403, an unknown one 404", async () => {
    const other = await createKey(a.key, { name: 'a-member' });
    const res = await api('DELETE', `/api-keys/${other.id}`, { key: b.key });
    expect(res.status).toBe(403);
    expect((await api('GET', '/billing/balance', { key: other.key })).status).toBe(200); // still alive
    expect((await api('DELETE', '/api-keys/key_doesnotexist', { key: b.key })).status).toBe(404);
  });
});

describe('live and test keys are separate worlds', () => {
  it('a test admin key lists only test keys and gets 403 revoking a live key', async () => {
    const testAdmin = await createKey(a.key, { role: 'admin', mode: 'test', name: 'test-admin' });
    const listed = (await api('GET', '/api-keys', { key: testAdmin.key })).body as { id: string; mode: string }[];
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((k) => k.mode === 'test')).toBe(true);
    expect(listed.map((k) => k.id)).not.toContain(a.keyId);
    const res = await api('DELETE', `/api-keys/${a.keyId}`, { key: testAdmin.key });
    expect(res.status).toBe(403);
    expect((await api('GET', '/billing/balance', { key: a.key })).status).toBe(200);
    // The live admin sees only live keys.
    const live = (await api('GET', '/api-keys', { key: a.key })).body as { mode: string }[];
    expect(live.every((k) => k.mode === 'live')).toBe(true);
  });
});

describe('strict request bodies and query parameters', () => {
  it('names an unknown field with 422 instead of ignoring it', async () => {
    const res = await api('POST', '/redact/text', { key: a.key, body: { text: 'Jane Doe', redaction_mode: 'mask' } });
    expect(res.status).toBe(422);
    expect((res.body as Issues).errors[0]!.loc).toEqual(['body']);
    expect((res.body as Issues).errors[0]!.msg).toContain('redaction_mode');
    for (const [path, body] of [
      ['/policies', { name: 'x', pii_types: ['PERSON'], colour: 'red' }],
      ['/api-keys', { name: 'x', scope: 'all' }],
      ['/depseudonymize', { pseudonym: 'PERSON_0000', extra: 1 }],
    ] as const) {
      const out = await api('POST', path, { key: a.key, body });
      expect(out.status, path).toBe(422);
      expect(JSON.stringify(out.body), path).toMatch(/colour|scope|extra/);
    }
  });

  it('accepts only real calendar dates', async () => {
    for (const [path, param] of [['/audit', 'from_date'], ['/billing/usage', 'from_date'], ['/billing/usage', 'to_date']] as const) {
      expect((await api('GET', path, { key: a.key, query: { [param]: '2026-02-31' } })).status, `${path} ${param}`).toBe(422);
      expect((await api('GET', path, { key: a.key, query: { [param]: '2026-02-28' } })).status, `${path} ${param}`).toBe(200);
    }
  });

  const lists = routes.filter((r) => r.method === 'GET' && !r.path.includes('{') && !r.public && !['/billing/balance'].includes(r.path));
  it.each(lists.map((r) => r.path))('GET %s takes limit and offset with the same 422s', async (path) => {
    // Operator key: it may list tenants too.
    const key = path === '/tenants' ? (await import('vitest')).inject('operatorKey') : a.key;
    for (const query of [{ limit: '0' }, { limit: '101' }, { limit: 'ten' }, { offset: '-1' }] as Record<string, string>[]) {
      const res = await api('GET', path, { key, query });
      expect(res.status, `${path} ${JSON.stringify(query)}`).toBe(422);
      expect((res.body as Issues).errors[0]!.loc[0]).toBe('query');
    }
    const one = await api('GET', path, { key, query: { limit: '1' } });
    expect(one.status).toBe(200);
    expect((one.body as unknown[]).length).toBeLessThanOrEqual(1);
  });
});

describe('POST /depseudonymize', () => {
  it("takes the key's tenant when tenant_id is left out, and still accepts it", async () => {
    const out = await api('POST', '/redact/text', { key: a.key, body: { text: 'write to ana@correo.es', redaction_method: 'pseudonymize' } });
    const pseudonym = (out.body as { findings: { replacement: string }[] }).findings[0]!.replacement;
    for (const body of [{ pseudonym }, { pseudonym, tenant_id: a.id }]) {
      const res = await api('POST', '/depseudonymize', { key: a.key, body });
      expect(res.status).toBe(200);
      expect((res.body as { original_value: string }).original_value).toBe('ana@correo.es');
    }
    expect((await api('POST', '/depseudonymize', { key: b.key, body: { pseudonym } })).status).toBe(404);
  });
});

describe('feature flags and error messages', () => {
  it('lists flags never set with updated_at null, and a set one with its time', async () => {
    const flags = (await api('GET', '/features', { key: b.key })).body as { name: string; updated_at: string | null }[];
    expect(flags.length).toBeGreaterThan(0);
    expect(flags.map((f) => f.updated_at)).toEqual(flags.map(() => null));
    const set = await api('PUT', '/features/document_parse_api', { key: (await import('vitest')).inject('operatorKey'), query: { tenant_id: b.id }, body: { enabled: true } });
    expect(set.status).toBe(200);
    const got = (await api('GET', '/features/document_parse_api', { key: b.key })).body as { updated_at: string };
    expect(Date.parse(got.updated_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('the 413 of /redact/text points only at endpoints that exist', async () => {
    const res = await api('POST', '/redact/text', { key: a.key, body: { text: 'a'.repeat(1_000_001) } });
    expect(res.status).toBe(413);
    const detail = (res.body as { detail: string }).detail;
    expect(detail).toContain('1,000,000');
    const named = [...detail.matchAll(/\b(GET|POST|PUT|DELETE) (\/[\w/{}-]+)/g)].map((m) => `${m[1]} ${m[2]}`);
    const table = new Set(routes.map((r) => `${r.method} ${r.path}`));
    expect(named.filter((endpoint) => !table.has(endpoint))).toEqual([]);
  });
});

describe('PUT on a config record', () => {
  it('answers 422, not 500, when the merged record fails validation (a record stored by an older version)', async () => {
    const policy = (await api('POST', '/policies', { key: a.key, body: { name: 'legacy', pii_types: ['PERSON'] } })).body as { id: string };
    // An out-of-range value as an older schema may have stored it.
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName('config'),
        Key: { pk: `TENANT#${a.id}`, sk: `POLICY#${policy.id}` },
        UpdateExpression: 'SET confidence_threshold = :bad',
        ExpressionAttributeValues: { ':bad': 7 },
      }),
    );
    const res = await api('PUT', `/policies/${policy.id}`, { key: a.key, body: { description: 'x' } });
    expect(res.status).toBe(422);
    expect((res.body as Issues).errors[0]!.loc).toEqual(['body', 'confidence_threshold']);
    // Sending a valid value repairs it.
    expect((await api('PUT', `/policies/${policy.id}`, { key: a.key, body: { confidence_threshold: 0.6 } })).status).toBe(200);
  });
});
