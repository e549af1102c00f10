/**
 * The review queue over HTTP with the real job worker: a policy that requires review holds its
 * job at 90% with one review per finding; approve, reject and modify resolve them (409 after);
 * the last resolution renders the output from the decisions and completes the job.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../helpers/api.js';
import { ensureBucket, putObject, waitForJob } from '../helpers/jobs.js';
import { createKey, createTenant, type TestTenant } from '../helpers/tenants.js';

const BUCKET = `reviews-${Date.now()}`;
const TEXT = 'Contact Jane Doe at jane.doe@example.com or call +1 415-555-0132 today.';
let tenant: TestTenant;
let other: TestTenant;

interface Review {
  id: string;
  job_id: string;
  status: string;
  reviewer: string | null;
  finding: { entity_type: string; start: number; end: number; score: number; text: string };
}

async function submitHeldJob(name: string, policy: Record<string, unknown>): Promise<{ jobId: string; reviews: Review[] }> {
  const created = await api('POST', '/policies', {
    key: tenant.key,
    body: { name, pii_types: ['PERSON', 'EMAIL_ADDRESS', 'PHONE_NUMBER'], ...policy },
  });
  expect(created.status).toBe(201);
  await putObject(BUCKET, `${name}.txt`, TEXT);
  const job = await api('POST', '/redact/uri', {
    key: tenant.key,
    body: { uri: `s3://${BUCKET}/${name}.txt`, policy_id: (created.body as { id: string }).id },
  });
  expect(job.status).toBe(202);
  const jobId = (job.body as { id: string }).id;
  const held = await waitForJob(tenant.key, jobId, (j) => j.progress_pct === 90 || ['completed', 'failed', 'error'].includes(j.status));
  expect(held).toMatchObject({ status: 'processing', progress_pct: 90 });
  const listed = await api('GET', '/reviews', { key: tenant.key, query: { job_id: jobId } });
  expect(listed.status).toBe(200);
  return { jobId, reviews: listed.body as Review[] };
}

beforeAll(async () => {
  [tenant, other] = await Promise.all([createTenant('enterprise', 'test'), createTenant('enterprise', 'test')]);
  await ensureBucket(BUCKET);
});

describe('reviews', () => {
  it('hold a job, resolve three ways, and render the output from the decisions', async () => {
    const { jobId, reviews } = await submitHeldJob('review-all', { review_required: true });
    expect(reviews.map((r) => r.finding.entity_type).sort()).toEqual(['EMAIL_ADDRESS', 'PERSON', 'PHONE_NUMBER']);
    const byType = (t: string) => reviews.find((r) => r.finding.entity_type === t)!;
    const person = byType('PERSON');
    expect(person).toMatchObject({ status: 'pending', reviewer: null, job_id: jobId });
    expect(person.finding.text).toBe('Jane Doe');
    expect(Array.from(TEXT).slice(person.finding.start, person.finding.end).join('')).toBe('Jane Doe');

    // Isolation: another tenant gets 403, an unknown id 404.
    expect((await api('GET', `/reviews/${person.id}`, { key: other.key })).status).toBe(403);
    expect((await api('POST', `/reviews/${person.id}/approve`, { key: other.key, body: {} })).status).toBe(403);
    expect((await api('GET', '/reviews/rev_unknown_1', { key: tenant.key })).status).toBe(404);

    // Modify: boundaries are checked against the text around the finding.
    const email = byType('EMAIL_ADDRESS');
    const bad = await api('POST', `/reviews/${email.id}/modify`, { key: tenant.key, body: { start: email.finding.end, end: email.finding.end + 3 } });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain('overlap');
    const backwards = await api('POST', `/reviews/${email.id}/modify`, { key: tenant.key, body: { start: 10, end: 5 } });
    expect(backwards.status).toBe(422);

    // Two reviewers at once on the same review: exactly one wins.
    const member = await createKey(tenant.key, { role: 'member' });
    const race = await Promise.all([
      api('POST', `/reviews/${person.id}/reject`, { key: tenant.key, body: { comment: 'a name in a signature we keep' } }),
      api('POST', `/reviews/${person.id}/approve`, { key: member.key, body: {} }),
    ]);
    expect(race.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = race.find((r) => r.status === 200)!.body as { status: string; reviewer: string };
    expect((await api('POST', `/reviews/${person.id}/approve`, { key: tenant.key, body: {} })).status).toBe(409);

    const modified = await api('POST', `/reviews/${email.id}/modify`, {
      key: tenant.key,
      body: { entity_type: 'CONTACT', start: email.finding.start - 3, end: email.finding.end, redacted: '<contact>', comment: 'include "at"' },
    });
    expect(modified.status).toBe(200);
    expect(modified.body).toMatchObject({ id: email.id, status: 'modified', comment: 'include "at"' });
    expect((await waitForJob(tenant.key, jobId, () => true)).status).toBe('processing');

    const approved = await api('POST', `/reviews/${byType('PHONE_NUMBER').id}/approve`, { key: tenant.key, body: {} });
    expect(approved.status).toBe(200);
    expect((approved.body as { reviewer: string }).reviewer).toMatch(/^pk_test_.+…$/);

    const done = await waitForJob(tenant.key, jobId);
    expect(done.status).toBe('completed');
    const output = String((await api('GET', `/jobs/${jobId}/download`, { key: tenant.key })).body);
    expect(output).toContain('<contact>');
    expect(output).not.toContain('jane.doe@example.com');
    expect(output).toContain('[PHONE_NUMBER]');
    if (winner.status === 'rejected') expect(output).toContain('Jane Doe');
    else expect(output).not.toContain('Jane Doe');

    const resolved = await api('GET', '/reviews', { key: tenant.key, query: { job_id: jobId, status: 'modified' } });
    expect((resolved.body as Review[]).map((r) => r.id)).toEqual([email.id]);
    const audit = await api('GET', '/audit', { key: tenant.key, query: { event_type: 'review.resolved' } });
    expect((audit.body as { resource_id: string }[]).filter((e) => reviews.some((r) => r.id === e.resource_id))).toHaveLength(3);
  });

  it('reviews only findings under the policy threshold, and a job with none completes at once', async () => {
    const { reviews } = await submitHeldJob('review-low', { review_threshold: 0.999 });
    expect(reviews.length).toBeGreaterThan(0);
    expect(reviews.every((r) => r.finding.score < 0.999)).toBe(true);

    const none = await api('POST', '/policies', {
      key: tenant.key,
      body: { name: 'review-none', pii_types: ['EMAIL_ADDRESS'], review_threshold: 0.01 },
    });
    await putObject(BUCKET, 'none.txt', TEXT);
    const job = await api('POST', '/redact/uri', { key: tenant.key, body: { uri: `s3://${BUCKET}/none.txt`, policy_id: (none.body as { id: string }).id } });
    expect((await waitForJob(tenant.key, (job.body as { id: string }).id)).status).toBe('completed');
  });
});
