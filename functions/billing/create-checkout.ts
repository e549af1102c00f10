import { apiHandler } from '#shared/http/handler.js';
import { checkoutRequest, checkoutResponse, startCheckout } from '#shared/billing/subscription-actions.js';
import { requireTenantAdmin } from '#shared/tenancy/principal.js';

export const handler = apiHandler({
  operation: 'CreateCheckout',
  summary: 'Start a subscription checkout for a paid plan; answers the provider page to send the browser to.',
  body: checkoutRequest,
  response: checkoutResponse,
  errors: [409, 502, 503],
  idempotent: true,
  handle: async ({ body, principal, tenant }) => {
    requireTenantAdmin(principal);
    return { body: await startCheckout(tenant, body) };
  },
});
