import { createHash } from 'node:crypto';
import { z } from 'zod';
import { ConfigCollection, type ConfigRecord } from '../tenant-config/config-collection.js';

export const listEntryFields = z.strictObject({
  type: z.enum(['allow', 'block']).default('allow'),
  value: z.string().trim().min(1).max(1000),
  entity_type: z.union([z.literal('*'), z.string().regex(/^[A-Z][A-Z0-9_]{1,63}$/)]).default('*'),
  match: z.enum(['exact', 'regex']).default('exact'),
});

export const listEntryResponse = listEntryFields.extend({ id: z.string(), created_at: z.string(), updated_at: z.string() });

export type ListEntryFields = z.infer<typeof listEntryFields>;
export type ListEntry = ListEntryFields & ConfigRecord;

export const listEntries = new ConfigCollection<ListEntry>({
  kind: 'LIST',
  idPrefix: 'lst',
  // Exact terms compare case-insensitively; the guard key is a digest so any value fits a key.
  uniqueKey: (e) =>
    createHash('sha256')
      .update([e.type, e.entity_type, e.match, e.match === 'exact' ? e.value.toLowerCase() : e.value].join('\0'))
      .digest('hex'),
  softDelete: true,
  conflictDetail: 'An identical allow/block entry already exists.',
});

export function toListEntryResponse({ mode: _m, deleted_at: _d, ...entry }: ListEntry) {
  return entry;
}
