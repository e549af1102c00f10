import { z } from 'zod';
import { publicHandler } from '#shared/http/public-handler.js';
import { openApiDocument } from '#shared/openapi/document.js';
import { documentedRoutes } from '#shared/openapi/route-handlers.js';

/** Built once per process from the route table and the handlers' own schemas. */
let document: Promise<Record<string, unknown>> | undefined;

export const handler = publicHandler({
  operation: 'GetOpenApi',
  summary: 'The OpenAPI 3.1 document of this API (no key needed).',
  response: z.looseObject({ openapi: z.string(), info: z.object({}).loose(), paths: z.record(z.string(), z.unknown()) }),
  handle: async () => {
    document ??= documentedRoutes().then((routes) => openApiDocument(routes, { version: '1' }));
    document.catch(() => (document = undefined));
    return { body: await document, headers: { 'cache-control': 'public, max-age=300' } };
  },
});
