import { z } from 'zod';
import { apiHandler } from '#shared/http/handler.js';
import { batchSchema, toBatchView } from '#shared/jobs/job.js';
import { ownedBatch } from '#shared/jobs/job-access.js';

const params = z.object({ batch_id: z.string().min(1).max(100) });

/** GET /batch/{id}: counts as of now (each job counts once, when it reaches a terminal status). */
export const handler = apiHandler({
  operation: 'GetBatch',
  summary: 'A batch with its current completed and failed counts.',
  response: batchSchema,
  errors: [404],
  params,
  handle: async ({ params, principal, tenant }) => ({
    body: toBatchView(await ownedBatch(params.batch_id, { tenantId: tenant.id, mode: principal.mode })),
  }),
});
