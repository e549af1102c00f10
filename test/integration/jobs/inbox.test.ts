/**
 * The S3 trigger: an object put under inbox/<tenant_id>/ in the service's bucket becomes a live
 * job of that tenant, with its policy named "default". Locally, s3rver's event goes to the inbox
 * queue and its worker, as an S3 notification would on AWS.
 */
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { api } from '../helpers/api.js';
import { putObject, waitForJob, type JobBody } from '../helpers/jobs.js';
import { createTenant } from '../helpers/tenants.js';

describe('S3 inbox', () => {
  it('turns an object under inbox/<tenant>/ into a job with the tenant’s default policy', async () => {
    const tenant = await createTenant('enterprise', 'live');
    const policy = await api('POST', '/policies', {
      key: tenant.key, body: { name: 'Default', pii_types: ['EMAIL_ADDRESS'], redaction_method: 'mask' },
    });
    expect(policy.status).toBe(201);
    const key = `inbox/${tenant.id}/drops/monday report.txt`;
    await putObject(inject('filesBucket'), key, 'From ana@correo.es to Jane Doe');

    let jobs: JobBody[] = [];
    for (let i = 0; i < 100 && jobs.length === 0; i++) {
      jobs = (await api('GET', '/jobs', { key: tenant.key })).body as JobBody[];
      if (jobs.length === 0) await new Promise((r) => setTimeout(r, 200));
    }
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.input_uri).toBe(`s3://${inject('filesBucket')}/${key}`);
    const job = await waitForJob(tenant.key, jobs[0]!.id);
    expect(job.status).toBe('completed');
    expect((await api('GET', `/jobs/${job.id}/download`, { key: tenant.key })).body).toBe(`From ${'*'.repeat(13)} to Jane Doe`);
    const audit = await api('GET', '/audit', { key: tenant.key, query: { event_type: 'job.created' } });
    expect((audit.body as { actor: string }[])[0]!.actor).toBe('s3-inbox');
  });
});
