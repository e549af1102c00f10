import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Same name the admin CLI reads (lib/admin/target-env.ts) to find the running stack. */
const RUNTIME_FILE = 'runtime.json';

interface RuntimeRecord {
  pid: number;
  baseUrl: string;
}

function read(file: string): Partial<RuntimeRecord> | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Partial<RuntimeRecord>;
  } catch {
    return undefined;
  }
}

/** True while a process with this pid exists (signal 0 checks without signalling). */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Another live stack recorded in `<data-dir>/runtime.json`, if any. */
export function otherRunningStack(dataDir: string): RuntimeRecord | undefined {
  const record = read(join(dataDir, RUNTIME_FILE));
  if (!record?.pid || record.pid === process.pid || !alive(record.pid)) return undefined;
  return { pid: record.pid, baseUrl: record.baseUrl ?? '?' };
}

/**
 * Records the running stack's pid and handler environment (endpoints and resource names; no
 * secrets) in `<data-dir>/runtime.json`, so `npm run admin` can talk to it.
 */
export function writeRuntimeFile(dataDir: string, env: Record<string, string>, baseUrl: string): string {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, RUNTIME_FILE);
  writeFileSync(file, `${JSON.stringify({ pid: process.pid, baseUrl, env }, null, 2)}\n`);
  return file;
}

/** Removes the file only if it still describes this process (a newer stack may own it). */
export function removeRuntimeFile(file: string): void {
  if (read(file)?.pid === process.pid) rmSync(file, { force: true });
}
