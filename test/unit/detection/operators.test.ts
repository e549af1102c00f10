import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { InMemoryPseudonymStore, pseudonymCandidate, redact } from '#shared/detection/operators/index.js';
import type { PseudonymStore, Span } from '#shared/detection/types.js';

const text = 'Hi José 😀 call 555-123-4567 or a@b.io';
// Code points: "Hi " 0-3, "José" 3-7, " 😀 call " 7-15, phone 15-27, " or " 27-31, email 31-37.
const spans: Span[] = [
  { entity_type: 'PERSON', start: 3, end: 7, score: 0.9 },
  { entity_type: 'PHONE_NUMBER', start: 15, end: 27, score: 0.7 },
  { entity_type: 'EMAIL_ADDRESS', start: 31, end: 37, score: 1 },
];
const ctx = { tenantSecret: 'tenant-a-secret' };

describe('redact', () => {
  it('type_label → [TYPE], offsets stay in the original text', async () => {
    const r = await redact(text, spans, 'type_label', ctx);
    expect(r.redacted_text).toBe('Hi [PERSON] 😀 call [PHONE_NUMBER] or [EMAIL_ADDRESS]');
    expect(r.findings.map((f) => [f.start, f.end, f.replacement])).toEqual([
      [3, 7, '[PERSON]'],
      [15, 27, '[PHONE_NUMBER]'],
      [31, 37, '[EMAIL_ADDRESS]'],
    ]);
  });

  it('mask → one * per code point', async () => {
    const r = await redact('x 😀😀 y', [{ entity_type: 'X', start: 2, end: 4, score: 1 }], 'mask', ctx);
    expect(r.redacted_text).toBe('x ** y');
    const r2 = await redact(text, spans, 'mask', ctx);
    expect(r2.redacted_text).toBe('Hi **** 😀 call ************ or ******');
  });

  it('hash → first 16 hex of HMAC-SHA256(secret, type:value), per tenant', async () => {
    const expected = createHmac('sha256', 'tenant-a-secret').update('EMAIL_ADDRESS:a@b.io').digest('hex').slice(0, 16);
    const r = await redact(text, spans, 'hash', ctx);
    expect(r.findings[2]?.replacement).toBe(expected);
    expect(r.findings[2]?.replacement).toMatch(/^[0-9a-f]{16}$/);
    const other = await redact(text, spans, 'hash', { tenantSecret: 'tenant-b-secret' });
    expect(other.findings[2]?.replacement).not.toBe(expected);
    const again = await redact(text, spans, 'hash', ctx);
    expect(again.redacted_text).toBe(r.redacted_text);
  });

  it('pseudonymize → TYPE_4hex, stable for the same value, different across tenants', async () => {
    const store = new InMemoryPseudonymStore();
    const r = await redact('a@b.io and a@b.io', [
      { entity_type: 'EMAIL_ADDRESS', start: 0, end: 6, score: 1 },
      { entity_type: 'EMAIL_ADDRESS', start: 11, end: 17, score: 1 },
    ], 'pseudonymize', { ...ctx, pseudonyms: store });
    const [p1, p2] = r.findings.map((f) => f.replacement);
    expect(p1).toMatch(/^EMAIL_ADDRESS_[0-9a-f]{4}$/);
    expect(p2).toBe(p1);
    expect(p1).toBe(pseudonymCandidate('tenant-a-secret', 'EMAIL_ADDRESS', 'a@b.io', 0));
    expect(store.reveal(p1 as string)).toEqual({ entityType: 'EMAIL_ADDRESS', value: 'a@b.io' });
    const other = await redact('a@b.io', [{ entity_type: 'EMAIL_ADDRESS', start: 0, end: 6, score: 1 }], 'pseudonymize', {
      tenantSecret: 'tenant-b-secret',
    });
    expect(other.findings[0]?.replacement).not.toBe(p1);
  });

  it('pseudonymize probes the next derivation when another value owns the pseudonym', async () => {
    const store = new InMemoryPseudonymStore();
    // Another value already holds the first two derivations of "Alice".
    await store.claim(pseudonymCandidate('s', 'PERSON', 'Alice', 0), 'PERSON', 'Mallory');
    await store.claim(pseudonymCandidate('s', 'PERSON', 'Alice', 1), 'PERSON', 'Trent');
    const r = await redact('Alice', [{ entity_type: 'PERSON', start: 0, end: 5, score: 1 }], 'pseudonymize', {
      tenantSecret: 's',
      pseudonyms: store,
    });
    expect(r.redacted_text).toBe(pseudonymCandidate('s', 'PERSON', 'Alice', 2));
    // Same input later: the stored mapping is reused, not re-derived.
    const again = await redact('Alice', [{ entity_type: 'PERSON', start: 0, end: 5, score: 1 }], 'pseudonymize', {
      tenantSecret: 's',
      pseudonyms: store,
    });
    expect(again.redacted_text).toBe(r.redacted_text);
  });

  it('pseudonymize uses findByValue first and never claims when a mapping exists', async () => {
    const calls: string[] = [];
    const store: PseudonymStore = {
      async findByValue() {
        calls.push('find');
        return 'PERSON_beef';
      },
      async claim() {
        calls.push('claim');
        return true;
      },
    };
    const r = await redact('Bob', [{ entity_type: 'PERSON', start: 0, end: 3, score: 1 }], 'pseudonymize', { tenantSecret: 's', pseudonyms: store });
    expect(r.redacted_text).toBe('PERSON_beef');
    expect(calls).toEqual(['find']);
  });

  it('drops overlapping spans and accepts unsorted input', async () => {
    const r = await redact('abcdefghij', [
      { entity_type: 'B', start: 5, end: 8, score: 1 },
      { entity_type: 'A', start: 0, end: 6, score: 1 },
    ], 'type_label', ctx);
    expect(r.redacted_text).toBe('[A]ghij');
    expect(r.findings).toHaveLength(1);
  });
});
