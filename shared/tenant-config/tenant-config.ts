import { compileTenantRules } from '../detection/tenant-rules.js';
import type { CompiledTenantRules } from '../detection/types.js';
import { listEntries } from '../lists/list-entry.js';
import { policies, type Policy } from '../policies/policy.js';
import { recognizers } from '../recognizers/recognizer.js';
import type { KeyMode } from '../tenancy/key-material.js';
import { loadTenantConfigItems, readConfigVersion } from './config-version.js';

/** What redaction needs of a tenant's configuration, for one mode (live and test are separate). */
export interface TenantConfig {
  version: number;
  policy(id: string): Policy | undefined;
  rules: CompiledTenantRules;
}

interface CachedTenant {
  version: number;
  items: Record<string, unknown>[];
  byMode: Map<KeyMode, TenantConfig>;
}

/**
 * Per-process cache of compiled tenant rules. It is checked against the tenant's config version
 * (one strongly consistent read per request), so a change is visible on the very next request
 * in every Lambda, while compiling regexes and phrase automata happens once per change.
 */
const cache = new Map<string, CachedTenant>();
const MAX_TENANTS = 500;
/** Loads in flight by tenant and version: the requests that see a new version together share one. */
const loading = new Map<string, Promise<CachedTenant>>();

async function cachedItems(tenantId: string, version: number): Promise<CachedTenant> {
  const cached = cache.get(tenantId);
  if (cached?.version === version) return cached;
  const loadKey = `${tenantId}#${version}`;
  let load = loading.get(loadKey);
  if (!load) {
    // The query runs after the version was read, so the items are at least that version.
    load = loadTenantConfigItems(tenantId)
      .then((items) => {
        const entry: CachedTenant = { version, items, byMode: new Map() };
        if (cache.size >= MAX_TENANTS && !cache.has(tenantId)) cache.delete(cache.keys().next().value as string);
        cache.set(tenantId, entry);
        return entry;
      })
      .finally(() => loading.delete(loadKey));
    loading.set(loadKey, load);
  }
  return load;
}

export async function tenantConfig(
  tenantId: string,
  mode: KeyMode,
  /** A read of the version this request already started (apiHandler reads it ahead). */
  versionRead: Promise<number> = readConfigVersion(tenantId),
): Promise<TenantConfig> {
  const version = await versionRead;
  const entry = await cachedItems(tenantId, version);
  let config = entry.byMode.get(mode);
  if (!config) {
    const ownPolicies = new Map(policies.pick(entry.items, mode).map((p) => [p.id, p]));
    const rules = compileTenantRules(recognizers.pick(entry.items, mode), listEntries.pick(entry.items, mode));
    config = { version, policy: (id) => ownPolicies.get(id), rules };
    entry.byMode.set(mode, config);
  }
  return config;
}
