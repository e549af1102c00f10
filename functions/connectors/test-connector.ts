import { connectionTestResponse } from '#shared/connectors/test-connection.js';
import { apiHandler } from '#shared/http/handler.js';
import { loadConnector } from '#shared/connectors/connectors.js';
import { connectorParams } from '#shared/connectors/connectors.js';
import { testConnection } from '#shared/connectors/test-connection.js';


export const handler = apiHandler({
  operation: 'TestConnector',
  summary: 'Check that the stored credentials can list the prefix, read an object and write under the output prefix, without syncing.',
  response: connectionTestResponse,
  errors: [404],
  params: connectorParams,
  handle: async ({ params, tenant, principal }) => ({
    body: await testConnection(tenant.id, await loadConnector({ tenantId: tenant.id, principal }, params.connector_id)),
  }),
});
