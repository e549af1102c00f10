import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, retryDelayMs } from '../../../shared/webhooks/delivery-schedule.js';
import { eventBody, jobEventId } from '../../../shared/webhooks/publish.js';
import { generateWebhookSecret, signWebhookBody } from '../../../shared/webhooks/webhook-secret.js';

describe('signWebhookBody', () => {
  it('is sha256= and the hex HMAC-SHA256 of the raw body with the secret', () => {
    // RFC 4231 test case 2: key "Jefe", data "what do ya want for nothing?".
    expect(signWebhookBody('what do ya want for nothing?', 'Jefe')).toBe(
      'sha256=5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
    const body = '{"id":"evt_1","type":"job.completed"}';
    expect(signWebhookBody(body, 'whsec_a')).toBe(`sha256=${createHmac('sha256', 'whsec_a').update(body).digest('hex')}`);
    expect(signWebhookBody(body, 'whsec_a')).not.toBe(signWebhookBody(body, 'whsec_b'));
  });

  it('makes distinct secrets of the documented shape', () => {
    const secrets = new Set(Array.from({ length: 50 }, generateWebhookSecret));
    expect(secrets.size).toBe(50);
    for (const secret of secrets) expect(secret).toMatch(/^whsec_[0-9A-Za-z]{40}$/);
  });
});

describe('eventBody', () => {
  it('is the DECISIONS body with the job under data', () => {
    const job = { id: 'job_1', status: 'completed' };
    const body = eventBody({ tenantId: 'ten_1', mode: 'live', type: 'job.completed', eventId: 'evt_9', job }, '2026-11-23T00:00:00.000Z');
    expect(JSON.parse(body)).toEqual({ id: 'evt_9', type: 'job.completed', created_at: '2026-11-23T00:00:00.000Z', data: { job } });
  });
});

describe('retry schedule', () => {
  const saved = { scale: process.env.WEBHOOK_RETRY_SCALE, stage: process.env.STAGE };
  afterEach(() => {
    for (const [name, value] of [['WEBHOOK_RETRY_SCALE', saved.scale], ['STAGE', saved.stage]] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it('makes 8 attempts over about 24 hours, each wait longer than the last', () => {
    delete process.env.WEBHOOK_RETRY_SCALE;
    expect(MAX_ATTEMPTS).toBe(8);
    const waits = Array.from({ length: MAX_ATTEMPTS - 1 }, (_, i) => retryDelayMs(i + 1)!);
    for (let i = 1; i < waits.length; i++) expect(waits[i]!).toBeGreaterThan(waits[i - 1]!);
    const hours = waits.reduce((a, b) => a + b, 0) / 3_600_000;
    expect(hours).toBeGreaterThan(22);
    expect(hours).toBeLessThan(25);
    expect(retryDelayMs(MAX_ATTEMPTS)).toBeUndefined();
  });

  it('scales the waits down only in the local stage', () => {
    process.env.WEBHOOK_RETRY_SCALE = '0.001';
    process.env.STAGE = 'local';
    expect(retryDelayMs(1)).toBe(60);
    process.env.STAGE = 'prod';
    expect(retryDelayMs(1)).toBe(60_000);
    process.env.STAGE = 'local';
    process.env.WEBHOOK_RETRY_SCALE = '5';
    expect(retryDelayMs(1)).toBe(60_000);
  });
});

describe('jobEventId', () => {
  it('is the same for the same job and type, and differs across types and jobs', () => {
    expect(jobEventId('job_1', 'job.completed')).toBe(jobEventId('job_1', 'job.completed'));
    expect(jobEventId('job_1', 'job.completed')).not.toBe(jobEventId('job_1', 'job.failed'));
    expect(jobEventId('job_1', 'job.failed')).not.toBe(jobEventId('job_2', 'job.failed'));
  });
});
