import { z } from 'zod';
import { apiHandler } from '#shared/http/handler.js';
import { ownedJob } from '#shared/jobs/job-access.js';
import { toJobView } from '#shared/jobs/job.js';

const params = z.object({ job_id: z.string().min(1).max(100) });

export const handler = apiHandler({
  operation: 'GetJob',
  params,
  handle: async ({ params, principal, tenant }) => ({
    body: toJobView(await ownedJob(params.job_id, { tenantId: tenant.id, mode: principal.mode })),
  }),
});
