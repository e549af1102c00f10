/**
 * Outbound HTTP(S) for addresses a tenant supplies (`https://` job sources, webhook targets),
 * guarded against server-side request forgery:
 * - the host is resolved first and refused when any address is loopback, private, link-local
 *   (metadata), CGNAT, IPv4-mapped, NAT64 or otherwise not public (address-policy.ts);
 * - the socket resolves through the same check (guarded-lookup.ts), and the address it actually
 *   connected to is checked again on `connect`, so DNS rebinding cannot get round the first check;
 * - redirects are followed by hand, each hop going through all of the above (at most
 *   `maxRedirects`, default 5); an https → http downgrade is a scheme refusal unless allowed;
 * - the body is cut at `maxBytes` (a `too_large` error on the stream, or up front when the
 *   Content-Length says so), and one deadline covers connect, headers and body.
 * Only `https:` unless the caller passes `allowHttp` (local/test use).
 */
import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type Socket } from 'node:net';
import { Transform, pipeline, type Readable } from 'node:stream';
import { classifyAddress, loopbackAllowed } from './address-policy.js';
import { FetchRefusedError } from './fetch-refused-error.js';
import { guardedLookup, resolveAllowed, systemResolver, type Resolver } from './guarded-lookup.js';

export { FetchRefusedError, isFetchRefused, type FetchRefusalReason } from './fetch-refused-error.js';

export interface SafeFetchOptions {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** Largest body accepted, in bytes; beyond it the body stream errors with `too_large`. */
  maxBytes: number;
  /** One deadline for the whole exchange: connects, redirects, headers and reading the body. */
  timeoutMs: number;
  /** Per-connection limit on establishing TCP (default: the smaller of timeoutMs and 10 s). */
  connectTimeoutMs?: number;
  /** Default 5. */
  maxRedirects?: number;
  /** Allow plain `http:` (local receivers and test servers); default https only. */
  allowHttp?: boolean;
  /**
   * Let plain loopback through, like SSRF_ALLOW_LOOPBACK=1: honoured only when STAGE is
   * `local` (address-policy.ts), so a deployed function cannot be talked into it.
   */
  allowLoopback?: boolean;
}

export interface SafeFetchResponse {
  status: number;
  /** Lower-cased names; repeated headers joined with ", ". */
  headers: Record<string, string>;
  /** The URL that answered, after redirects. */
  finalUrl: string;
  /** The body, limited to maxBytes; read it or destroy it. */
  body: Readable;
}

export type SafeFetch = (url: string, options: SafeFetchOptions) => Promise<SafeFetchResponse>;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** Headers that must not follow a redirect to another origin. */
const CREDENTIAL_HEADERS = ['authorization', 'cookie', 'proxy-authorization'];

interface Hop {
  url: URL;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string | Uint8Array;
}

interface Deadline {
  /** Called with the error when the deadline passes; replaced as the exchange moves on. */
  onExpire: (error: FetchRefusedError) => void;
  expired: boolean;
}

export function createSafeFetch(deps: { resolver?: Resolver } = {}): SafeFetch {
  const resolver = deps.resolver ?? systemResolver;

  return async function safeFetch(rawUrl, options) {
    const allowLoopback = loopbackAllowed(options.allowLoopback ?? false);
    const maxRedirects = options.maxRedirects ?? 5;
    const connectTimeoutMs = options.connectTimeoutMs ?? Math.min(options.timeoutMs, 10_000);
    const timeoutError = new FetchRefusedError('timeout', `The request did not complete within ${options.timeoutMs} ms.`);
    const deadline: Deadline = { onExpire: () => undefined, expired: false };
    const timer = setTimeout(() => {
      deadline.expired = true;
      deadline.onExpire(timeoutError);
    }, options.timeoutMs);

    let hop: Hop = {
      url: parseUrl(rawUrl),
      method: options.method ?? 'GET',
      headers: lowerCaseKeys(options.headers ?? {}),
      ...(options.body !== undefined ? { body: options.body } : {}),
    };
    try {
      for (let redirects = 0; ; redirects += 1) {
        const response = await send(hop, { allowHttp: options.allowHttp ?? false, allowLoopback, connectTimeoutMs, resolver, deadline });
        const location = response.headers.location;
        if (REDIRECTS.has(response.statusCode ?? 0) && location) {
          response.resume();
          if (redirects >= maxRedirects) throw new FetchRefusedError('redirects', `More than ${maxRedirects} redirects.`);
          hop = nextHop(hop, response.statusCode!, location);
          continue;
        }
        const declared = Number(response.headers['content-length']);
        if (Number.isFinite(declared) && declared > options.maxBytes) {
          response.destroy();
          throw tooLarge(options.maxBytes);
        }
        const body = limitBody(response, options.maxBytes);
        deadline.onExpire = (error) => {
          // An abandoned body with no error listener is closed quietly rather than crashing.
          body.destroy(body.listenerCount('error') > 0 ? error : undefined);
          response.destroy();
        };
        body.once('close', () => clearTimeout(timer));
        return { status: response.statusCode ?? 0, headers: flattenHeaders(response.headers), finalUrl: hop.url.href, body };
      }
    } catch (error) {
      clearTimeout(timer);
      throw error;
    }
  };
}

