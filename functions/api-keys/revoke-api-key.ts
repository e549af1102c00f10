import { z } from 'zod';
import { recordAudit } from '#shared/audit/audit-log.js';
import { notFound } from '#shared/http/errors.js';
import { detailResponse } from '#shared/http/common-schemas.js';
import { apiHandler } from '#shared/http/handler.js';
import { revokeApiKey } from '#shared/tenancy/api-key-repository.js';
import { requireTenantAdmin } from '#shared/tenancy/principal.js';

export const handler = apiHandler({
  operation: 'RevokeApiKey',
  summary: 'Revoke an API key; its next request is 401.',
  response: detailResponse,
  errors: [404],
  // 403 also for a key of another tenant or of the other mode.
  params: z.object({ key_id: z.string().min(1).max(100) }),
  handle: async ({ params, principal, tenant }) => {
    // Members may revoke only the key they are calling with; admins any key of the tenant.
    if (params.key_id !== principal.keyId) requireTenantAdmin(principal);
    if (!(await revokeApiKey(tenant.id, params.key_id, principal.mode))) throw notFound('API key not found.');
    await recordAudit({
      tenant_id: tenant.id,
      event_type: 'api_key.revoked',
      resource_type: 'api_key',
      resource_id: params.key_id,
      actor: principal.prefix,
    });
    return { body: { detail: 'API key revoked.' } };
  },
});
