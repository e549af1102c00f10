/**
 * POST /workflows/safe-parse through the local Step Functions runner (the CDK-synthesized state
 * machine: parse → redact → render): documents generated here with planted PII in paragraphs,
 * tables, page headers and footers come out with none of it in any sanitized artifact; the raw
 * parse and the upload are gone from storage; `redaction_mode`, `pii_types` and `policy_id`
 * behave as documented (config wins over the policy).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { artifactKeyFor } from '../../../shared/document-jobs/payloads.js';
import { api } from '../helpers/api.js';
import { buildDocx, buildPdf, setDocumentFlags, submitForm, waitForJob, DOCX_TYPE, type DocumentJobBody } from '../helpers/documents.js';
import { createTenant, type TestTenant } from '../helpers/tenants.js';
import { objectsOfJob } from './storage.js';

/** Planted PII: names, emails, phones, IBANs and IDs (all checksum-valid where there is one). */
const PII = {
  name: 'Jane Doe',
  tableName: 'Robert Johnson',
  email: 'jane.doe@example.com',
  tableEmail: 'r.johnson@example.org',
  phone: '+1 415-555-0132',
  footerPhone: '(212) 555-0187',
  iban: 'GB82 WEST 1234 5698 7654 32',
  tableIban: 'ES91 2100 0418 4502 0005 1332',
  ssn: '536-22-8714',
  headerName: 'Michael Brown',
};
const planted = Object.values(PII);

let tenant: TestTenant;
let docx: Buffer;
let pdf: Buffer;

beforeAll(async () => {
  tenant = await createTenant();
  await setDocumentFlags(tenant.id, true);
  docx = await buildDocx({
    heading: 'Customer onboarding record',
    paragraphs: [
      `The account holder ${PII.name} can be reached at ${PII.email} or on ${PII.phone}.`,
      `Salary is paid into IBAN ${PII.iban}. Her SSN is ${PII.ssn}.`,
    ],
    table: [
      ['Contact', 'Email', 'IBAN'],
      [PII.tableName, PII.tableEmail, PII.tableIban],
    ],
    header: `Prepared for ${PII.headerName}`,
    footer: `Questions? Call ${PII.footerPhone}`,
  });
  const page = (n: number) => ({
    lines: [
      `Customer onboarding record, part ${n}`,
      `The account holder ${PII.name} can be reached at ${PII.email} or on ${PII.phone}.`,
      `Salary is paid into IBAN ${PII.iban}. Her SSN is ${PII.ssn}.`,
      ['Contact', 'Email'],
      [PII.tableName, PII.tableEmail],
    ],
  });
  pdf = buildPdf([page(1), page(2)], { header: `Prepared for ${PII.headerName}`, footer: `Questions? Call ${PII.footerPhone}` });
});

async function sanitizedContents(job: DocumentJobBody): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const artifact of job.artifacts) {
    const res = await api('GET', `/documents/${artifact.id}/content`, { key: tenant.key });
    expect(res.status).toBe(200);
    out[artifact.artifact_kind] = JSON.stringify(res.body);
  }
  return out;
}

async function safeParse(file: { bytes: Buffer; filename: string; contentType?: string }, fields: Record<string, string> = {}) {
  const res = await submitForm('/workflows/safe-parse', tenant.key, fields, file);
  expect(res.status).toBe(202);
  expect(res.body).toMatchObject({ status: 'queued', workflow_kind: 'safe_parse', progress_pct: 0 });
  const job = await waitForJob((res.body as { id: string }).id, tenant.key);
  expect(job.status, job.error_message).toBe('completed');
  return job;
}

