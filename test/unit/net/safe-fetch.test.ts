/**
 * The SSRF guard against real sockets: a local HTTP server on 127.0.0.1 plays the tenant's
 * target (reachable only under the local loopback allowance) and answers redirects to addresses
 * that stay refused. Resolvers are injected for names, so no test depends on outside DNS.
 */
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSafeFetch, FetchRefusedError, safeFetch } from '../../../shared/net/safe-fetch.js';
import type { Resolver } from '../../../shared/net/guarded-lookup.js';

let handler: RequestListener = (_req, res) => res.end('ok');
let server: Server;
let origin: string;
let port: number;

beforeAll(async () => {
  server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const saved = process.env.SSRF_ALLOW_LOOPBACK;
const allowLoopback = () => void (process.env.SSRF_ALLOW_LOOPBACK = '1');
beforeEach(() => {
  delete process.env.SSRF_ALLOW_LOOPBACK;
  handler = (_req, res) => res.end('ok');
});
afterEach(() => {
  if (saved === undefined) delete process.env.SSRF_ALLOW_LOOPBACK;
  else process.env.SSRF_ALLOW_LOOPBACK = saved;
});

const limits = { maxBytes: 1_000, timeoutMs: 2_000, allowHttp: true };

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FetchRefusedError);
  return (error as FetchRefusedError).reason;
}

describe('safeFetch refuses non-public targets', () => {
  it.each([
    'https://127.0.0.1/',
    'https://10.0.0.1/',
    'https://169.254.169.254/latest/meta-data/',
    'https://[::1]/',
    'https://[::ffff:127.0.0.1]/',
    'https://[fd00:ec2::254]/',
    'https://100.64.0.1/',
    'https://0.0.0.0/',
    'https://[64:ff9b::a00:1]/',
    // Odd spellings of 127.0.0.1 that URL parsing normalizes.
    'https://2130706433/',
    'https://0x7f.1/',
  ])('%s', async (url) => {
    expect(await refusal(safeFetch(url, limits))).toBe('blocked_address');
  });

  it('refuses a host name that resolves to a private address', async () => {
    const resolver: Resolver = async () => [{ address: '10.1.2.3', family: 4 }];
    expect(await refusal(createSafeFetch({ resolver })('https://intranet.example/', limits))).toBe('blocked_address');
  });

  it('refuses a name mixing public and private answers', async () => {
    const resolver: Resolver = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '192.168.0.10', family: 4 },
    ];
    expect(await refusal(createSafeFetch({ resolver })('https://mixed.example/', limits))).toBe('blocked_address');
  });

  it('refuses localhost through the system resolver', async () => {
    expect(await refusal(safeFetch(`http://localhost:${port}/`, limits))).toBe('blocked_address');
  });

  it('refuses the local server itself without the loopback allowance', async () => {
    expect(await refusal(safeFetch(`${origin}/`, limits))).toBe('blocked_address');
  });

  it('refuses a name that answers public to the first check and private at connect (DNS rebinding)', async () => {
    const answers = ['93.184.216.34', '127.0.0.1'];
    let calls = 0;
    const resolver: Resolver = async () => [{ address: answers[Math.min(calls++, 1)]!, family: 4 }];
    expect(await refusal(createSafeFetch({ resolver })(`http://rebind.example:${port}/`, limits))).toBe('blocked_address');
    // The second answer came from the socket's own lookup, at connect time.
    expect(calls).toBe(2);
  });

  it('refuses schemes other than https, and http unless allowed', async () => {
    expect(await refusal(safeFetch('ftp://example.com/file', limits))).toBe('scheme');
    expect(await refusal(safeFetch('file:///etc/passwd', limits))).toBe('scheme');
    expect(await refusal(safeFetch('http://example.com/', { ...limits, allowHttp: false }))).toBe('scheme');
    expect(await refusal(safeFetch('not a url', limits))).toBe('invalid_url');
  });
});

describe('safeFetch with the local loopback allowance', () => {
  beforeEach(allowLoopback);

  it('fetches from the local server, connecting through its own resolver', async () => {
    handler = (req, res) => res.end(`hello ${req.method} ${req.url}`);
    const resolver: Resolver = async () => [{ address: '127.0.0.1', family: 4 }];
    const response = await createSafeFetch({ resolver })(`http://receiver.test:${port}/path?q=1`, limits);
    expect(response.status).toBe(200);
    expect(await text(response.body)).toBe('hello GET /path?q=1');
  });

  it.each([
    ['10.0.0.1', 'http://10.0.0.1/'],
    ['169.254.169.254', 'http://169.254.169.254/latest/meta-data/'],
    ['[::ffff:127.0.0.1]', 'http://[::ffff:127.0.0.1]:PORT/'],
    ['[fd00:ec2::254]', 'http://[fd00:ec2::254]/'],
  ])('refuses a redirect from the allowed server to %s', async (_name, target) => {
    let hits = 0;
    handler = (_req, res) => {
      hits += 1;
      res.writeHead(302, { location: target.replace('PORT', String(port)) }).end();
    };
    expect(await refusal(safeFetch(`${origin}/start`, limits))).toBe('blocked_address');
    expect(hits).toBe(1);
  });

  it('follows allowed redirects, turning a POST into a GET on 303 and keeping it on 307', async () => {
    const seen: string[] = [];
    handler = (req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c));
      req.on('end', () => {
        seen.push(`${req.method} ${req.url} ${body}`);
        if (req.url === '/a') res.writeHead(307, { location: '/b' }).end();
        else if (req.url === '/b') res.writeHead(303, { location: `${origin}/c` }).end();
        else res.end('done');
      });
    };
    const response = await safeFetch(`${origin}/a`, { ...limits, method: 'POST', body: 'payload' });
    expect(await text(response.body)).toBe('done');
    expect(response.finalUrl).toBe(`${origin}/c`);
    expect(seen).toEqual(['POST /a payload', 'POST /b payload', 'GET /c ']);
  });

  it('stops after maxRedirects', async () => {
    handler = (req, res) => res.writeHead(302, { location: `/loop${Number(req.url!.slice(5) || 0) + 1}` }).end();
    expect(await refusal(safeFetch(`${origin}/loop0`, { ...limits, maxRedirects: 3 }))).toBe('redirects');
  });

  it('refuses a body whose Content-Length exceeds maxBytes before reading it', async () => {
    handler = (_req, res) => res.end('x'.repeat(5_000));
    expect(await refusal(safeFetch(`${origin}/`, limits))).toBe('too_large');
  });

  it('cuts a streamed body past maxBytes with a too_large error', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      const chunk = 'y'.repeat(400);
      let sent = 0;
      const timer = setInterval(() => {
        if (sent++ >= 10 || res.destroyed) {
          clearInterval(timer);
          res.end();
        } else res.write(chunk);
      }, 5);
    };
    const response = await safeFetch(`${origin}/`, limits);
    expect(await refusal(text(response.body))).toBe('too_large');
  });

  it('times out a server that never answers', async () => {
    handler = () => undefined;
    expect(await refusal(safeFetch(`${origin}/`, { ...limits, timeoutMs: 300 }))).toBe('timeout');
  });

  it('times out a body that stalls after the headers', async () => {
    handler = (_req, res) => {
      res.writeHead(200);
      res.write('partial');
    };
    const response = await safeFetch(`${origin}/`, { ...limits, timeoutMs: 300 });
    expect(await refusal(text(response.body))).toBe('timeout');
  });
});
