import { unauthorized } from '../http/errors.js';
import { findApiKeyByValue, touchLastUsed } from './api-key-repository.js';
import { isWellFormedKey } from './key-material.js';
import type { Principal } from './principal.js';
import { getTenant } from './tenant-repository.js';

/** Resolves the X-API-Key header to a principal, or throws 401 (missing, unknown, revoked). */
export async function authenticate(key: string | undefined): Promise<Principal> {
  if (!key) throw unauthorized('Missing API key: send it in the X-API-Key header.');
  if (!isWellFormedKey(key)) throw unauthorized('Invalid API key.');
  const stored = await findApiKeyByValue(key);
  if (!stored || stored.revoked_at) throw unauthorized('Invalid or revoked API key.');
  const [tenant] = await Promise.all([getTenant(stored.tenant_id), touchLastUsed(key, stored)]);
  if (!tenant) throw unauthorized('Invalid or revoked API key.');
  return {
    keyId: stored.id,
    prefix: stored.prefix,
    role: stored.role,
    mode: stored.mode,
    tenantId: tenant.id,
    plan: tenant.plan,
    isOperator: tenant.is_operator && stored.role === 'admin',
  };
}
