import { beforeAll, describe, expect, it } from 'vitest';
import { tenantConfig } from '../../../shared/tenant-config/tenant-config.js';
import { api } from '../helpers/api.js';
import { recordDynamoCalls } from '../helpers/dynamo-calls.js';
import { createTenant, type TestTenant } from '../helpers/tenants.js';

/**
 * The per-process cache of compiled tenant rules, used directly in this test process against
 * the shared DynamoDB Local (config written through the API of the global setup's server).
 * DynamoDB calls are counted on the wire (node's http client diagnostics channel).
 */
const calls = recordDynamoCalls();

describe('tenantConfig', () => {
  let t: TestTenant;
  beforeAll(async () => {
    t = await createTenant();
  });

  const addRecognizer = async (name: string, pattern: string) => {
    const res = await api('POST', '/config/recognizers', {
      key: t.key,
      body: { name, type: 'regex', entity_type: name.toUpperCase(), patterns: [pattern], score: 0.9 },
    });
    expect(res.status).toBe(201);
  };

  it('loads a new version once for all the requests that see it together', async () => {
    await addRecognizer('badge', 'BDG-\\d{4}');
    const configs = await Promise.all(Array.from({ length: 12 }, () => tenantConfig(t.id, 'test')));
    expect(new Set(configs.map((c) => c.version)).size).toBe(1);
    expect(calls.filter((c) => c === 'Query')).toHaveLength(1);
    // Same version again: version reads only, no reload.
    calls.length = 0;
    await Promise.all(Array.from({ length: 5 }, () => tenantConfig(t.id, 'test')));
    expect(calls.filter((c) => c === 'Query')).toHaveLength(0);
  });

  it('sees a change made before the call, with the new rules compiled', async () => {
    const before = await tenantConfig(t.id, 'test');
    await addRecognizer('locker', 'LCK-\\d{3}');
    const after = await tenantConfig(t.id, 'test');
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.rules).not.toBe(before.rules);
    expect(calls.filter((c) => c === 'Query')).toHaveLength(1);
  });
});
