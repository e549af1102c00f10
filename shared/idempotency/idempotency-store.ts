import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { createHash } from 'node:crypto';
import { dynamo } from '../adapters/aws/clients.js';
import { tableName } from '../config/env.js';
import { conflict } from '../http/errors.js';
import type { HttpResult } from '../http/response.js';
import { tenantPk } from '../tenancy/tenant-repository.js';

/** A completed request's response is replayed for this long. */
const TTL_SECONDS = 24 * 60 * 60;

export interface IdempotencyClaim {
  /** Present when an earlier request with this key completed: replay it. */
  replay?: HttpResult;
  /** Call with the final response to store it, or with undefined to release the key. */
  settle(result: HttpResult | undefined): Promise<void>;
}

const fingerprint = (operation: string, body: string | undefined) =>
  createHash('sha256').update(operation).update('\0').update(body ?? '').digest('hex');

/**
 * Idempotency-Key (DECISIONS): a retry with the same key and body within 24 h gets the first
 * response; the same key with another body, or while the first is still running, is 409. A
 * first attempt that never finished (crashed, timed out) holds the key only until its
 * in-progress record expires, just after the function's time limit; then a retry runs.
 * Keys are scoped to the tenant and the API key's mode, never shared across tenants.
 */
export async function claimIdempotencyKey(input: {
  tenantId: string;
  mode: string;
  key: string;
  operation: string;
  body: string | undefined;
  /**
   * How long the claim holds while the first request runs: just past the function's time limit,
   * so a request that crashed or timed out releases its key by itself.
   */
  inProgressSeconds: number;
}): Promise<IdempotencyClaim> {
  const table = tableName('idempotency');
  const Key = { pk: tenantPk(input.tenantId), sk: `IDEM#${input.mode}#${input.key}` };
  const hash = fingerprint(input.operation, input.body);
  const now = Math.floor(Date.now() / 1000);
  const settle = async (result: HttpResult | undefined) => {
    if (!result) {
      await dynamo().send(new DeleteCommand({ TableName: table, Key }));
      return;
    }
    await dynamo().send(
      new UpdateCommand({
        TableName: table,
        Key,
        UpdateExpression: 'SET #status = :done, #response = :response, expires_at = :expires',
        ExpressionAttributeNames: { '#status': 'status', '#response': 'response' },
        ExpressionAttributeValues: {
          ':done': 'completed',
          ':response': JSON.stringify(result),
          ':expires': Math.floor(Date.now() / 1000) + TTL_SECONDS,
        },
      }),
    );
  };
  try {
    await dynamo().send(
      new PutCommand({
        TableName: table,
        Item: { ...Key, status: 'in_progress', fingerprint: hash, expires_at: now + input.inProgressSeconds },
        // DynamoDB Local (and AWS, up to 48 h) may keep expired items: treat them as absent.
        ConditionExpression: 'attribute_not_exists(pk) OR expires_at < :now',
        ExpressionAttributeValues: { ':now': now },
      }),
    );
    return { settle };
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
  }
  const existing = (await dynamo().send(new GetCommand({ TableName: table, Key, ConsistentRead: true }))).Item;
  if (!existing || existing.fingerprint !== hash) {
    throw conflict('This Idempotency-Key was already used with a different request.');
  }
  if (existing.status !== 'completed' || typeof existing.response !== 'string') {
    throw conflict('A request with this Idempotency-Key is still being processed; retry shortly.');
  }
  const replay = JSON.parse(existing.response) as HttpResult;
  return { replay: { ...replay, headers: { ...replay.headers, 'idempotent-replayed': 'true' } }, settle: async () => {} };
}
