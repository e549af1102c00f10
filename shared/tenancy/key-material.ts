import { createHash, randomBytes } from 'node:crypto';

export type KeyMode = 'live' | 'test';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const KEY_PATTERN = /^pk_(live|test)_[0-9A-Za-z]{32,128}$/;

/** Unbiased base62: bytes >= 248 are dropped so every character is equally likely. */
export function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
  }
  return out;
}

export function generateApiKey(mode: KeyMode): string {
  return `pk_${mode}_${randomBase62(40)}`;
}

export function isWellFormedKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

export function modeOfKey(key: string): KeyMode {
  return key.startsWith('pk_live_') ? 'live' : 'test';
}

/** Only this hash is stored; the key itself is shown once, at creation. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** `pk_live_3fQa…`: the first 12 characters and an ellipsis. */
export function keyPrefix(key: string): string {
  return `${key.slice(0, 12)}…`;
}

export function newId(prefix: string): string {
  return `${prefix}_${randomBase62(20)}`;
}