describe('safe-parse', () => {
  it.each([
    ['DOCX', () => ({ bytes: docx, filename: 'record.docx', contentType: DOCX_TYPE })],
    ['PDF', () => ({ bytes: pdf, filename: 'record.pdf', contentType: 'application/pdf' })],
  ])('leaves no planted PII in any sanitized artifact of a %s (paragraphs, table, header, footer)', async (_kind, file) => {
    const job = await safeParse(file());
    expect(job.artifacts.map((a) => a.artifact_kind)).toEqual(['sanitized_canonical_document', 'sanitized_markdown_render', 'sanitized_chunks_v1']);
    for (const artifact of job.artifacts) expect(artifact).toMatchObject({ retention_class: 'persistent', payload_purged: false });

    const contents = await sanitizedContents(job);
    for (const [kind, text] of Object.entries(contents)) {
      for (const value of planted) expect(text, `${kind} still holds planted PII`).not.toContain(value);
      for (const label of ['[PERSON]', '[EMAIL_ADDRESS]', '[PHONE_NUMBER]', '[IBAN_CODE]', '[US_SSN]']) expect(text, kind).toContain(label);
      expect(text).toContain('onboarding record');
    }
    // The header and footer were there, and redacted, not dropped.
    const doc = JSON.parse(contents.sanitized_canonical_document!) as { pages: { blocks: { kind: string; text: string }[] }[] };
    const furniture = doc.pages.flatMap((p) => p.blocks).filter((b) => /Prepared for|Questions\?/.test(b.text));
    expect(furniture.length).toBeGreaterThan(0);
    for (const block of furniture) expect(block.text).toMatch(/\[(PERSON|PHONE_NUMBER)\]/);

    // Only the three sanitized payloads remain: the raw parse and the upload were deleted.
    expect(await objectsOfJob(tenant.id, job.id)).toEqual(
      job.artifacts.map((a) => artifactKeyFor(tenant.id, job.id, a.id, 'persistent')).sort(),
    );
  });

  it('masks with a fixed-length run of block characters in mask mode', async () => {
    const job = await safeParse({ bytes: docx, filename: 'record.docx' }, { config: JSON.stringify({ redaction_mode: 'mask' }) });
    const markdown = (await sanitizedContents(job)).sanitized_markdown_render!;
    expect(markdown).toContain('\u2588'.repeat(8));
    expect(markdown).not.toMatch(/\[[A-Z_]+\]/);
    for (const value of planted) expect(markdown).not.toContain(value);
  });

  it('redacts only the policy’s types, unless config names others (config wins)', async () => {
    const policy = await api('POST', '/policies', { key: tenant.key, body: { name: 'emails only', pii_types: ['EMAIL_ADDRESS'] } });
    expect(policy.status).toBe(201);
    const policyId = (policy.body as { id: string }).id;

    const byPolicy = (await sanitizedContents(await safeParse({ bytes: docx, filename: 'r.docx' }, { policy_id: policyId }))).sanitized_markdown_render!;
    expect(byPolicy).not.toContain(PII.email);
    expect(byPolicy).toContain(PII.name);
    expect(byPolicy).toContain(PII.ssn);

    const overridden = (
      await sanitizedContents(await safeParse({ bytes: docx, filename: 'r.docx' }, { policy_id: policyId, config: JSON.stringify({ pii_types: ['US_SSN'] }) }))
    ).sanitized_markdown_render!;
    expect(overridden).not.toContain(PII.ssn);
    expect(overridden).toContain(PII.email);
  });

  it('filters by pii_categories', async () => {
    const job = await safeParse({ bytes: docx, filename: 'r.docx' }, { config: JSON.stringify({ pii_categories: ['PCI'] }) });
    const markdown = (await sanitizedContents(job)).sanitized_markdown_render!;
    expect(markdown).not.toContain(PII.iban);
    expect(markdown).toContain(PII.email);
  });

  it('answers 400 for unsupported files and invalid config, 404 for an unknown policy', async () => {
    const text = { bytes: Buffer.from('plain text'), filename: 'x.docx' };
    expect((await submitForm('/workflows/safe-parse', tenant.key, {}, text)).status).toBe(400);
    for (const config of ['nope', '{"redaction_mode":"hash"}', '{"pii_categories":["PII","XYZ"]}', '{"pii_types":[]}', '{"pii_types":["NOT_A_TYPE"]}']) {
      expect((await submitForm('/workflows/safe-parse', tenant.key, { config }, { bytes: docx, filename: 'r.docx' })).status, config).toBe(400);
    }
    expect((await submitForm('/workflows/safe-parse', tenant.key, { policy_id: 'pol_unknown' }, { bytes: docx, filename: 'r.docx' })).status).toBe(404);
  });
});
