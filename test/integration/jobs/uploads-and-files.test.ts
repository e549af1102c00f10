/**
 * POST /redact/file (multipart, or an `upload_id` from POST /uploads' presigned PUT), per-plan
 * upload limits (413) and the allowance (402).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { api } from '../helpers/api.js';
import { waitForJob, type JobBody } from '../helpers/jobs.js';
import { createTenant, type TestTenant } from '../helpers/tenants.js';

let tenant: TestTenant;

beforeAll(async () => {
  tenant = await createTenant('pro', 'test');
});

async function postForm(key: string, form: FormData) {
  const res = await fetch(`${inject('baseUrl')}/api/v1/redact/file`, { method: 'POST', headers: { 'x-api-key': key }, body: form });
  return { status: res.status, body: (await res.json()) as unknown };
}

const file = (text: string | Uint8Array, name = 'notes.txt', type = 'text/plain') => new Blob([text], { type });

describe('POST /redact/file', () => {
  it('takes a multipart file with settings as form fields', async () => {
    const form = new FormData();
    form.set('file', file('Mail ana@correo.es or call Jane Doe.'), 'notes.txt');
    form.set('entities', 'EMAIL_ADDRESS');
    form.set('redaction_method', 'mask');
    const res = await postForm(tenant.key, form);
    expect(res.status).toBe(202);
    const job = await waitForJob(tenant.key, (res.body as JobBody).id);
    expect(job.status).toBe('completed');
    expect(job.input_uri).toMatch(/^upload:\/\/upl_/);
    const out = await api('GET', `/jobs/${job.id}/download`, { key: tenant.key });
    expect(out.body).toBe(`Mail ${'*'.repeat(13)} or call Jane Doe.`);
  });

  it('refuses a file over the plan’s upload limit (413) and unknown form fields (422)', async () => {
    const free = await createTenant('free', 'test');
    const big = new FormData();
    big.set('file', file(new Uint8Array(1024 * 1024 + 1).fill(97)), 'big.txt');
    const tooBig = await postForm(free.key, big);
    expect(tooBig.status).toBe(413);
    const odd = new FormData();
    odd.set('file', file('hello'), 'a.txt');
    odd.set('colour', 'blue');
    const unknown = await postForm(tenant.key, odd);
    expect(unknown.status).toBe(422);
    expect(JSON.stringify(unknown.body)).toContain('colour');
    const none = await api('POST', '/redact/file', { key: tenant.key, body: {} });
    expect(none.status).toBe(422);
  });

  it('redacts a file uploaded with POST /uploads’ presigned PUT', async () => {
    const text = 'Patient Jane Doe, SSN 536-22-8714.';
    const created = await api('POST', '/uploads', {
      key: tenant.key, body: { size_bytes: Buffer.byteLength(text), filename: 'record.txt', content_type: 'text/plain' },
    });
    expect(created.status).toBe(201);
    const upload = created.body as { upload_id: string; upload_url: string; headers: Record<string, string> };

    const early = await api('POST', '/redact/file', { key: tenant.key, body: { upload_id: upload.upload_id } });
    expect(early.status).toBe(422);

    const put = await fetch(upload.upload_url, { method: 'PUT', headers: { 'content-type': upload.headers['content-type']! }, body: text });
    expect(put.status).toBe(200);
    const res = await api('POST', '/redact/file', { key: tenant.key, body: { upload_id: upload.upload_id } });
    expect(res.status).toBe(202);
    const job = await waitForJob(tenant.key, (res.body as JobBody).id);
    expect(job.status).toBe('completed');
    expect((await api('GET', `/jobs/${job.id}/download`, { key: tenant.key })).body).toBe('Patient [PERSON], SSN [US_SSN].');

    const other = await createTenant('pro', 'test');
    expect((await api('POST', '/redact/file', { key: other.key, body: { upload_id: upload.upload_id } })).status).toBe(403);
    expect((await api('POST', '/redact/file', { key: tenant.key, body: { upload_id: 'upl_unknown' } })).status).toBe(404);
  });

  it('refuses an upload larger than the plan allows (413)', async () => {
    const res = await api('POST', '/uploads', { key: tenant.key, body: { size_bytes: 10 * 1024 * 1024 + 1 } });
    expect(res.status).toBe(413);
    expect((res.body as { detail: string }).detail).toBe("The file is larger than the pro plan's upload limit of 10 MB.");
  });
});

describe('allowance', () => {
  it('answers 402 for new jobs once a live tenant’s allowance is spent, and meters completed jobs', async () => {
    const free = await createTenant('free', 'live');
    const first = await api('POST', '/redact/uri', { key: free.key, body: { uri: 's3://no-such-bucket/x.txt' } });
    expect(first.status).toBe(202);
    // 4,000 characters are the free plan's 1,000 tokens.
    expect((await api('POST', '/redact/text', { key: free.key, body: { text: 'x'.repeat(4000) } })).status).toBe(200);
    for (const [path, body] of [['/redact/uri', { uri: 's3://bkt/k.txt' }], ['/batch/redact', { input_uris: ['s3://bkt/k.txt'] }]] as const) {
      const res = await api('POST', path, { key: free.key, body });
      expect(res.status).toBe(402);
      expect((res.body as { detail: string }).detail).toMatch(/allowance .* used up; it renews on/);
    }
    const form = new FormData();
    form.set('file', file('hello'), 'a.txt');
    expect((await postForm(free.key, form)).status).toBe(402);
  });
});
