import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { z } from 'zod';
import { compose, toResult, type Reply } from './compose.js';
import { documented, type DocumentedHandler, type ResponseSchema } from './route-doc.js';

/** Handlers without an API key (health probes, the API reference, unknown routes). */
export function publicHandler(spec: {
  operation: string;
  summary?: string;
  /** The success body's schema; `null` for a body that is not JSON (see `responseType`). */
  response?: ResponseSchema | null;
  /** Path parameters, for the reference only (public handlers read them themselves). */
  params?: ResponseSchema;
  /** The request body, for the reference only (e.g. the billing webhook checks a signature over the raw bytes first). */
  body?: z.ZodType;
  responseType?: string;
  errors?: number[];
  responses?: Record<number, z.ZodType>;
  handle(event: APIGatewayProxyEventV2): Promise<Reply>;
}): DocumentedHandler {
  const handler = compose(spec.operation, async (event) => toResult(await spec.handle(event)));
  return documented(handler, {
    operation: spec.operation,
    summary: spec.summary,
    public: true,
    params: spec.params,
    ...(spec.body ? { body: spec.body } : {}),
    response: spec.response as ResponseSchema | null,
    ...(spec.responseType ? { responseType: spec.responseType } : {}),
    status: 200,
    errors: spec.errors ?? [],
    ...(spec.responses ? { responses: spec.responses } : {}),
    idempotent: false,
  });
}
