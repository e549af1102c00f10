import { describe, expect, it, inject, beforeAll } from 'vitest';
import { api } from '../helpers/api.js';
import { createTenant, type TestTenant } from '../helpers/tenants.js';

describe('HTTP conventions (DECISIONS: Conventions)', () => {
  let t: TestTenant;
  beforeAll(async () => {
    t = await createTenant();
  });

  it('answers 404 Unknown endpoint outside /api/v1 and for unknown paths', async () => {
    const outside = await fetch(`${inject('baseUrl')}/api/v2/health`);
    expect(outside.status).toBe(404);
    expect(await outside.json()).toEqual({ detail: 'Unknown endpoint' });
    expect(outside.headers.get('x-request-id')).toBeTruthy();
    const unknown = await api('GET', '/nothing-here', { key: t.key });
    expect(unknown.status).toBe(404);
  });

  it('answers 405 with Allow for a known path and another method', async () => {
    const res = await api('PATCH', '/api-keys', { key: t.key });
    expect(res.status).toBe(405);
    expect(res.headers.allow?.split(', ').sort()).toEqual(['GET', 'POST']);
  });

  it('answers 400 for malformed JSON and 422 with errors for invalid bodies', async () => {
    const malformed = await api('POST', '/api-keys', { key: t.key, rawBody: '{"name": ' });
    expect(malformed.status).toBe(400);
    expect((malformed.body as { detail: string }).detail).toMatch(/JSON/);
    const invalid = await api('POST', '/api-keys', { key: t.key, body: { name: 42 } });
    expect(invalid.status).toBe(422);
    const body = invalid.body as { detail: string; errors: { loc: (string | number)[]; msg: string; type: string }[] };
    expect(body.errors[0]?.loc).toEqual(['body', 'name']);
    expect(typeof body.detail).toBe('string');
  });

  it('validates limit and offset', async () => {
    expect((await api('GET', '/audit', { key: t.key, query: { limit: '101' } })).status).toBe(422);
    expect((await api('GET', '/audit', { key: t.key, query: { limit: '0' } })).status).toBe(422);
    expect((await api('GET', '/audit', { key: t.key, query: { offset: '-1' } })).status).toBe(422);
    expect((await api('GET', '/audit', { key: t.key, query: { limit: '100', offset: '5' } })).status).toBe(200);
  });

  it('carries X-Request-Id on every response, echoing a well-formed one', async () => {
    const res = await api('GET', '/health', { headers: { 'x-request-id': 'req-test-123456' } });
    expect(res.headers['x-request-id']).toBe('req-test-123456');
    const denied = await api('GET', '/api-keys', {});
    expect(denied.headers['x-request-id']).toBeTruthy();
  });

  it('replays a POST with the same Idempotency-Key and body, and 409s on another body', async () => {
    const headers = { 'idempotency-key': `idem-${Date.now()}` };
    const first = await api('POST', '/api-keys', { key: t.key, headers, body: { name: 'idem' } });
    const again = await api('POST', '/api-keys', { key: t.key, headers, body: { name: 'idem' } });
    const other = await api('POST', '/api-keys', { key: t.key, headers, body: { name: 'other' } });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(other.status).toBe(409);
    const keys = (await api('GET', '/api-keys', { key: t.key })).body as { name: string }[];
    expect(keys.filter((k) => k.name === 'idem')).toHaveLength(1);
  });

  it('answers 400, not 500, for an oversized Idempotency-Key, and 422 for a null body', async () => {
    const long = await api('POST', '/api-keys', { key: t.key, headers: { 'idempotency-key': 'k'.repeat(3000) }, body: { name: 'x' } });
    expect(long.status).toBe(400);
    const nullBody = await api('POST', '/api-keys', { key: t.key, rawBody: 'null' });
    expect(nullBody.status).toBe(422);
    expect((nullBody.body as { errors: { loc: string[] }[] }).errors[0]?.loc).toEqual(['body']);
  });
});
