import { z } from 'zod';
import { recordAudit } from '#shared/audit/audit-log.js';
import { featureFlagResponse, isKnownFlag, setFlag } from '#shared/features/feature-flags.js';
import { notFound } from '#shared/http/errors.js';
import { apiHandler } from '#shared/http/handler.js';
import { requireOperator } from '#shared/tenancy/principal.js';

/** Flags gate beta features, so only platform operator keys may change them (any tenant). */
export const handler = apiHandler({
  operation: 'UpdateFeature',
  summary: 'Turn a feature flag on or off (platform operator keys only).',
  response: featureFlagResponse,
  errors: [404],
  params: z.object({ flag_name: z.string().min(1).max(100) }),
  body: z.strictObject({ enabled: z.boolean() }),
  handle: async ({ params, body, principal, tenant }) => {
    requireOperator(principal);
    if (!isKnownFlag(params.flag_name)) throw notFound('Feature flag not found.');
    const flag = await setFlag(tenant.id, params.flag_name, body.enabled);
    await recordAudit({
      tenant_id: tenant.id,
      event_type: 'feature.updated',
      resource_type: 'feature',
      resource_id: flag.name,
      actor: principal.prefix,
      metadata: { enabled: flag.enabled },
    });
    return { body: flag };
  },
});
