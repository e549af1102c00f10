/**
 * The envelope every HTTP handler shares, authenticated or not: middy with the header
 * normalizer, X-Request-Id on every response, errors as `{"detail": ...}`, one log line per
 * request. It imports no AWS SDK and no zod, so the public probes stay small.
 */
import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { logger } from '../observability/logger.js';
import { errorResponse } from './error-response.js';
import { json, type HttpResult } from './response.js';

export interface Reply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** A body that is not JSON (a page, a script), sent as it is; set its content-type header. */
  text?: string;
  /** A non-JSON body (a file download), sent as is with the `content-type` in `headers`. */
  binary?: Buffer;
}

export type LambdaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<HttpResult>;

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

export function requestIdOf(event: APIGatewayProxyEventV2): string {
  const sent = event.headers?.['x-request-id'];
  return sent && REQUEST_ID.test(sent) ? sent : (event.requestContext?.requestId ?? crypto.randomUUID());
}

export function toResult(reply: Reply): HttpResult {
  const status = reply.status ?? 200;
  if (reply.binary) {
    return { statusCode: status, headers: { ...reply.headers }, body: reply.binary.toString('base64'), isBase64Encoded: true };
  }
  if (reply.text !== undefined) return { statusCode: status, headers: { ...reply.headers }, body: reply.text };
  if (reply.body === undefined) return { statusCode: status, headers: { ...reply.headers } };
  return json(status, reply.body, reply.headers);
}

/** Wraps the steps in middy with the header normalizer and the request-id/error envelope. */
export function compose(
  operation: string,
  run: (event: APIGatewayProxyEventV2, context: Context | undefined) => Promise<HttpResult>,
): LambdaHandler {
  const core = async (event: APIGatewayProxyEventV2, context?: Context): Promise<HttpResult> => {
    const requestId = requestIdOf(event);
    const started = performance.now();
    let result: HttpResult;
    try {
      result = await run(event, context);
    } catch (error) {
      result = errorResponse(error, operation);
    }
    result.headers = { ...result.headers, 'x-request-id': requestId };
    logger.info('request', {
      operation,
      requestId,
      status: result.statusCode,
      durationMs: Math.round(performance.now() - started),
    });
    return result;
  };
  return middy<APIGatewayProxyEventV2, HttpResult>()
    .use(httpHeaderNormalizer({ canonical: false }))
    .handler(core) as unknown as LambdaHandler;
}

