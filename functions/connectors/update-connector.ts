import { apiHandler } from '#shared/http/handler.js';
import { connectorPatch, updateConnector } from '#shared/connectors/connectors.js';
import { connectorParams } from '#shared/connectors/connectors.js';


export const handler = apiHandler({
  operation: 'UpdateConnector',
  params: connectorParams,
  body: connectorPatch,
  handle: async ({ params, body, tenant, principal }) => ({
    body: await updateConnector({ tenantId: tenant.id, principal }, params.connector_id, body),
  }),
});
