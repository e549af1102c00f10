import { z } from 'zod';
import { apiHandler } from '#shared/http/handler.js';
import { pagination } from '#shared/http/validation.js';
import { apiKeyResponse, listApiKeys } from '#shared/tenancy/api-key-repository.js';

export const handler = apiHandler({
  operation: 'ListApiKeys',
  summary: 'List the API keys of the tenant, in the calling key\'s mode.',
  response: z.array(apiKeyResponse),
  query: z.object(pagination),
  handle: async ({ query, tenant, principal }) => {
    const keys = await listApiKeys(tenant.id, principal.mode);
    return { body: keys.slice(query.offset, query.offset + query.limit) };
  },
});
