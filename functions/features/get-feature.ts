import { z } from 'zod';
import { featureFlagResponse, getFlag } from '#shared/features/feature-flags.js';
import { notFound } from '#shared/http/errors.js';
import { apiHandler } from '#shared/http/handler.js';

export const handler = apiHandler({
  operation: 'GetFeature',
  summary: 'Get one feature flag of the tenant.',
  response: featureFlagResponse,
  errors: [404],
  params: z.object({ flag_name: z.string().min(1).max(100) }),
  handle: async ({ params, tenant }) => {
    const flag = await getFlag(tenant.id, params.flag_name);
    if (!flag) throw notFound('Feature flag not found.');
    return { body: flag };
  },
});
