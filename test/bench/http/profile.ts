/**
 * Where does a redact request's CPU go? — `npx tsx test/bench/http/profile.ts [--duration 10]`
 *
 *   [--connections 50] [--keep (leave the .cpuprofile for DevTools)] [--nice=-10]
 *
 * Starts the local service with `node --cpu-prof` and the outbound-call counter
 * (count-outbound.ts), warms it up, loads POST /redact/text with 50 connections for the given
 * seconds, stops it (the profile is written on exit) and prints:
 *   - outgoing calls per redact request by operation (DynamoDB GetItem, UpdateItem, ...), measured;
 *   - the profile of the load window only (start-up excluded), by area and by function.
 * Profiling slows the server down; use the shares, not the absolute throughput.
 */
import autocannon from 'autocannon';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { printSummary, summarize, type CpuProfile } from './cpuprofile-summary.js';
import { postRedact, spawnServer, waitReady, type BenchServer } from './server.js';
import { BENCH_TEXTS, redactRequests } from './texts.js';

const { values: opts } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    keep: { type: 'boolean', default: false },
    nice: { type: 'string' }, // as in redact-text.ts: --nice=-10 on a shared machine
  },
});
const dir = mkdtempSync(join(tmpdir(), 'redact-profile-'));
const countsFile = join(dir, 'outbound.json');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const nowUs = () => Number(process.hrtime.bigint() / 1000n); // same clock as the profile's timestamps

async function outbound(server: BenchServer): Promise<Record<string, number>> {
  rmSync(countsFile, { force: true });
  process.kill(server.pid, 'SIGUSR2');
  for (let i = 0; i < 100; i++) {
    try {
      return JSON.parse(readFileSync(countsFile, 'utf8')) as Record<string, number>;
    } catch {
      await sleep(20);
    }
  }
  throw new Error('The server did not write its outbound counts');
}

function load(server: BenchServer, seconds: number) {
  return autocannon({
    url: `http://127.0.0.1:${server.port}`,
    connections: Number(opts.connections),
    duration: seconds,
    requests: redactRequests(server.key),
  });
}

const server = await spawnServer({
  nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`, '--import', './test/bench/http/count-outbound.ts'],
  env: { BENCH_OUTBOUND_FILE: countsFile },
  ...(opts.nice !== undefined ? { nice: Number(opts.nice) } : {}),
});
let window: { fromUs: number; toUs: number };
let perRequest: [string, number][];
let stats: string;
try {
  await waitReady(server);
  for (const text of BENCH_TEXTS) {
    const answer = await postRedact(server, text);
    if (answer.status !== 200) throw new Error(`redact answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  await load(server, 5); // warm-up: JIT, caches

  const before = await outbound(server);
  const fromUs = nowUs();
  const r = await load(server, Number(opts.duration));
  const toUs = nowUs();
  const after = await outbound(server);
  window = { fromUs, toUs };
  const answered = r['2xx'] + r.non2xx;
  perRequest = Object.keys(after)
    .map((k): [string, number] => [k, ((after[k] ?? 0) - (before[k] ?? 0)) / Math.max(1, answered)])
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1]);
  if (r.non2xx || r.errors) {
    console.error(`\n!!!!!! ${r.non2xx} non-2xx, ${r.errors} errors under load: the profile is of failing requests !!!!!!`);
    console.error(`status codes: ${JSON.stringify(r.statusCodeStats)}\n${server.output().split('\n').slice(-20).join('\n')}`);
    process.exitCode = 1;
  }
  stats = `${answered} answers (${r.non2xx} non-2xx, ${r.errors} errors) in ${opts.duration} s = ${Math.round(r.requests.average)} req/s under the profiler; p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms`;
} finally {
  await server.stop();
}

const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
if (!file) throw new Error(`No .cpuprofile in ${dir} (did the server exit cleanly?)`);
const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile;
const summary = summarize(profile, window);

console.log(`\n== Load under the profiler: ${stats}`);
console.log('\n== Outgoing calls per answered request (measured during the load window)');
for (const [k, n] of perRequest) console.log(`  ${n.toFixed(3).padStart(7)}  ${k}`);
printSummary(summary);
const out = new URL('./results/profile.json', import.meta.url);
writeFileSync(out, JSON.stringify({ stats, perRequest, summary }, null, 2));
if (opts.keep) console.log(`\nProfile kept: ${join(dir, file)} (open in Chrome DevTools → Performance)`);
else rmSync(dir, { recursive: true, force: true });
