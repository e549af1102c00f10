import { apiHandler } from '#shared/http/handler.js';
import { loadConnector } from '#shared/connectors/connectors.js';
import { connectorParams } from '#shared/connectors/connectors.js';
import { testConnection } from '#shared/connectors/test-connection.js';


export const handler = apiHandler({
  operation: 'TestConnector',
  params: connectorParams,
  handle: async ({ params, tenant, principal }) => ({
    body: await testConnection(tenant.id, await loadConnector({ tenantId: tenant.id, principal }, params.connector_id)),
  }),
});
