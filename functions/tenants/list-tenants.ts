import { z } from 'zod';
import { apiHandler } from '#shared/http/handler.js';
import { pagination } from '#shared/http/validation.js';
import { requireOperator } from '#shared/tenancy/principal.js';
import { listTenants, tenantResponse } from '#shared/tenancy/tenant-repository.js';

export const handler = apiHandler({
  operation: 'ListTenants',
  summary: 'List tenants (platform operator keys only).',
  response: z.array(tenantResponse),
  query: z.object(pagination),
  handle: async ({ query, principal }) => {
    requireOperator(principal);
    const tenants = await listTenants();
    return { body: tenants.slice(query.offset, query.offset + query.limit) };
  },
});
