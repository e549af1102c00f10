import { connectorResponse } from '#shared/connectors/connectors.js';
import { apiHandler } from '#shared/http/handler.js';
import { connectorPatch, updateConnector } from '#shared/connectors/connectors.js';
import { connectorParams } from '#shared/connectors/connectors.js';


export const handler = apiHandler({
  operation: 'UpdateConnector',
  summary: 'Change a connector: only the fields sent change; credentials sent replace the stored ones.',
  response: connectorResponse,
  errors: [404, 409, 422],
  params: connectorParams,
  body: connectorPatch,
  handle: async ({ params, body, tenant, principal }) => ({
    body: await updateConnector({ tenantId: tenant.id, principal }, params.connector_id, body),
  }),
});
