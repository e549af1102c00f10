import { z } from 'zod';
import { apiHandler } from '#shared/http/handler.js';
import { reviewSchema, toReviewView } from '#shared/reviews/review.js';
import { listTenantReviews, reviewListQuery } from '#shared/reviews/reviews.js';

export const handler = apiHandler({
  operation: 'ListReviews',
  summary: 'List reviews of the tenant (default: pending), optionally of one job, newest first.',
  query: reviewListQuery,
  response: z.array(reviewSchema),
  handle: async ({ query, tenant, principal }) => ({
    body: (await listTenantReviews({ tenantId: tenant.id, principal }, query)).map(toReviewView),
  }),
});
