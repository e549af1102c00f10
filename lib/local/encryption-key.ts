import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The local stand-in for the KMS key that encrypts stored originals (pseudonyms): 32 random
 * bytes kept beside the persisted data, so pseudonyms made before a restart can still be
 * revealed after it. In-memory runs get a fresh key that dies with them.
 */
export function localEncryptionKey(dataDir: string | undefined): string {
  if (!dataDir) return randomBytes(32).toString('hex');
  const file = join(dataDir, 'local-encryption.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('hex');
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return key;
}
