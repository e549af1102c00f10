import { z } from 'zod';
import { getEngine } from '#shared/detection/engine.js';
import { apiHandler } from '#shared/http/handler.js';
import { REDACTION_METHODS } from '#shared/policies/policy.js';
import { redactText, redactTextResponse } from '#shared/redaction/redact-text.js';

const body = z.strictObject({
  // Length is checked in the use case: over the limit is 413, not 422 (DECISIONS).
  text: z.string().min(1, 'text must not be empty'),
  // "auto" picks en or es from the text; the response's `language` reports the choice.
  language: z.enum(['en', 'es', 'auto']).optional(),
  entities: z.array(z.string().min(1).max(64)).min(1).max(100).optional(),
  policy_id: z.string().min(1).max(100).optional(),
  redaction_method: z.enum(REDACTION_METHODS).optional(),
  confidence_threshold: z.number().min(0).max(1).optional(),
  llm_detection_enabled: z.boolean().optional(),
});

// Build the engine and load its lexicons during the Lambda init phase (and before the local
// front's first request), not inside the first caller's request.
getEngine().analyze('Warm up with Jane Doe in Madrid.', { language: 'en' });

export const handler = apiHandler({
  operation: 'RedactText',
  summary: 'Find personal data in a text and return it redacted.',
  body,
  response: redactTextResponse,
  errors: [402, 404, 413, 503],
  readsTenantConfig: true,
  handle: async ({ body, principal, tenant, configVersion }) => ({
    body: await redactText(principal, tenant, body, configVersion(tenant.id)),
  }),
});
