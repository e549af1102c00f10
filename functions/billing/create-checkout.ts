import { apiHandler } from '#shared/http/handler.js';
import { checkoutRequest, startCheckout } from '#shared/billing/subscription-actions.js';
import { requireTenantAdmin } from '#shared/tenancy/principal.js';

export const handler = apiHandler({
  operation: 'CreateCheckout',
  body: checkoutRequest,
  idempotent: true,
  handle: async ({ body, principal, tenant }) => {
    requireTenantAdmin(principal);
    return { body: await startCheckout(tenant, body) };
  },
});
