import { apiHandler } from '#shared/http/handler.js';
import { resolutionSchema } from '#shared/reviews/review.js';
import { modifyBody, resolve, reviewParams } from '#shared/reviews/reviews.js';

export const handler = apiHandler({
  operation: 'ModifyReview',
  summary: 'Correct a finding: entity type, boundaries (checked against the text around it) or replacement text.',
  params: reviewParams,
  body: modifyBody,
  response: resolutionSchema,
  errors: [404, 409, 422],
  handle: async ({ params, body, tenant, principal }) => ({
    body: await resolve({ tenantId: tenant.id, principal }, params.review_id, 'modified', body),
  }),
});
