import { syncSummaryResponse } from '#shared/connectors/sync-state.js';
import { z } from 'zod';
import { apiHandler } from '#shared/http/handler.js';
import { pagination } from '#shared/http/validation.js';
import { loadConnector } from '#shared/connectors/connectors.js';
import { connectorParams } from '#shared/connectors/connectors.js';
import { listSyncSummaries } from '#shared/connectors/sync-state.js';


export const handler = apiHandler({
  operation: 'ListConnectorSyncs',
  summary: 'The connector\'s syncs, newest first, with objects seen, submitted, skipped and failed.',
  response: z.array(syncSummaryResponse),
  errors: [404],
  params: connectorParams,
  query: z.strictObject(pagination),
  handle: async ({ params, query, tenant, principal }) => {
    const connector = await loadConnector({ tenantId: tenant.id, principal }, params.connector_id);
    return { body: await listSyncSummaries(tenant.id, connector.id, query.limit, query.offset) };
  },
});
