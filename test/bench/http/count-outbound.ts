/**
 * Preloaded into the server by profile.ts (`--import`): counts the server's outgoing HTTP
 * requests, DynamoDB ones by operation (X-Amz-Target), others by host:port, through node's
 * `http.client.request.start` diagnostics channel, without touching product code. On SIGUSR2
 * it writes the counts so far to $BENCH_OUTBOUND_FILE; the benchmark signals before and after
 * its load window and divides the difference by the requests it sent.
 */
import { subscribe } from 'node:diagnostics_channel';
import type { ClientRequest } from 'node:http';
import { writeFileSync } from 'node:fs';

const counts: Record<string, number> = {};

subscribe('http.client.request.start', (message) => {
  const request = (message as { request: ClientRequest }).request;
  const target = request.getHeader('x-amz-target');
  // "DynamoDB_20120810.GetItem", "AmazonSQS.ReceiveMessage"; S3 has no target: method and host.
  const key = typeof target === 'string' ? target.replace(/_\d+\./, '.') : `${request.method} ${String(request.getHeader('host'))}`;
  counts[key] = (counts[key] ?? 0) + 1;
});

const file = process.env.BENCH_OUTBOUND_FILE;
if (file) process.on('SIGUSR2', () => writeFileSync(file, JSON.stringify(counts)));
