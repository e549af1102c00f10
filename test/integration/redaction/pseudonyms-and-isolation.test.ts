import { describe, expect, it, beforeAll } from 'vitest';
import { api } from '../helpers/api.js';
import { createTenant, type TestTenant } from '../helpers/tenants.js';

interface Redacted { redacted_text: string; findings: { entity_type: string; replacement: string }[] }

describe('pseudonymization and POST /depseudonymize', () => {
  let a: TestTenant;
  let b: TestTenant;
  beforeAll(async () => {
    [a, b] = await Promise.all([createTenant(), createTenant()]);
  });

  const pseudonymize = async (key: string, text: string) =>
    ((await api('POST', '/redact/text', { key, body: { text, redaction_method: 'pseudonymize', entities: ['EMAIL_ADDRESS'] } })).body as Redacted);

  it('round-trips: same input, same pseudonym; reveal gives the original; audited', async () => {
    const first = await pseudonymize(a.key, 'mail maria@example.com now');
    const second = await pseudonymize(a.key, 'again: maria@example.com');
    const pseudonym = first.findings[0]?.replacement ?? '';
    expect(pseudonym).toMatch(/^EMAIL_ADDRESS_[0-9a-f]{4}$/);
    expect(second.findings[0]?.replacement).toBe(pseudonym);

    const revealed = await api('POST', '/depseudonymize', { key: a.key, body: { pseudonym, tenant_id: a.id } });
    expect(revealed.status).toBe(200);
    expect(revealed.body).toEqual({ pseudonym, original_value: 'maria@example.com', entity_type: 'EMAIL_ADDRESS' });

    const events = (await api('GET', '/audit', { key: a.key, query: { event_type: 'pseudonym.revealed' } })).body as { resource_id: string }[];
    expect(events[0]?.resource_id).toBe(pseudonym);
  });

  it('gives different tenants different pseudonyms and 404s across tenants', async () => {
    const pa = (await pseudonymize(a.key, 'x@example.com')).findings[0]?.replacement ?? '';
    const pb = (await pseudonymize(b.key, 'x@example.com')).findings[0]?.replacement ?? '';
    expect(pa).not.toBe(pb);
    expect((await api('POST', '/depseudonymize', { key: b.key, body: { pseudonym: pa, tenant_id: b.id } })).status).toBe(404);
    expect((await api('POST', '/depseudonymize', { key: b.key, body: { pseudonym: pa, tenant_id: a.id } })).status).toBe(404);
  });

  it('pseudonymizes 2,000 distinct values in one request (about 60 KB), each reversible, the same again', async () => {
    // Issue 9: this was a 500 after 29 s; `npm run bench:pseudonyms` times it.
    const emails = Array.from({ length: 2000 }, (_, i) => `person.number${i}@example.com`);
    const out = await pseudonymize(a.key, emails.join(', '));
    const pseudonyms = out.findings.map((f) => f.replacement);
    expect(pseudonyms).toHaveLength(2000);
    expect(new Set(pseudonyms).size).toBe(2000);
    expect((await pseudonymize(a.key, emails.join(', '))).findings.map((f) => f.replacement)).toEqual(pseudonyms);
    const revealed = await api('POST', '/depseudonymize', { key: a.key, body: { pseudonym: pseudonyms[123], tenant_id: a.id } });
    expect((revealed.body as { original_value: string }).original_value).toBe(emails[123]);
  });

  it('404s for unknown values and labels that were not produced by pseudonymize', async () => {
    const labelled = ((await api('POST', '/redact/text', { key: a.key, body: { text: 'y@example.com' } })).body as Redacted).redacted_text;
    for (const pseudonym of ['EMAIL_ADDRESS_ffff', labelled, 'not a pseudonym']) {
      const res = await api('POST', '/depseudonymize', { key: a.key, body: { pseudonym, tenant_id: a.id } });
      if (pseudonym === 'EMAIL_ADDRESS_ffff' && res.status === 200) continue; // astronomically unlikely collision
      expect(res.status).toBe(404);
    }
    // tenant_id may be left out: the key's own tenant.
    expect((await api('POST', '/depseudonymize', { key: a.key, body: { pseudonym: 'X_0000' } })).status).toBe(404);
  });
});

describe('tenant isolation of config and pseudonyms', () => {
  it("never lets tenant B read or change tenant A's policies, recognizers or list entries", async () => {
    const [a, b] = await Promise.all([createTenant(), createTenant()]);
    const policy = (await api('POST', '/policies', { key: a.key, body: { name: 'secret', pii_types: ['PERSON'] } })).body as { id: string };
    const recognizer = (await api('POST', '/config/recognizers', {
      key: a.key, body: { name: 'r', type: 'phrase_list', entity_type: 'A_ONLY', phrases: ['zebra crossing'] },
    })).body as { id: string };
    const entry = (await api('POST', '/config/allowlist', { key: a.key, body: { type: 'block', value: 'kiwi' } })).body as { id: string };

    for (const [base, id] of [['/policies', policy.id], ['/config/recognizers', recognizer.id], ['/config/allowlist', entry.id]] as const) {
      // The contract's permission rule: another tenant's resource is 403, not 404.
      expect((await api('GET', `${base}/${id}`, { key: b.key })).status).toBe(403);
      expect((await api('PUT', `${base}/${id}`, { key: b.key, body: {} })).status).toBe(403);
      expect((await api('DELETE', `${base}/${id}`, { key: b.key })).status).toBe(403);
      expect(((await api('GET', base, { key: b.key })).body as { id: string }[]).map((x) => x.id)).not.toContain(id);
      expect((await api('GET', `${base}/${id}`, { key: a.key })).status).toBe(200);
    }
    // A's rules do not leak into B's redactions, and B cannot use A's policy
    const out = (await api('POST', '/redact/text', { key: b.key, body: { text: 'zebra crossing with kiwi' } })).body as Redacted;
    expect(out.redacted_text).toBe('zebra crossing with kiwi');
    expect((await api('POST', '/redact/text', { key: b.key, body: { text: 'x', policy_id: policy.id } })).status).toBe(403);
    expect((await api('POST', '/redact/text', { key: b.key, body: { text: 'x', entities: ['A_ONLY'] } })).status).toBe(422);
  });
});
