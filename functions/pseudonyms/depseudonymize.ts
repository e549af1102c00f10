import { z } from 'zod';
import { apiHandler } from '#shared/http/handler.js';
import { depseudonymize } from '#shared/pseudonyms/depseudonymize.js';

export const handler = apiHandler({
  operation: 'Depseudonymize',
  body: z.object({ pseudonym: z.string().min(1).max(200), tenant_id: z.string().min(1).max(100) }),
  handle: async ({ body, principal }) => ({ body: await depseudonymize(principal, body) }),
});
