import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { RouteSpec } from '../../../functions/routes.js';
import { startHttpFront, type HttpFront } from '../../../lib/local/http-front.js';

const ECHO = '../test/unit/local/fixtures/echo';
const routes: RouteSpec[] = [
  { method: 'POST', path: '/things/{thing_id}', handler: ECHO, operation: 'EchoThing', group: 'platform', timeoutSeconds: 7 },
  { method: 'GET', path: '/things', handler: ECHO, operation: 'EchoList', group: 'platform' },
];

interface Echo {
  event: APIGatewayProxyEventV2;
  remainingMs: number;
  functionName: string;
  awsRequestId: string;
}

describe('local HTTP front (API Gateway v2 proxy)', () => {
  let front: HttpFront;
  const logged: string[] = [];
  beforeAll(async () => {
    front = await startHttpFront(routes, { port: 0, log: (line) => logged.push(line) });
  });
  afterAll(() => front.close());

  it('builds a payload 2.0 event from the request', async () => {
    // Prepare
    const headers = new Headers({ 'content-type': 'application/json', 'X-Custom': 'a', cookie: 'c1=v1; c2=v2', 'user-agent': 'ua/1' });
    headers.append('x-custom', 'b');

    // Act
    const res = await fetch(`${front.baseUrl}/api/v1/things/t%201?a=1&b=x%20y&a=2`, { method: 'POST', headers, body: '{"k":1}' });
    const echo = (await res.json()) as Echo;
    const { event } = echo;

    // Assess
    expect(res.status).toBe(200);
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'POST /api/v1/things/{thing_id}',
      rawPath: '/api/v1/things/t%201',
      rawQueryString: 'a=1&b=x%20y&a=2',
      queryStringParameters: { a: '1,2', b: 'x y' },
      pathParameters: { thing_id: 't 1' },
      cookies: ['c1=v1', 'c2=v2'],
      body: '{"k":1}',
      isBase64Encoded: false,
      requestContext: {
        routeKey: 'POST /api/v1/things/{thing_id}',
        stage: '$default',
        http: { method: 'POST', path: '/api/v1/things/t%201', sourceIp: '127.0.0.1', userAgent: 'ua/1' },
      },
    });
    expect(event.headers['x-custom']).toBe('a, b');
    expect(event.headers).not.toHaveProperty('cookie');
    expect(event.headers['content-type']).toBe('application/json');
    expect(event.requestContext.requestId).toBe(res.headers.get('apigw-requestid'));
    expect(echo.awsRequestId).toBe(event.requestContext.requestId);
    expect(Math.abs(event.requestContext.timeEpoch - Date.now())).toBeLessThan(5000);
    expect(echo.remainingMs).toBeGreaterThan(5000);
    expect(echo.remainingMs).toBeLessThanOrEqual(7000);
    expect(echo.functionName).toBe('pii-local-EchoThing');
  });

  it('joins repeated request headers with commas, as API Gateway does', async () => {
    // fetch merges repeated headers itself; node:http sends an array value as separate lines.
    const body = await new Promise<string>((resolve, reject) => {
      const req = request(`${front.baseUrl}/api/v1/things`, { headers: { 'x-twice': ['a', 'b'] } }, (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk)).on('end', () => resolve(text));
      });
      req.on('error', reject).end();
    });
    expect((JSON.parse(body) as Echo).event.headers['x-twice']).toBe('a,b');
  });

  it('omits optional fields for a bare GET, as API Gateway does', async () => {
    const { event } = (await (await fetch(`${front.baseUrl}/api/v1/things`)).json()) as Echo;
    expect(event.rawQueryString).toBe('');
    expect(event).not.toHaveProperty('queryStringParameters');
    expect(event).not.toHaveProperty('pathParameters');
    expect(event).not.toHaveProperty('body');
    expect(event).not.toHaveProperty('cookies');
    expect(event.isBase64Encoded).toBe(false);
  });

  it.each([
    ['application/octet-stream', true],
    ['multipart/form-data; boundary=xyz', true],
    ['text/plain; charset=utf-8', false],
    ['application/vnd.api+json', false],
  ])('encodes a %s body as base64: %s', async (contentType, base64) => {
    const bytes = Buffer.from([0x68, 0x69, 0x00, 0xff]);
    const res = await fetch(`${front.baseUrl}/api/v1/things/x`, { method: 'POST', headers: { 'content-type': contentType }, body: bytes });
    const { event } = (await res.json()) as Echo;
    expect(event.isBase64Encoded).toBe(base64);
    if (base64) expect(Buffer.from(event.body!, 'base64')).toEqual(bytes);
  });

  it('maps structured results back: status, headers, several cookies, base64 bodies', async () => {
    const cookies = await fetch(`${front.baseUrl}/api/v1/things`, { headers: { 'x-reply': 'cookies' } });
    expect(cookies.status).toBe(204);
    expect(cookies.headers.get('x-count')).toBe('2');
    expect(cookies.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; HttpOnly']);

    const binary = await fetch(`${front.baseUrl}/api/v1/things`, { headers: { 'x-reply': 'binary' } });
    expect(Buffer.from(await binary.arrayBuffer())).toEqual(Buffer.from([0, 1, 2, 255]));
  });

  it('turns a result without statusCode into a 200 JSON response', async () => {
    const object = await fetch(`${front.baseUrl}/api/v1/things`, { headers: { 'x-reply': 'plain-object' } });
    expect(object.status).toBe(200);
    expect(object.headers.get('content-type')).toBe('application/json');
    expect(await object.json()).toEqual({ hello: 'world' });
    const text = await fetch(`${front.baseUrl}/api/v1/things`, { headers: { 'x-reply': 'string' } });
    expect(await text.text()).toBe('just text');
  });

  it('answers 500 without leaking a thrown error, and logs it', async () => {
    const res = await fetch(`${front.baseUrl}/api/v1/things`, { headers: { 'x-reply': 'throw' } });
    const text = await res.text();
    expect(res.status).toBe(500);
    expect(JSON.parse(text)).toEqual({ detail: 'Internal server error' });
    expect(text).not.toContain('hunter2');
    expect(logged.some((line) => line.includes('EchoList') && line.includes('secret internals'))).toBe(true);
  });

  it('sends unmatched requests to the unknown-route handler ($default)', async () => {
    const outside = await fetch(`${front.baseUrl}/elsewhere`);
    expect(outside.status).toBe(404);
    expect(await outside.json()).toEqual({ detail: 'Unknown endpoint' });
  });

  it('rejects bodies above API Gateway’s 10 MB limit with 413', async () => {
    const res = await fetch(`${front.baseUrl}/api/v1/things/x`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'x'.repeat(10 * 1024 * 1024 + 1),
    });
    expect(res.status).toBe(413);
  });
});
