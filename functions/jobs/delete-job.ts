import { z } from 'zod';
import { apiHandler } from '#shared/http/handler.js';
import { deleteJob } from '#shared/jobs/job-access.js';
import { deletedSchema } from '#shared/jobs/job.js';

const params = z.object({ job_id: z.string().min(1).max(100) });

/** DELETE /jobs/{id}: the job, its output and findings; irreversible. */
export const handler = apiHandler({
  operation: 'DeleteJob',
  summary: 'Delete a job, its output and its findings; irreversible.',
  response: deletedSchema,
  errors: [404],
  params,
  handle: async ({ params, principal, tenant }) => {
    await deleteJob(params.job_id, { tenantId: tenant.id, mode: principal.mode });
    return { body: { detail: 'Job deleted.' } };
  },
});
