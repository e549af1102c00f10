import { connectorResponse } from '#shared/connectors/connectors.js';
import { apiHandler } from '#shared/http/handler.js';
import { connectorFields } from '#shared/connectors/connector-fields.js';
import { createConnector } from '#shared/connectors/connectors.js';

export const handler = apiHandler({
  operation: 'CreateConnector',
  summary: 'Create a storage connector (credentials are stored encrypted and never returned).',
  response: connectorResponse,
  status: 201,
  errors: [409, 422],
  body: connectorFields.strict(),
  idempotent: true,
  handle: async ({ body, tenant, principal }) => ({
    status: 201,
    body: await createConnector({ tenantId: tenant.id, principal }, body),
  }),
});
