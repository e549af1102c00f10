import { findApiKeyByValue, createApiKey } from './api-key-repository.js';
import { isWellFormedKey } from './key-material.js';
import { createTenantWithAdminKey } from './create-tenant.js';
import { getTenant } from './tenant-repository.js';

/** Fixed ids, so a restart over persisted data finds the same two tenants. */
export const OPERATOR_TENANT_ID = 'ten_operator';
export const DEV_TENANT_ID = 'ten_dev';

export interface BootstrapResult {
  operator: { tenantId: string; key: string | null };
  dev: { tenantId: string; key: string | null };
}

async function ensure(
  id: string,
  name: string,
  isOperator: boolean,
  pinned: string | undefined,
): Promise<{ tenantId: string; key: string | null }> {
  if (pinned !== undefined && !isWellFormedKey(pinned)) {
    throw new Error(`Bootstrap key for ${name} must look like pk_test_ followed by 32+ letters and digits`);
  }
  if (!(await getTenant(id))) {
    const created = await createTenantWithAdminKey({ id, name, plan: 'enterprise', isOperator, actor: 'bootstrap', key: pinned });
    return { tenantId: id, key: created.api_key.key };
  }
  // The tenant exists: keys are stored hashed, so an existing key cannot be shown again. A pinned
  // key that is not yet registered (e.g. a new env value) is added as another admin key.
  if (pinned && !(await findApiKeyByValue(pinned))) {
    await createApiKey({ tenantId: id, name: 'admin (pinned)', role: 'admin', mode: pinned.startsWith('pk_live_') ? 'live' : 'test', key: pinned });
  }
  return { tenantId: id, key: pinned ?? null };
}

/**
 * Local bootstrap (DECISIONS): on first run, an operator tenant and a `dev` tenant, both
 * enterprise, each with an admin key. BOOTSTRAP_OPERATOR_KEY and BOOTSTRAP_ADMIN_KEY pin them.
 */
export async function ensureBootstrap(env: NodeJS.ProcessEnv = process.env): Promise<BootstrapResult> {
  // An empty variable means "not pinned", as when it is unset.
  const operator = await ensure(OPERATOR_TENANT_ID, 'operator', true, env.BOOTSTRAP_OPERATOR_KEY || undefined);
  const dev = await ensure(DEV_TENANT_ID, 'dev', false, env.BOOTSTRAP_ADMIN_KEY || undefined);
  return { operator, dev };
}
