import { recordAudit } from '../audit/audit-log.js';
import { z } from 'zod';
import { createApiKey, createdApiKeyResponse, type ApiKey } from './api-key-repository.js';
import type { KeyMode } from './key-material.js';
import type { Plan } from './plans.js';
import { putTenant, tenantResponse, type Tenant } from './tenant-repository.js';

export const createdTenantResponse = z.object({ tenant: tenantResponse, api_key: createdApiKeyResponse });

export interface CreatedTenant {
  tenant: Tenant;
  api_key: ApiKey & { key: string };
}

/**
 * A tenant and its first key, which is an admin key of that tenant. Used by POST /tenants,
 * the admin CLI and the local bootstrap, so the three cannot drift apart.
 */
export async function createTenantWithAdminKey(input: {
  name: string;
  plan: Plan;
  actor: string;
  isOperator?: boolean;
  mode?: KeyMode;
  key?: string;
  id?: string;
  /** The tenant's own tokens per billing period; omitted: the plan's (see tokenAllowance). */
  monthlyTokenAllowance?: number;
}): Promise<CreatedTenant> {
  const tenant = await putTenant({
    name: input.name,
    plan: input.plan,
    isOperator: input.isOperator,
    id: input.id,
    monthlyTokenAllowance: input.monthlyTokenAllowance,
  });
  const mode = input.mode ?? (input.key?.startsWith('pk_test_') ? 'test' : 'live');
  const { apiKey, key } = await createApiKey({ tenantId: tenant.id, name: 'admin', role: 'admin', mode, key: input.key });
  await recordAudit({
    tenant_id: tenant.id,
    event_type: 'tenant.created',
    resource_type: 'tenant',
    resource_id: tenant.id,
    actor: input.actor,
    metadata: { plan: tenant.plan, monthly_token_allowance: tenant.monthly_token_allowance },
  });
  await recordAudit({
    tenant_id: tenant.id,
    event_type: 'api_key.created',
    resource_type: 'api_key',
    resource_id: apiKey.id,
    actor: input.actor,
    metadata: { role: apiKey.role, mode: apiKey.mode },
  });
  return { tenant, api_key: { ...apiKey, key } };
}
