import { z } from 'zod';
import { commonFormFields, formTenant } from '#shared/document-jobs/form.js';
import { submitParse } from '#shared/document-jobs/submit.js';
import { documentJobSchema } from '#shared/document-jobs/model.js';
import { apiHandler } from '#shared/http/handler.js';

/** POST /parse (beta, flag document_parse_api): multipart `file`, `language`, `config`. */
export const handler = apiHandler({
  operation: 'SubmitParse',
  summary: 'Parse a PDF or DOCX into a canonical document, markdown and chunks (beta; flag document_parse_api).',
  response: documentJobSchema,
  status: 202,
  errors: [400, 402, 413],
  form: { fields: z.strictObject(commonFormFields), file: 'file' },
  idempotent: true,
  handle: async (request) => ({
    status: 202,
    body: await submitParse({ principal: request.principal, tenant: await formTenant(request), file: request.file }, request.body),
  }),
});
