/**
 * `npm start` under a process manager: a signal to the npm process itself (not the terminal's
 * process group) stops everything it started, java included, within 10 s, and npm exits 0.
 * SIGKILL to npm (nothing can be handled) still takes node and java down.
 */
import { execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Every descendant of `pid` (children, grandchildren...), from ps. */
function descendants(pid: number): number[] {
  const table = execFileSync('ps', ['-e', '-o', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  const found: number[] = [];
  const queue = [pid];
  while (queue.length) {
    const parent = queue.shift() as number;
    for (const [child, ppid] of table) if (ppid === parent) (found.push(child), queue.push(child));
  }
  return found;
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function startNpm() {
  const port = await freePort();
  // Its own process group, like a service manager's child: signals go to npm alone.
  const npm = spawn('npm', ['start', '--', '--in-memory', '--port', String(port)], {
    env: { ...process.env, BOOTSTRAP_ADMIN_KEY: '', BOOTSTRAP_OPERATOR_KEY: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  npm.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  npm.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    npm.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const deadline = Date.now() + 90_000;
  while (!output.includes('Press Ctrl-C') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  expect(output).toContain('Press Ctrl-C');
  const tree = descendants(npm.pid as number);
  const java = tree.filter((pid) => {
    try {
      return execFileSync('ps', ['-o', 'comm=', '-p', String(pid)], { encoding: 'utf8' }).trim() === 'java';
    } catch {
      return false;
    }
  });
  expect(java, 'java runs under npm start').toHaveLength(1);
  return { npm, tree, exited, port };
}

async function allGone(pids: number[], withinMs: number): Promise<number[]> {
  const deadline = Date.now() + withinMs;
  while (pids.some(isAlive) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  return pids.filter(isAlive);
}

describe('npm start and signals to the npm process', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)('%s to npm stops node and java within 10 s and exits 0', async (signal) => {
    const { npm, tree, exited } = await startNpm();
    const sent = Date.now();
    process.kill(npm.pid as number, signal);
    const { code } = await exited;
    expect(code).toBe(0);
    expect(await allGone(tree, 10_000 - (Date.now() - sent))).toEqual([]);
  });

  it('SIGKILL to npm still takes node and java down within 10 s', async () => {
    const { npm, tree, exited } = await startNpm();
    process.kill(npm.pid as number, 'SIGKILL');
    await exited;
    const left = await allGone(tree, 10_000);
    // Never leave anything behind, even when the assertion fails.
    for (const pid of left) process.kill(pid, 'SIGKILL');
    expect(left).toEqual([]);
  });
});
