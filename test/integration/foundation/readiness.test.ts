import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../../lib/local/stack.js';

/**
 * Readiness against real dependencies: this file starts its own small stack (so stopping an
 * emulator cannot disturb the other test files) and takes the emulators down one by one.
 */
describe('GET /health and /health/ready', () => {
  let stack: LocalStack;
  const get = async (path: string) => {
    const res = await fetch(`${stack.apiUrl}${path}`);
    return { status: res.status, body: (await res.json()) as { status: string; checks?: Record<string, string> } };
  };

  beforeAll(async () => {
    stack = await startLocalStack({ inMemory: true, port: 0, bootstrap: false, pollWaitSeconds: 1 });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('is ready with every check ok while all dependencies run', async () => {
    expect(await get('/health')).toEqual({ status: 200, body: { status: 'ok' } });
    const ready = await get('/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ok', checks: { database: 'ok', cache: 'ok', storage: 'ok', queue: 'ok' } });
  });

  it('answers 503 degraded naming the dependency that is down, while liveness stays 200', async () => {
    await stack.stopComponent('s3');
    const noStorage = await get('/health/ready');
    expect(noStorage.status).toBe(503);
    expect(noStorage.body).toEqual({ status: 'degraded', checks: { database: 'ok', cache: 'ok', storage: 'unreachable', queue: 'ok' } });

    await stack.stopComponent('sqs');
    expect((await get('/health/ready')).body.checks?.queue).toBe('unreachable');

    await stack.stopComponent('dynamodb');
    const noDatabase = await get('/health/ready');
    expect(noDatabase.status).toBe(503);
    expect(noDatabase.body.checks).toMatchObject({ database: 'unreachable', cache: 'unreachable' });
    expect((await get('/health')).status).toBe(200);
  });
});
