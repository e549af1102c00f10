import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Same name the admin CLI reads (lib/admin/target-env.ts) to find the running stack. */
const RUNTIME_FILE = 'runtime.json';

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
  try {
    const { pid } = JSON.parse(readFileSync(file, 'utf8')) as { pid?: number };
    if (pid === process.pid) rmSync(file);
  } catch {
    // Missing or unreadable: nothing to clean.
  }
}
