/**
 * `npm run bench:jobs`: redaction jobs end to end on the local stack (HTTP → queue → worker →
 * S3), in this process so its memory is measured: a 10 MB text file and a 10 MB CSV (target:
 * each completed in under 10 s, memory bounded: the worker streams, it must not hold copies of
 * the file), then a batch of 100 URIs (every job terminal, counts exact).
 */
import { CreateBucketCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { startLocalStack } from '../../../lib/local/stack.js';

const KEY = 'pk_test_BenchJobsDevAdmin00000000000000000000001';
const MB = 1024 * 1024;
const stack = await startLocalStack({ inMemory: true, port: 0, env: { BOOTSTRAP_ADMIN_KEY: KEY }, pollWaitSeconds: 1, log: () => undefined });
const s3 = new S3Client({
  endpoint: stack.endpoints.s3, region: 'us-east-1', forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }, requestChecksumCalculation: 'WHEN_REQUIRED',
});

async function call(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(`${stack.apiUrl}${path}`, {
    method, headers: { 'x-api-key': KEY, 'content-type': 'application/json' }, ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: await res.json().catch(() => undefined) };
}

function text(bytes: number): string {
  const lines: string[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const line = i % 5 === 0
      ? `Ticket ${i}: Jane Doe (jane${i}@example.com, +1 415-555-${String(1000 + (i % 9000))}) asked about invoice ${i * 13}.`
      : `Line ${i}: the quarterly report covers revenue, churn and the roadmap for the next release of the product.`;
    lines.push(line);
    size += line.length + 1;
  }
  return `${lines.join('\n')}\n`;
}

function csv(bytes: number): string {
  const rows = ['id,name,email,phone,city,notes'];
  let size = rows[0]!.length;
  for (let i = 0; size < bytes; i++) {
    const row = `${i},Jane Doe ${i % 50},user${i}@example.com,+1 415-555-${String(1000 + (i % 9000))},Springfield,"renewal due, call back"`;
    rows.push(row);
    size += row.length + 1;
  }
  return `${rows.join('\n')}\n`;
}

let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);

async function waitTerminal(id: string): Promise<any> {
  for (;;) {
    const { body } = await call('GET', `/jobs/${id}`);
    if (['completed', 'failed', 'error'].includes(body.status)) return body;
    await new Promise((r) => setTimeout(r, 100));
  }
}

await s3.send(new CreateBucketCommand({ Bucket: 'bench' }));
// Warm the worker (engine load) so the timings are of the work, not of a cold start.
await s3.send(new PutObjectCommand({ Bucket: 'bench', Key: 'warm.txt', Body: 'Warm up Jane Doe.' }));
await waitTerminal((await call('POST', '/redact/uri', { uri: 's3://bench/warm.txt' })).body.id);

const results: { name: string; ok: boolean; line: string }[] = [];
for (const [name, content, key] of [['10 MB text', text(10 * MB), 'big.txt'], ['10 MB CSV', csv(10 * MB), 'big.csv']] as const) {
  await s3.send(new PutObjectCommand({ Bucket: 'bench', Key: key, Body: content }));
  const size = Buffer.byteLength(content);
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  peakRss = baseline;
  const started = performance.now();
  const job = await waitTerminal((await call('POST', '/redact/uri', { uri: `s3://bench/${key}` })).body.id);
  const seconds = (performance.now() - started) / 1000;
  const ok = job.status === 'completed' && seconds < 10;
  results.push({
    name, ok,
    line: `${(size / MB).toFixed(1)} MB ${job.status} in ${seconds.toFixed(2)} s (${(size / MB / seconds).toFixed(2)} MB/s), ` +
      `${job.entity_count} findings, ${job.tokens_used} tokens; RSS ${(baseline / MB).toFixed(0)} → peak ${(peakRss / MB).toFixed(0)} MB (+${((peakRss - baseline) / MB).toFixed(0)} MB)`,
  });
}

// A batch of 100 URIs: 90 objects and 10 that do not exist.
await Promise.all(Array.from({ length: 90 }, (_, i) => s3.send(new PutObjectCommand({ Bucket: 'bench', Key: `b/${i}.txt`, Body: `Doc ${i}: mail ann${i}@example.com` }))));
const uris = Array.from({ length: 100 }, (_, i) => `s3://bench/b/${i}.txt`);
const started = performance.now();
const batch = (await call('POST', '/batch/redact', { input_uris: uris })).body;
const jobs = await Promise.all(batch.job_ids.map(waitTerminal));
const seconds = (performance.now() - started) / 1000;
const counts = (await call('GET', `/batch/${batch.batch_id}`)).body;
const completed = jobs.filter((j) => j.status === 'completed').length;
const failed = jobs.length - completed;
const exact = counts.total === 100 && counts.completed === completed && counts.failed === failed && completed === 90 && failed === 10;
results.push({ name: 'batch of 100 URIs', ok: exact, line: `all terminal in ${seconds.toFixed(1)} s; counts ${counts.completed} completed + ${counts.failed} failed of ${counts.total} (expected 90 + 10)` });

clearInterval(sampler);
console.log('\nRedaction jobs (local stack, in this process)');
for (const r of results) console.log(`  ${r.ok ? 'ok  ' : 'MISS'} ${r.name.padEnd(18)} ${r.line}`);
s3.destroy();
await stack.stop();
process.exit(results.every((r) => r.ok) ? 0 : 1);
