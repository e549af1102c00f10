import { apiHandler } from '#shared/http/handler.js';
import { openPortal, portalRequest, portalResponse } from '#shared/billing/subscription-actions.js';
import { requireTenantAdmin } from '#shared/tenancy/principal.js';

export const handler = apiHandler({
  operation: 'CreatePortalSession',
  summary: 'Open the billing portal (manage or cancel the subscription); answers its URL.',
  body: portalRequest,
  response: portalResponse,
  errors: [502, 503],
  handle: async ({ body, principal, tenant }) => {
    requireTenantAdmin(principal);
    return { body: await openPortal(tenant, body) };
  },
});