/** The guarded fetch with the system resolver. */
export const safeFetch: SafeFetch = createSafeFetch();

function parseUrl(raw: string, base?: URL): URL {
  try {
    return new URL(raw, base);
  } catch {
    throw new FetchRefusedError('invalid_url', 'The URL is not valid.');
  }
}

function nextHop(hop: Hop, status: number, location: string): Hop {
  const url = parseUrl(location, hop.url);
  const headers = { ...hop.headers };
  if (url.origin !== hop.url.origin) for (const name of CREDENTIAL_HEADERS) delete headers[name];
  // 303 always, and 301/302 after a POST (as browsers do), continue as a GET without the body.
  if (status === 303 || ((status === 301 || status === 302) && hop.method === 'POST')) {
    delete headers['content-type'];
    return { url, method: 'GET', headers };
  }
  return { ...hop, url, headers };
}

interface SendContext {
  allowHttp: boolean;
  allowLoopback: boolean;
  connectTimeoutMs: number;
  resolver: Resolver;
  deadline: Deadline;
}

async function send(hop: Hop, context: SendContext): Promise<IncomingMessage> {
  const { url } = hop;
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && context.allowHttp)) {
    throw new FetchRefusedError('scheme', context.allowHttp ? 'Only http and https URLs can be fetched.' : 'Only https URLs can be fetched.');
  }
  if (url.username || url.password) throw new FetchRefusedError('invalid_url', 'URLs with credentials are not accepted.');
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  if (isIP(host)) {
    // A literal address never reaches `lookup`: this check is the one that counts for it.
    if (!classifyAddress(host, { allowLoopback: context.allowLoopback }).allowed) throw blocked();
  } else {
    // Early, clear refusal; the socket's own lookup checks again at connect time.
    await resolveAllowed(host, context.resolver, context.allowLoopback);
  }
  if (context.deadline.expired) throw new FetchRefusedError('timeout', 'The request timed out.');

  const headers: OutgoingHttpHeaders = { 'user-agent': 'pii-redaction-service', 'accept-encoding': 'identity', ...hop.headers };
  if (hop.body !== undefined) headers['content-length'] = Buffer.byteLength(hop.body);
  const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)({
    protocol: url.protocol,
    hostname: host,
    port: url.port || undefined,
    path: `${url.pathname}${url.search}`,
    method: hop.method,
    headers,
    // A fresh connection each time: a pooled socket would skip the connect-time checks.
    agent: false,
    lookup: guardedLookup(context.resolver, context.allowLoopback) as never,
  });

  return new Promise<IncomingMessage>((resolve, reject) => {
    const fail = (error: Error) => {
      request.destroy(error);
      reject(error);
    };
    context.deadline.onExpire = fail;
    request.once('socket', (socket: Socket) => {
      const connectTimer = setTimeout(
        () => fail(new FetchRefusedError('timeout', `Could not connect within ${context.connectTimeoutMs} ms.`)),
        context.connectTimeoutMs,
      );
      socket.once('connect', () => {
        clearTimeout(connectTimer);
        // The address actually connected to, whatever resolved it.
        const remote = socket.remoteAddress;
        if (!remote || !classifyAddress(remote, { allowLoopback: context.allowLoopback }).allowed) fail(blocked());
      });
      socket.once('close', () => clearTimeout(connectTimer));
    });
    request.once('response', resolve);
    // `on`, not `once`: a late socket error after a destroy must find a listener, not crash.
    request.on('error', (error) => reject(error instanceof FetchRefusedError ? error : unwrapLookupError(error)));
    request.end(hop.body);
  });
}

/** Errors thrown inside `lookup` reach the request as-is; keep refusals typed, wrap the rest. */
function unwrapLookupError(error: Error): Error {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return new FetchRefusedError('dns', 'The host name could not be resolved.');
  return error;
}

function limitBody(response: IncomingMessage, maxBytes: number): Readable {
  let seen = 0;
  const limiter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > maxBytes) callback(tooLarge(maxBytes));
      else callback(null, chunk);
    },
  });
  // pipeline destroys the response when the limiter fails, and vice versa.
  pipeline(response, limiter, () => undefined);
  return limiter;
}

const blocked = () =>
  new FetchRefusedError('blocked_address', 'The host is a private, loopback or reserved address, which is not allowed.');
const tooLarge = (maxBytes: number) => new FetchRefusedError('too_large', `The response is larger than ${maxBytes} bytes.`);

function lowerCaseKeys(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
}

function flattenHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}
