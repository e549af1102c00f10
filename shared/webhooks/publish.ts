/**
 * Publishing a job event to the tenant's webhooks: one delivery per active webhook of the job's
 * mode subscribed to the event type. Safe to call again for the same event (a job message
 * redelivered after it published): the delivery id is derived from (event id, webhook id), the
 * record is created only once, and a queue message is sent only for a delivery that has none
 * yet, so no receiver hears of an event twice because we published it twice.
 *
 * A function that publishes needs, in the route table: tables `config: 'r'` and `jobs: 'rw'`,
 * and queues `webhooks: 'send'` (no KMS: only the delivery worker decrypts secrets).
 */
import type { KeyMode } from '../tenancy/key-material.js';
import type { Delivery } from './delivery.js';
import { createDelivery, deliveryIdFor, markEnqueued } from './delivery-repository.js';
import { enqueueDeliveryAttempt } from './delivery-queue.js';
import type { WebhookEventType } from './webhook.js';
import { subscribedWebhooks } from './webhook-repository.js';

export interface JobEvent {
  tenantId: string;
  mode: KeyMode;
  type: WebhookEventType;
  /** Stable per event (e.g. derived from the job id and its final status): the dedupe key. */
  eventId: string;
  /** The job object as GET /jobs/{id} returns it. */
  job: unknown;
}

/**
 * The event id of a job's terminal event: derived from the job and the event type only, so a
 * job message processed twice publishes the same event, and its deliveries, once.
 */
export const jobEventId = (jobId: string, type: WebhookEventType) => `evt_${jobId}_${type === 'job.completed' ? 'completed' : 'failed'}`;

/** The delivery body (DECISIONS: Events). */
export function eventBody(event: JobEvent, createdAt: string): string {
  return JSON.stringify({ id: event.eventId, type: event.type, created_at: createdAt, data: { job: event.job } });
}

/** Returns the ids of the deliveries (new or found) for this event. */
export async function publishJobEvent(event: JobEvent): Promise<string[]> {
  const webhooks = await subscribedWebhooks(event.tenantId, event.mode, event.type);
  const now = new Date().toISOString();
  const payload = eventBody(event, now);
  return Promise.all(
    webhooks.map(async (webhook) => {
      const delivery = await createDelivery({
        id: deliveryIdFor(event.eventId, webhook.id),
        webhook_id: webhook.id,
        tenant_id: event.tenantId,
        mode: event.mode,
        event_id: event.eventId,
        event_type: event.type,
        payload,
        status: 'pending',
        status_reason: null,
        attempt_count: 0,
        attempts: [],
        next_attempt_at: now,
        enqueued_attempt: 0,
        created_at: now,
        updated_at: now,
      } satisfies Delivery);
      if (delivery.enqueued_attempt < 1) {
        await enqueueDeliveryAttempt({ delivery_id: delivery.id, attempt: 1 });
        await markEnqueued(delivery.id, 1);
      }
      return delivery.id;
    }),
  );
}
