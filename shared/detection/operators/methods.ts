import { createHmac } from 'node:crypto';
import { codePointLength } from '../offsets.js';
import type { PseudonymStore } from '../types.js';

/** `type_label`: "[PERSON]". */
export function typeLabel(entityType: string): string {
  return `[${entityType}]`;
}

/** `mask`: one "*" per character (code point) of the value. */
export function mask(value: string): string {
  return '*'.repeat(codePointLength(value));
}

function hmacHex(secret: string | Uint8Array, message: string): string {
  return createHmac('sha256', secret).update(message, 'utf8').digest('hex');
}

/** `hash`: HMAC-SHA256(tenant secret, entity_type + ":" + value), first 16 hex characters. */
export function hashValue(secret: string | Uint8Array, entityType: string, value: string): string {
  return hmacHex(secret, `${entityType}:${value}`).slice(0, 16);
}

/** Candidate pseudonym for one probe: `<ENTITY_TYPE>_<4 hex>` from HMAC(secret, type:value:probe). */
export function pseudonymCandidate(secret: string | Uint8Array, entityType: string, value: string, probe: number): string {
  return `${entityType}_${hmacHex(secret, `${entityType}:${value}:${probe}`).slice(0, 4)}`;
}

/** The 4-hex space holds 65,536 names per type; past this many probes the store is saturated. */
export const MAX_PROBES = 65_536;

export class PseudonymSpaceExhaustedError extends Error {
  constructor(entityType: string) {
    super(`No free pseudonym left for entity type ${entityType}`);
    this.name = 'PseudonymSpaceExhaustedError';
  }
}

/**
 * `pseudonymize`: reuse the stored pseudonym of (type, value) if any; otherwise claim the first
 * derivation no other value owns, probing index 0, 1, 2… so "same input, same pseudonym" holds.
 */
export async function pseudonymize(
  secret: string | Uint8Array,
  store: PseudonymStore,
  entityType: string,
  value: string,
): Promise<string> {
  const existing = await store.findByValue(entityType, value);
  if (existing) return existing;
  for (let probe = 0; probe < MAX_PROBES; probe++) {
    const candidate = pseudonymCandidate(secret, entityType, value, probe);
    if (await store.claim(candidate, entityType, value)) return candidate;
  }
  throw new PseudonymSpaceExhaustedError(entityType);
}
