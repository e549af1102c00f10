/**
 * Telling "belongs to another tenant" (403, the contract's permission rule) from "does not
 * exist" (404). Records live in their tenant's partition, so a lookup by id in the caller's
 * partition cannot see other tenants' records. Every tenant-owned resource therefore also has an
 * owner marker keyed by its id alone, `{pk: OWNER#<id>, sk: OWNER, tenant_id, mode}`, written in
 * the same transaction as the record (and removed with it when the record is hard-deleted).
 * A lookup reads the caller's partition first; only on a miss does it read the marker, so the
 * common path costs nothing more, and no record of another tenant is ever read or returned.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../adapters/aws/clients.js';
import { forbidden } from '../http/errors.js';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export const ownerKey = (id: string) => ({ pk: `OWNER#${id}`, sk: 'OWNER' });

/** The marker's put, for the transaction that creates the record. */
export function putOwner(table: string, id: string, tenantId: string, mode: string): TransactItem {
  return {
    Put: {
      TableName: table,
      Item: { ...ownerKey(id), tenant_id: tenantId, mode, created_at: new Date().toISOString() },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** The marker's delete, for the transaction that hard-deletes the record. */
export function deleteOwner(table: string, id: string): TransactItem {
  return { Delete: { TableName: table, Key: ownerKey(id) } };
}

/**
 * Call after the record was not found in the caller's tenant: throws 403 when the id belongs to
 * another tenant; returns when it exists nowhere (the caller answers 404).
 */
export async function assertNotOwnedElsewhere(table: string, id: string, tenantId: string, noun: string): Promise<void> {
  const marker = (await dynamo().send(new GetCommand({ TableName: table, Key: ownerKey(id), ConsistentRead: true }))).Item;
  if (marker && marker.tenant_id !== tenantId) throw forbidden(`This ${noun} belongs to another tenant.`);
}
