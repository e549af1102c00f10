import { z } from 'zod';
import { commonFormFields, formTenant } from '#shared/document-jobs/form.js';
import { submitSafeParse } from '#shared/document-jobs/submit.js';
import { documentJobSchema } from '#shared/document-jobs/model.js';
import { apiHandler } from '#shared/http/handler.js';

/** POST /workflows/safe-parse (beta, flag document_safe_parse_workflow): parse, redact, render. */
export const handler = apiHandler({
  operation: 'SubmitSafeParse',
  summary: 'Parse, redact and render a document: PII-free canonical document, markdown and chunks (beta; flag document_safe_parse_workflow).',
  response: documentJobSchema,
  status: 202,
  errors: [400, 402, 404, 413],
  form: {
    fields: z.strictObject({ ...commonFormFields, policy_id: z.string().min(1).max(100).optional() }),
    file: 'file',
  },
  idempotent: true,
  handle: async (request) => ({
    status: 202,
    body: await submitSafeParse({ principal: request.principal, tenant: await formTenant(request), file: request.file }, request.body),
  }),
});
