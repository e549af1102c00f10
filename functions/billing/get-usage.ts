import { z } from 'zod';
import { usageReport } from '#shared/billing/usage-report.js';
import { unprocessable } from '#shared/http/errors.js';
import { apiHandler } from '#shared/http/handler.js';
import { dateBound, pagination } from '#shared/http/validation.js';

const query = z.object({
  from_date: dateBound('start').optional(),
  to_date: dateBound('end').optional(),
  granularity: z.enum(['daily', 'monthly']).default('monthly'),
  ...pagination,
});

/** Defaults: from the first day of the month a year ago, through today. */
export const handler = apiHandler({
  operation: 'GetUsage',
  summary: 'Usage records per day or month.',
  response: z.array(
    z.object({
      date: z.string(),
      tokens_used: z.number().int(),
      requests: z.number().int(),
      test_tokens_used: z.number().int(),
      test_requests: z.number().int(),
    }),
  ),
  query,
  handle: async ({ query, tenant }) => {
    const now = new Date();
    const from = (query.from_date ?? new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth(), 1)).toISOString()).slice(0, 10);
    const to = (query.to_date ?? now.toISOString()).slice(0, 10);
    if (from > to) throw unprocessable([{ loc: ['query', 'from_date'], msg: 'from_date is after to_date', type: 'value_error' }]);
    const records = await usageReport(tenant.id, from, to, query.granularity);
    return { body: records.slice(query.offset, query.offset + query.limit) };
  },
});
