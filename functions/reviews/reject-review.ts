import { apiHandler } from '#shared/http/handler.js';
import { resolutionSchema } from '#shared/reviews/review.js';
import { approveBody, resolve, reviewParams } from '#shared/reviews/reviews.js';

export const handler = apiHandler({
  operation: 'RejectReview',
  summary: 'Reject a finding: a false positive, left unredacted in the output.',
  params: reviewParams,
  body: approveBody,
  response: resolutionSchema,
  errors: [404, 409],
  handle: async ({ params, body, tenant, principal }) => ({
    body: await resolve({ tenantId: tenant.id, principal }, params.review_id, 'rejected', body),
  }),
});
