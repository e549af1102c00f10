import crypto from 'node:crypto';

/**
 * s3rver encrypts ListObjectsV2 continuation tokens with single DES ('des' = DES-CBC), which
 * OpenSSL 3 only offers through the legacy provider (`--openssl-legacy-provider`). Node cannot
 * load that provider after start, and the vitest process that hosts the test stack is not ours
 * to restart, so instead we serve 'des' with 3DES (des-ede3-cbc) keyed K|K|K: with three equal
 * keys, EDE collapses to one DES pass, so tokens are bit-identical to s3rver's. Only the
 * algorithm name 'des' is touched, and only when the process cannot already do DES.
 */
export function enableDesForS3rver(): void {
  if (desAvailable()) return;
  const mod = crypto as unknown as Record<'createCipheriv' | 'createDecipheriv', (...args: unknown[]) => unknown>;
  for (const name of ['createCipheriv', 'createDecipheriv'] as const) {
    const original = mod[name];
    if ((original as { desShim?: boolean }).desShim) continue;
    const patched = (algorithm: unknown, key: unknown, ...rest: unknown[]) =>
      algorithm === 'des' && Buffer.isBuffer(key) && key.length === 8
        ? original.call(crypto, 'des-ede3-cbc', Buffer.concat([key, key, key]), ...rest)
        : original.call(crypto, algorithm, key, ...rest);
    Object.assign(patched, { desShim: true });
    mod[name] = patched;
  }
}

function desAvailable(): boolean {
  try {
    crypto.createCipheriv('des', Buffer.alloc(8), Buffer.alloc(8));
    return true;
  } catch {
    return false;
  }
}
