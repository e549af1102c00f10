import { describe, expect, it, inject } from 'vitest';
import { api } from './helpers/api.js';

/** The shared stack from global-setup, seen from outside through HTTP only. */
describe('local runtime (npm start stack) over HTTP', () => {
  it('answers GET /api/v1/health and /health/ready with 200', async () => {
    expect((await api('GET', '/health')).status).toBe(200);
    const ready = await api('GET', '/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.headers['apigw-requestid']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 404 for an unknown path, inside and outside /api/v1', async () => {
    const inside = await api('GET', '/no-such-thing');
    expect(inside.status).toBe(404);
    expect(inside.body).toEqual({ detail: 'Unknown endpoint' });
    const outside = await fetch(`${inject('baseUrl')}/favicon.ico`);
    expect(outside.status).toBe(404);
  });

  it('answers 405 with Allow for a known path and another method', async () => {
    const res = await api('DELETE', '/health');
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET');
  });

  it('bootstrapped the operator and dev tenants with the pinned keys', async () => {
    expect((await api('GET', '/tenants', { key: inject('operatorKey') })).status).toBe(200);
    expect((await api('GET', '/api-keys', { key: inject('adminKey') })).status).toBe(200);
  });
});
