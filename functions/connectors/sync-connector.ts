import { apiHandler } from '#shared/http/handler.js';
import { triggerSync } from '#shared/connectors/connectors.js';
import { connectorParams } from '#shared/connectors/connectors.js';


export const handler = apiHandler({
  operation: 'SyncConnector',
  params: connectorParams,
  handle: async ({ params, tenant, principal }) => ({
    status: 202,
    body: await triggerSync({ tenantId: tenant.id, principal }, params.connector_id),
  }),
});
