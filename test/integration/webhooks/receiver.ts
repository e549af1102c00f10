import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** What a receiver would do: recompute the HMAC of the raw body and compare in constant time. */
export function verifySignature(body: string, header: string | undefined, secret: string): boolean {
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(body).digest('hex')}`);
  const sent = Buffer.from(header ?? '');
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

/**
 * A plain-http receiver on loopback (allowed only under ALLOW_INSECURE_WEBHOOKS in the local
 * stage). `answers[path]` lists the statuses to give in turn; the last one repeats;
 * `delaysMs[path]` holds the answer back.
 */
export async function startReceiver(answers: Record<string, number[]>, delaysMs: Record<string, number> = {}) {
  const received: Received[] = [];
  const served: Record<string, number> = {};
  const server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body });
      const list = answers[path] ?? [404];
      const n = served[path] ?? 0;
      served[path] = n + 1;
      const answer = () => res.writeHead(list[Math.min(n, list.length - 1)]!).end();
      const delay = delaysMs[path];
      if (delay) setTimeout(answer, delay);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    at: (path: string) => received.filter((r) => r.path === path),
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export async function waitFor<T>(probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
