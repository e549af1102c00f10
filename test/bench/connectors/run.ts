/**
 * `npm run bench:connectors`: connector syncs end to end on a local stack in this process
 * (HTTP → syncs queue → sync worker → jobs queue → redaction worker → outputs in the bucket).
 * - 1,000 small text objects with PII: one sync submits 1,000 jobs and all complete
 *   (time to list and submit, time until every job is completed, jobs/s);
 * - a second sync right after submits 0; changing 3 objects makes the next one submit 3;
 * - a connector scheduled every minute syncs on its own: seconds from creation to its first
 *   scheduled sync summary (target: about 70 s).
 * Exits non-zero if a count is wrong or something does not finish in time. Timeouts are generous:
 * this runs on a loaded 2-core machine.
 */
import { CreateBucketCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { startLocalStack } from '../../../lib/local/stack.js';

const OPERATOR_KEY = 'pk_test_BenchConnectorsOperator000000000000000001';
const OBJECTS = 1_000;
const CHANGED = 3;
const BUCKET = 'bench-connectors';

const stack = await startLocalStack({
  inMemory: true,
  port: 0,
  // Loopback is allowed (local only) so the connector can reach the embedded S3 emulator.
  env: { BOOTSTRAP_OPERATOR_KEY: OPERATOR_KEY, SSRF_ALLOW_LOOPBACK: '1' },
  pollWaitSeconds: 1,
  log: () => undefined,
});
const s3 = new S3Client({
  endpoint: stack.endpoints.s3, region: 'us-east-1', forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }, requestChecksumCalculation: 'WHEN_REQUIRED',
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const seconds = (ms: number) => (ms / 1000).toFixed(1);

async function call(key: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(`${stack.apiUrl}${path}`, {
    method, headers: { 'x-api-key': key, 'content-type': 'application/json' }, ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: await res.json().catch(() => undefined) };
}

/** Polls `probe` until it answers a value, or throws after `timeoutMs`. */
async function waitFor<T>(what: string, timeoutMs: number, intervalMs: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not done after ${seconds(timeoutMs)} s`);
    await sleep(intervalMs);
  }
}

interface Summary { id: string; trigger: string; status: string; objects_seen: number; submitted: number; skipped: number; failed: number; started_at: string; finished_at: string | null }

const tenant = await call(OPERATOR_KEY, 'POST', '/tenants', { name: `bench-connectors-${Date.now()}`, plan: 'enterprise', mode: 'test' });
if (tenant.status !== 201) throw new Error(`tenant creation failed: ${tenant.status} ${JSON.stringify(tenant.body)}`);
const KEY: string = tenant.body.api_key.key;

async function summaryOf(connectorId: string, syncId: string): Promise<Summary | undefined> {
  const { body } = await call(KEY, 'GET', `/connectors/${connectorId}/syncs`);
  const found = (body as Summary[]).find((s) => s.id === syncId);
  return found && found.status !== 'running' ? found : undefined;
}

/** POST /sync, then the finished summary and how long list+submit took, wall clock. */
async function sync(connectorId: string): Promise<{ summary: Summary; ms: number; started: number }> {
  const started = performance.now();
  const res = await call(KEY, 'POST', `/connectors/${connectorId}/sync`);
  if (res.status !== 202) throw new Error(`POST /sync answered ${res.status} ${JSON.stringify(res.body)}`);
  const summary = await waitFor('sync summary', 600_000, 250, () => summaryOf(connectorId, res.body.sync_id));
  return { summary, ms: performance.now() - started, started };
}

/** Every job of the tenant whose input is under `s3://bucket/prefix`, paged through GET /jobs (limit 100). */
async function jobsUnder(prefix: string): Promise<{ id: string; status: string }[]> {
  const jobs: { id: string; status: string; input_uri: string }[] = [];
  for (let offset = 0; ; offset += 100) {
    const { status, body } = await call(KEY, 'GET', `/jobs?limit=100&offset=${offset}`);
    if (status !== 200) throw new Error(`GET /jobs answered ${status}`);
    jobs.push(...body);
    if (body.length < 100) break;
  }
  return jobs.filter((j) => j.input_uri.startsWith(`s3://${BUCKET}/${prefix}`));
}

/** Waits until `expected` jobs under the prefix are terminal; answers the count of completed ones. */
async function allJobsDone(prefix: string, expected: number, timeoutMs: number): Promise<{ completed: number; total: number }> {
  return waitFor('jobs', timeoutMs, 2_000, async () => {
    const jobs = await jobsUnder(prefix);
    const terminal = jobs.filter((j) => ['completed', 'failed', 'error'].includes(j.status));
    if (jobs.length < expected || terminal.length < jobs.length) return undefined;
    return { completed: terminal.filter((j) => j.status === 'completed').length, total: jobs.length };
  });
}

const document = (i: number, version = 0) =>
  `Ticket ${i}${version ? ` (rev ${version})` : ''}: please call Jane Doe at +1 415-555-${String(1000 + (i % 9000))} ` +
  `or write to jane.doe${i}@example.com about invoice ${i * 7}.\n`;

async function putAll(keys: { key: string; body: string }[]): Promise<void> {
  // 16 at a time: s3rver writes each object to disk.
  for (let i = 0; i < keys.length; i += 16) {
    await Promise.all(keys.slice(i, i + 16).map(({ key, body }) => s3.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: body, ContentType: 'text/plain' }))));
  }
}

const connectorBody = (prefix: string, extra: Record<string, unknown> = {}) => ({
  provider: 's3', bucket: BUCKET, prefix, endpoint: stack.endpoints.s3,
  credentials: { access_key_id: 'S3RVER', secret_access_key: 'S3RVER' }, ...extra,
});

const checks: { name: string; ok: boolean; line: string }[] = [];
const check = (name: string, ok: boolean, line: string) => checks.push({ name, ok, line });

try {
  await s3.send(new CreateBucketCommand({ Bucket: BUCKET }));
  const putStarted = performance.now();
  await putAll(Array.from({ length: OBJECTS }, (_, i) => ({ key: `docs/${String(i).padStart(4, '0')}.txt`, body: document(i) })));
  console.log(`Put ${OBJECTS} objects into s3rver in ${seconds(performance.now() - putStarted)} s`);

  const created = await call(KEY, 'POST', '/connectors', connectorBody('docs/'));
  if (created.status !== 201) throw new Error(`POST /connectors answered ${created.status} ${JSON.stringify(created.body)}`);
  const connectorId: string = created.body.id;

  // 1. The first sync: 1,000 objects → 1,000 jobs, all completed.
  const first = await sync(connectorId);
  const firstSyncMs = Date.parse(first.summary.finished_at ?? '') - Date.parse(first.summary.started_at);
  const done = await allJobsDone('docs/', OBJECTS, 1_800_000);
  const allMs = performance.now() - first.started;
  check(
    'first sync', first.summary.status === 'completed' && first.summary.submitted === OBJECTS && first.summary.failed === 0 && done.completed === OBJECTS,
    `${first.summary.status}: seen ${first.summary.objects_seen}, submitted ${first.summary.submitted} (expected ${OBJECTS}), failed ${first.summary.failed}; ` +
      `list+submit ${seconds(first.ms)} s from POST (${seconds(firstSyncMs)} s inside the worker); ` +
      `all ${done.total} jobs terminal, ${done.completed} completed, ${seconds(allMs)} s after POST = ${(done.completed / (allMs / 1000)).toFixed(1)} jobs/s`,
  );

  // 2. Right after: nothing changed, nothing submitted.
  const second = await sync(connectorId);
  check(
    'second sync', second.summary.status === 'completed' && second.summary.submitted === 0 && second.summary.skipped === OBJECTS,
    `submitted ${second.summary.submitted} (expected 0), skipped ${second.summary.skipped}, in ${seconds(second.ms)} s`,
  );

  // 3. Three objects change (new content, so new ETags): the next sync submits those three.
  await putAll(Array.from({ length: CHANGED }, (_, i) => ({ key: `docs/${String(i * 100).padStart(4, '0')}.txt`, body: document(i * 100, 2) })));
  const third = await sync(connectorId);
  const afterChange = await allJobsDone('docs/', OBJECTS + CHANGED, 300_000);
  check(
    'after 3 changes', third.summary.status === 'completed' && third.summary.submitted === CHANGED && afterChange.completed === OBJECTS + CHANGED,
    `submitted ${third.summary.submitted} (expected ${CHANGED}), skipped ${third.summary.skipped}, in ${seconds(third.ms)} s; ` +
      `jobs of the prefix now ${afterChange.total}, ${afterChange.completed} completed`,
  );

  // 4. A scheduled connector on another prefix: no manual call, the minute sweep syncs it.
  await putAll([{ key: 'sched/a.txt', body: document(1) }]);
  const createdAt = performance.now();
  const scheduled = await call(KEY, 'POST', '/connectors', connectorBody('sched/', { schedule_cron: '*/1 * * * *' }));
  if (scheduled.status !== 201) throw new Error(`POST /connectors (scheduled) answered ${scheduled.status}`);
  const firstScheduled = await waitFor('scheduled sync', 240_000, 1_000, async () => {
    const { body } = await call(KEY, 'GET', `/connectors/${scheduled.body.id}/syncs`);
    return (body as Summary[]).find((s) => s.trigger === 'schedule');
  });
  const scheduledMs = performance.now() - createdAt;
  // Timing is reported, not failed on (a loaded machine may lag a tick); never syncing fails above.
  check(
    'scheduled sync', firstScheduled.status === 'completed' && firstScheduled.submitted === 1,
    `first scheduled sync summary ${seconds(scheduledMs)} s after creation (target ~70 s: ${scheduledMs <= 70_000 ? 'met' : 'missed'}); ` +
      `${firstScheduled.status}, submitted ${firstScheduled.submitted} (expected 1)`,
  );
} catch (error) {
  check('run', false, (error as Error).message);
}

console.log('\nConnector syncs (local stack, in this process)');
for (const c of checks) console.log(`  ${c.ok ? 'ok  ' : 'MISS'} ${c.name.padEnd(16)} ${c.line}`);
s3.destroy();
await stack.stop();
process.exit(checks.length > 0 && checks.every((c) => c.ok) ? 0 : 1);
