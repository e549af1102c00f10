import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { ClientRequest } from 'node:http';
import { afterEach, beforeEach } from 'vitest';

/**
 * DynamoDB operations this test process sends ("GetItem", "BatchGetItem", "Query", ...), counted
 * on the wire through node's http client diagnostics channel, not by mocking. Registers hooks:
 * the list starts empty for every test.
 */
export function recordDynamoCalls(): string[] {
  const calls: string[] = [];
  const onRequest = (message: unknown) => {
    const target = (message as { request: ClientRequest }).request.getHeader('x-amz-target');
    if (typeof target === 'string') calls.push(target.replace(/^DynamoDB_\d+\./, ''));
  };
  beforeEach(() => {
    calls.length = 0;
    subscribe('http.client.request.start', onRequest);
  });
  afterEach(() => unsubscribe('http.client.request.start', onRequest));
  return calls;
}
