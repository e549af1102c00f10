import { z } from 'zod';
import { commonFormFields, formTenant } from '#shared/document-jobs/form.js';
import { submitExtract } from '#shared/document-jobs/submit.js';
import { documentJobSchema } from '#shared/document-jobs/model.js';
import { apiHandler } from '#shared/http/handler.js';

/**
 * POST /extract (beta, flag document_extract_api): exactly one of `file` or `parse_artifact_id`,
 * and exactly one of `template_id` or `extraction_schema` (a JSON Schema as text).
 */
export const handler = apiHandler({
  operation: 'SubmitExtract',
  summary: 'Extract invoice or JSON Schema fields, with citations, from a file or an existing parse (beta; flag document_extract_api).',
  response: documentJobSchema,
  status: 202,
  errors: [400, 402, 404, 410, 413],
  form: {
    fields: z.strictObject({
      ...commonFormFields,
      parse_artifact_id: z.string().min(1).max(100).optional(),
      template_id: z.string().min(1).max(100).optional(),
      extraction_schema: z.string().min(1).optional(),
    }),
    file: 'file',
  },
  idempotent: true,
  handle: async (request) => ({
    status: 202,
    body: await submitExtract({ principal: request.principal, tenant: await formTenant(request), file: request.file }, request.body),
  }),
});
