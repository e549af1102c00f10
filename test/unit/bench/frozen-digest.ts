import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';

/** SHA-256 over a frozen set's files in order: each file's name, a newline, then its bytes. */
export function frozenDigest(files: readonly URL[]): string {
  const h = createHash('sha256');
  for (const f of files) {
    h.update(basename(fileURLToPath(f)) + '\n');
    h.update(readFileSync(f));
  }
  return h.digest('hex');
}
