/**
 * `npm start`: the whole service locally, in one process.
 *   --port N        HTTP port (env PORT, default 3000)
 *   --data-dir DIR  persistent DynamoDB/S3 data (env DATA_DIR, default .data)
 *   --in-memory     throwaway run: nothing is kept after exit
 */
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { BootstrapResult } from '../../shared/tenancy/bootstrap.js';
import { startDynamoDbLocal } from './dynamodb-local.js';
import { assertPortFree } from './free-port.js';
import { otherRunningStack, removeRuntimeFile, writeRuntimeFile } from './runtime-file.js';
import type { LocalStack } from './stack.js';

const USAGE = 'Usage: npm start -- [--port 3000] [--data-dir .data] [--in-memory]';

function options() {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        port: { type: 'string' },
        'data-dir': { type: 'string' },
        'in-memory': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const port = Number(values.port ?? process.env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`Invalid port: ${values.port ?? process.env.PORT}\n${USAGE}`);
    process.exit(2);
  }
  return { port, dataDir: values['data-dir'] ?? process.env.DATA_DIR ?? '.data', inMemory: values['in-memory'] };
}

function keyLine(label: string, entry: BootstrapResult['operator'], pinVar: string): string {
  const key = entry.key ?? `(created earlier; stored hashed so not shown; pin one with ${pinVar})`;
  return `  ${label.padEnd(14)} ${key}   tenant ${entry.tenantId}`;
}

function banner(stack: LocalStack, dataDir: string, inMemory: boolean): string {
  const port = (url: string) => new URL(url).port;
  const lines = [
    '',
    `PII redaction service (local) ready in ${(performance.now() / 1000).toFixed(2)} s since process start`,
    `  Startup        ${Object.entries(stack.phasesMs).map(([name, ms]) => `${name} ${(ms / 1000).toFixed(2)} s`).join(' · ')} (from stack start)`,
    `  API            ${stack.apiUrl}`,
    `  Data           ${inMemory ? 'in memory (discarded on exit)' : dataDir}`,
    `  Emulators      DynamoDB Local :${port(stack.endpoints.dynamodb)}, S3 (s3rver) :${port(stack.endpoints.s3)}, SQS (fauxqs) :${port(stack.endpoints.sqs)}`,
  ];
  if (stack.bootstrap) {
    lines.push(keyLine('Operator key', stack.bootstrap.operator, 'BOOTSTRAP_OPERATOR_KEY'));
    lines.push(keyLine('Dev admin key', stack.bootstrap.dev, 'BOOTSTRAP_ADMIN_KEY'));
  }
  lines.push(`  Try            curl -H "X-API-Key: <key>" ${stack.apiUrl}/api-keys`, 'Press Ctrl-C to stop.', '');
  return lines.join('\n');
}

async function main(): Promise<void> {
  const { port, dataDir, inMemory } = options();
  const other = otherRunningStack(dataDir);
  if (other && !inMemory) {
    // Two DynamoDB Local processes on one database file would corrupt it.
    console.error(`Another local stack (pid ${other.pid}, ${other.baseUrl}) is using ${dataDir}; stop it or use --data-dir.`);
    process.exit(1);
  }
  await assertPortFree(port).catch(() => {
    console.error(`Port ${port} is in use; pick another with --port or PORT.`);
    process.exit(1);
  });
  // The JVM needs the longest to start; launch it before loading the SDK, the handlers' shared
  // code and the other emulators (about a second of imports), so the two overlap.
  const dynamodb = startDynamoDbLocal(inMemory ? {} : { dbPath: join(resolve(dataDir), 'dynamodb') });
  dynamodb.catch(() => undefined); // Reported by startLocalStack, which awaits it.
  let stack: LocalStack;
  try {
    const { startLocalStack } = await import('./stack.js');
    stack = await startLocalStack({ port, dataDir, inMemory, dynamodb });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    console.error(code === 'EADDRINUSE' ? `Port ${port} is in use; pick another with --port or PORT.` : error);
    process.exit(1);
  }
  // An in-memory run beside a persistent dev server leaves the admin CLI pointed at the latter.
  const runtimeFile = other ? '' : writeRuntimeFile(dataDir, stack.env, stack.baseUrl);
  console.log(banner(stack, dataDir, inMemory));

  let stoppingSince = 0;
  const shutdown = (signal: string) => {
    if (stoppingSince) {
      // Ctrl-C reaches npm, tsx and node together and npm/tsx may relay it again: only a second
      // press, noticeably later, means "stop waiting" (java still dies with its watchdog).
      if (Date.now() - stoppingSince > 1000) process.exit(1);
      return;
    }
    stoppingSince = Date.now();
    console.log(`\n${signal}: stopping...`);
    removeRuntimeFile(runtimeFile);
    stack.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Stop failed:', error);
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => shutdown(signal));
  // A parent that dies without passing a signal on (npm or a supervisor killed with SIGKILL)
  // leaves this process re-parented: stop then too, rather than serve on as an orphan.
  const parent = process.ppid;
  const parentWatch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(parentWatch);
    // Its pipes may have gone with it: a failed write must not crash the orderly stop.
    for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined);
    shutdown('parent process exited');
  }, 500);
  parentWatch.unref();
  process.on('exit', () => removeRuntimeFile(runtimeFile));
}

await main();
