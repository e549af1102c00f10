import { describe, expect, it, beforeAll } from 'vitest';
import { api } from '../helpers/api.js';
import { createTenant, type TestTenant } from '../helpers/tenants.js';

interface Finding { entity_type: string; start: number; end: number; score: number; replacement: string }
interface Redacted { redacted_text: string; findings: Finding[]; entity_count: number; language: string; tokens_used: number; policy_id: string | null; processing_ms: number }

const TEXT = 'Contact jane.doe@example.com or call (415) 555-0132. SSN: 536-22-8714.';

describe('POST /redact/text', () => {
  let t: TestTenant;
  beforeAll(async () => {
    t = await createTenant();
  });

  const redact = (body: Record<string, unknown>, key = t.key) => api('POST', '/redact/text', { key, body });

  it('detects and labels PII with code-point offsets into the original text', async () => {
    const res = await redact({ text: TEXT });
    expect(res.status).toBe(200);
    const body = res.body as Redacted;
    expect(body.redacted_text).toBe('Contact [EMAIL_ADDRESS] or call [PHONE_NUMBER]. SSN: [US_SSN].');
    expect(body.entity_count).toBe(3);
    expect(body).toMatchObject({ language: 'en', tokens_used: Math.ceil(TEXT.length / 4), policy_id: null });
    for (const f of body.findings) expect(f.replacement).toBe(`[${f.entity_type}]`);
    const email = body.findings.find((f) => f.entity_type === 'EMAIL_ADDRESS');
    expect(TEXT.slice(email?.start, email?.end)).toBe('jane.doe@example.com');
    expect(typeof body.processing_ms).toBe('number');
  });

  it('counts offsets in code points around emoji', async () => {
    const text = '😀😀 mail bob@example.org';
    const body = (await redact({ text })).body as Redacted;
    const f = body.findings[0];
    expect(f).toMatchObject({ entity_type: 'EMAIL_ADDRESS', start: 8, end: 23 });
    expect([...text].slice(f!.start, f!.end).join('')).toBe('bob@example.org');
    // Tokens count characters as code points too: 23 of them here (25 UTF-16 units).
    expect(body.tokens_used).toBe(Math.ceil(23 / 4));
  });

  it.each([
    ['mask', /^\*+$/],
    ['hash', /^[0-9a-f]{16}$/],
    ['pseudonymize', /^EMAIL_ADDRESS_[0-9a-f]{4}$/],
  ])('applies the %s method', async (method, shape) => {
    const body = (await redact({ text: 'write to ann@example.com', redaction_method: method, entities: ['EMAIL_ADDRESS'] })).body as Redacted;
    const replacement = body.findings[0]?.replacement ?? '';
    expect(replacement).toMatch(shape);
    if (method === 'mask') expect(replacement).toHaveLength('ann@example.com'.length);
    expect(body.redacted_text).toBe(`write to ${replacement}`);
  });

  it('hashes deterministically within a tenant and differently across tenants', async () => {
    const other = await createTenant();
    const input = { text: 'ann@example.com', redaction_method: 'hash' };
    const a1 = (await redact(input)).body as Redacted;
    const a2 = (await redact(input)).body as Redacted;
    const b = (await redact(input, other.key)).body as Redacted;
    expect(a1.redacted_text).toBe(a2.redacted_text);
    expect(b.redacted_text).not.toBe(a1.redacted_text);
  });

  it('restricts to the requested entities and accepts SSN as US_SSN', async () => {
    const body = (await redact({ text: TEXT, entities: ['SSN'] })).body as Redacted;
    expect(body.findings.map((f) => f.entity_type)).toEqual(['US_SSN']);
  });

  it('detects Spanish identifiers with language es', async () => {
    const body = (await redact({ text: 'Mi DNI es 12345678Z y mi correo es luis@correo.es', language: 'es' })).body as Redacted;
    expect(body.language).toBe('es');
    expect(body.findings.map((f) => f.entity_type)).toEqual(expect.arrayContaining(['ES_NIF', 'EMAIL_ADDRESS']));
  });

  it('picks the language from the text with language auto, and reports the choice', async () => {
    const es = (await redact({ text: 'Hola, soy Lucía. Mi número de la Seguridad Social es 28/12345678/40.', language: 'auto' })).body as Redacted;
    expect(es.language).toBe('es');
    expect(es.findings.map((f) => f.entity_type)).toEqual(expect.arrayContaining(['ES_NSS']));
    const en = (await redact({ text: 'hey, can you send the invoice to jane@example.com?', language: 'auto' })).body as Redacted;
    expect(en.language).toBe('en');
    expect(en.findings.map((f) => f.entity_type)).toEqual(['EMAIL_ADDRESS']);
  });

  it.each([
    ['an empty text', { text: '' }, 422],
    ['a missing text', {}, 422],
    ['an unknown entity type', { text: 'x', entities: ['NOT_A_TYPE'] }, 422],
    ['an unsupported language', { text: 'x', language: 'fr' }, 422],
    ['a threshold above 1', { text: 'x', confidence_threshold: 2 }, 422],
    ['an unknown method', { text: 'x', redaction_method: 'shred' }, 422],
    ['an unknown policy', { text: 'x', policy_id: 'pol_missing' }, 404],
  ])('rejects %s', async (_case, body, status) => {
    const res = await redact(body);
    expect(res.status).toBe(status);
    expect(typeof (res.body as { detail: string }).detail).toBe('string');
  });

  it('answers 413 over 1,000,000 characters without echoing the text', async () => {
    const res = await redact({ text: 'a'.repeat(1_000_001) });
    expect(res.status).toBe(413);
    expect(JSON.stringify(res.body).length).toBeLessThan(300);
  });

  it('uses a policy and lets request fields override it', async () => {
    const policy = await api('POST', '/policies', {
      key: t.key,
      body: { name: `mask-emails-${Date.now()}`, pii_types: ['EMAIL_ADDRESS'], redaction_method: 'mask' },
    });
    expect(policy.status).toBe(201);
    const id = (policy.body as { id: string }).id;
    const viaPolicy = (await redact({ text: TEXT, policy_id: id })).body as Redacted;
    expect(viaPolicy.policy_id).toBe(id);
    expect(viaPolicy.findings.map((f) => f.entity_type)).toEqual(['EMAIL_ADDRESS']);
    expect(viaPolicy.redacted_text).toContain('********************');
    const overridden = (await redact({ text: TEXT, policy_id: id, redaction_method: 'type_label', entities: ['PHONE_NUMBER'] })).body as Redacted;
    expect(overridden.redacted_text).toContain('[PHONE_NUMBER]');
    expect(overridden.redacted_text).toContain('jane.doe@example.com');
  });

  it('answers with a warning, not an error, when LLM detection is asked for but not configured', async () => {
    const res = await redact({ text: TEXT, llm_detection_enabled: true });
    expect(res.status).toBe(200);
    expect((res.body as { warnings?: string[] }).warnings?.[0]).toMatch(/LLM/);
  });
});

describe('GET /entities', () => {
  it('lists types with category and languages', async () => {
    const t = await createTenant();
    const res = await api('GET', '/entities', { key: t.key });
    const entities = res.body as { name: string; category: string; languages: string[] }[];
    expect(entities.find((e) => e.name === 'CREDIT_CARD')).toMatchObject({ category: 'PCI' });
    // US Hispanic forms write US identifiers in Spanish: every type is listed for both languages.
    expect(entities.find((e) => e.name === 'US_SSN')?.languages).toEqual(['en', 'es']);
    expect(entities.find((e) => e.name === 'PERSON')?.languages).toEqual(expect.arrayContaining(['en', 'es']));
    expect(entities.find((e) => e.name === 'US_NPI')?.category).toBe('PHI');
  });
});
