/**
 * The local API Gateway: node:http requests → API Gateway v2 events → the same handler modules
 * that run as one Lambda per route on AWS, and their results back to HTTP.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RouteSpec } from '../../functions/routes.js';
import { buildEvent, toHttpAnswer, type HttpAnswer } from './apigw-event.js';
import { loadHandler } from './handler-modules.js';
import { responseMismatch } from './response-check.js';
import type { RouteDoc } from '../../shared/http/route-doc.js';
import { lambdaContext } from './lambda-context.js';
import { createRouter } from '../../shared/http/route-match.js';


/** The `$default` route: answers 404/405 for anything the table does not match exactly. */
const UNKNOWN_ROUTE = { handler: 'platform/unknown-route', operation: 'UnknownRoute' };
/** The local payment provider's pages (lib/local/billing-pages.ts, loaded on first use). */
export const BILLING_PAGES_PREFIX = '/local/billing';
/** API Gateway rejects request payloads above 10 MB before any Lambda runs. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;
/** API Gateway's integration timeout; routes without their own timeout get it. */
const DEFAULT_TIMEOUT_SECONDS = 29;

export interface HttpFront {
  readonly server: Server;
  readonly baseUrl: string;
  close(): Promise<void>;
}

const jsonAnswer = (statusCode: number, detail: string): HttpAnswer => ({
  statusCode,
  headers: { 'content-type': 'application/json' },
  cookies: [],
  body: Buffer.from(JSON.stringify({ detail })),
});

class BodyTooLargeError extends Error {}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) reject(new BodyTooLargeError());
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Test-only control actions (`POST /_local/workers/<action>`); true when the action exists. */
export type ControlHandler = (action: string) => Promise<boolean>;

export interface HttpFrontOptions {
  log?: (line: string) => void;
  /**
   * Check every answer against its handler's documented schemas (the integration tests turn it
   * on): a mismatch is logged and answered as a 500 naming the route, so the calling test fails.
   */
  checkResponses?: boolean;
  control?: ControlHandler;
}

export function createHttpFront(routes: readonly RouteSpec[], options: HttpFrontOptions = {}) {
  const log = options.log ?? console.error;
  const control = options.control;
  const router = createRouter(routes);

  async function answer(req: IncomingMessage, requestId: string): Promise<HttpAnswer> {
    const url = req.url ?? '/';
    const queryAt = url.indexOf('?');
    const rawPath = queryAt === -1 ? url : url.slice(0, queryAt);
    const rawQueryString = queryAt === -1 ? '' : url.slice(queryAt + 1);
    const method = (req.method ?? 'GET').toUpperCase();
    const controlAction = /^\/_local\/workers\/([a-z]+)$/.exec(rawPath)?.[1];
    if (control && method === 'POST' && controlAction) {
      req.resume();
      return (await control(controlAction)) ? jsonAnswer(200, `workers: ${controlAction}`) : jsonAnswer(404, 'Unknown action');
    }
    let body: Buffer;
    try {
      body = await readBody(req);
    } catch (error) {
      if (error instanceof BodyTooLargeError) return jsonAnswer(413, 'Request body too large');
      throw error;
    }
    const found = router.match(method, rawPath);
    const target: Pick<RouteSpec, 'handler' | 'operation' | 'timeoutSeconds' | 'memoryMb'> = found?.route ?? UNKNOWN_ROUTE;
    const event = buildEvent({
      req, rawPath, rawQueryString, body, requestId,
      routeKey: found?.routeKey ?? '$default',
      ...(found?.pathParameters ? { pathParameters: found.pathParameters } : {}),
    });
    const context = lambdaContext({
      operation: target.operation,
      requestId,
      timeoutSeconds: target.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS,
      ...(target.memoryMb ? { memoryMb: target.memoryMb } : {}),
    });
    try {
      const handler = await loadHandler(target.handler);
      const result = toHttpAnswer(await handler(event as never, context));
      if (!options.checkResponses || !found) return result;
      const mismatch = responseMismatch((handler as { spec?: RouteDoc }).spec, result);
      if (!mismatch) return result;
      const message = `Response check: ${method} ${found.route.path} (${target.operation}): ${mismatch}`;
      log(`[http] ${message}`);
      return jsonAnswer(500, message);
    } catch (error) {
      // Handlers map their own errors; reaching here is a bug. Log it, never send it.
      log(`[http] ${target.operation} ${method} ${rawPath} failed: ${(error as Error)?.stack ?? String(error)}`);
      return jsonAnswer(500, 'Internal server error');
    }
  }

  function send(res: ServerResponse, result: HttpAnswer, requestId: string): void {
    res.statusCode = result.statusCode;
    for (const [name, value] of Object.entries(result.headers)) res.setHeader(name, value);
    if (result.cookies.length > 0) res.setHeader('set-cookie', result.cookies);
    res.setHeader('apigw-requestid', requestId);
    res.setHeader('content-length', result.body.length);
    res.end(result.body);
  }

  const server = createServer((req, res) => {
    if (req.url?.startsWith(`${BILLING_PAGES_PREFIX}/`)) {
      // The local payment provider's pages (not part of the API; nothing like them on AWS).
      const { localAddress, localPort } = req.socket;
      const host = localAddress?.includes(':') ? `[${localAddress}]` : localAddress;
      import('./billing-pages.js')
        .then(({ serveBillingPage }) => serveBillingPage(req, res, `http://${host}:${localPort}`))
        .catch((error: unknown) => {
        log(`[billing-pages] ${(error as Error)?.message ?? String(error)}`);
        if (!res.headersSent) res.writeHead(500).end();
        else res.destroy();
      });
      return;
    }
    const requestId = randomUUID();
    answer(req, requestId)
      .then((result) => send(res, result, requestId))
      .catch((error: unknown) => {
        log(`[http] request failed: ${(error as Error)?.stack ?? String(error)}`);
        if (!res.headersSent) send(res, jsonAnswer(500, 'Internal server error'), requestId);
        else res.destroy();
      });
  });
  // Longer than clients' idle keep-alive (undici: 4 s, autocannon: forever) so the server never
  // closes a socket a client is just reusing ("other side closed"); close() drops them anyway.
  server.keepAliveTimeout = 65_000;
  return server;
}

export async function startHttpFront(
  routes: readonly RouteSpec[],
  options: { port: number; host?: string } & HttpFrontOptions,
): Promise<HttpFront> {
  const server = createHttpFront(routes, options);
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  let closing: Promise<void> | undefined;
  return {
    server,
    baseUrl: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`,
    close: () =>
      (closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      })),
  };
}
