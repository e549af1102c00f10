import { connectorResponse } from '#shared/connectors/connectors.js';
import { z } from 'zod';
import { apiHandler } from '#shared/http/handler.js';
import { pagination } from '#shared/http/validation.js';
import { listConnectors } from '#shared/connectors/connectors.js';

export const handler = apiHandler({
  operation: 'ListConnectors',
  summary: 'List the connectors of the tenant, in the calling key\'s mode.',
  response: z.array(connectorResponse),
  query: z.strictObject(pagination),
  handle: async ({ query, tenant, principal }) => ({
    body: await listConnectors({ tenantId: tenant.id, principal }, query.limit, query.offset),
  }),
});
