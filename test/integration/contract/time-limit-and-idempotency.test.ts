/**
 * A request that runs out of time answers a clear 503 before the function's limit (not the
 * platform's bare timeout), and a first attempt cut off mid-way holds its Idempotency-Key only
 * until just after that limit: a retry is 409 while it could still be running, then runs.
 *
 * The handler is a real apiHandler (authentication, rate limit, idempotency store in the local
 * DynamoDB) whose use case waits until the test lets it go, invoked as the Lambda runtime does,
 * with a context whose time limit is 3 s (API routes have 29 s; the test should not wait that).
 */
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiHandler } from '../../../shared/http/handler.js';
import { createTenant, type TestTenant } from '../helpers/tenants.js';

let tenant: TestTenant;
beforeAll(async () => {
  tenant = await createTenant('enterprise', 'test');
});

const TIME_LIMIT_MS = 3_000;

function invoke(handler: ReturnType<typeof apiHandler>, key: string, idempotencyKey: string) {
  const started = Date.now();
  const event = {
    version: '2.0',
    routeKey: 'POST /slow',
    rawPath: '/api/v1/slow',
    rawQueryString: '',
    headers: { 'x-api-key': key, 'idempotency-key': idempotencyKey, 'content-type': 'application/json' },
    body: JSON.stringify({ n: 1 }),
    isBase64Encoded: false,
    requestContext: { http: { method: 'POST', path: '/api/v1/slow' }, requestId: `req-${started}` },
  } as unknown as APIGatewayProxyEventV2;
  const context = { getRemainingTimeInMillis: () => started + TIME_LIMIT_MS - Date.now() } as unknown as Context;
  return handler(event, context);
}

describe('time limit and Idempotency-Key', () => {
  it('answers 503 before the limit, then 409 while the first attempt may run, then runs the retry', async () => {
    let firstAttempt = true;
    let runs = 0;
    const handler = apiHandler({
      operation: 'SlowCreate',
      idempotent: true,
      body: z.strictObject({ n: z.number() }),
      response: z.object({ n: z.number() }),
      status: 201,
      handle: async ({ body }) => {
        runs++;
        // The first attempt never finishes in time (a hung dependency, a crash half-way).
        if (firstAttempt) await new Promise((resolve) => setTimeout(resolve, 60_000).unref());
        return { status: 201, body: { n: body.n } };
      },
    });
    const key = `slow-${Date.now()}`;

    const started = Date.now();
    const first = await invoke(handler, tenant.key, key);
    expect(first.statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(TIME_LIMIT_MS);
    expect(JSON.parse(first.body as string).detail).toMatch(/time limit of 3 s/);

    firstAttempt = false;
    const early = await invoke(handler, tenant.key, key);
    expect(early.statusCode).toBe(409);

    // The in-progress record expires just after the first attempt's time limit (3 s + margin),
    // not after the 24 h of a completed one.
    let retry = early;
    const deadline = Date.now() + 10_000;
    while (retry.statusCode === 409 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      retry = await invoke(handler, tenant.key, key);
    }
    expect(retry.statusCode).toBe(201);
    expect(runs).toBe(2);
    // Completed: now replayed, not run again.
    const replay = await invoke(handler, tenant.key, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(runs).toBe(2);
  });
});
