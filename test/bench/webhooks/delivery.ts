/**
 * Webhook delivery benchmark — `npm run bench:webhooks`. One in-memory local stack, one webhook
 * pointing at a receiver on loopback (ALLOW_INSECURE_WEBHOOKS=1), then:
 * - LATENCY: N events published one at a time; from publishJobEvent's call to the receiver
 *   seeing the signed POST (queue, worker, DynamoDB lease and record, the guarded fetch).
 * - BURST: M events published at once; time until the receiver has them all.
 * Every event must arrive exactly once with a valid signature, or the run fails.
 * Options: --events N (50) --burst M (50)
 */
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { startLocalStack } from '../../../lib/local/stack.js';
import { publishJobEvent } from '../../../shared/webhooks/publish.js';

const { values: opts } = parseArgs({ options: { events: { type: 'string', default: '50' }, burst: { type: 'string', default: '50' } } });
const ADMIN_KEY = 'pk_test_BenchWebhooksAdmin000000000000000000000001';

const arrivals = new Map<string, number[]>();
let secret = '';
let badSignatures = 0;
const waiters = new Map<string, () => void>();
const receiver = createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c));
  req.on('end', () => {
    const id = String(req.headers['x-webhook-id']);
    const expected = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
    if (req.headers['x-webhook-signature'] !== expected) badSignatures += 1;
    arrivals.set(id, [...(arrivals.get(id) ?? []), performance.now()]);
    waiters.get(id)?.();
    res.writeHead(204).end();
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;

const stack = await startLocalStack({
  inMemory: true,
  port: 0,
  env: { BOOTSTRAP_ADMIN_KEY: ADMIN_KEY, ALLOW_INSECURE_WEBHOOKS: '1' },
  pollWaitSeconds: 2,
  log: () => undefined,
});
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
let failed = false;
try {
  const created = await fetch(`${stack.apiUrl}/config/webhooks`, {
    method: 'POST',
    headers: { 'x-api-key': ADMIN_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ url: receiverUrl }),
  });
  const hook = (await created.json()) as { id: string; secret: string };
  secret = hook.secret;
  const tenantId = stack.bootstrap!.dev.tenantId;
  const event = (id: string) => ({ tenantId, mode: 'test' as const, type: 'job.completed' as const, eventId: id, job: { id: `job_${id}`, status: 'completed' } });

  const latencies: number[] = [];
  for (let i = 0; i < Number(opts.events); i++) {
    const id = `evt_lat_${i}`;
    const arrived = new Promise<void>((resolve) => waiters.set(id, resolve));
    const started = performance.now();
    await publishJobEvent(event(id));
    await arrived;
    latencies.push(arrivals.get(id)![0]! - started);
  }
  latencies.sort((a, b) => a - b);
  console.log(`LATENCY  ${latencies.length} events one at a time: p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms, max ${latencies.at(-1)!.toFixed(0)} ms`);

  const burst = Array.from({ length: Number(opts.burst) }, (_, i) => `evt_burst_${i}`);
  const all = Promise.all(burst.map((id) => new Promise<void>((resolve) => waiters.set(id, resolve))));
  const started = performance.now();
  await Promise.all(burst.map((id) => publishJobEvent(event(id))));
  const published = performance.now() - started;
  await all;
  const seconds = (performance.now() - started) / 1000;
  console.log(`BURST    ${burst.length} events published in ${published.toFixed(0)} ms, all delivered in ${seconds.toFixed(1)} s (${(burst.length / seconds).toFixed(0)} deliveries/s)`);

  await new Promise((resolve) => setTimeout(resolve, 3_000)); // late duplicates would land here
  const duplicates = [...arrivals.values()].filter((times) => times.length > 1).length;
  console.log(`CHECK    ${arrivals.size} distinct events received, ${duplicates} delivered twice, ${badSignatures} bad signatures`);
  failed = duplicates > 0 || badSignatures > 0 || arrivals.size !== Number(opts.events) + burst.length;
} finally {
  await stack.stop();
  receiver.closeAllConnections();
  receiver.close();
}
process.exit(failed ? 1 : 0);
