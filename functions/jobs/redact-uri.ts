import { z } from 'zod';
import { apiHandler } from '#shared/http/handler.js';
import { assertSourcesUsable, createJob, inputUri, jobSettingsFields, resolveSettings } from '#shared/jobs/create-job.js';
import { jobSchema, toJobView } from '#shared/jobs/job.js';

const body = z.strictObject({ uri: inputUri, ...jobSettingsFields });

/** POST /redact/uri: 202 with the queued job; the worker reads the URI. */
export const handler = apiHandler({
  operation: 'RedactUri',
  summary: 'Redact a file at an s3://, gs:// or https:// URI asynchronously: 202 with the queued job.',
  response: jobSchema,
  status: 202,
  errors: [402, 404, 422],
  body,
  idempotent: true,
  handle: async ({ body, principal, tenant }) => {
    const { uri, output_uri, ...settings } = body;
    assertSourcesUsable([uri], () => ['body', 'uri']);
    const caller = { tenant, mode: principal.mode, actor: principal.prefix, principal };
    const { job } = await createJob(caller, await resolveSettings(caller, settings), { source: { kind: 'uri', uri }, input_uri: uri }, output_uri ?? null);
    return { status: 202, body: toJobView(job) };
  },
});
