import { z } from 'zod';
import { publicHandler } from '#shared/http/public-handler.js';

/** Liveness: the function runs. No dependency is touched. */
export const handler = publicHandler({
  operation: 'GetHealth',
  summary: 'Liveness: the service answers.',
  response: z.object({ status: z.literal('ok') }),
  handle: async () => ({ body: { status: 'ok' } }),
});
