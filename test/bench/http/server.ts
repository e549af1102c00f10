/**
 * Starts and stops the local service (`lib/local/main.ts --in-memory`) as a child process for
 * the HTTP benchmarks, and finds its DynamoDB Local java child.
 *
 * Process layout: node (own process group, `detached`) → sh watchdog (its own group, see
 * lib/local/dynamodb-local.ts) → java. SIGTERM to node makes main.ts stop the stack (java too)
 * and exit; if that hangs we SIGKILL node, and then kill the watchdog's group ourselves rather
 * than wait for it to notice, so no JVM outlives a benchmark even when it fails half-way.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { freePort } from '#lib/local/free-port.js';
import { alive } from '#lib/local/runtime-file.js';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** A fresh test-mode admin key for the dev tenant (enterprise plan: no rate limit, not counted). */
export function testKey(): string {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  let key = 'pk_test_';
  for (const byte of randomBytes(80)) if (byte < 248 && key.length < 48) key += alphabet[byte % 62];
  return key;
}

export interface BenchServer {
  readonly child: ChildProcess;
  readonly pid: number;
  readonly port: number;
  readonly apiUrl: string;
  readonly key: string;
  /** performance.now() just before spawn. */
  readonly spawnedAt: number;
  /** Started with a `nice` option. */
  readonly reniced: boolean;
  /** java's pid once seen (call findJava). */
  javaPid(): number | undefined;
  findJava(): number | undefined;
  /** The last lines the server printed (diagnostics on failure). */
  output(): string;
  exited(): boolean;
  stop(): Promise<void>;
}

const live = new Set<BenchServer>();

/** Last resort if the benchmark itself dies: synchronous, so it also works in 'exit'. */
function killNow(server: BenchServer): void {
  for (const pid of [-server.pid, server.javaPid()]) {
    if (pid) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  }
}
process.on('exit', () => live.forEach(killNow));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping benchmark servers...`);
    void Promise.allSettled([...live].map((s) => s.stop())).then(() => process.exit(130));
  });
}

/** pid → { ppid, pgid, comm } of every process (one `ps` call). */
function processTable(): Map<number, { ppid: number; pgid: number; comm: string }> {
  const out = execFileSync('ps', ['-eo', 'pid=,ppid=,pgid=,comm='], { encoding: 'utf8' });
  const table = new Map<number, { ppid: number; pgid: number; comm: string }>();
  for (const line of out.split('\n')) {
    const [pid, ppid, pgid, ...comm] = line.trim().split(/\s+/);
    if (pid && ppid && pgid) table.set(Number(pid), { ppid: Number(ppid), pgid: Number(pgid), comm: comm.join(' ') });
  }
  return table;
}

/**
 * Sets the nice value of every thread of `pid` (on Linux a priority belongs to a thread, and
 * threads created later inherit their creator's). Used by `--nice` on a shared machine so the
 * server under test is not starved by unrelated work; needs root for negative values.
 */
export function reniceThreads(pid: number, nice: number): boolean {
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`)) setPriority(Number(tid), nice);
    return true;
  } catch (error) {
    console.warn(`  (could not renice ${pid} to ${nice}: ${(error as Error).message})`);
    return false;
  }
}

/**
 * With sched_autogroup (most desktop/VM kernels), CPU is first shared fairly between sessions,
 * and a thread's nice only counts inside its session. The server and java's watchdog are
 * session leaders of their own (`detached` = setsid), so their autogroup holds only our
 * processes: raising its priority is what actually gives them more CPU on a busy machine.
 */
function reniceSession(pid: number, nice: number): void {
  reniceThreads(pid, nice);
  try {
    writeFileSync(`/proc/${pid}/autogroup`, String(nice));
  } catch {
    // No autogroup support (or not root): thread nice alone.
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitGone(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!alive(pid)) return true;
    await sleep(50);
  }
  return !alive(pid);
}

export interface StartOptions {
  /** Extra node flags, e.g. --cpu-prof. */
  nodeArgs?: string[];
  env?: Record<string, string>;
  /** Scheduling priority of the server and java (see reniceSession); root only for < 0. */
  nice?: number;
}

