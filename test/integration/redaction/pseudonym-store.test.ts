import { describe, expect, it } from 'vitest';
import { pseudonymCandidate, pseudonymize } from '../../../shared/detection/operators/index.js';
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
    expect(await store.claim('PERSON_0a0a', 'PERSON', 'Alice Smith')).toBe(true);
    expect(await store.claim('PERSON_0a0a', 'PERSON', 'Bob Jones')).toBe(false);
    expect(await store.claim('PERSON_0a0a', 'PERSON', 'Alice Smith')).toBe(true);
    expect(await store.findByValue('PERSON', 'Alice Smith')).toBe('PERSON_0a0a');
    expect(await store.reveal('PERSON_0a0a')).toEqual({ original_value: 'Alice Smith', entity_type: 'PERSON' });
    // Live and test mappings are apart, as are tenants.
    expect(await new DynamoPseudonymStore(tenant, 'live', secret).reveal('PERSON_0a0a')).toBeUndefined();
    expect(await new DynamoPseudonymStore(`${tenant}_other`, 'test', secret).reveal('PERSON_0a0a')).toBeUndefined();
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

  it('gives concurrent first uses of one value the same pseudonym', async () => {
    const store = new DynamoPseudonymStore(tenant, 'test', secret);
    const results = await Promise.all(Array.from({ length: 8 }, () => pseudonymize(secret, store, 'PHONE_NUMBER', '+34 612 345 678')));
    expect(new Set(results).size).toBe(1);
  });
});
