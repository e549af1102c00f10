import { apiHandler } from '#shared/http/handler.js';
import { reviewSchema, toReviewView } from '#shared/reviews/review.js';
import { ownedReview, reviewParams } from '#shared/reviews/reviews.js';

export const handler = apiHandler({
  operation: 'GetReview',
  summary: 'Get one review with its finding.',
  params: reviewParams,
  response: reviewSchema,
  errors: [404],
  handle: async ({ params, tenant, principal }) => ({
    body: toReviewView(await ownedReview({ tenantId: tenant.id, principal }, params.review_id)),
  }),
});
