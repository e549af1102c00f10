import { z } from 'zod';
import { apiHandler } from '#shared/http/handler.js';
import { uploadSchema } from '#shared/jobs/job.js';
import { createUpload } from '#shared/jobs/uploads.js';

const body = z.strictObject({
  /** Exact size of the file to PUT; over the plan's upload limit is 413. */
  size_bytes: z.number().int().min(1),
  filename: z.string().min(1).max(255).optional(),
  content_type: z.string().min(1).max(255).regex(/^[\w.+-]+\/[\w.+-]+$/, 'must be a MIME type such as text/csv').optional(),
});

/** POST /uploads: 201 with a presigned PUT; then POST /redact/file with {"upload_id": ...}. */
export const handler = apiHandler({
  operation: 'CreateUpload',
  summary: 'A presigned S3 PUT for a file too large for a request body; then POST /redact/file with its upload_id.',
  response: uploadSchema,
  status: 201,
  errors: [413, 422],
  body,
  idempotent: true,
  handle: async ({ body, principal, tenant }) => ({ status: 201, body: await createUpload(tenant, principal.mode, body) }),
});
