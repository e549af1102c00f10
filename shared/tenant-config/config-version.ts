import { consistentGet } from '../adapters/aws/coalesced-items.js';
import { queryAll } from '../adapters/aws/query-all.js';
import { tableName } from '../config/env.js';
import { tenantPk } from '../tenancy/tenant-repository.js';

export const VERSION_SK = 'VERSION';

/** The tenant's config version: bumped by every policy, recognizer or list change. */
export async function readConfigVersion(tenantId: string): Promise<number> {
  const item = await consistentGet(tableName('config'), { pk: tenantPk(tenantId), sk: VERSION_SK });
  return Number(item?.version ?? 0);
}

/** Every config item of a tenant (one partition), strongly consistent. */
export async function loadTenantConfigItems(tenantId: string): Promise<Record<string, unknown>[]> {
  return queryAll({
    TableName: tableName('config'),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': tenantPk(tenantId) },
    ConsistentRead: true,
  });
}
