import { apiHandler } from '#shared/http/handler.js';
import { openPortal, portalRequest } from '#shared/billing/subscription-actions.js';
import { requireTenantAdmin } from '#shared/tenancy/principal.js';

export const handler = apiHandler({
  operation: 'CreatePortalSession',
  body: portalRequest,
  handle: async ({ body, principal, tenant }) => {
    requireTenantAdmin(principal);
    return { body: await openPortal(tenant, body) };
  },
});
