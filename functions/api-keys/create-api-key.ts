import { z } from 'zod';
import { recordAudit } from '#shared/audit/audit-log.js';
import { forbidden } from '#shared/http/errors.js';
import { apiHandler } from '#shared/http/handler.js';
import { createApiKey, createdApiKeyResponse } from '#shared/tenancy/api-key-repository.js';
import { requireTenantAdmin } from '#shared/tenancy/principal.js';

const body = z.strictObject({
  name: z.string().trim().min(1).max(200),
  mode: z.enum(['live', 'test']).optional(),
  role: z.enum(['admin', 'member']).default('member'),
});

export const handler = apiHandler({
  operation: 'CreateApiKey',
  summary: 'Create an API key; the full key is shown only in this response.',
  body,
  response: createdApiKeyResponse,
  status: 201,
  idempotent: true,
  handle: async ({ body, principal, tenant }) => {
    requireTenantAdmin(principal);
    // A test key cannot mint live keys: that would walk around the live/test wall.
    const mode = body.mode ?? principal.mode;
    if (mode === 'live' && principal.mode === 'test') throw forbidden('A test key cannot create live keys.');
    const { apiKey, key } = await createApiKey({ tenantId: tenant.id, name: body.name, role: body.role, mode });
    await recordAudit({
      tenant_id: tenant.id,
      event_type: 'api_key.created',
      resource_type: 'api_key',
      resource_id: apiKey.id,
      actor: principal.prefix,
      metadata: { role: apiKey.role, mode: apiKey.mode },
    });
    return { status: 201, body: { ...apiKey, key } };
  },
});
