import { publicHandler } from '#shared/http/public-handler.js';

/** Liveness: the function runs. No dependency is touched. */
export const handler = publicHandler({
  operation: 'GetHealth',
  summary: 'Liveness: the service answers.',
  // JSON Schema, not zod: the liveness probe stays a few kilobytes.
  response: {
    jsonSchema: { type: 'object', properties: { status: { const: 'ok' } }, required: ['status'], additionalProperties: false },
  },
  handle: async () => ({ body: { status: 'ok' } }),
});
