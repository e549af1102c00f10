/**
 * Every supported format through a real job (POST /redact/file → queue → worker → download):
 * the output keeps the input's format (PDF comes out as Markdown), the format is detected from
 * content even under a misleading name, and corrupt or unsupported files fail with a clear message.
 */
import { unzipSync, strFromU8 } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { makeDocx } from '../../unit/formats/docx-fixture.js';
import { makePdf } from '../../unit/formats/pdf-fixture.js';
import { waitForJob, type JobBody } from '../helpers/jobs.js';
import { createTenant, type TestTenant } from '../helpers/tenants.js';

let tenant: TestTenant;
beforeAll(async () => {
  tenant = await createTenant('enterprise', 'test');
});

async function redactFile(bytes: string | Uint8Array, filename: string, type = 'application/octet-stream') {
  const form = new FormData();
  form.set('file', new Blob([bytes], { type }), filename);
  const res = await fetch(`${inject('baseUrl')}/api/v1/redact/file`, { method: 'POST', headers: { 'x-api-key': tenant.key }, body: form });
  expect(res.status).toBe(202);
  const job = await waitForJob(tenant.key, ((await res.json()) as JobBody).id);
  if (job.status !== 'completed') return { job, type: '', body: new Uint8Array() };
  const out = await fetch(`${inject('baseUrl')}/api/v1/jobs/${job.id}/download`, { headers: { 'x-api-key': tenant.key } });
  return { job, type: out.headers.get('content-type') ?? '', body: new Uint8Array(await out.arrayBuffer()) };
}
const text = (b: Uint8Array) => Buffer.from(b).toString('utf8');

describe('formats through jobs', () => {
  it('CSV stays CSV, cells redacted, quoting and structure kept', async () => {
    const { job, type, body } = await redactFile('name,email,note\n"Doe, Jane",jane@example.com,"call +1 415-555-0132"\n', 'people.csv', 'text/csv');
    expect(job.status).toBe('completed');
    expect(job.output_uri).toMatch(/output\.csv$/);
    expect(type).toMatch(/^text\/csv/);
    const lines = text(body).trim().split('\n');
    expect(lines[0]).toBe('name,email,note');
    expect(lines[1]).toContain('[EMAIL_ADDRESS]');
    expect(lines[1]).not.toContain('jane@example.com');
  });

  it('JSON keeps keys and structure', async () => {
    const { type, body } = await redactFile(JSON.stringify({ customer: { email: 'ana@correo.es', id: 7 } }), 'data.json', 'application/json');
    expect(type).toMatch(/^application\/json/);
    expect(JSON.parse(text(body))).toEqual({ customer: { email: '[EMAIL_ADDRESS]', id: 7 } });
  });

  it('HTML keeps the markup, detected from content under a .txt name', async () => {
    const { job, type, body } = await redactFile('<!DOCTYPE html><html><body><p class="x">Mail <b>ana@correo.es</b></p></body></html>', 'page.txt', 'text/plain');
    expect(job.output_uri).toMatch(/output\.html$/);
    expect(type).toMatch(/^text\/html/);
    expect(text(body)).toContain('<p class="x">Mail <b>[EMAIL_ADDRESS]</b></p>');
  });

  it('Markdown stays Markdown', async () => {
    const { type, body } = await redactFile('# Notes\n\n- Call **Jane Doe** at +1 415-555-0132\n', 'notes.md', 'text/markdown');
    expect(type).toMatch(/^text\/markdown/);
    expect(text(body)).toContain('# Notes');
    expect(text(body)).toContain('[PHONE_NUMBER]');
  });

  it('DOCX stays DOCX with its runs redacted', async () => {
    const docx = makeDocx({ body: '<w:p><w:r><w:t xml:space="preserve">Contact jane.doe@example.com today</w:t></w:r></w:p>' });
    const { job, type, body } = await redactFile(docx, 'contract.docx');
    expect(job.status).toBe('completed');
    expect(type).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const xml = strFromU8(unzipSync(body)['word/document.xml']!);
    expect(xml).toContain('[EMAIL_ADDRESS]');
    expect(xml).not.toContain('jane.doe@example.com');
  });

  it('PDF comes out as sanitized Markdown', async () => {
    const { job, type, body } = await redactFile(makePdf(['Patient: Jane Doe', 'Email jane.doe@example.com.']), 'scan.pdf', 'application/pdf');
    expect(job.status).toBe('completed');
    expect(job.output_uri).toMatch(/output\.md$/);
    expect(type).toMatch(/^text\/markdown/);
    expect(text(body)).toContain('[EMAIL_ADDRESS]');
    expect(text(body)).not.toContain('jane.doe@example.com');
  });

  it('fails a corrupt DOCX and an unsupported image with a clear error_message', async () => {
    const corrupt = await redactFile(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6, 7, 8, 9]), 'broken.docx');
    expect(corrupt.job.status).toBe('failed');
    expect(corrupt.job.error_message).toMatch(/^The Word document is damaged or truncated/);
    const png = await redactFile(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), 'photo.png', 'image/png');
    expect(png.job.status).toBe('failed');
    expect(png.job.error_message).toBe('The file is not in a supported format (text, Markdown, CSV, JSON, HTML, DOCX or PDF).');
  });
});
