/**
 * The document endpoints over HTTP against the local stack (flags, state machines and storage all
 * real): the 202 job shape, parse and extract jobs end to end, the job and artifact endpoints, and
 * every row of the contract's error table for them (400, 403 per flag, 404, 410, 413), plus the
 * ownership rule (another tenant's job or artifact is 403) and token metering.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { artifactKeyFor } from '../../../shared/document-jobs/payloads.js';
import { api } from '../helpers/api.js';
import {
  buildDocx,
  buildPdf,
  setDocumentFlags,
  submitForm,
  waitForJob,
  DOCX_TYPE,
  type DocumentJobBody,
} from '../helpers/documents.js';
import { createKey, createTenant, type TestTenant } from '../helpers/tenants.js';
import { deleteObject, executionOf, objectsOfJob } from './storage.js';

let tenant: TestTenant;
let other: TestTenant;
let docx: Buffer;
let invoicePdf: Buffer;
const docxFile = () => ({ bytes: docx, filename: 'report.docx', contentType: DOCX_TYPE });
const pdfFile = () => ({ bytes: invoicePdf, filename: 'invoice.pdf', contentType: 'application/pdf' });
const textFile = { bytes: Buffer.from('just some plain text, not a document\n'), filename: 'notes.pdf', contentType: 'application/pdf' };

/** A parse job of `docx`, completed; shared by the tests that need an existing parse. */
let parsed: DocumentJobBody;

beforeAll(async () => {
  [tenant, other] = await Promise.all([createTenant(), createTenant()]);
  await Promise.all([setDocumentFlags(tenant.id, true), setDocumentFlags(other.id, true)]);
  docx = await buildDocx({
    heading: 'Quarterly report',
    paragraphs: ['Revenue grew in every region this quarter.', 'Costs were flat.'],
    table: [['Region', 'Revenue'], ['North', '1,200'], ['South', '900']],
  });
  invoicePdf = buildPdf([
    { lines: ['INVOICE', 'Invoice Number: INV-2024-0042', 'Invoice Date: 2024-03-15', 'Total: $1,250.00'] },
  ]);
  const res = await submitForm('/parse', tenant.key, {}, docxFile());
  expect(res.status).toBe(202);
  parsed = await waitForJob((res.body as { id: string }).id, tenant.key);
  expect(parsed.status).toBe('completed');
});

const idOf = (res: { body: unknown }) => (res.body as { id: string }).id;
const detail = (res: { body: unknown }) => (res.body as { detail: string }).detail;
const artifactOf = (job: DocumentJobBody, kind: string) => {
  const artifact = job.artifacts.find((a) => a.artifact_kind === kind);
  if (!artifact) throw new Error(`no ${kind} in ${JSON.stringify(job.artifacts)}`);
  return artifact;
};

