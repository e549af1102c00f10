import { z } from 'zod';
import { recordAudit } from '../audit/audit-log.js';
import { notFound } from '../http/errors.js';
import type { Principal } from '../tenancy/principal.js';
import { getTenant, getTenantSecret } from '../tenancy/tenant-repository.js';
import { DynamoPseudonymStore } from './dynamo-pseudonym-store.js';

export const depseudonymizeResponse = z.object({ pseudonym: z.string(), original_value: z.string(), entity_type: z.string() });

const PSEUDONYM = /^[A-Z][A-Z0-9_]*_[0-9a-f]{4}$/;

/**
 * POST /depseudonymize. Unknown pseudonyms, values that were never pseudonymized, and mappings
 * of another tenant (or of the other mode) all answer the same 404, so a caller learns nothing
 * about other tenants. Every call is audited on the caller's tenant, found or not.
 */
export async function depseudonymize(principal: Principal, input: { pseudonym: string; tenant_id: string }) {
  const allowed = input.tenant_id === principal.tenantId || (principal.isOperator && (await getTenant(input.tenant_id)));
  const mapping =
    allowed && PSEUDONYM.test(input.pseudonym)
      ? await new DynamoPseudonymStore(input.tenant_id, principal.mode, await getTenantSecret(input.tenant_id)).reveal(input.pseudonym)
      : undefined;
  await recordAudit({
    tenant_id: allowed ? input.tenant_id : principal.tenantId,
    event_type: 'pseudonym.revealed',
    resource_type: 'pseudonym',
    resource_id: input.pseudonym.slice(0, 80),
    actor: principal.prefix,
    metadata: { found: Boolean(mapping) },
  });
  if (!mapping) throw notFound('Pseudonym not found.');
  return { pseudonym: input.pseudonym, ...mapping };
}
