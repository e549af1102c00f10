import { describe, expect, it, beforeAll } from 'vitest';
import { api } from '../helpers/api.js';
import { createKey, createTenant, type TestTenant } from '../helpers/tenants.js';

interface Redacted { redacted_text: string; findings: { entity_type: string }[] }

describe('policies', () => {
  let t: TestTenant;
  beforeAll(async () => {
    t = await createTenant();
  });

  it('runs create, read, list, partial update and delete with defaults, 409 and audit', async () => {
    // Create with defaults
    const created = await api('POST', '/policies', { key: t.key, body: { name: 'HR', pii_types: ['PERSON', 'SSN'] } });
    expect(created.status).toBe(201);
    const policy = created.body as Record<string, unknown> & { id: string };
    expect(policy).toMatchObject({
      name: 'HR', description: '', pii_types: ['PERSON', 'US_SSN'], confidence_threshold: 0.5,
      redaction_method: 'type_label', language: 'en', llm_detection_enabled: false,
    });
    expect(policy.created_at).toBe(policy.updated_at);

    // Duplicate name (case-insensitive) is 409
    expect((await api('POST', '/policies', { key: t.key, body: { name: 'hr', pii_types: ['PERSON'] } })).status).toBe(409);

    // Read and list
    expect((await api('GET', `/policies/${policy.id}`, { key: t.key })).body).toEqual(policy);
    expect(((await api('GET', '/policies', { key: t.key })).body as { id: string }[]).map((p) => p.id)).toContain(policy.id);

    // Partial update keeps other fields
    const updated = await api('PUT', `/policies/${policy.id}`, { key: t.key, body: { redaction_method: 'mask' } });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'HR', redaction_method: 'mask', pii_types: ['PERSON', 'US_SSN'] });
    expect((await api('PUT', `/policies/${policy.id}`, { key: t.key, body: { bogus: 1 } })).status).toBe(422);
    const renamed = await api('PUT', `/policies/${policy.id}`, { key: t.key, body: { pii_types: ['SSN', 'EMAIL_ADDRESS'] } });
    expect((renamed.body as { pii_types: string[] }).pii_types).toEqual(['US_SSN', 'EMAIL_ADDRESS']);
    expect((await api('PUT', `/policies/${policy.id}`, { key: t.key, body: { pii_types: ['NOPE'] } })).status).toBe(422);

    // Delete, then 404
    expect((await api('DELETE', `/policies/${policy.id}`, { key: t.key })).status).toBe(200);
    expect((await api('GET', `/policies/${policy.id}`, { key: t.key })).status).toBe(404);
    // The name is free again
    expect((await api('POST', '/policies', { key: t.key, body: { name: 'HR', pii_types: ['PERSON'] } })).status).toBe(201);

    const events = (await api('GET', '/audit', { key: t.key, query: { resource_type: 'policy' } })).body as { event_type: string }[];
    expect(events.map((e) => e.event_type)).toEqual(expect.arrayContaining(['policy.created', 'policy.updated', 'policy.deleted']));
  });

  it.each([
    ['an unknown pii type', { name: 'x1', pii_types: ['NOPE'] }],
    ['a missing name', { pii_types: ['PERSON'] }],
    ['an empty pii_types', { name: 'x3', pii_types: [] }],
  ])('rejects %s with 422', async (_case, body) => {
    expect((await api('POST', '/policies', { key: t.key, body })).status).toBe(422);
  });

  it('accepts a US identifier in a Spanish policy (US Hispanic forms)', async () => {
    expect((await api('POST', '/policies', { key: t.key, body: { name: 'x2', pii_types: ['US_SSN'], language: 'es' } })).status).toBe(201);
  });

  it('needs an admin key to write, and a member key may read', async () => {
    const member = await createKey(t.key, { role: 'member' });
    expect((await api('POST', '/policies', { key: member.key, body: { name: 'm', pii_types: ['PERSON'] } })).status).toBe(403);
    expect((await api('GET', '/policies', { key: member.key })).status).toBe(200);
  });

  it('gives a key of the other mode 403 on a policy', async () => {
    const live = await createTenant('enterprise', 'live');
    const created = (await api('POST', '/policies', { key: live.key, body: { name: 'live', pii_types: ['PERSON'] } })).body as { id: string };
    const testKey = await createKey(live.key, { mode: 'test', role: 'admin' });
    expect((await api('GET', `/policies/${created.id}`, { key: testKey.key })).status).toBe(403);
    expect((await api('POST', '/redact/text', { key: testKey.key, body: { text: 'x', policy_id: created.id } })).status).toBe(403);
  });
});

