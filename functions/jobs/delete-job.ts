import { z } from 'zod';
import { apiHandler } from '#shared/http/handler.js';
import { deleteJob } from '#shared/jobs/job-access.js';

const params = z.object({ job_id: z.string().min(1).max(100) });

/** DELETE /jobs/{id}: the job, its output and findings; irreversible. */
export const handler = apiHandler({
  operation: 'DeleteJob',
  params,
  handle: async ({ params, principal, tenant }) => {
    await deleteJob(params.job_id, { tenantId: tenant.id, mode: principal.mode });
    return { body: { detail: 'Job deleted.' } };
  },
});
