import { describe, expect, it } from 'vitest';
import { setPlanByOperator } from '../../../shared/billing/subscription-sync.js';
import { authenticate } from '../../../shared/tenancy/authenticate.js';
import { resolveTenant } from '../../../shared/tenancy/principal.js';
import { recordDynamoCalls } from '../helpers/dynamo-calls.js';
import { createTenant } from '../helpers/tenants.js';

/**
 * Plan changes bite on the next request because the tenant is read strongly consistent on every
 * request; it costs no extra round trip, because for a key this process has seen the tenant read
 * goes out in the same BatchGetItem as the key read. DynamoDB calls are counted on the wire.
 */
const calls = recordDynamoCalls();

describe('the tenant on the hot path', () => {
  it('is read with the API key in one BatchGetItem, and shows a plan change at once', async () => {
    const tenant = await createTenant('free');
    await authenticate(tenant.key); // this process learns the key's tenant

    calls.length = 0;
    const principal = await authenticate(tenant.key);
    const own = await resolveTenant(principal, undefined);
    const hotPath = [...calls];
    await setPlanByOperator(tenant.id, 'pro', 'it');
    const after = await authenticate(tenant.key);

    expect(hotPath).toEqual(['BatchGetItem']);
    expect(principal.plan).toBe('free');
    expect(own.plan).toBe('free');
    expect(after.plan).toBe('pro');
  });
});
