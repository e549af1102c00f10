import { unauthorized } from '../http/errors.js';
import { findApiKeyByValue, rememberedTenantOfKey, touchLastUsed } from './api-key-repository.js';
import { isWellFormedKey } from './key-material.js';
import { rememberOwnTenant, type Principal } from './principal.js';
import { getTenant } from './tenant-repository.js';

/**
 * Resolves the X-API-Key header to a principal, or throws 401 (missing, unknown, revoked).
 * The key and its tenant are both read strongly consistent on every request (revocations and plan
 * changes bite at once). For a key this process has seen, the tenant read is issued in the same
 * turn as the key read, so both go out in one BatchGetItem; the key read still decides.
 */
export async function authenticate(key: string | undefined): Promise<Principal> {
  if (!key) throw unauthorized('Missing API key: send it in the X-API-Key header.');
  if (!isWellFormedKey(key)) throw unauthorized('Invalid API key.');
  const remembered = rememberedTenantOfKey(key);
  const tenantAhead = remembered ? getTenant(remembered) : undefined;
  tenantAhead?.catch(() => undefined); // unused if the key is gone; never unhandled
  const stored = await findApiKeyByValue(key);
  if (!stored || stored.revoked_at) throw unauthorized('Invalid or revoked API key.');
  const tenantRead = tenantAhead && stored.tenant_id === remembered ? tenantAhead : getTenant(stored.tenant_id);
  const [tenant] = await Promise.all([tenantRead, touchLastUsed(key, stored)]);
  if (!tenant) throw unauthorized('Invalid or revoked API key.');
  const principal: Principal = {
    keyId: stored.id,
    prefix: stored.prefix,
    role: stored.role,
    mode: stored.mode,
    tenantId: tenant.id,
    plan: tenant.plan,
    isOperator: tenant.is_operator && stored.role === 'admin',
  };
  rememberOwnTenant(principal, tenant);
  return principal;
}
