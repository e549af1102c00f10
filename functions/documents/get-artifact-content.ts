import { z } from 'zod';
import { artifactContentSchema } from '#shared/document-jobs/model.js';
import { getArtifactContent } from '#shared/document-jobs/read.js';
import { apiHandler } from '#shared/http/handler.js';

/** GET /documents/{artifact_id}/content: one artifact's payload (410 once purged). */
export const handler = apiHandler({
  operation: 'GetArtifactContent',
  summary: 'The content of one artifact: canonical document, markdown, chunks or extract result.',
  response: artifactContentSchema,
  errors: [404, 410],
  params: z.object({ artifact_id: z.string().min(1).max(100) }),
  handle: async ({ params, principal, tenant }) => ({ body: await getArtifactContent(principal, tenant, params.artifact_id) }),
});
