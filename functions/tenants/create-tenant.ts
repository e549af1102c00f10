import { z } from 'zod';
import { apiHandler } from '#shared/http/handler.js';
import { createTenantWithAdminKey } from '#shared/tenancy/create-tenant.js';
import { PLANS } from '#shared/tenancy/plans.js';
import { requireOperator } from '#shared/tenancy/principal.js';

const body = z.object({
  name: z.string().trim().min(1).max(200),
  plan: z.enum(PLANS).default('free'),
  /** Mode of the first admin key; default the mode of the calling operator key. */
  mode: z.enum(['live', 'test']).optional(),
});

export const handler = apiHandler({
  operation: 'CreateTenant',
  body,
  idempotent: true,
  handle: async ({ body, principal }) => {
    requireOperator(principal);
    const created = await createTenantWithAdminKey({ name: body.name, plan: body.plan, actor: principal.prefix, mode: body.mode ?? principal.mode });
    return { status: 201, body: created };
  },
});
