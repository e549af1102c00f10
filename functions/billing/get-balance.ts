import { billingPeriod } from '#shared/billing/billing-period.js';
import { periodTokensUsed, tokenAllowance } from '#shared/billing/usage-meter.js';
import { z } from 'zod';
import { apiHandler } from '#shared/http/handler.js';

export const handler = apiHandler({
  operation: 'GetBalance',
  summary: 'Tokens used and allowed in the current billing period.',
  response: z.object({
    plan: z.enum(['free', 'pro', 'enterprise']),
    tokens_used: z.number().int(),
    tokens_limit: z.number().int(),
    period_start: z.string(),
    period_end: z.string(),
  }),
  handle: async ({ tenant }) => {
    const period = billingPeriod();
    return {
      body: {
        plan: tenant.plan,
        tokens_used: await periodTokensUsed(tenant.id),
        tokens_limit: tokenAllowance(tenant),
        period_start: period.start,
        period_end: period.end,
      },
    };
  },
});
