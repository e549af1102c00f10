import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../adapters/aws/clients.js';
import { queryAll } from '../adapters/aws/query-all.js';
import { tableName } from '../config/env.js';
import { tenantPk } from '../tenancy/tenant-repository.js';

export const VERSION_SK = 'VERSION';

/** The tenant's config version: bumped by every policy, recognizer or list change. */
export async function readConfigVersion(tenantId: string): Promise<number> {
  const out = await dynamo().send(
    new GetCommand({
      TableName: tableName('config'),
      Key: { pk: tenantPk(tenantId), sk: VERSION_SK },
      ConsistentRead: true,
    }),
  );
  return Number(out.Item?.version ?? 0);
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
