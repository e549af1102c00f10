import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { createHmac } from 'node:crypto';
import { dynamo } from '../adapters/aws/clients.js';
import { tableName } from '../config/env.js';
import { valueCipher } from '../crypto/value-cipher.js';
import type { PseudonymStore } from '../detection/types.js';
import type { KeyMode } from '../tenancy/key-material.js';
import { tenantPk } from '../tenancy/tenant-repository.js';

/**
 * Pseudonym mappings of one tenant and mode in DynamoDB. Two items per mapping, written in one
 * transaction: PSEUDO#<pseudonym> (entity type + encrypted original, for reveal) and
 * VALUE#<digest> (for "same input, same pseudonym"). The digest is an HMAC with the tenant
 * secret, so the table holds no original in the clear and no guessable hash of it.
 */
export class DynamoPseudonymStore implements PseudonymStore {
  constructor(
    private readonly tenantId: string,
    private readonly mode: KeyMode,
    private readonly tenantSecret: string,
  ) {}

  private digest(entityType: string, value: string) {
    return createHmac('sha256', this.tenantSecret).update(`${this.mode}\0${entityType}\0${value}`).digest('hex');
  }

  private context(pseudonym: string) {
    return { tenant_id: this.tenantId, pseudonym };
  }

  async findByValue(entityType: string, value: string): Promise<string | undefined> {
    const out = await dynamo().send(
      new GetCommand({
        TableName: tableName('pseudonyms'),
        Key: { pk: tenantPk(this.tenantId), sk: `VALUE#${this.digest(entityType, value)}` },
      }),
    );
    return out.Item?.pseudonym as string | undefined;
  }

  async claim(pseudonym: string, entityType: string, value: string): Promise<boolean> {
    const digest = this.digest(entityType, value);
    const table = tableName('pseudonyms');
    const pk = tenantPk(this.tenantId);
    const ciphertext = await valueCipher().encrypt(value, this.context(pseudonym));
    const created_at = new Date().toISOString();
    try {
      await dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: table,
                Item: { pk, sk: `PSEUDO#${pseudonym}`, pseudonym, entity_type: entityType, digest, ciphertext, mode: this.mode, created_at },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            {
              Put: {
                TableName: table,
                Item: { pk, sk: `VALUE#${digest}`, pseudonym, created_at },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
          ],
        }),
      );
      return true;
    } catch (error) {
      if ((error as Error).name !== 'TransactionCanceledException') throw error;
    }
    // Lost a race or hit a collision: it is ours only if the pseudonym maps to this same value.
    const existing = await dynamo().send(
      new GetCommand({ TableName: table, Key: { pk, sk: `PSEUDO#${pseudonym}` }, ConsistentRead: true }),
    );
    return existing.Item?.digest === digest;
  }

  /** The original behind a pseudonym of this tenant and mode, or undefined. */
  async reveal(pseudonym: string): Promise<{ original_value: string; entity_type: string } | undefined> {
    const out = await dynamo().send(
      new GetCommand({
        TableName: tableName('pseudonyms'),
        Key: { pk: tenantPk(this.tenantId), sk: `PSEUDO#${pseudonym}` },
        ConsistentRead: true,
      }),
    );
    if (!out.Item || out.Item.mode !== this.mode) return undefined;
    const original_value = await valueCipher().decrypt(out.Item.ciphertext as string, this.context(pseudonym));
    return { original_value, entity_type: out.Item.entity_type as string };
  }
}
