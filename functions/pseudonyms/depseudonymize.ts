import { z } from 'zod';
import { apiHandler } from '#shared/http/handler.js';
import { depseudonymize, depseudonymizeResponse } from '#shared/pseudonyms/depseudonymize.js';

export const handler = apiHandler({
  operation: 'Depseudonymize',
  summary: 'Reveal the original value behind a pseudonym of the tenant.',
  // tenant_id: the tenant whose pseudonym it is; omitted, the key's own tenant.
  body: z.strictObject({ pseudonym: z.string().min(1).max(200), tenant_id: z.string().min(1).max(100).optional() }),
  response: depseudonymizeResponse,
  errors: [404],
  handle: async ({ body, principal }) => ({
    body: await depseudonymize(principal, { pseudonym: body.pseudonym, tenant_id: body.tenant_id ?? principal.tenantId }),
  }),
});
