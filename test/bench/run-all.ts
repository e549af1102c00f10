/**
 * `npm run bench`: every benchmark below (detection, HTTP, jobs, pseudonym batch, Lambda bundle
 * sizes, file formats, webhooks, documents, connectors), each in its own node
 * process (the HTTP one needs a quiet process for its load generator; the detection one fills
 * the heap). All run even if one fails; the exit code is non-zero if any failed.
 * Arguments after `--` are not forwarded: run `npm run bench:detect -- ...` or
 * `npm run bench:http -- ...` for options.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const BENCHES = [
  { name: 'bench:detect', script: 'test/bench/detection/run.ts' },
  { name: 'bench:http', script: 'test/bench/http/redact-text.ts' },
  { name: 'bench:jobs', script: 'test/bench/jobs/jobs.ts' },
  { name: 'bench:connectors', script: 'test/bench/connectors/run.ts' },
  { name: 'bench:pseudonyms', script: 'test/bench/http/pseudonyms.ts' },
  { name: 'bench:bundles', script: 'test/bench/bundles/run.ts' },
  { name: 'bench:formats', script: 'test/bench/formats/run.ts' },
  { name: 'bench:webhooks', script: 'test/bench/webhooks/delivery.ts' },
  { name: 'bench:documents', script: 'test/bench/documents/run.ts' },
];

function run(script: string): Promise<number> {
  return new Promise((resolve) => {
    // Same terminal process group: Ctrl-C reaches the child, which cleans up its own servers.
    const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: root, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`Could not start ${script}:`, error);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

const results: { name: string; code: number; seconds: number }[] = [];
for (const bench of BENCHES) {
  console.log(`\n######## ${bench.name} (${bench.script})\n`);
  const started = performance.now();
  const code = await run(bench.script);
  results.push({ name: bench.name, code, seconds: (performance.now() - started) / 1000 });
}

console.log('\n######## Summary');
for (const r of results) console.log(`  ${r.name.padEnd(14)} ${r.code === 0 ? 'ok' : `FAILED (exit ${r.code})`}  ${r.seconds.toFixed(0)} s`);
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
