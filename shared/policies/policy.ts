import { z } from 'zod';
import { ConfigCollection, type ConfigRecord } from '../tenant-config/config-collection.js';

export const REDACTION_METHODS = ['type_label', 'mask', 'hash', 'pseudonymize'] as const;
export const POLICY_LANGUAGES = ['en', 'es'] as const;

/** The contract's policy fields and defaults, plus the review settings of DECISIONS. */
export const policyFields = z.strictObject({
  name: z.string().trim().min(1).max(200),
  description: z.string().max(2000).default(''),
  pii_types: z.array(z.string().min(1).max(64)).min(1).max(100),
  confidence_threshold: z.number().min(0).max(1).default(0.5),
  redaction_method: z.enum(REDACTION_METHODS).default('type_label'),
  language: z.enum(POLICY_LANGUAGES).default('en'),
  llm_detection_enabled: z.boolean().default(false),
  review_required: z.boolean().default(false),
  review_threshold: z.number().min(0).max(1).nullable().default(null),
});

export const policyResponse = policyFields.extend({ id: z.string(), created_at: z.string(), updated_at: z.string() });

export type PolicyFields = z.infer<typeof policyFields>;
export type Policy = PolicyFields & ConfigRecord;

export const policies = new ConfigCollection<Policy>({
  kind: 'POLICY',
  idPrefix: 'pol',
  uniqueKey: (p) => p.name.toLowerCase(),
  // Jobs keep a snapshot of the policy they used, so deleting one affects nothing running.
  softDelete: false,
  conflictDetail: 'A policy with this name already exists.',
});

export function toPolicyResponse({ mode: _m, deleted_at: _d, ...policy }: Policy) {
  return policy;
}
