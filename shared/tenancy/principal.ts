import { forbidden, notFound } from '../http/errors.js';
import type { KeyMode } from './key-material.js';
import type { KeyRole } from './api-key-repository.js';
import { getTenant, type Tenant } from './tenant-repository.js';
import type { Plan } from './plans.js';

/** Who is calling: resolved from the API key on every request. */
export interface Principal {
  keyId: string;
  /** Abbreviated key, the audit `actor`. */
  prefix: string;
  role: KeyRole;
  mode: KeyMode;
  /** The tenant that owns the key. */
  tenantId: string;
  plan: Plan;
  /** An admin key of the platform operator tenant. */
  isOperator: boolean;
}

/** The key's own tenant as read while authenticating this request, so it is not read twice. */
const ownTenants = new WeakMap<Principal, Tenant>();

export function rememberOwnTenant(principal: Principal, tenant: Tenant): void {
  ownTenants.set(principal, tenant);
}

/**
 * The tenant a request acts on: the key's own, or the `tenant_id` query override. Only platform
 * operator keys may name another tenant (DECISIONS: Tenants, keys, admin).
 */
export async function resolveTenant(principal: Principal, override: string | undefined): Promise<Tenant> {
  const targetId = override && override.length > 0 ? override : principal.tenantId;
  if (targetId !== principal.tenantId && !principal.isOperator) {
    throw forbidden('This API key may not act on another tenant.');
  }
  const own = targetId === principal.tenantId ? ownTenants.get(principal) : undefined;
  const tenant = own ?? (await getTenant(targetId));
  if (!tenant) throw notFound('Tenant not found.');
  return tenant;
}

export function requireTenantAdmin(principal: Principal): void {
  if (principal.role !== 'admin') throw forbidden('This action needs an admin API key.');
}

export function requireOperator(principal: Principal): void {
  if (!principal.isOperator) throw forbidden('This action needs a platform operator API key.');
}

/** Resources carry the mode of the key that created them; the other mode may not touch them. */
export function assertSameMode(principal: Principal, resource: { mode?: KeyMode }): void {
  const mode = resource.mode ?? 'live';
  if (mode !== principal.mode) {
    throw forbidden(`This resource belongs to ${mode} mode; a ${principal.mode} key cannot use it.`);
  }
}