export async function spawnServer(options: StartOptions = {}): Promise<BenchServer> {
  const port = await freePort();
  const key = testKey();
  const args = ['--import', 'tsx', ...(options.nodeArgs ?? []), 'lib/local/main.ts', '--in-memory', '--port', String(port)];
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    detached: true, // own process group: one kill reaches node and anything it spawned in it
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...options.env, BOOTSTRAP_ADMIN_KEY: key },
  });
  const lines: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding('utf8').on('data', (chunk: string) => {
      lines.push(...chunk.split('\n').filter((l) => l.trim()));
      if (lines.length > 200) lines.splice(0, lines.length - 200);
    });
  }
  if (!child.pid) throw new Error('Could not spawn the server');
  const pid = child.pid;
  const nice = options.nice;
  if (nice !== undefined) reniceSession(pid, nice);
  let java: { pid: number; pgid: number } | undefined;
  let exitedFlag = false;
  const exitPromise = new Promise<void>((resolve) => child.once('exit', () => ((exitedFlag = true), resolve())));
  let stopping: Promise<void> | undefined;

  const server: BenchServer = {
    child,
    pid,
    port,
    key,
    spawnedAt,
    reniced: nice !== undefined,
    apiUrl: `http://127.0.0.1:${port}/api/v1`,
    javaPid: () => java?.pid,
    findJava() {
      if (java) return java.pid;
      const table = processTable();
      const ours = new Set([pid]);
      // Parents have lower pids almost always, but do not rely on it: iterate to a fixed point.
      for (let grew = true; grew; ) {
        grew = false;
        for (const [p, info] of table) {
          if (!ours.has(p) && ours.has(info.ppid)) {
            ours.add(p);
            grew = true;
          }
        }
      }
      for (const p of ours) {
        const info = table.get(p);
        if (info?.comm === 'java') java = { pid: p, pgid: info.pgid };
      }
      if (java && nice !== undefined) reniceSession(java.pid, nice);
      return java?.pid;
    },
    output: () => lines.join('\n'),
    exited: () => exitedFlag,
    stop() {
      stopping ??= (async () => {
        server.findJava();
        if (!exitedFlag) {
          try {
            process.kill(-pid, 'SIGTERM'); // main.ts: stack.stop() (java included), then exit
          } catch {
            // Already gone.
          }
          const timer = sleep(15_000).then(() => 'timeout' as const);
          if ((await Promise.race([exitPromise.then(() => 'exited' as const), timer])) === 'timeout') {
            console.error(`[bench] server ${pid} did not stop in 15 s; SIGKILL`);
            try {
              process.kill(-pid, 'SIGKILL');
            } catch {
              // Already gone.
            }
            await exitPromise;
          }
        }
        if (java && alive(java.pid)) {
          // Normally gone already; the watchdog would get it within a second, but do not wait on that.
          try {
            process.kill(-java.pgid, 'SIGTERM');
          } catch {
            // Already gone.
          }
          if (!(await waitGone(java.pid, 5_000))) {
            try {
              process.kill(-java.pgid, 'SIGKILL');
            } catch {
              // Already gone.
            }
            await waitGone(java.pid, 2_000);
          }
        }
        if (java && alive(java.pid)) console.error(`[bench] WARNING: java ${java.pid} is still running`);
        live.delete(server);
      })();
      return stopping;
    },
  };
  live.add(server);
  return server;
}

/** Polls GET /health/ready every `everyMs` until a 200; returns performance.now() of that answer. */
export async function waitReady(server: BenchServer, timeoutMs = 120_000, everyMs = 50): Promise<number> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (server.exited()) throw new Error(`Server exited during start:\n${server.output()}`);
    if (server.reniced && !server.javaPid()) server.findJava(); // renice java as soon as it exists
    const polledAt = performance.now();
    try {
      const res = await fetch(`${server.apiUrl}/health/ready`, { signal: AbortSignal.timeout(5_000) });
      await res.arrayBuffer();
      if (res.status === 200) return performance.now();
    } catch {
      // Not listening yet.
    }
    await sleep(Math.max(0, everyMs - (performance.now() - polledAt)));
  }
  throw new Error(`Server not ready within ${timeoutMs} ms:\n${server.output()}`);
}

export interface RedactAnswer {
  status: number;
  ms: number;
  /** performance.now() when the answer was complete. */
  at: number;
  body: { processing_ms?: number; entity_count?: number; findings?: { entity_type: string }[]; detail?: unknown };
}

export async function postRedact(server: BenchServer, text: string): Promise<RedactAnswer> {
  const t0 = performance.now();
  const res = await fetch(`${server.apiUrl}/redact/text`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': server.key },
    body: JSON.stringify({ text }),
    signal: AbortSignal.timeout(60_000),
  });
  const body = (await res.json()) as RedactAnswer['body'];
  const at = performance.now();
  return { status: res.status, ms: at - t0, at, body };
}
