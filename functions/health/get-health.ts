import { publicHandler } from '#shared/http/public-handler.js';

/** Liveness: the function runs. No dependency is touched. */
export const handler = publicHandler({
  operation: 'GetHealth',
  handle: async () => ({ body: { status: 'ok' } }),
});
