/**
 * API Gateway HTTP API (payload format 2.0) on both sides of a Lambda proxy integration: the
 * event a handler receives for a node:http request, and the HTTP answer for what it returns.
 * Follows the documented v2 rules so handlers cannot tell the local front from AWS.
 */
import type { IncomingMessage } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

export interface EventInput {
  req: IncomingMessage;
  rawPath: string;
  rawQueryString: string;
  body: Buffer;
  routeKey: string;
  requestId: string;
  pathParameters?: Record<string, string>;
}

/** Content types API Gateway passes as text; any other body arrives base64-encoded. */
const TEXT_TYPE = /^(text\/|application\/(json|xml|javascript|x-www-form-urlencoded|graphql)\b|[^;]*\+(json|xml)\b)/i;

export function isTextContentType(contentType: string | undefined): boolean {
  return contentType !== undefined && TEXT_TYPE.test(contentType.trim());
}

/** Lower-cased names; repeated headers joined with commas, as API Gateway does. */
function joinHeaders(rawHeaders: string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!.toLowerCase();
    const value = rawHeaders[i + 1]!;
    headers[name] = name in headers ? `${headers[name]},${value}` : value;
  }
  return headers;
}

function queryParameters(rawQueryString: string): Record<string, string> | undefined {
  if (!rawQueryString) return undefined;
  const params: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(rawQueryString)) {
    params[name] = name in params ? `${params[name]},${value}` : value;
  }
  return params;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `12/Mar/2020:19:03:58 +0000`, the requestContext.time format (no Intl: it is hot). */
function clfTime(date: Date): string {
  const month = MONTHS[date.getUTCMonth()];
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}/${month}/${date.getUTCFullYear()}:${pad(date.getUTCHours())}:${pad(
    date.getUTCMinutes(),
  )}:${pad(date.getUTCSeconds())} +0000`;
}

export function buildEvent(input: EventInput): APIGatewayProxyEventV2 {
  const { req } = input;
  const now = new Date();
  const headers = joinHeaders(req.rawHeaders);
  // v2 moves cookies out of the headers into their own array.
  const cookies = headers.cookie?.split(';').map((c) => c.trim()).filter(Boolean);
  delete headers.cookie;
  const sourceIp = (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  headers['x-forwarded-for'] ??= sourceIp;
  headers['x-forwarded-proto'] ??= 'http';
  headers['x-forwarded-port'] ??= String(req.socket.localPort ?? '');
  const host = headers.host ?? 'localhost';
  const text = isTextContentType(headers['content-type']);
  const hasBody = input.body.length > 0;
  return {
    version: '2.0',
    routeKey: input.routeKey,
    rawPath: input.rawPath,
    rawQueryString: input.rawQueryString,
    ...(cookies && cookies.length > 0 ? { cookies } : {}),
    headers,
    ...(input.rawQueryString ? { queryStringParameters: queryParameters(input.rawQueryString) } : {}),
    ...(input.pathParameters ? { pathParameters: input.pathParameters } : {}),
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: host,
      domainPrefix: host.split('.')[0]!,
      http: {
        method: req.method ?? 'GET',
        path: input.rawPath,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: input.requestId,
      routeKey: input.routeKey,
      stage: '$default',
      time: clfTime(now),
      timeEpoch: now.getTime(),
    },
    ...(hasBody ? { body: text ? input.body.toString('utf8') : input.body.toString('base64') } : {}),
    isBase64Encoded: hasBody && !text,
  };
}

export interface HttpAnswer {
  statusCode: number;
  headers: Record<string, string>;
  cookies: string[];
  body: Buffer;
}

/**
 * The v2 response rules: a result with `statusCode` is used as is; anything else (an object, a
 * string, null) becomes a 200 JSON response whose body is the value (strings as they are).
 */
export function toHttpAnswer(result: unknown): HttpAnswer {
  if (result && typeof result === 'object' && 'statusCode' in result) {
    const structured = result as APIGatewayProxyStructuredResultV2;
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(structured.headers ?? {})) headers[name.toLowerCase()] = String(value);
    const body = structured.body ?? '';
    return {
      statusCode: structured.statusCode ?? 200,
      headers,
      cookies: structured.cookies ?? [],
      body: Buffer.from(body, structured.isBase64Encoded ? 'base64' : 'utf8'),
    };
  }
  const body = typeof result === 'string' ? result : JSON.stringify(result ?? null);
  return { statusCode: 200, headers: { 'content-type': 'application/json' }, cookies: [], body: Buffer.from(body) };
}
