/**
 * Open-loop load at a steady rate: one request every 1/rate s, over at most `connections`
 * keep-alive sockets. autocannon's overallRate cannot do this: each of its connections sends its
 * share of the second back-to-back when the second starts and then idles, so "145 req/s over 50
 * connections" is a burst of 145 requests every second, which measures queueing, not a
 * sustainable rate. Latency is timed from the request's scheduled start, so a server (or a
 * connection pool) falling behind shows up in the figures instead of slowing the sender.
 */
import { Agent, request } from 'node:http';

export interface PacedResult {
  sent: number;
  ok2xx: number;
  non2xx: number;
  errors: number;
  mismatches: number;
  statusCodes: Record<string, number>;
  reqPerSec: number;
  /** Milliseconds, 2xx only (like autocannon). */
  latencies: number[];
}

export interface PacedOptions {
  port: number;
  path: string;
  headers: Record<string, string>;
  bodies: readonly string[];
  rate: number;
  seconds: number;
  connections: number;
  verifyBody(body: string): boolean;
}

export async function pacedLoad(o: PacedOptions): Promise<PacedResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: o.connections });
  const result: PacedResult = { sent: 0, ok2xx: 0, non2xx: 0, errors: 0, mismatches: 0, statusCodes: {}, reqPerSec: 0, latencies: [] };
  const total = Math.round(o.rate * o.seconds);
  const interval = 1000 / o.rate;
  const start = performance.now();
  const inFlight: Promise<void>[] = [];

  const one = (i: number, scheduled: number) =>
    new Promise<void>((resolve) => {
      const body = o.bodies[i % o.bodies.length]!;
      const req = request(
        { host: '127.0.0.1', port: o.port, path: o.path, method: 'POST', agent, timeout: 10_000, headers: { ...o.headers, 'content-length': Buffer.byteLength(body) } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const status = res.statusCode ?? 0;
            result.statusCodes[status] = (result.statusCodes[status] ?? 0) + 1;
            if (status < 200 || status > 299) result.non2xx++;
            else if (!o.verifyBody(Buffer.concat(chunks).toString('utf8'))) result.mismatches++;
            else {
              result.ok2xx++;
              result.latencies.push(performance.now() - scheduled);
            }
            resolve();
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => {
        result.errors++;
        resolve();
      });
      req.end(body);
    });

  for (let i = 0; i < total; i++) {
    const scheduled = start + i * interval;
    const wait = scheduled - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    result.sent++;
    inFlight.push(one(i, scheduled));
  }
  await Promise.all(inFlight);
  result.reqPerSec = result.ok2xx / ((performance.now() - start) / 1000);
  agent.destroy();
  return result;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
