import { addBelowLimit } from '../adapters/aws/coalesced-items.js';
import { tableName } from '../config/env.js';
import { tooManyRequests } from '../http/errors.js';
import { PLAN_LIMITS } from '../tenancy/plans.js';
import type { Principal } from '../tenancy/principal.js';
import { tenantPk } from '../tenancy/tenant-repository.js';

/**
 * Fixed one-minute windows per API key, counted in DynamoDB with a conditional ADD: the
 * condition rejects the request that would exceed the limit, so the count is exact however many
 * Lambdas (or local requests) race. A rejected request is not counted. Concurrent requests in
 * one process share one conditional ADD while they all fit (coalesced-items.ts).
 */
export async function consumeRateLimit(principal: Principal, now = Date.now()): Promise<Record<string, string>> {
  const limit = PLAN_LIMITS[principal.plan].requestsPerMinute;
  if (limit === null) return {};
  const minute = Math.floor(now / 60_000);
  const retryAfter = Math.max(1, Math.ceil(((minute + 1) * 60_000 - now) / 1000));
  const used = await addBelowLimit(
    tableName('counters'),
    { pk: tenantPk(principal.tenantId), sk: `RATE#${principal.keyId}#${minute}` },
    'count',
    1,
    limit,
    { expires_at: Math.floor(now / 1000) + 180 },
  );
  if (used === undefined) {
    throw tooManyRequests(retryAfter, { 'x-ratelimit-limit': String(limit), 'x-ratelimit-remaining': '0' });
  }
  return { 'x-ratelimit-limit': String(limit), 'x-ratelimit-remaining': String(Math.max(0, limit - used)) };
}
