/**
 * Document jobs end to end on the local stack: time from POST to the 202 answer, and to the job
 * being `completed` (polled every 50 ms), for generated documents (a 30-paragraph DOCX with a
 * table, header and footer; a 10-page text PDF). The first job also pays the in-process CDK
 * synthesis of the state machines and the parsers' first load.
 *   npx tsx test/bench/documents/workflow-latency.ts
 */
import { startLocalStack } from '../../../lib/local/stack.js';
import { buildDocx, buildPdf } from '../../integration/helpers/documents.js';

const RUNS = 5;
const stack = await startLocalStack({ inMemory: true, port: 0, log: () => undefined });
const operator = stack.bootstrap!.operator.key!;
const dev = stack.bootstrap!.dev.key!;
for (const flag of ['document_parse_api', 'document_extract_api', 'document_safe_parse_workflow']) {
  await fetch(`${stack.apiUrl}/features/${flag}?tenant_id=${stack.bootstrap!.dev.tenantId}`, {
    method: 'PUT', headers: { 'x-api-key': operator, 'content-type': 'application/json' }, body: '{"enabled":true}',
  });
}
const docx = await buildDocx({
  heading: 'Record',
  paragraphs: Array.from({ length: 30 }, (_, i) => `Paragraph ${i}: Jane Doe (jane.doe@example.com, +1 415-555-0132) paid into GB82 WEST 1234 5698 7654 32.`),
  table: [['Name', 'Email'], ['John Smith', 'john@example.com']],
  header: 'Prepared for Jane Doe',
  footer: 'Call (212) 555-0187',
});
const pdf = buildPdf(
  Array.from({ length: 10 }, (_, p) => ({ lines: Array.from({ length: 30 }, (_, i) => `Page ${p + 1} line ${i}: Jane Doe paid GB82 WEST 1234 5698 7654 32 on 2024-03-15.`) })),
  { header: 'ACME', footer: 'Confidential' },
);

async function run(path: string, bytes: Buffer, name: string, fields: Record<string, string> = {}): Promise<[number, number]> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([bytes]), name);
  const started = performance.now();
  const res = await fetch(`${stack.apiUrl}${path}`, { method: 'POST', headers: { 'x-api-key': dev }, body: form });
  const accepted = performance.now() - started;
  const { id } = (await res.json()) as { id: string };
  for (;;) {
    const job = (await (await fetch(`${stack.apiUrl}/documents/jobs/${id}`, { headers: { 'x-api-key': dev } })).json()) as { status: string };
    if (job.status === 'failed') throw new Error(`${path} ${name} failed`);
    if (job.status === 'completed') return [Math.round(accepted), Math.round(performance.now() - started)];
    await new Promise((r) => setTimeout(r, 50));
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const [coldAccepted, coldTotal] = await run('/parse', docx, 'a.docx');
console.log(`first job (cold)        202 in ${coldAccepted} ms, completed in ${coldTotal} ms`);
const cases = [
  ['parse DOCX', '/parse', docx, 'a.docx', {}],
  ['parse PDF 10 pages', '/parse', pdf, 'a.pdf', {}],
  ['safe-parse DOCX', '/workflows/safe-parse', docx, 'a.docx', {}],
  ['safe-parse PDF 10 pages', '/workflows/safe-parse', pdf, 'a.pdf', {}],
  ['extract PDF 10 pages', '/extract', pdf, 'a.pdf', { template_id: 'invoice' }],
] as const;
for (const [label, path, bytes, name, fields] of cases) {
  const runs: [number, number][] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await run(path, bytes, name, fields));
  console.log(`${label.padEnd(24)}202 median ${median(runs.map((r) => r[0]))} ms, completed median ${median(runs.map((r) => r[1]))} ms (min ${Math.min(...runs.map((r) => r[1]))}, max ${Math.max(...runs.map((r) => r[1]))}; ${RUNS} runs)`);
}
await stack.stop();
