import { z } from 'zod';
import { apiHandler } from '#shared/http/handler.js';
import { pagination } from '#shared/http/validation.js';
import { listConnectors } from '#shared/connectors/connectors.js';

export const handler = apiHandler({
  operation: 'ListConnectors',
  query: z.strictObject(pagination),
  handle: async ({ query, tenant, principal }) => ({
    body: await listConnectors({ tenantId: tenant.id, principal }, query.limit, query.offset),
  }),
});
