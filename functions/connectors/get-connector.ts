import { connectorResponse } from '#shared/connectors/connectors.js';
import { apiHandler } from '#shared/http/handler.js';
import { loadConnector, presentConnector } from '#shared/connectors/connectors.js';
import { connectorParams } from '#shared/connectors/connectors.js';


export const handler = apiHandler({
  operation: 'GetConnector',
  summary: 'Get one connector.',
  response: connectorResponse,
  errors: [404],
  params: connectorParams,
  handle: async ({ params, tenant, principal }) => ({
    body: presentConnector(await loadConnector({ tenantId: tenant.id, principal }, params.connector_id)),
  }),
});
