import { z } from 'zod';
import { apiHandler } from '#shared/http/handler.js';
import { createdTenantResponse, createTenantWithAdminKey } from '#shared/tenancy/create-tenant.js';
import { PLANS } from '#shared/tenancy/plans.js';
import { requireOperator } from '#shared/tenancy/principal.js';

const body = z
  .strictObject({
    name: z.string().trim().min(1).max(200),
    plan: z.enum(PLANS).default('free'),
    /** Mode of the first admin key; default the mode of the calling operator key. */
    mode: z.enum(['live', 'test']).optional(),
    /** Tokens per billing period (the contract's "Custom" enterprise allowance); omitted: the plan's. */
    monthly_token_allowance: z.number().int().min(0).max(1e12).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.monthly_token_allowance !== undefined && value.plan !== 'enterprise') {
      ctx.addIssue({
        code: 'custom',
        path: ['monthly_token_allowance'],
        message: "monthly_token_allowance is only for the enterprise plan; free and pro have the contract's allowance.",
      });
    }
  });

export const handler = apiHandler({
  operation: 'CreateTenant',
  summary: 'Create a tenant and its first admin key (platform operator keys only).',
  body,
  response: createdTenantResponse,
  status: 201,
  idempotent: true,
  handle: async ({ body, principal }) => {
    requireOperator(principal);
    const created = await createTenantWithAdminKey({
      name: body.name,
      plan: body.plan,
      actor: principal.prefix,
      mode: body.mode ?? principal.mode,
      monthlyTokenAllowance: body.monthly_token_allowance,
    });
    return { status: 201, body: created };
  },
});
