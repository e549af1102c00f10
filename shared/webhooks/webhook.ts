/**
 * The webhook resource: a tenant's HTTPS endpoint subscribed to job events. The signing secret
 * is stored encrypted and shown once, in the creation response.
 */
import { z } from 'zod';
import { isoDateTime } from '../http/common-schemas.js';
import type { KeyMode } from '../tenancy/key-material.js';

export const WEBHOOK_EVENTS = ['job.completed', 'job.failed'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

/** How many live webhooks a tenant may have per mode: each event fans out to all of them. */
export const MAX_WEBHOOKS_PER_TENANT = 20;

const events = z
  .array(z.enum(WEBHOOK_EVENTS))
  .min(1)
  .max(WEBHOOK_EVENTS.length * 4)
  .transform((list) => [...new Set(list)]);

export const createWebhookBody = z.strictObject({
  url: z.string().trim().min(1).max(2048),
  /** Default: every event. */
  events: events.default([...WEBHOOK_EVENTS]),
  description: z.string().trim().max(500).default(''),
});

export const updateWebhookBody = z.strictObject({
  url: z.string().trim().min(1).max(2048).optional(),
  events: events.optional(),
  description: z.string().trim().max(500).optional(),
  /** false pauses deliveries; true resumes them. */
  active: z.boolean().optional(),
});

export interface Webhook {
  id: string;
  tenant_id: string;
  mode: KeyMode;
  url: string;
  events: WebhookEventType[];
  description: string;
  active: boolean;
  /** valueCipher ciphertext of the signing secret; never leaves the service. */
  secret_ciphertext: string;
  created_at: string;
  updated_at: string;
  deleted_at?: string;
}

export const webhookResponse = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  description: z.string(),
  active: z.boolean(),
  mode: z.enum(['live', 'test']),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type WebhookResponse = z.infer<typeof webhookResponse>;

/** POST answers the same object plus the secret, the only time it is ever shown. */
export const createdWebhookResponse = webhookResponse.extend({ secret: z.string() });

export function toWebhookResponse(webhook: Webhook): WebhookResponse {
  const { id, url, events: subscribed, description, active, mode, created_at, updated_at } = webhook;
  return { id, url, events: subscribed, description, active, mode, created_at, updated_at };
}
