import { z } from 'zod';
import { documentJobDetailSchema } from '#shared/document-jobs/model.js';
import { getDocumentJob } from '#shared/document-jobs/read.js';
import { apiHandler } from '#shared/http/handler.js';

/** GET /documents/jobs/{job_id}: the job with its (listed) artifacts. */
export const handler = apiHandler({
  operation: 'GetDocumentJob',
  summary: 'A document job with the metadata of its artifacts.',
  response: documentJobDetailSchema,
  errors: [404],
  params: z.object({ job_id: z.string().min(1).max(100) }),
  handle: async ({ params, principal, tenant }) => ({ body: await getDocumentJob(principal, tenant, params.job_id) }),
});
