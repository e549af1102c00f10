import { syncStartedResponse } from '#shared/connectors/connectors.js';
import { apiHandler } from '#shared/http/handler.js';
import { triggerSync } from '#shared/connectors/connectors.js';
import { connectorParams } from '#shared/connectors/connectors.js';


export const handler = apiHandler({
  operation: 'SyncConnector',
  summary: 'Start a sync now: new and changed objects under the prefix become redaction jobs.',
  response: syncStartedResponse,
  status: 202,
  errors: [404, 422],
  params: connectorParams,
  handle: async ({ params, tenant, principal }) => ({
    status: 202,
    body: await triggerSync({ tenantId: tenant.id, principal }, params.connector_id),
  }),
});
