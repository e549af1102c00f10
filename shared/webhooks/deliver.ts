/**
 * One delivery attempt, as the `webhooks` queue worker makes it. The message names a delivery
 * and an attempt number; the record decides what happens:
 * - a delivery no longer pending, or an attempt already recorded, is a stale or duplicate
 *   message: nothing is sent (a recorded attempt whose successor was never queued gets it now);
 * - an attempt not yet due goes back on the queue (SQS delays at most 15 minutes);
 * - a deleted or paused webhook ends the delivery as `cancelled`;
 * - otherwise the worker leases the attempt (a conditional write, so two copies of a message
 *   cannot both send), POSTs the signed body through the SSRF guard, records the attempt and,
 *   after a failure, queues the next one per the backoff schedule, or marks the delivery failed.
 */
import { FetchRefusedError } from '../net/fetch-refused-error.js';
import { safeFetch, type SafeFetch } from '../net/safe-fetch.js';
import type { Delivery, DeliveryAttempt } from './delivery.js';
import { cancelDelivery, claimAttempt, getDelivery, markEnqueued, recordAttempt } from './delivery-repository.js';
import { enqueueDeliveryAttempt, type DeliveryMessage } from './delivery-queue.js';
import { retryDelayMs } from './delivery-schedule.js';
import type { Webhook } from './webhook.js';
import { getWebhook } from './webhook-repository.js';
import { decryptWebhookSecret, signWebhookBody } from './webhook-secret.js';
import { insecureWebhooksAllowed } from './webhook-url.js';

const ATTEMPT_TIMEOUT_MS = 10_000;
/** Longer than an attempt, shorter than the queue's 30 s visibility timeout. */
const LEASE_MS = ATTEMPT_TIMEOUT_MS + 10_000;
/** Waits shorter than this are slept in the worker rather than sent back to the queue. */
const IN_PROCESS_WAIT_MS = 1_000;
const RESPONSE_BYTES = 64 * 1024;

/** Another worker holds this attempt's lease: try the message again later. */
export class AttemptBusyError extends Error {
  override readonly name = 'AttemptBusyError';
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function processDeliveryMessage(message: DeliveryMessage, deps: { fetch?: SafeFetch } = {}): Promise<void> {
  const attempt = message.attempt;
  const delivery = await getDelivery(message.delivery_id);
  if (!delivery || delivery.status !== 'pending') return;
  if (delivery.attempt_count >= attempt) {
    if (delivery.attempt_count === attempt && delivery.enqueued_attempt < attempt + 1) {
      await queueAttempt(delivery.id, attempt + 1, delivery.next_attempt_at);
    }
    return;
  }
  if (delivery.attempt_count < attempt - 1) return;

  const wait = Date.parse(delivery.next_attempt_at ?? '') - Date.now();
  if (wait > IN_PROCESS_WAIT_MS) {
    await enqueueDeliveryAttempt(message, wait / 1000);
    return;
  }
  if (wait > 0) await sleep(wait);

  const webhook = await getWebhook(delivery.tenant_id, delivery.webhook_id);
  if (!webhook || webhook.deleted_at || !webhook.active) {
    await cancelDelivery(delivery.id, !webhook || webhook.deleted_at ? 'webhook_deleted' : 'webhook_inactive');
    return;
  }

  if (!(await claimAttempt(delivery.id, attempt, LEASE_MS))) {
    const current = await getDelivery(delivery.id);
    const leased = current?.status === 'pending' && current.attempt_count === attempt - 1 && (current.lease_until ?? 0) >= Date.now();
    if (leased) throw new AttemptBusyError('The attempt is being made by another worker.');
    return;
  }

  const entry = await send(webhook, delivery, attempt, deps.fetch ?? safeFetch);
  const retryMs = entry.succeeded ? undefined : retryDelayMs(attempt);
  const status = entry.succeeded ? 'succeeded' : retryMs === undefined ? 'failed' : 'pending';
  const nextAttemptAt = status === 'pending' ? new Date(Date.now() + (retryMs ?? 0)).toISOString() : null;
  if (!(await recordAttempt(delivery.id, entry, { status, nextAttemptAt }))) return;
  if (status === 'pending') await queueAttempt(delivery.id, attempt + 1, nextAttemptAt);
}

async function queueAttempt(deliveryId: string, attempt: number, dueAt: string | null): Promise<void> {
  const wait = Math.max(0, Date.parse(dueAt ?? '') - Date.now() || 0);
  await enqueueDeliveryAttempt({ delivery_id: deliveryId, attempt }, wait > IN_PROCESS_WAIT_MS ? wait / 1000 : 0);
  await markEnqueued(deliveryId, attempt);
}

/** The signed POST; any answer or failure becomes the attempt's record. */
async function send(webhook: Webhook, delivery: Delivery, attempt: number, fetch: SafeFetch): Promise<DeliveryAttempt> {
  const started = Date.now();
  // Decryption failing is our fault, not the receiver's: it throws and the message is retried.
  const secret = await decryptWebhookSecret(webhook.secret_ciphertext, webhook.tenant_id, webhook.id);
  const headers = {
    'content-type': 'application/json',
    'x-webhook-id': delivery.event_id,
    'x-webhook-timestamp': String(Math.floor(started / 1000)),
    'x-webhook-signature': signWebhookBody(delivery.payload, secret),
  };
  const base = { attempt, started_at: new Date(started).toISOString() };
  const insecure = insecureWebhooksAllowed();
  try {
    const response = await fetch(webhook.url, {
      method: 'POST',
      headers,
      body: delivery.payload,
      maxBytes: RESPONSE_BYTES,
      timeoutMs: ATTEMPT_TIMEOUT_MS,
      // Receivers answer; a redirect is a misconfiguration, not something to follow.
      maxRedirects: 0,
      allowHttp: insecure,
      allowLoopback: insecure,
    });
    response.body.destroy();
    const succeeded = response.status >= 200 && response.status < 300;
    return {
      ...base,
      duration_ms: Date.now() - started,
      status_code: response.status,
      error: succeeded ? null : `The receiver answered HTTP ${response.status}.`,
      succeeded,
    };
  } catch (error) {
    return { ...base, duration_ms: Date.now() - started, status_code: null, error: describeFailure(error), succeeded: false };
  }
}

/** A sentence for the tenant: the kind of failure, never an internal address or stack. */
function describeFailure(error: unknown): string {
  if (error instanceof FetchRefusedError) {
    return error.reason === 'redirects' ? 'The receiver answered with a redirect; redirects are not followed.' : error.message;
  }
  const code = (error as NodeJS.ErrnoException)?.code ?? '';
  if (code === 'ECONNREFUSED') return 'The connection was refused.';
  if (code === 'ECONNRESET' || code === 'EPIPE') return 'The connection was reset.';
  if (code === 'ETIMEDOUT') return 'The connection timed out.';
  if (/CERT|SSL|TLS/.test(code)) return `The receiver's TLS certificate was not accepted (${code}).`;
  return code ? `The request failed (${code}).` : 'The request failed.';
}
