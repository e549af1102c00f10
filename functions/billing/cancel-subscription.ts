import { z } from 'zod';
import { apiHandler } from '#shared/http/handler.js';
import { cancelSubscription } from '#shared/billing/subscription-actions.js';
import { requireTenantAdmin } from '#shared/tenancy/principal.js';

export const handler = apiHandler({
  operation: 'CancelSubscription',
  body: z.strictObject({}),
  handle: async ({ principal, tenant }) => {
    requireTenantAdmin(principal);
    return { body: await cancelSubscription(tenant, principal.prefix) };
  },
});
