/**
 * POST /redact/uri end to end through HTTP, the jobs queue and the worker: s3:// and gs://
 * sources (gs:// goes through the GCS XML-API client, pointed at the local S3 emulator),
 * output_uri, findings, download, listing, delete, and the input's faults as `failed`.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { api } from '../helpers/api.js';
import { createKey, createTenant, type TestTenant } from '../helpers/tenants.js';
import { ensureBucket, getObjectText, listKeys, putObject, waitForJob, type JobBody } from '../helpers/jobs.js';

const BUCKET = 'customer-inputs';
const TEXT = 'Contact Jane Doe at jane.doe@example.com or +1 415-555-0132.\nSSN 536-22-8714.\n';

let tenant: TestTenant;

beforeAll(async () => {
  tenant = await createTenant('enterprise', 'test');
  await ensureBucket(BUCKET);
  await putObject(BUCKET, 'in/contact.txt', TEXT);
});

async function submit(body: Record<string, unknown>, key = tenant.key) {
  return api('POST', '/redact/uri', { key, body });
}

describe('POST /redact/uri', () => {
  it('redacts an s3:// object: 202 queued, then completed with findings, output and download', async () => {
    const res = await submit({ uri: `s3://${BUCKET}/in/contact.txt` });
    expect(res.status).toBe(202);
    const queued = res.body as JobBody;
    expect(queued).toMatchObject({ status: 'queued', progress_pct: 0, input_uri: `s3://${BUCKET}/in/contact.txt`, output_uri: null });

    const job = await waitForJob(tenant.key, queued.id);
    expect(job.status).toBe('completed');
    expect(job.progress_pct).toBe(100);
    expect(job.completed_at).not.toBeNull();
    const types = job.findings.map((f) => f.entity_type);
    expect(types).toEqual(expect.arrayContaining(['PERSON', 'EMAIL_ADDRESS', 'PHONE_NUMBER', 'US_SSN']));
    expect(job.entity_count).toBe(job.findings.length);
    expect(job.tokens_used).toBe(Math.ceil([...TEXT].length / 4));
    expect(job.output_uri).toMatch(new RegExp(`^s3://${inject('filesBucket')}/jobs/${tenant.id}/${job.id}/output\\.txt$`));

    const download = await api('GET', `/jobs/${job.id}/download`, { key: tenant.key });
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toMatch(/^text\/plain/);
    const redacted = download.body as string;
    expect(redacted).toContain('[EMAIL_ADDRESS]');
    expect(redacted).not.toContain('jane.doe@example.com');
    expect(redacted).not.toContain('536-22-8714');

    const findings = await api('GET', `/jobs/${job.id}/download`, { key: tenant.key, query: { content: 'findings' } });
    expect(findings.status).toBe(200);
    expect((findings.body as { entity_count: number }).entity_count).toBe(job.entity_count);
  });

  it('reads gs:// through the GCS XML API client and writes to an s3:// output_uri prefix', async () => {
    await ensureBucket('gcs-bucket');
    await putObject('gcs-bucket', 'exports/people.txt', 'Email ana@correo.es please.');
    await ensureBucket('customer-outputs');
    const res = await submit({ uri: 'gs://gcs-bucket/exports/people.txt', output_uri: 's3://customer-outputs/redacted/', redaction_method: 'mask' });
    expect(res.status).toBe(202);
    const job = await waitForJob(tenant.key, (res.body as JobBody).id);
    expect(job.status).toBe('completed');
    expect(job.output_uri).toBe(`s3://customer-outputs/redacted/${job.id}.txt`);
    expect(await getObjectText('customer-outputs', `redacted/${job.id}.txt`)).toBe(`Email ${'*'.repeat('ana@correo.es'.length)} please.`);
  });

  it('fails a job whose input does not exist, with a clear error_message', async () => {
    const res = await submit({ uri: `s3://${BUCKET}/in/missing.txt` });
    const job = await waitForJob(tenant.key, (res.body as JobBody).id);
    expect(job.status).toBe('failed');
    expect(job.error_message).toBe('The input object was not found.');
    expect((await api('GET', `/jobs/${job.id}/download`, { key: tenant.key })).status).toBe(404);
  });

  it('fails an unsupported (binary) input and one over the plan limit', async () => {
    await putObject(BUCKET, 'in/blob.bin', Buffer.from([0x00, 0x01, 0x02, 0xff, 0x00, 0x10, 0x00, 0x00]), 'application/octet-stream');
    const free = await createTenant('free', 'test');
    await putObject(BUCKET, 'in/big.txt', 'a'.repeat(1024 * 1024 + 10));
    const [binary, big] = await Promise.all([
      submit({ uri: `s3://${BUCKET}/in/blob.bin` }),
      submit({ uri: `s3://${BUCKET}/in/big.txt` }, free.key),
    ]);
    const failedBinary = await waitForJob(tenant.key, (binary.body as JobBody).id);
    expect(failedBinary.status).toBe('failed');
    expect(failedBinary.error_message).toMatch(/format|supported/i);
    const failedBig = await waitForJob(free.key, (big.body as JobBody).id);
    expect(failedBig.status).toBe('failed');
    expect(failedBig.error_message).toBe("The input is larger than this plan's limit of 1 MB.");
  });

  it('validates the request: scheme, object, strict body, policy', async () => {
    const scheme = await submit({ uri: 'ftp://host/file.txt' });
    expect(scheme.status).toBe(422);
    expect(JSON.stringify(scheme.body)).toContain('s3://, gs:// or https://');
    expect((await submit({ uri: 's3://bucket-only/' })).status).toBe(422);
    const unknown = await submit({ uri: `s3://${BUCKET}/in/contact.txt`, colour: 'blue' });
    expect(unknown.status).toBe(422);
    expect(JSON.stringify(unknown.body)).toContain('colour');
    expect((await submit({ uri: `s3://${BUCKET}/in/contact.txt`, output_uri: 'gs://x/y' })).status).toBe(422);
    expect((await submit({ uri: `s3://${BUCKET}/in/contact.txt`, policy_id: 'pol_missing' })).status).toBe(404);
    expect((await submit({ uri: `s3://${BUCKET}/in/contact.txt`, entities: ['NOT_A_TYPE'] })).status).toBe(422);
  });
});

describe('GET /jobs, GET /jobs/{id}, DELETE /jobs/{id}', () => {
  it('lists the tenant’s jobs newest first, filters by status, and paginates', async () => {
    const own = await createTenant('enterprise', 'test');
    const a = (await submit({ uri: `s3://${BUCKET}/in/contact.txt` }, own.key)).body as JobBody;
    const b = (await submit({ uri: `s3://${BUCKET}/in/missing.txt` }, own.key)).body as JobBody;
    await waitForJob(own.key, a.id);
    await waitForJob(own.key, b.id);
    const all = await api('GET', '/jobs', { key: own.key });
    expect(all.status).toBe(200);
    expect((all.body as JobBody[]).map((j) => j.id)).toEqual([b.id, a.id]);
    const failed = await api('GET', '/jobs', { key: own.key, query: { status: 'failed' } });
    expect((failed.body as JobBody[]).map((j) => j.id)).toEqual([b.id]);
    const page = await api('GET', '/jobs', { key: own.key, query: { limit: '1', offset: '1' } });
    expect((page.body as JobBody[]).map((j) => j.id)).toEqual([a.id]);
    expect((await api('GET', '/jobs', { key: own.key, query: { status: 'done' } })).status).toBe(422);
    expect((await api('GET', '/jobs', { key: own.key, query: { limit: '101' } })).status).toBe(422);
  });

  it('answers 403 across tenants and modes, 404 for unknown ids', async () => {
    const job = (await submit({ uri: `s3://${BUCKET}/in/contact.txt` })).body as JobBody;
    await waitForJob(tenant.key, job.id);
    const other = await createTenant('enterprise', 'test');
    const paths = [['GET', `/jobs/${job.id}`], ['GET', `/jobs/${job.id}/download`], ['DELETE', `/jobs/${job.id}`]] as const;
    for (const [method, path] of paths) expect((await api(method, path, { key: other.key })).status).toBe(403);
    expect(((await api('GET', '/jobs', { key: other.key })).body as JobBody[]).length).toBe(0);

    // Live and test are separate worlds: a live job is 403 to the same tenant's test key.
    const liveTenant = await createTenant('enterprise', 'live');
    const testKey = await createKey(liveTenant.key, { mode: 'test', role: 'admin' });
    const liveJob = (await submit({ uri: `s3://${BUCKET}/in/contact.txt` }, liveTenant.key)).body as JobBody;
    await waitForJob(liveTenant.key, liveJob.id);
    for (const [method, path] of [['GET', `/jobs/${liveJob.id}`], ['GET', `/jobs/${liveJob.id}/download`], ['DELETE', `/jobs/${liveJob.id}`]] as const) {
      const res = await api(method, path, { key: testKey.key });
      expect(res.status).toBe(403);
      expect((res.body as { detail: string }).detail).toMatch(/live mode/);
    }
    expect(((await api('GET', '/jobs', { key: testKey.key })).body as JobBody[]).length).toBe(0);

    expect((await api('GET', '/jobs/job_doesnotexist', { key: tenant.key })).status).toBe(404);
    expect((await api('DELETE', '/jobs/job_doesnotexist', { key: tenant.key })).status).toBe(404);
  });

  it('deletes a job and its output', async () => {
    const job = await waitForJob(tenant.key, ((await submit({ uri: `s3://${BUCKET}/in/contact.txt` })).body as JobBody).id);
    const prefix = `jobs/${tenant.id}/${job.id}/`;
    expect((await listKeys(inject('filesBucket'), prefix)).sort()).toEqual([`${prefix}findings.json`, `${prefix}output.txt`]);
    const res = await api('DELETE', `/jobs/${job.id}`, { key: tenant.key });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ detail: 'Job deleted.' });
    expect(await listKeys(inject('filesBucket'), prefix)).toEqual([]);
    expect((await api('GET', `/jobs/${job.id}`, { key: tenant.key })).status).toBe(404);
    expect((await api('GET', `/jobs/${job.id}/download`, { key: tenant.key })).status).toBe(404);
  });
});
