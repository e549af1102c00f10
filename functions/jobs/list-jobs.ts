import { z } from 'zod';
import { apiHandler } from '#shared/http/handler.js';
import { pagination } from '#shared/http/validation.js';
import { JOB_STATUSES, jobListSchema, toJobView } from '#shared/jobs/job.js';
import { listJobs } from '#shared/jobs/job-repository.js';

const query = z.strictObject({ status: z.enum(JOB_STATUSES).optional(), ...pagination });

/** GET /jobs: the tenant's jobs of the key's mode, newest first. */
export const handler = apiHandler({
  operation: 'ListJobs',
  summary: 'The tenant’s redaction jobs of the key’s mode, newest first.',
  response: jobListSchema,
  query,
  handle: async ({ query, principal, tenant }) => {
    const jobs = await listJobs({ tenantId: tenant.id, mode: principal.mode, limit: query.limit, offset: query.offset, ...(query.status ? { status: query.status } : {}) });
    return { body: jobs.map(toJobView) };
  },
});