describe('POST /parse', () => {
  it('answers 202 with the document job shape, and completes with the three parse artifacts', async () => {
    const res = await submitForm('/parse', tenant.key, { language: 'en' }, pdfFile());
    expect(res.status).toBe(202);
    const body = res.body as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['created_at', 'id', 'media_type', 'progress_pct', 'status', 'updated_at', 'workflow_kind']);
    expect(body).toMatchObject({ status: 'queued', workflow_kind: 'parse', media_type: 'pdf', progress_pct: 0 });
    const job = await waitForJob(idOf(res), tenant.key);
    expect(job).toMatchObject({ status: 'completed', progress_pct: 100, workflow_kind: 'parse', media_type: 'pdf' });
    expect((await executionOf('parseDocument', job.id)).status).toBe('SUCCEEDED');
    // Audited as a job: created by the key that submitted it, completed by the workflow.
    const audit = await api('GET', '/audit', { key: tenant.key, query: { resource_type: 'job', limit: '100' } });
    const events = (audit.body as { event_type: string; resource_id: string; metadata: Record<string, unknown> }[]).filter((e) => e.resource_id === job.id);
    expect(events.map((e) => e.event_type).sort()).toEqual(['job.completed', 'job.created']);
    for (const event of events) expect(event.metadata.workflow_kind).toBe('parse');
    expect(job.artifacts.map((a) => a.artifact_kind)).toEqual(['canonical_document', 'markdown_render', 'chunks_v1']);
    for (const artifact of job.artifacts) {
      expect(artifact).toMatchObject({ retention_class: 'short_ttl', payload_purged: false });
      expect(artifact.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    }
    expect(artifactOf(job, 'canonical_document').page_count).toBe(1);
    expect(artifactOf(job, 'markdown_render').page_count).toBeUndefined();
    // The upload is deleted when the job ends; the three payloads remain.
    expect(await objectsOfJob(tenant.id, job.id)).toHaveLength(3);
  });

  it('serves each artifact in the contract’s shapes', async () => {
    const canonical = await api('GET', `/documents/${artifactOf(parsed, 'canonical_document').id}/content`, { key: tenant.key });
    expect(canonical.status).toBe(200);
    const doc = canonical.body as { document_id: string; page_count: number; block_count: number; parse_route: string; pages: { blocks: { kind: string; text: string }[] }[] };
    expect(doc).toMatchObject({ document_id: parsed.id, page_count: 1, parse_route: 'text_native' });
    expect(doc.pages[0]!.blocks.find((b) => b.kind === 'heading')?.text).toBe('Quarterly report');

    const markdown = await api('GET', `/documents/${artifactOf(parsed, 'markdown_render').id}/content`, { key: tenant.key });
    expect((markdown.body as { markdown: string }).markdown).toContain('# Quarterly report');
    expect((markdown.body as { markdown: string }).markdown).toContain('| North | 1,200 |');

    const chunks = await api('GET', `/documents/${artifactOf(parsed, 'chunks_v1').id}/content`, { key: tenant.key });
    const content = chunks.body as { source_artifact_id: string; chunks: { block_ids: string[]; token_count: number; page_number: number }[] };
    expect(content.source_artifact_id).toBe(artifactOf(parsed, 'canonical_document').id);
    expect(content.chunks.length).toBeGreaterThan(0);
    for (const chunk of content.chunks) expect(chunk.block_ids.length).toBeGreaterThan(0);
  });

  it('rejects a file that is neither PDF nor DOCX, whatever its name says (400)', async () => {
    const res = await submitForm('/parse', tenant.key, {}, textFile);
    expect(res.status).toBe(400);
    expect(detail(res)).toMatch(/Unsupported file type/);
  });

  it('rejects invalid config JSON, a config that is no object, and an unknown config key (400)', async () => {
    for (const config of ['{not json', '[1,2]', '{"colour":"red"}', '{"ocr":"yes"}']) {
      const res = await submitForm('/parse', tenant.key, { config }, docxFile());
      expect(res.status, config).toBe(400);
      expect(detail(res)).toMatch(/^Invalid config/);
    }
  });

  it('needs the file (400) and takes no unknown form field (422)', async () => {
    expect((await submitForm('/parse', tenant.key, { language: 'en' })).status).toBe(400);
    const unknown = await submitForm('/parse', tenant.key, { colour: 'red' }, docxFile());
    expect(unknown.status).toBe(422);
  });

  it('answers 413 above the plan’s upload limit (free: 1 MB), before any work', async () => {
    const free = await createTenant('free');
    await setDocumentFlags(free.id, true, ['document_parse_api']);
    const big = Buffer.concat([invoicePdf, Buffer.alloc(1024 * 1024 + 10, 0x20)]);
    const res = await submitForm('/parse', free.key, {}, { bytes: big, filename: 'big.pdf' });
    expect(res.status).toBe(413);
    for (const path of ['/extract', '/workflows/safe-parse']) {
      expect((await submitForm(path, free.key, { template_id: 'invoice' }, { bytes: big, filename: 'big.pdf' })).status, path).toBe(413);
    }
  });

  it('fails a corrupt PDF as a job with the reason, and deletes its upload', async () => {
    const corrupt = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> garbage without xref or pages\n');
    const res = await submitForm('/parse', tenant.key, {}, { bytes: corrupt, filename: 'broken.pdf' });
    expect(res.status).toBe(202);
    const job = await waitForJob(idOf(res), tenant.key);
    expect(job.status).toBe('failed');
    expect(job.error_message).toMatch(/could not be read|damaged|no readable content/);
    expect(job.artifacts).toEqual([]);
    expect(await objectsOfJob(tenant.id, job.id)).toEqual([]);
    // The input's fault is not retried and ends the execution without a Fail state (no alarm).
    const execution = await executionOf('parseDocument', job.id);
    expect(execution.status).toBe('SUCCEEDED');
    expect(JSON.parse(execution.output!)).toEqual({ job_id: job.id, status: 'failed', input_fault: true });
  });

  it('meters ceil(characters/4) of the document text, once per job', async () => {
    const usage = async () => {
      const res = await api('GET', '/billing/usage', { key: tenant.key, query: { granularity: 'monthly' } });
      return (res.body as { test_tokens_used: number }[]).reduce((sum, r) => sum + r.test_tokens_used, 0);
    };
    const before = await usage();
    const res = await submitForm('/parse', tenant.key, {}, docxFile());
    const job = await waitForJob(idOf(res), tenant.key);
    const content = await api('GET', `/documents/${artifactOf(job, 'canonical_document').id}/content`, { key: tenant.key });
    const doc = content.body as { pages: { blocks: { kind: string; text: string }[]; tables: { rows: { cells: { text: string }[] }[] }[] }[] };
    let characters = 0;
    for (const page of doc.pages) {
      for (const block of page.blocks) if (block.kind !== 'table') characters += [...block.text].length;
      for (const table of page.tables) for (const row of table.rows) for (const cell of row.cells) characters += [...cell.text].length;
    }
    expect(characters).toBeGreaterThan(50);
    expect((await usage()) - before).toBe(Math.ceil(characters / 4));
  });
});

