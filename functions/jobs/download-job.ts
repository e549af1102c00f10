import { z } from 'zod';
import { apiHandler, type Reply } from '#shared/http/handler.js';
import { downloadJob } from '#shared/jobs/job-access.js';

const params = z.object({ job_id: z.string().min(1).max(100) });
/** `content=findings` serves every stored finding (GET /jobs/{id} shows the first 100). */
const query = z.strictObject({ content: z.enum(['output', 'findings']).default('output') });

/** GET /jobs/{id}/download: the output with its Content-Type; over 5 MB, 302 to a presigned URL. */
export const handler = apiHandler({
  operation: 'DownloadJob',
  summary: 'The redacted file with its Content-Type (404 until completed); over 5 MB, 302 to a short-lived presigned URL.',
  // A file, not JSON; over 5 MB a redirect with no body.
  response: null,
  responses: { 302: z.object({}) },
  errors: [404],
  params,
  query,
  handle: async ({ params, query, principal, tenant }): Promise<Reply> => {
    const download = await downloadJob(params.job_id, { tenantId: tenant.id, mode: principal.mode }, query.content);
    if (download.kind === 'redirect') return { status: 302, headers: { location: download.url } };
    return {
      binary: download.body,
      headers: { 'content-type': download.contentType, 'content-disposition': `attachment; filename="${download.filename}"` },
    };
  },
});