describe('custom recognizers', () => {
  let t: TestTenant;
  beforeAll(async () => {
    t = await createTenant();
  });
  const redact = async (text: string) => ((await api('POST', '/redact/text', { key: t.key, body: { text } })).body as Redacted).redacted_text;

  it('applies a regex recognizer on the next request and stops after soft delete', async () => {
    expect(await redact('employee EMP-123456 joined')).toBe('employee EMP-123456 joined');
    const created = await api('POST', '/config/recognizers', {
      key: t.key,
      body: { name: 'employee ids', type: 'regex', entity_type: 'EMPLOYEE_ID', patterns: ['EMP-\\d{6}'], score: 0.9 },
    });
    expect(created.status).toBe(201);
    const id = (created.body as { id: string }).id;
    expect(await redact('employee EMP-123456 joined')).toBe('employee [EMPLOYEE_ID] joined');
    // The custom label is accepted as an entity type for this tenant
    const only = await api('POST', '/redact/text', { key: t.key, body: { text: 'EMP-654321 a@b.co', entities: ['EMPLOYEE_ID'] } });
    expect((only.body as Redacted).redacted_text).toBe('[EMPLOYEE_ID] a@b.co');

    expect((await api('DELETE', `/config/recognizers/${id}`, { key: t.key })).status).toBe(200);
    expect(await redact('employee EMP-123456 joined')).toBe('employee EMP-123456 joined');
    expect((await api('GET', `/config/recognizers/${id}`, { key: t.key })).status).toBe(404);
  });

  it('applies a phrase list case-insensitively and updates it with PUT', async () => {
    const created = (await api('POST', '/config/recognizers', {
      key: t.key,
      body: { name: 'projects', type: 'phrase_list', entity_type: 'PROJECT', phrases: ['Project Falcon'], score: 0.8 },
    })).body as { id: string };
    expect(await redact('status of project falcon today')).toBe('status of [PROJECT] today');
    const put = await api('PUT', `/config/recognizers/${created.id}`, { key: t.key, body: { phrases: ['Blue Heron'] } });
    expect(put.status).toBe(200);
    expect(await redact('project falcon and blue heron')).toBe('project falcon and [PROJECT]');
  });

  it.each([
    ['a backreference', ['(a)\\1']],
    ['a lookahead', ['foo(?=bar)']],
    ['an unbalanced group', ['(abc']],
    ['a pattern matching the empty string', ['a*']],
  ])('rejects %s with 422 and the reason', async (_case, patterns) => {
    const res = await api('POST', '/config/recognizers', {
      key: t.key,
      body: { name: `bad-${Math.random()}`, type: 'regex', entity_type: 'BAD', patterns },
    });
    expect(res.status).toBe(422);
    const body = res.body as { errors: { loc: (string | number)[]; msg: string }[] };
    expect(body.errors[0]?.loc).toEqual(['body', 'patterns', 0]);
    expect(body.errors[0]?.msg.length).toBeGreaterThan(5);
  });

  it('runs a catastrophic-backtracking pattern in linear time', async () => {
    await api('POST', '/config/recognizers', {
      key: t.key,
      body: { name: 'redos', type: 'regex', entity_type: 'REDOS', patterns: ['(a+)+b'] },
    });
    const started = Date.now();
    const res = await api('POST', '/redact/text', { key: t.key, body: { text: `${'a'.repeat(50_000)}!` } });
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('409s on a duplicate name', async () => {
    const body = { name: 'dup', type: 'phrase_list', entity_type: 'X_Y', phrases: ['a b c'] };
    expect((await api('POST', '/config/recognizers', { key: t.key, body })).status).toBe(201);
    expect((await api('POST', '/config/recognizers', { key: t.key, body })).status).toBe(409);
  });
});

describe('allow and block lists', () => {
  let t: TestTenant;
  beforeAll(async () => {
    t = await createTenant();
  });
  const redact = async (text: string) => ((await api('POST', '/redact/text', { key: t.key, body: { text } })).body as Redacted).redacted_text;

  it('never redacts allowed values, always redacts blocked ones, and soft delete ends both', async () => {
    const text = 'Write to support@acme.com or jane@acme.com about codename BLUEBIRD.';
    expect(await redact(text)).toBe('Write to [EMAIL_ADDRESS] or [EMAIL_ADDRESS] about codename BLUEBIRD.');

    const allow = await api('POST', '/config/allowlist', { key: t.key, body: { value: 'SUPPORT@acme.com', entity_type: 'EMAIL_ADDRESS' } });
    expect(allow.status).toBe(201);
    expect(allow.body).toMatchObject({ type: 'allow', entity_type: 'EMAIL_ADDRESS' });
    const block = await api('POST', '/config/allowlist', { key: t.key, body: { type: 'block', value: 'bluebird', entity_type: '*' } });
    expect(block.status).toBe(201);

    const out = await redact(text);
    expect(out).toContain('support@acme.com');
    expect(out).not.toContain('jane@acme.com');
    expect(out).not.toContain('BLUEBIRD');

    expect((await api('POST', '/config/allowlist', { key: t.key, body: { value: 'support@ACME.com', entity_type: 'EMAIL_ADDRESS' } })).status).toBe(409);
    const entries = (await api('GET', '/config/allowlist', { key: t.key })).body as { type: string }[];
    expect(entries.map((e) => e.type).sort()).toEqual(['allow', 'block']);

    await api('DELETE', `/config/allowlist/${(allow.body as { id: string }).id}`, { key: t.key });
    await api('DELETE', `/config/allowlist/${(block.body as { id: string }).id}`, { key: t.key });
    expect(await redact(text)).toBe('Write to [EMAIL_ADDRESS] or [EMAIL_ADDRESS] about codename BLUEBIRD.');
  });

  it('supports regex entries on the linear-time engine', async () => {
    const res = await api('POST', '/config/allowlist', {
      key: t.key,
      body: { value: '.*@example\\.org', match: 'regex', entity_type: 'EMAIL_ADDRESS' },
    });
    expect(res.status).toBe(201);
    expect(await redact('a@example.org b@example.net')).toBe('a@example.org [EMAIL_ADDRESS]');
    expect((await api('POST', '/config/allowlist', { key: t.key, body: { value: '(x)\\1', match: 'regex' } })).status).toBe(422);
  });
});
