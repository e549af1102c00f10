import { z } from 'zod';
import { apiHandler } from '#shared/http/handler.js';
import { cancelResponse, cancelSubscription } from '#shared/billing/subscription-actions.js';
import { requireTenantAdmin } from '#shared/tenancy/principal.js';

export const handler = apiHandler({
  operation: 'CancelSubscription',
  summary: 'Cancel at period end: the plan stays until then, then reverts to free.',
  body: z.strictObject({}),
  response: cancelResponse,
  errors: [409, 502, 503],
  handle: async ({ principal, tenant }) => {
    requireTenantAdmin(principal);
    return { body: await cancelSubscription(tenant, principal.prefix) };
  },
});
