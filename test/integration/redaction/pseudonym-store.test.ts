import { describe, expect, it } from 'vitest';
import { pseudonymCandidate, pseudonymize, pseudonymizeMany } from '../../../shared/detection/operators/index.js';
import { DynamoPseudonymStore } from '../../../shared/pseudonyms/dynamo-pseudonym-store.js';

/**
 * The DynamoDB pseudonym store against the shared local stack (its endpoints and tables reach
 * this worker through the environment the global setup set): collisions in the 4-hex space are
 * probed past, and "same input, same pseudonym" survives them.
 */
describe('DynamoPseudonymStore', () => {
  const secret = 'a'.repeat(64);
  const tenant = `ten_store_${Date.now()}`;

  it('claims, refuses a pseudonym owned by another value, and reveals the encrypted original', async () => {
    const store = new DynamoPseudonymStore(tenant, 'test', secret);
    // Alice's first derivation: a value is found through it (no VALUE# item is needed).
    const alice = pseudonymCandidate(secret, 'PERSON', 'Alice Smith', 0);
    expect(await store.claim(alice, 'PERSON', 'Alice Smith')).toBe(true);
    expect(await store.claim(alice, 'PERSON', 'Bob Jones')).toBe(false);
    expect(await store.claim(alice, 'PERSON', 'Alice Smith')).toBe(true);
    expect(await store.findByValue('PERSON', 'Alice Smith')).toBe(alice);
    expect(await store.reveal(alice)).toEqual({ original_value: 'Alice Smith', entity_type: 'PERSON' });
    // Live and test mappings are apart, as are tenants.
    expect(await new DynamoPseudonymStore(tenant, 'live', secret).reveal(alice)).toBeUndefined();
    expect(await new DynamoPseudonymStore(`${tenant}_other`, 'test', secret).reveal(alice)).toBeUndefined();
  });

  it('probes to the next derivation on a collision and stays stable afterwards', async () => {
    const store = new DynamoPseudonymStore(tenant, 'test', secret);
    const first = pseudonymCandidate(secret, 'EMAIL_ADDRESS', 'carol@example.com', 0);
    // Another value already owns Carol's first candidate.
    expect(await store.claim(first, 'EMAIL_ADDRESS', 'someone.else@example.com')).toBe(true);
    const carol = await pseudonymize(secret, store, 'EMAIL_ADDRESS', 'carol@example.com');
    expect(carol).toBe(pseudonymCandidate(secret, 'EMAIL_ADDRESS', 'carol@example.com', 1));
    expect(await pseudonymize(secret, store, 'EMAIL_ADDRESS', 'carol@example.com')).toBe(carol);
    expect((await store.reveal(carol))?.original_value).toBe('carol@example.com');
    expect((await store.reveal(first))?.original_value).toBe('someone.else@example.com');
  });

  it('resolves many values in batches exactly as one at a time would, collisions included', async () => {
    const batchTenant = `${tenant}_batch`;
    const store = new DynamoPseudonymStore(batchTenant, 'test', secret);
    const values = Array.from({ length: 250 }, (_, i) => ({ entityType: 'EMAIL_ADDRESS', value: `v${i}@example.org` }));
    // Other values already own the first candidate of every tenth value: those must probe on.
    for (const { value } of values.filter((_, i) => i % 10 === 0)) {
      expect(await store.claim(pseudonymCandidate(secret, 'EMAIL_ADDRESS', value, 0), 'EMAIL_ADDRESS', `other-${value}`)).toBe(true);
    }
    // Two values of the batch share one first candidate: a collision inside the batch.
    const batch = await pseudonymizeMany(secret, new DynamoPseudonymStore(batchTenant, 'test', secret), values);
    expect(new Set(batch).size).toBe(values.length);
    batch.forEach((pseudonym, i) => {
      const probe = i % 10 === 0 ? 1 : 0;
      if (probe === 1) expect(pseudonym).not.toBe(pseudonymCandidate(secret, 'EMAIL_ADDRESS', values[i]!.value, 0));
    });
    // The one-at-a-time path (a fresh store, nothing cached) finds exactly the same mappings.
    const fresh = new DynamoPseudonymStore(batchTenant, 'test', secret);
    for (const [i, { entityType, value }] of values.entries()) {
      expect(await pseudonymize(secret, fresh, entityType, value)).toBe(batch[i]);
    }
    expect(await pseudonymizeMany(secret, new DynamoPseudonymStore(batchTenant, 'test', secret), values)).toEqual(batch);
    expect((await fresh.reveal(batch[10]!))?.original_value).toBe(values[10]!.value);
  });

  it('gives concurrent first uses of one value the same pseudonym', async () => {
    const store = new DynamoPseudonymStore(tenant, 'test', secret);
    const results = await Promise.all(Array.from({ length: 8 }, () => pseudonymize(secret, store, 'PHONE_NUMBER', '+34 612 345 678')));
    expect(new Set(results).size).toBe(1);
  });
});