describe('feature flags gate the submit endpoints', () => {
  it('answers 403 for each endpoint whose flag is off, and 202 once the operator turns it on', async () => {
    const gated = await createTenant();
    const calls: { flag: string; path: string; fields: Record<string, string> }[] = [
      { flag: 'document_parse_api', path: '/parse', fields: {} },
      { flag: 'document_extract_api', path: '/extract', fields: { template_id: 'invoice' } },
      { flag: 'document_safe_parse_workflow', path: '/workflows/safe-parse', fields: {} },
    ];
    for (const { flag, path, fields } of calls) {
      const res = await submitForm(path, gated.key, fields, docxFile());
      expect(res.status, path).toBe(403);
      expect(detail(res)).toContain(flag);
    }
    // One flag opens one endpoint only.
    await setDocumentFlags(gated.id, true, ['document_extract_api']);
    expect((await submitForm('/parse', gated.key, {}, docxFile())).status).toBe(403);
    expect((await submitForm('/extract', gated.key, { template_id: 'invoice' }, docxFile())).status).toBe(202);
    await setDocumentFlags(gated.id, false, ['document_extract_api']);
    expect((await submitForm('/extract', gated.key, { template_id: 'invoice' }, docxFile())).status).toBe(403);
  });
});

describe('POST /extract', () => {
  it('extracts from a file; the ephemeral canonical document is deleted and never listed', async () => {
    const res = await submitForm('/extract', tenant.key, { template_id: 'invoice' }, pdfFile());
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ status: 'queued', workflow_kind: 'extract', media_type: 'pdf', progress_pct: 0 });
    const job = await waitForJob(idOf(res), tenant.key);
    expect(job.status).toBe('completed');
    expect(job.artifacts.map((a) => a.artifact_kind)).toEqual(['extract_result']);
    const result = await api('GET', `/documents/${job.artifacts[0]!.id}/content`, { key: tenant.key });
    const content = result.body as { document_id: string; template_id: string; source_artifact_id: string; fields: unknown[]; validation_errors: unknown[] };
    expect(content).toMatchObject({ document_id: job.id, template_id: 'invoice' });
    expect(Array.isArray(content.fields) && Array.isArray(content.validation_errors)).toBe(true);
    // Only the extract_result payload is left: no upload, no canonical document.
    expect(await objectsOfJob(tenant.id, job.id)).toEqual([
      artifactKeyFor(tenant.id, job.id, job.artifacts[0]!.id, 'short_ttl'),
    ]);
    // The ephemeral parse it cited is not served either.
    expect((await api('GET', `/documents/${content.source_artifact_id}/content`, { key: tenant.key })).status).toBe(404);
  });

  it('extracts from an existing parse with a caller’s JSON Schema', async () => {
    const schema = { type: 'object', properties: { region: { type: 'string' } }, required: ['region'] };
    const source = artifactOf(parsed, 'canonical_document').id;
    const res = await submitForm('/extract', tenant.key, { parse_artifact_id: source, extraction_schema: JSON.stringify(schema) });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ workflow_kind: 'extract', media_type: 'docx' });
    const job = await waitForJob(idOf(res), tenant.key);
    expect(job.status).toBe('completed');
    const result = await api('GET', `/documents/${artifactOf(job, 'extract_result').id}/content`, { key: tenant.key });
    expect(result.body).toMatchObject({ source_artifact_id: source, schema_used: schema });
    // The source parse is untouched.
    expect((await api('GET', `/documents/${source}/content`, { key: tenant.key })).status).toBe(200);
  });

  it('answers 400 for conflicting or missing inputs and invalid JSON', async () => {
    const source = artifactOf(parsed, 'canonical_document').id;
    const cases: [Record<string, string>, boolean, RegExp][] = [
      [{ template_id: 'invoice', parse_artifact_id: source }, true, /exactly one of file or parse_artifact_id/],
      [{ template_id: 'invoice' }, false, /exactly one of file or parse_artifact_id/],
      [{ template_id: 'invoice', extraction_schema: '{"properties":{"a":{}}}' }, true, /exactly one of template_id or extraction_schema/],
      [{}, true, /exactly one of template_id or extraction_schema/],
      [{ extraction_schema: '{"properties": ' }, true, /not valid JSON/],
      [{ extraction_schema: '["a"]' }, true, /JSON Schema object/],
      [{ template_id: 'receipt' }, true, /Unknown template_id/],
      [{ template_id: 'invoice', config: '{bad' }, true, /Invalid config/],
    ];
    for (const [fields, withFile, message] of cases) {
      const res = await submitForm('/extract', tenant.key, fields, withFile ? docxFile() : undefined);
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(detail(res)).toMatch(message);
    }
    expect((await submitForm('/extract', tenant.key, { template_id: 'invoice' }, textFile)).status).toBe(400);
  });

  it('answers 404 for an unknown parse_artifact_id and 403 for another tenant’s', async () => {
    const unknown = await submitForm('/extract', tenant.key, { parse_artifact_id: 'art_doesnotexist000000000', template_id: 'invoice' });
    expect(unknown.status).toBe(404);
    const foreign = await submitForm('/extract', other.key, { parse_artifact_id: artifactOf(parsed, 'canonical_document').id, template_id: 'invoice' });
    expect(foreign.status).toBe(403);
  });

  it('answers 410 once the parse artifact’s payload is purged, and the artifact then says so', async () => {
    const res = await submitForm('/parse', tenant.key, {}, docxFile());
    const job = await waitForJob(idOf(res), tenant.key);
    const canonical = artifactOf(job, 'canonical_document');
    // What the bucket's lifecycle rule does when a short_ttl artifact expires.
    await deleteObject(artifactKeyFor(tenant.id, job.id, canonical.id, 'short_ttl'));
    const extract = await submitForm('/extract', tenant.key, { parse_artifact_id: canonical.id, template_id: 'invoice' });
    expect(extract.status).toBe(410);
    expect((await api('GET', `/documents/${canonical.id}/content`, { key: tenant.key })).status).toBe(410);
    const after = await api('GET', `/documents/jobs/${job.id}`, { key: tenant.key });
    expect(artifactOf(after.body as DocumentJobBody, 'canonical_document').payload_purged).toBe(true);
    expect(artifactOf(after.body as DocumentJobBody, 'markdown_render').payload_purged).toBe(false);
  });
});

