import { z } from 'zod';
import { apiHandler } from '#shared/http/handler.js';
import { assertSourcesUsable, createBatch, inputUri, jobSettingsFields, resolveSettings } from '#shared/jobs/create-job.js';
import { batchSchema, toBatchView } from '#shared/jobs/job.js';

const MAX_BATCH_URIS = 100;

const body = z.strictObject({
  input_uris: z.array(inputUri).min(1).max(MAX_BATCH_URIS, `at most ${MAX_BATCH_URIS} URIs per batch`),
  ...jobSettingsFields,
}).refine((b) => !b.output_uri || b.output_uri.endsWith('/'), {
  message: 'for a batch, output_uri must be a prefix ending in "/" (each job writes <prefix><job id>.<ext>)',
  path: ['output_uri'],
});

/** POST /batch/redact: one job per URI, all with the same settings; 202 with the batch. */
export const handler = apiHandler({
  operation: 'CreateBatch',
  summary: 'Redact up to 100 URIs, one job each: 202 with the batch.',
  response: batchSchema,
  status: 202,
  errors: [402, 404, 422],
  body,
  idempotent: true,
  handle: async ({ body, principal, tenant }) => {
    const { input_uris, output_uri, ...settings } = body;
    assertSourcesUsable(input_uris, (i) => ['body', 'input_uris', i]);
    const caller = { tenant, mode: principal.mode, actor: principal.prefix, principal };
    const batch = await createBatch(caller, await resolveSettings(caller, settings), input_uris, output_uri ?? null);
    return { status: 202, body: toBatchView(batch) };
  },
});
