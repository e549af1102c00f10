import { z } from 'zod';
import { ConfigCollection, type ConfigRecord } from '../tenant-config/config-collection.js';

/** Custom labels look like the built-in ones: upper-case words joined by underscores. */
export const entityLabel = z
  .string()
  .regex(/^[A-Z][A-Z0-9_]{1,63}$/, 'must be an upper-case label such as EMPLOYEE_ID');

export const recognizerFields = z
  .strictObject({
    name: z.string().trim().min(1).max(200),
    type: z.enum(['regex', 'phrase_list']),
    entity_type: entityLabel,
    patterns: z.array(z.string().min(1).max(1000)).max(50).default([]),
    phrases: z.array(z.string().trim().min(1).max(200)).max(10_000).default([]),
    score: z.number().min(0).max(1).default(0.85),
  });

export const recognizerResponse = recognizerFields.extend({ id: z.string(), created_at: z.string(), updated_at: z.string() });

export type RecognizerFields = z.infer<typeof recognizerFields>;
export type CustomRecognizer = RecognizerFields & ConfigRecord;

export const recognizers = new ConfigCollection<CustomRecognizer>({
  kind: 'RECOGNIZER',
  idPrefix: 'rec',
  uniqueKey: (r) => r.name.toLowerCase(),
  softDelete: true,
  conflictDetail: 'A recognizer with this name already exists.',
});

export function toRecognizerResponse({ mode: _m, deleted_at: _d, ...recognizer }: CustomRecognizer) {
  return recognizer;
}