describe('GET /documents/jobs/{job_id} and GET /documents/{artifact_id}/content', () => {
  it('answers 404 for unknown ids', async () => {
    expect((await api('GET', '/documents/jobs/djob_doesnotexist00000000', { key: tenant.key })).status).toBe(404);
    expect((await api('GET', '/documents/art_doesnotexist000000000/content', { key: tenant.key })).status).toBe(404);
  });

  it('answers 403 for another tenant’s job and artifact, and for the other mode', async () => {
    expect((await api('GET', `/documents/jobs/${parsed.id}`, { key: other.key })).status).toBe(403);
    expect((await api('GET', `/documents/${parsed.artifacts[0]!.id}/content`, { key: other.key })).status).toBe(403);
    // Live and test are separate worlds: a live job is not a test key's, even in the same tenant.
    const liveTenant = await createTenant('enterprise', 'live');
    await setDocumentFlags(liveTenant.id, true, ['document_parse_api']);
    const liveJob = await waitForJob(idOf(await submitForm('/parse', liveTenant.key, {}, docxFile())), liveTenant.key);
    const testKey = await createKey(liveTenant.key, { mode: 'test' });
    expect((await api('GET', `/documents/jobs/${liveJob.id}`, { key: testKey.key })).status).toBe(403);
    expect((await api('GET', `/documents/${liveJob.artifacts[0]!.id}/content`, { key: testKey.key })).status).toBe(403);
    const extract = await submitForm('/extract', testKey.key, { parse_artifact_id: liveJob.artifacts[0]!.id, template_id: 'invoice' });
    expect(extract.status).toBe(403);
  });

  it('needs an API key', async () => {
    expect((await api('GET', `/documents/jobs/${parsed.id}`)).status).toBe(401);
    expect((await submitForm('/parse', 'pk_test_nope', {}, docxFile())).status).toBe(401);
  });
});
