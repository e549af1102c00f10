import { z } from 'zod';
import { apiHandler } from '#shared/http/handler.js';
import { ownedJob } from '#shared/jobs/job-access.js';
import { jobSchema, toJobView } from '#shared/jobs/job.js';

const params = z.object({ job_id: z.string().min(1).max(100) });

export const handler = apiHandler({
  operation: 'GetJob',
  summary: 'A redaction job: status, progress, findings (the first 100) and errors.',
  response: jobSchema,
  errors: [404],
  params,
  handle: async ({ params, principal, tenant }) => ({
    body: toJobView(await ownedJob(params.job_id, { tenantId: tenant.id, mode: principal.mode })),
  }),
});
