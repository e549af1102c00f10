/**
 * Runs floor-server.ts (one process, then one per core) under the same autocannon load as the
 * service, so the benchmark can print what this machine allows for the endpoint at all.
 */
import autocannon, { type Result } from 'autocannon';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { freePort } from '#lib/local/free-port.js';
import { REPO_ROOT } from './server.js';
import { redactRequests } from './texts.js';

export interface FloorRun {
  processes: number;
  result: Result;
}

export async function floorRun(processes: number, seconds: number, warmupSeconds: number, connections: number): Promise<FloorRun> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/bench/http/floor-server.ts'], {
    cwd: REPO_ROOT,
    detached: true, // its own process group: one kill reaches the cluster workers too
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, FLOOR_PORT: String(port), FLOOR_PROCESSES: String(processes) },
  });
  const exited = once(child, 'exit');
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('floor server did not start in 60 s')), 60_000);
      child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
        if (chunk.includes('floor ready')) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once('exit', (code) => reject(new Error(`floor server exited (${code})`)));
    });
    const requests = redactRequests('unused').map((r) => ({ ...r, path: '/' }));
    const load = (duration: number) =>
      autocannon({ url: `http://127.0.0.1:${port}`, connections, duration, requests, verifyBody: (body) => body.includes('"redacted_text"') });
    await load(warmupSeconds);
    return { processes, result: await load(seconds) };
  } finally {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // Already gone.
    }
    await exited;
  }
}
