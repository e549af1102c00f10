import { billingPeriod } from '#shared/billing/billing-period.js';
import { periodTokensUsed, tokenAllowance } from '#shared/billing/usage-meter.js';
import { apiHandler } from '#shared/http/handler.js';

export const handler = apiHandler({
  operation: 'GetBalance',
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
