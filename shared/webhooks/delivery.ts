/** One event on its way to one webhook, and the attempts made to deliver it. */
import { z } from 'zod';
import { isoDateTime } from '../http/common-schemas.js';
import type { KeyMode } from '../tenancy/key-material.js';
import { WEBHOOK_EVENTS, type WebhookEventType } from './webhook.js';

export const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed', 'cancelled'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const deliveryAttempt = z.object({
  attempt: z.number().int(),
  started_at: isoDateTime,
  duration_ms: z.number().int(),
  /** The receiver's HTTP status, or null when no answer came (refused, timeout, network). */
  status_code: z.number().int().nullable(),
  /** Why the attempt failed, in words; null on success. */
  error: z.string().nullable(),
  succeeded: z.boolean(),
});
export type DeliveryAttempt = z.infer<typeof deliveryAttempt>;

export interface Delivery {
  id: string;
  webhook_id: string;
  tenant_id: string;
  mode: KeyMode;
  event_id: string;
  event_type: WebhookEventType;
  /** The exact body sent on every attempt (so each retry carries the same bytes and signature). */
  payload: string;
  status: DeliveryStatus;
  attempt_count: number;
  attempts: DeliveryAttempt[];
  /** When the next attempt is due (pending only). */
  next_attempt_at: string | null;
  /** Why a delivery ended without success when no attempt says it (e.g. the webhook was deleted). */
  status_reason: string | null;
  /** The highest attempt number a queue message was sent for. */
  enqueued_attempt: number;
  created_at: string;
  updated_at: string;
}

export const deliveryResponse = z.object({
  id: z.string(),
  webhook_id: z.string(),
  event_id: z.string(),
  event_type: z.enum(WEBHOOK_EVENTS),
  status: z.enum(DELIVERY_STATUSES),
  status_reason: z.string().nullable(),
  attempt_count: z.number().int(),
  next_attempt_at: isoDateTime.nullable(),
  attempts: z.array(deliveryAttempt),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type DeliveryResponse = z.infer<typeof deliveryResponse>;

export function toDeliveryResponse(d: Delivery): DeliveryResponse {
  return {
    id: d.id,
    webhook_id: d.webhook_id,
    event_id: d.event_id,
    event_type: d.event_type,
    status: d.status,
    status_reason: d.status_reason ?? null,
    attempt_count: d.attempt_count,
    next_attempt_at: d.status === 'pending' ? d.next_attempt_at : null,
    attempts: d.attempts,
    created_at: d.created_at,
    updated_at: d.updated_at,
  };
}
