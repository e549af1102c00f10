/**
 * Public URLs are IP literals: this machine has no outside DNS, and the URL check resolves names.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../helpers/api.js';
import { createKey, createTenant, type TestTenant } from '../helpers/tenants.js';

interface WebhookBody {
  id: string;
  url: string;
  events: string[];
  active: boolean;
  secret?: string;
  created_at: string;
}

describe('/config/webhooks', () => {
  let t: TestTenant;
  beforeAll(async () => {
    t = await createTenant();
  });

  it('creates with the secret shown once, reads, updates, soft-deletes, and audits each write', async () => {
    const created = await api('POST', '/config/webhooks', { key: t.key, body: { url: 'https://93.184.216.34/hooks?token=abc' } });
    expect(created.status).toBe(201);
    const hook = created.body as WebhookBody;
    expect(hook).toMatchObject({ url: 'https://93.184.216.34/hooks?token=abc', events: ['job.completed', 'job.failed'], active: true });
    expect(hook.secret).toMatch(/^whsec_[0-9A-Za-z]{40}$/);

    const fetched = (await api('GET', `/config/webhooks/${hook.id}`, { key: t.key })).body as WebhookBody;
    expect(fetched).not.toHaveProperty('secret');
    expect(fetched).not.toHaveProperty('secret_ciphertext');
    const { secret: _s, ...withoutSecret } = hook;
    expect(fetched).toEqual(withoutSecret);
    const listed = (await api('GET', '/config/webhooks', { key: t.key })).body as WebhookBody[];
    expect(listed.map((w) => w.id)).toContain(hook.id);
    expect(JSON.stringify(listed)).not.toContain(hook.secret);

    const updated = await api('PUT', `/config/webhooks/${hook.id}`, { key: t.key, body: { events: ['job.failed'], active: false } });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: hook.id, events: ['job.failed'], active: false, url: hook.url });
    expect(updated.body).not.toHaveProperty('secret');

    const deleted = await api('DELETE', `/config/webhooks/${hook.id}`, { key: t.key });
    expect(deleted).toMatchObject({ status: 200, body: { detail: 'Webhook deleted.' } });
    expect((await api('GET', `/config/webhooks/${hook.id}`, { key: t.key })).status).toBe(404);
    expect((await api('DELETE', `/config/webhooks/${hook.id}`, { key: t.key })).status).toBe(404);
    expect((await api('PUT', `/config/webhooks/${hook.id}`, { key: t.key, body: { active: true } })).status).toBe(404);
    const after = (await api('GET', '/config/webhooks', { key: t.key })).body as WebhookBody[];
    expect(after.map((w) => w.id)).not.toContain(hook.id);

    const events = (await api('GET', '/audit', { key: t.key, query: { resource_type: 'webhook' } })).body as {
      event_type: string;
      resource_id: string;
      metadata: Record<string, unknown>;
    }[];
    const mine = events.filter((e) => e.resource_id === hook.id);
    expect(mine.map((e) => e.event_type).sort()).toEqual(['webhook.created', 'webhook.deleted', 'webhook.updated']);
    expect(JSON.stringify(mine)).not.toContain('token=abc');
  });

  it.each([
    ['a private address', 'https://10.0.0.1/hook', 'url_blocked'],
    ['the metadata service', 'https://169.254.169.254/latest/meta-data/', 'url_blocked'],
    ['IPv4-mapped loopback', 'https://[::ffff:127.0.0.1]/hook', 'url_blocked'],
    ['unique-local IPv6', 'https://[fd00:ec2::254]/', 'url_blocked'],
    ['plain http to a public host', 'http://example.com/hook', 'url_scheme'],
    ['plain http to a private host', 'http://192.168.1.10/hook', 'url_scheme'],
    ['another scheme', 'ftp://example.com/hook', 'url_scheme'],
    ['a relative URL', '/hook', 'url_invalid'],
    ['credentials in the URL', 'https://user:pw@example.com/hook', 'url_credentials'],
    ['a name that does not resolve', 'https://no-such-host.invalid/hook', 'url_unresolvable'],
  ])('refuses %s with 422 on url', async (_case, url, type) => {
    const res = await api('POST', '/config/webhooks', { key: t.key, body: { url } });
    expect(res.status).toBe(422);
    expect((res.body as { errors: { loc: string[]; type: string }[] }).errors[0]).toMatchObject({ loc: ['body', 'url'], type });
  });

  it('validates events and unknown fields, on create and update', async () => {
    const bad = [
      { url: 'https://93.184.216.34/h', events: ['job.started'] },
      { url: 'https://93.184.216.34/h', events: [] },
      { url: 'https://93.184.216.34/h', secret: 'mine' },
      { events: ['job.failed'] },
    ];
    for (const body of bad) expect((await api('POST', '/config/webhooks', { key: t.key, body })).status).toBe(422);
    const hook = (await api('POST', '/config/webhooks', { key: t.key, body: { url: 'https://93.184.216.34/h', events: ['job.failed', 'job.failed'] } }))
      .body as WebhookBody;
    expect(hook.events).toEqual(['job.failed']);
    expect((await api('PUT', `/config/webhooks/${hook.id}`, { key: t.key, body: { url: 'https://10.1.1.1/' } })).status).toBe(422);
    expect((await api('PUT', `/config/webhooks/${hook.id}`, { key: t.key, body: { secret: 'x' } })).status).toBe(422);
    expect((await api('PUT', `/config/webhooks/${hook.id}`, { key: t.key, body: { events: ['nope'] } })).status).toBe(422);
  });

  it('answers 403 to another tenant and to the other mode, 404 to an unknown id, and needs an admin key to write', async () => {
    const hook = (await api('POST', '/config/webhooks', { key: t.key, body: { url: 'https://93.184.216.34/owned' } })).body as WebhookBody;
    const other = await createTenant();
    for (const [method, body] of [['GET', undefined], ['PUT', { active: false }], ['DELETE', undefined]] as const) {
      expect((await api(method, `/config/webhooks/${hook.id}`, { key: other.key, body })).status).toBe(403);
    }
    expect((await api('GET', `/config/webhooks/${hook.id}/deliveries`, { key: other.key })).status).toBe(403);
    expect(((await api('GET', '/config/webhooks', { key: other.key })).body as WebhookBody[]).map((w) => w.id)).not.toContain(hook.id);

    const live = await createTenant('enterprise', 'live');
    const liveHook = (await api('POST', '/config/webhooks', { key: live.key, body: { url: 'https://93.184.216.34/live' } })).body as WebhookBody;
    const testKey = await createKey(live.key, { mode: 'test', role: 'admin' });
    expect((await api('GET', `/config/webhooks/${liveHook.id}`, { key: testKey.key })).status).toBe(403);
    expect(((await api('GET', '/config/webhooks', { key: testKey.key })).body as WebhookBody[]).map((w) => w.id)).not.toContain(liveHook.id);

    expect((await api('GET', '/config/webhooks/wh_doesnotexist0000000', { key: t.key })).status).toBe(404);

    const member = await createKey(t.key, { role: 'member' });
    expect((await api('POST', '/config/webhooks', { key: member.key, body: { url: 'https://93.184.216.34/m' } })).status).toBe(403);
    expect((await api('DELETE', `/config/webhooks/${hook.id}`, { key: member.key })).status).toBe(403);
    expect((await api('GET', `/config/webhooks/${hook.id}`, { key: member.key })).status).toBe(200);
  });
});
