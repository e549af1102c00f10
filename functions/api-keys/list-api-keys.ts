import { z } from 'zod';
import { apiHandler } from '#shared/http/handler.js';
import { pagination } from '#shared/http/validation.js';
import { listApiKeys } from '#shared/tenancy/api-key-repository.js';

export const handler = apiHandler({
  operation: 'ListApiKeys',
  query: z.object(pagination),
  handle: async ({ query, tenant }) => {
    const keys = await listApiKeys(tenant.id);
    return { body: keys.slice(query.offset, query.offset + query.limit) };
  },
});
