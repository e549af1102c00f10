import { apiHandler } from '#shared/http/handler.js';
import { listFlags } from '#shared/features/feature-flags.js';

export const handler = apiHandler({
  operation: 'ListFeatures',
  handle: async ({ tenant }) => ({ body: await listFlags(tenant.id) }),
});
