import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../adapters/aws/clients.js';
import { tableName } from '../config/env.js';
import { tooManyRequests } from '../http/errors.js';
import { PLAN_LIMITS } from '../tenancy/plans.js';
import type { Principal } from '../tenancy/principal.js';
import { tenantPk } from '../tenancy/tenant-repository.js';

/**
 * Fixed one-minute windows per API key, counted in DynamoDB with a conditional ADD: the
 * condition rejects the request that would exceed the limit, so the count is exact however many
 * Lambdas (or local requests) race. A rejected request is not counted.
 */
export async function consumeRateLimit(principal: Principal, now = Date.now()): Promise<Record<string, string>> {
  const limit = PLAN_LIMITS[principal.plan].requestsPerMinute;
  if (limit === null) return {};
  const minute = Math.floor(now / 60_000);
  const retryAfter = Math.max(1, Math.ceil(((minute + 1) * 60_000 - now) / 1000));
  try {
    const out = await dynamo().send(
      new UpdateCommand({
        TableName: tableName('counters'),
        Key: { pk: tenantPk(principal.tenantId), sk: `RATE#${principal.keyId}#${minute}` },
        UpdateExpression: 'ADD #count :one SET expires_at = if_not_exists(expires_at, :expires)',
        ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':one': 1, ':limit': limit, ':expires': Math.floor(now / 1000) + 180 },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    const used = Number(out.Attributes?.count ?? 1);
    return { 'x-ratelimit-limit': String(limit), 'x-ratelimit-remaining': String(Math.max(0, limit - used)) };
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    throw tooManyRequests(retryAfter, { 'x-ratelimit-limit': String(limit), 'x-ratelimit-remaining': '0' });
  }
}
