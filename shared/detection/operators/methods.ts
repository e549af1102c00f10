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
 * `pseudonymize` for many distinct (type, value) at once, with the store's batch forms: the
 * same result as `pseudonymize` for each (the first derivation no other value owns, probing
 * 0, 1, 2…), in a few round trips instead of one or more per value. Two values of the batch
 * that want the same candidate do not claim it in the same round: the later one tries it in
 * the next round, where it finds it taken (or free again) as it would one after another.
 */
export async function pseudonymizeMany(
  secret: string | Uint8Array,
  store: PseudonymStore & Required<Pick<PseudonymStore, 'findManyByValue' | 'claimMany'>>,
  items: readonly { entityType: string; value: string }[],
): Promise<string[]> {
  const result: (string | undefined)[] = await store.findManyByValue(items);
  let pending = items.flatMap((_, i) => (result[i] === undefined ? [{ index: i, probe: 0 }] : []));
  while (pending.length > 0) {
    const round: { index: number; probe: number; pseudonym: string }[] = [];
    const deferred: typeof pending = [];
    const wanted = new Set<string>();
    for (const entry of pending) {
      const { entityType, value } = items[entry.index] as { entityType: string; value: string };
      if (entry.probe >= MAX_PROBES) throw new PseudonymSpaceExhaustedError(entityType);
      const pseudonym = pseudonymCandidate(secret, entityType, value, entry.probe);
      if (wanted.has(pseudonym)) deferred.push(entry);
      else {
        wanted.add(pseudonym);
        round.push({ ...entry, pseudonym });
      }
    }
    const claimed = await store.claimMany(round.map(({ index, pseudonym }) => ({ ...(items[index] as { entityType: string; value: string }), pseudonym })));
    pending = deferred;
    round.forEach((entry, i) => {
      if (claimed[i]) result[entry.index] = entry.pseudonym;
      else pending.push({ index: entry.index, probe: entry.probe + 1 });
    });
  }
  return result as string[];
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
