import { describe, expect, it } from 'vitest';
import type { RouteSpec } from '../../../functions/routes.js';
import { createRouter } from '../../../shared/http/route-match.js';

const route = (method: RouteSpec['method'], path: string): RouteSpec => ({
  method, path, handler: 'x', operation: `${method}${path}`, group: 'platform',
});

describe('route matching (local front and $default)', () => {
  const router = createRouter([
    route('GET', '/features/{flag_name}'),
    route('GET', '/features/special'),
    route('DELETE', '/api-keys/{key_id}'),
    route('GET', '/files/{proxy+}'),
  ]);
  const match = router.match;

  it('matches method and template, and decodes path parameters', () => {
    expect(match('DELETE', '/api/v1/api-keys/key%20one')).toMatchObject({
      routeKey: 'DELETE /api/v1/api-keys/{key_id}',
      pathParameters: { key_id: 'key one' },
    });
  });

  it('prefers the more specific literal route over a parameter', () => {
    expect(match('GET', '/api/v1/features/special')?.routeKey).toBe('GET /api/v1/features/special');
    expect(match('GET', '/api/v1/features/other')?.pathParameters).toEqual({ flag_name: 'other' });
  });

  it('supports greedy {proxy+} parameters', () => {
    expect(match('GET', '/api/v1/files/a/b/c.txt')?.pathParameters).toEqual({ proxy: 'a/b/c.txt' });
  });

  it.each([
    ['another method', 'POST', '/api/v1/api-keys/k1'],
    ['a trailing slash', 'GET', '/api/v1/features/x/'],
    ['a path outside /api/v1', 'GET', '/features/x'],
    ['an empty parameter', 'DELETE', '/api/v1/api-keys/'],
  ])('leaves %s to the unknown-route handler', (_case, method, path) => {
    expect(match(method, path)).toBeUndefined();
  });

  it('lists the methods a path has, for 405 versus 404', () => {
    expect(router.allowedMethods('/api/v1/api-keys/key_1')).toEqual(['DELETE']);
    expect(router.allowedMethods('/api/v1/features/x')).toEqual(['GET']);
    expect(router.allowedMethods('/api/v1/nothing')).toEqual([]);
    expect(router.allowedMethods('/api/v2/features/x')).toEqual([]);
  });
});
