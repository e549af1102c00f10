import { detailResponse } from '#shared/http/common-schemas.js';
import { apiHandler } from '#shared/http/handler.js';
import { deleteConnector } from '#shared/connectors/connectors.js';
import { connectorParams } from '#shared/connectors/connectors.js';


export const handler = apiHandler({
  operation: 'DeleteConnector',
  summary: 'Soft-delete a connector: its scheduled syncs stop.',
  response: detailResponse,
  errors: [404],
  params: connectorParams,
  handle: async ({ params, tenant, principal }) => {
    await deleteConnector({ tenantId: tenant.id, principal }, params.connector_id);
    return { body: { detail: 'Connector deleted; its scheduled syncs have stopped.' } };
  },
});
