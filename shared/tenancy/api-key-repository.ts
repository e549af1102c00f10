import { z } from 'zod';
import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../adapters/aws/clients.js';
import { consistentGet } from '../adapters/aws/coalesced-items.js';
import { queryAll } from '../adapters/aws/query-all.js';
import { tableName } from '../config/env.js';
import { forbidden } from '../http/errors.js';
import { generateApiKey, hashApiKey, keyPrefix, newId, type KeyMode } from './key-material.js';
import { assertNotOwnedElsewhere, putOwner } from './ownership.js';
import { tenantPk } from './tenant-repository.js';

export type KeyRole = 'admin' | 'member';

export const apiKeyResponse = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  role: z.enum(['admin', 'member']),
  mode: z.enum(['live', 'test']),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});

/** Creation is the only time the full key is shown. */
export const createdApiKeyResponse = apiKeyResponse.extend({ key: z.string() });

/** The API key object of the contract (without `key`, which exists only at creation). */
export interface ApiKey {
  id: string;
  name: string;
  prefix: string;
  role: KeyRole;
  mode: KeyMode;
  created_at: string;
  last_used_at: string | null;
}

export interface StoredApiKey extends ApiKey {
  tenant_id: string;
  revoked_at?: string;
}

const keyPk = (hash: string) => `KEY#${hash}`;

const toApiKey = ({ id, name, prefix, role, mode, created_at, last_used_at }: StoredApiKey): ApiKey => ({
  id,
  name,
  prefix,
  role,
  mode,
  created_at,
  last_used_at: last_used_at ?? null,
});

export async function createApiKey(input: {
  tenantId: string;
  name: string;
  role: KeyRole;
  mode: KeyMode;
  /** A fixed key value (local bootstrap pins); otherwise a fresh random one. */
  key?: string;
}): Promise<{ apiKey: ApiKey; key: string }> {
  const key = input.key ?? generateApiKey(input.mode);
  const stored: StoredApiKey = {
    id: newId('key'),
    tenant_id: input.tenantId,
    name: input.name,
    prefix: keyPrefix(key),
    role: input.role,
    mode: input.mode,
    created_at: new Date().toISOString(),
    last_used_at: null,
  };
  const table = tableName('apiKeys');
  await dynamo().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: table,
            Item: {
              pk: keyPk(hashApiKey(key)),
              sk: 'KEY',
              gsi1pk: tenantPk(input.tenantId),
              gsi1sk: `KEY#${stored.created_at}#${stored.id}`,
              ...stored,
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        // Tells "another tenant's key" (403) from "no such key" (404): see ownership.ts.
        putOwner(table, stored.id, input.tenantId, stored.mode),
      ],
    }),
  );
  return { apiKey: toApiKey(stored), key };
}

/** Key hash → tenant id of keys this process has seen; a key never changes tenant. */
const tenantOfKey = new Map<string, string>();
const MAX_REMEMBERED_KEYS = 10_000;

/** Strongly consistent, so a revocation is seen by the very next request. */
export async function findApiKeyByValue(key: string): Promise<StoredApiKey | undefined> {
  const hash = hashApiKey(key);
  const stored = (await consistentGet(tableName('apiKeys'), { pk: keyPk(hash), sk: 'KEY' })) as StoredApiKey | undefined;
  if (stored && !tenantOfKey.has(hash)) {
    if (tenantOfKey.size >= MAX_REMEMBERED_KEYS) tenantOfKey.clear();
    tenantOfKey.set(hash, stored.tenant_id);
  }
  return stored;
}

/**
 * The tenant a key belonged to when this process last looked it up, without a read. Only a hint
 * for reading ahead (the key may since be revoked): authentication still decides.
 */
export function rememberedTenantOfKey(key: string): string | undefined {
  return tenantOfKey.get(hashApiKey(key));
}

async function queryTenantKeys(tenantId: string): Promise<(StoredApiKey & { pk: string })[]> {
  return queryAll<StoredApiKey & { pk: string }>({
    TableName: tableName('apiKeys'),
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :key)',
    ExpressionAttributeValues: { ':pk': tenantPk(tenantId), ':key': 'KEY#' },
  });
}

/** Active keys of a tenant in one mode, oldest first. Revoked keys are gone for good and not listed. */
export async function listApiKeys(tenantId: string, mode: KeyMode): Promise<ApiKey[]> {
  return (await queryTenantKeys(tenantId)).filter((k) => !k.revoked_at && k.mode === mode).map(toApiKey);
}

export async function getApiKey(tenantId: string, keyId: string): Promise<StoredApiKey | undefined> {
  return (await queryTenantKeys(tenantId)).find((k) => k.id === keyId && !k.revoked_at);
}

/**
 * Returns false when the tenant has no active key with this id. A key of another tenant is 403
 * (see ownership.ts), and so is a key of the other mode: live and test keys are separate worlds.
 */
export async function revokeApiKey(tenantId: string, keyId: string, mode: KeyMode): Promise<boolean> {
  const target = (await queryTenantKeys(tenantId)).find((k) => k.id === keyId && !k.revoked_at);
  if (!target) {
    await assertNotOwnedElsewhere(tableName('apiKeys'), keyId, tenantId, 'API key');
    return false;
  }
  if (target.mode !== mode) throw forbidden(`This API key belongs to ${target.mode} mode; a ${mode} key cannot revoke it.`);
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName('apiKeys'),
        Key: { pk: target.pk, sk: 'KEY' },
        UpdateExpression: 'SET revoked_at = :now',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(revoked_at) AND tenant_id = :tenant',
        ExpressionAttributeValues: { ':now': new Date().toISOString(), ':tenant': tenantId },
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

const LAST_USED_RESOLUTION_MS = 60_000;

/** Keys this process has just touched, so a burst of requests sends one write, not one each. */
const touchedAt = new Map<string, number>();

/** At most one write a minute per key: the condition makes concurrent writers race harmlessly. */
export async function touchLastUsed(key: string, stored: StoredApiKey, now = Date.now()): Promise<void> {
  if (stored.last_used_at && now - Date.parse(stored.last_used_at) < LAST_USED_RESOLUTION_MS) return;
  if (now - (touchedAt.get(stored.id) ?? 0) < LAST_USED_RESOLUTION_MS) return;
  if (touchedAt.size > 10_000) touchedAt.clear();
  touchedAt.set(stored.id, now);
  const cutoff = new Date(now - LAST_USED_RESOLUTION_MS).toISOString();
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName('apiKeys'),
        Key: { pk: keyPk(hashApiKey(key)), sk: 'KEY' },
        UpdateExpression: 'SET last_used_at = :now',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(last_used_at) OR last_used_at = :null OR last_used_at < :cutoff)',
        ExpressionAttributeValues: { ':now': new Date(now).toISOString(), ':cutoff': cutoff, ':null': null },
      }),
    );
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
  }
}
