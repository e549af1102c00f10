/**
 * Deliveries through the real queue and worker: the test publishes job events with the same
 * use case the job worker calls (publishJobEvent, pointed at the shared local stack), and
 * plain-http receivers on loopback answer as told. The stack scales the ~24 h retry schedule
 * down to about two seconds (WEBHOOK_RETRY_SCALE, honoured only locally).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import { sqs } from '../../../shared/adapters/aws/sqs.js';
import { queueUrl } from '../../../shared/config/env.js';
import { createDelivery, deliveryIdFor, getDelivery } from '../../../shared/webhooks/delivery-repository.js';
import { eventBody, publishJobEvent } from '../../../shared/webhooks/publish.js';
import { api } from '../helpers/api.js';
import { useStackEnv } from '../helpers/stack-env.js';
import { createKey, createTenant, type TestTenant } from '../helpers/tenants.js';
import { startReceiver, verifySignature, waitFor } from './receiver.js';

interface Delivery {
  id: string;
  event_id: string;
  event_type: string;
  status: string;
  attempt_count: number;
  attempts: { attempt: number; status_code: number | null; error: string | null; succeeded: boolean }[];
}

const job = (id: string, status: string) => ({ id, status, progress_pct: 100, created_at: new Date().toISOString() });

let t: TestTenant;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  useStackEnv();
  t = await createTenant();
  receiver = await startReceiver({ '/ok': [200], '/flaky': [500, 502, 204], '/down': [503], '/deleted': [200], '/failed-only': [200], '/live': [200], '/slow-down': [503], '/dup': [200], '/later': [200] }, { '/slow-down': 800, '/dup': 300 });
});
afterAll(() => receiver.close());

async function createWebhook(key: string, path: string, events?: string[]) {
  const res = await api('POST', '/config/webhooks', { key, body: { url: `${receiver.origin}${path}`, ...(events ? { events } : {}) } });
  expect(res.status).toBe(201);
  return res.body as { id: string; secret: string };
}

async function deliveries(webhookId: string, key = t.key): Promise<Delivery[]> {
  const res = await api('GET', `/config/webhooks/${webhookId}/deliveries`, { key });
  expect(res.status).toBe(200);
  return res.body as Delivery[];
}

const settled = (webhookId: string, count = 1) =>
  waitFor(async () => {
    const list = await deliveries(webhookId);
    return list.length >= count && list.every((d) => d.status !== 'pending') ? list : undefined;
  });

describe('webhook deliveries', () => {
  it('POSTs the signed event body once, even when the event is published twice', async () => {
    const hook = await createWebhook(t.key, '/ok');
    const eventId = `evt_${Date.now()}_ok`;
    const event = { tenantId: t.id, mode: 'test' as const, type: 'job.completed' as const, eventId, job: job('job_ok1', 'completed') };
    const first = await publishJobEvent(event);
    expect(first).toHaveLength(1);

    const [request] = await waitFor(() => (receiver.at('/ok').length ? receiver.at('/ok') : undefined));
    expect(verifySignature(request!.body, request!.headers['x-webhook-signature'] as string, hook.secret)).toBe(true);
    expect(verifySignature(request!.body, request!.headers['x-webhook-signature'] as string, `${hook.secret}x`)).toBe(false);
    expect(request!.headers['x-webhook-id']).toBe(eventId);
    expect(Math.abs(Number(request!.headers['x-webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(60);
    expect(request!.headers['content-type']).toBe('application/json');
    const body = JSON.parse(request!.body) as Record<string, unknown>;
    expect(body).toEqual({ id: eventId, type: 'job.completed', created_at: expect.any(String), data: { job: event.job } });

    // A job message redelivered after publishing publishes again: same delivery, nothing sent.
    expect(await publishJobEvent(event)).toEqual(first);
    const [delivery] = await settled(hook.id);
    expect(delivery).toMatchObject({ id: first[0], event_id: eventId, event_type: 'job.completed', status: 'succeeded', attempt_count: 1 });
    expect(delivery!.attempts).toEqual([expect.objectContaining({ attempt: 1, status_code: 200, error: null, succeeded: true })]);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(receiver.at('/ok')).toHaveLength(1);
  });

  it('sends once when the queue hands the same attempt to several workers at once', async () => {
    const hook = await createWebhook(t.key, '/dup');
    const eventId = `evt_${Date.now()}_dup`;
    const id = deliveryIdFor(eventId, hook.id);
    const now = new Date().toISOString();
    // The record publishJobEvent would make, marked as queued so that only our copies exist.
    await createDelivery({
      id, webhook_id: hook.id, tenant_id: t.id, mode: 'test', event_id: eventId, event_type: 'job.failed',
      payload: eventBody({ tenantId: t.id, mode: 'test', type: 'job.failed', eventId, job: job('job_dup', 'failed') }, now),
      status: 'pending', status_reason: null, attempt_count: 0, attempts: [], next_attempt_at: now, enqueued_attempt: 1,
      created_at: now, updated_at: now,
    });
    // At-least-once queues may repeat a message: three copies of attempt 1 in one batch, which
    // the worker handles concurrently, so only the attempt's lease keeps them from all sending.
    const body = JSON.stringify({ delivery_id: id, attempt: 1 });
    await sqs().send(new SendMessageBatchCommand({
      QueueUrl: queueUrl('webhooks'),
      Entries: [0, 1, 2].map((i) => ({ Id: String(i), MessageBody: body })),
    }));
    const delivery = await waitFor(async () => {
      const d = await getDelivery(id);
      return d && d.status !== 'pending' ? d : undefined;
    });
    expect(delivery).toMatchObject({ status: 'succeeded', attempt_count: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(receiver.at('/dup')).toHaveLength(1);
  });

  it('holds an attempt that arrives before it is due until its time (beyond SQS delays, in miniature)', async () => {
    const hook = await createWebhook(t.key, '/later');
    const eventId = `evt_${Date.now()}_later`;
    const id = deliveryIdFor(eventId, hook.id);
    const now = new Date();
    const due = new Date(now.getTime() + 3_000);
    await createDelivery({
      id, webhook_id: hook.id, tenant_id: t.id, mode: 'test', event_id: eventId, event_type: 'job.completed',
      payload: eventBody({ tenantId: t.id, mode: 'test', type: 'job.completed', eventId, job: job('job_l', 'completed') }, now.toISOString()),
      status: 'pending', status_reason: null, attempt_count: 0, attempts: [], next_attempt_at: due.toISOString(), enqueued_attempt: 1,
      created_at: now.toISOString(), updated_at: now.toISOString(),
    });
    // Sent now without a delay: the worker must send it back to the queue until `due`.
    await sqs().send(new SendMessageBatchCommand({ QueueUrl: queueUrl('webhooks'), Entries: [{ Id: '0', MessageBody: JSON.stringify({ delivery_id: id, attempt: 1 }) }] }));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(receiver.at('/later')).toHaveLength(0);
    const [delivered] = await waitFor(() => (receiver.at('/later').length ? receiver.at('/later') : undefined));
    expect(Number(delivered!.headers['x-webhook-timestamp'])).toBeGreaterThanOrEqual(Math.floor(due.getTime() / 1000));
    const record = await waitFor(async () => {
      const d = await getDelivery(id);
      return d?.status === 'succeeded' ? d : undefined;
    });
    expect(Date.parse(record.attempts[0]!.started_at)).toBeGreaterThanOrEqual(due.getTime());
  });

  it('retries a failing receiver with backoff until it answers 2xx, recording every attempt', async () => {
    const hook = await createWebhook(t.key, '/flaky');
    await publishJobEvent({ tenantId: t.id, mode: 'test', type: 'job.failed', eventId: `evt_${Date.now()}_flaky`, job: job('job_f', 'failed') });
    const [delivery] = await settled(hook.id);
    expect(delivery!.status).toBe('succeeded');
    expect(delivery!.attempts.map((a) => [a.attempt, a.status_code, a.succeeded])).toEqual([
      [1, 500, false],
      [2, 502, false],
      [3, 204, true],
    ]);
    expect(delivery!.attempts[0]!.error).toBe('The receiver answered HTTP 500.');
    const sent = receiver.at('/flaky');
    expect(sent).toHaveLength(3);
    // Every retry carries the same bytes and signature.
    expect(new Set(sent.map((r) => r.body)).size).toBe(1);
    expect(sent.every((r) => verifySignature(r.body, r.headers['x-webhook-signature'] as string, hook.secret))).toBe(true);
  });

  it('gives up after 8 attempts and records the delivery as failed', async () => {
    const hook = await createWebhook(t.key, '/down');
    await publishJobEvent({ tenantId: t.id, mode: 'test', type: 'job.completed', eventId: `evt_${Date.now()}_down`, job: job('job_d', 'completed') });
    const [delivery] = await settled(hook.id);
    expect(delivery!.status).toBe('failed');
    expect(delivery!.attempt_count).toBe(8);
    expect(delivery!.attempts.map((a) => a.attempt)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(delivery!.attempts.every((a) => a.status_code === 503 && !a.succeeded)).toBe(true);
    expect(receiver.at('/down')).toHaveLength(8);
  });

  it('sends nothing to a soft-deleted or paused webhook, an unsubscribed one, or one of the other mode', async () => {
    const live = await createTenant('enterprise', 'live');
    const testKey = (await createKey(live.key, { mode: 'test', role: 'admin' })).key;
    const deleted = await createWebhook(testKey, '/deleted');
    expect((await api('DELETE', `/config/webhooks/${deleted.id}`, { key: testKey })).status).toBe(200);
    const paused = await createWebhook(testKey, '/deleted');
    expect((await api('PUT', `/config/webhooks/${paused.id}`, { key: testKey, body: { active: false } })).status).toBe(200);
    await createWebhook(testKey, '/failed-only', ['job.failed']);
    await createWebhook(live.key, '/live');

    const event = (mode: 'live' | 'test', type: 'job.completed' | 'job.failed') =>
      ({ tenantId: live.id, mode, type, eventId: `evt_${Date.now()}_${mode}_${type}`, job: job('job_x', 'completed') });
    expect(await publishJobEvent(event('test', 'job.completed'))).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(receiver.at('/deleted')).toHaveLength(0);
    expect(receiver.at('/failed-only')).toHaveLength(0);
    expect(receiver.at('/live')).toHaveLength(0);

    // The same wiring does deliver where subscribed: live to live, job.failed to its subscriber.
    expect(await publishJobEvent(event('live', 'job.completed'))).toHaveLength(1);
    expect(await publishJobEvent(event('test', 'job.failed'))).toHaveLength(1);
    await waitFor(() => (receiver.at('/live').length && receiver.at('/failed-only').length ? true : undefined));
    expect(receiver.at('/deleted')).toHaveLength(0);
  });

  it('cancels a pending delivery when its webhook is deleted between attempts', async () => {
    const hook = await createWebhook(t.key, '/slow-down');
    const eventId = `evt_${Date.now()}_slow`;
    // The tenant's other webhooks get this event too; follow this webhook's delivery.
    const id = deliveryIdFor(eventId, hook.id);
    expect(await publishJobEvent({ tenantId: t.id, mode: 'test', type: 'job.failed', eventId, job: job('job_s', 'failed') })).toContain(id);
    // The first attempt is in flight (the receiver holds its 503 back); delete meanwhile.
    await waitFor(() => (receiver.at('/slow-down').length ? true : undefined));
    expect((await api('DELETE', `/config/webhooks/${hook.id}`, { key: t.key })).status).toBe(200);
    // Deliveries of a deleted webhook are no longer listed through the API: read the record.
    const delivery = await waitFor(async () => {
      const d = await getDelivery(id);
      return d && d.status !== 'pending' ? d : undefined;
    });
    expect(delivery).toMatchObject({ status: 'cancelled', status_reason: 'webhook_deleted', attempt_count: 1 });
    expect(receiver.at('/slow-down')).toHaveLength(1);
  });
});
