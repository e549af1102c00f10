import { z } from 'zod';
import { apiHandler } from '#shared/http/handler.js';
import { pagination } from '#shared/http/validation.js';
import { featureFlagResponse, listFlags } from '#shared/features/feature-flags.js';

export const handler = apiHandler({
  operation: 'ListFeatures',
  summary: 'List the feature flags of the tenant.',
  response: z.array(featureFlagResponse),
  query: z.object(pagination),
  handle: async ({ tenant, query }) => ({ body: (await listFlags(tenant.id)).slice(query.offset, query.offset + query.limit) }),
});
