import { BatchGetCommand, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { createHmac } from 'node:crypto';
import { dynamo } from '../adapters/aws/clients.js';
import { tableName } from '../config/env.js';
import { valueCipher } from '../crypto/value-cipher.js';
import { pseudonymCandidate } from '../detection/operators/methods.js';
import type { PseudonymItem, PseudonymStore } from '../detection/types.js';
import type { KeyMode } from '../tenancy/key-material.js';
import { tenantPk } from '../tenancy/tenant-repository.js';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
type Item = Record<string, unknown>;

/** DynamoDB takes up to 100 items in one transaction and 100 keys in one BatchGetItem. */
const MAX_TRANSACTION_ITEMS = 100;
const MAX_BATCH_KEYS = 100;
const READ_CONCURRENCY = 8;
/** DynamoDB Local runs transactions one at a time; a few in flight keep it busy without queuing. */
const WRITE_CONCURRENCY = 2;

/** Runs `task` over `items`, at most `limit` at a time. */
async function forEachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Pseudonym mappings of one tenant and mode in DynamoDB.
 *
 * - PSEUDO#<pseudonym>: entity type, encrypted original and the value's digest (reveal, and who
 *   owns a candidate). The digest is an HMAC with the tenant secret, so the table holds no
 *   original in the clear and no guessable hash of it.
 * - VALUE#<digest> → pseudonym: only for a value whose pseudonym is not its first candidate
 *   (probe 0), i.e. one that collided. Any other value is found by reading its first candidate's
 *   PSEUDO# item and comparing digests, so most mappings are one item, one write. (Mappings
 *   written before this have a VALUE# item too; the lookup reads it whenever the first candidate
 *   is not the value's own, so both layouts resolve the same.)
 *
 * A mapping's items are conditional puts in one transaction. Many values at once (a long text)
 * go through the batch forms: reads by BatchGetItem, the new mappings' puts in transactions of
 * up to 100 items. Candidates already taken are seen in the read before any write, so a
 * transaction fails only on a race with another request; then its mappings are claimed one by one.
 */
export class DynamoPseudonymStore implements PseudonymStore {
  /** Items this store instance (one request) has read or written, by sort key; null: absent. */
  private readonly known = new Map<string, Item | null>();

  constructor(
    private readonly tenantId: string,
    private readonly mode: KeyMode,
    private readonly tenantSecret: string,
  ) {}

  private digest(entityType: string, value: string) {
    return createHmac('sha256', this.tenantSecret).update(`${this.mode}\0${entityType}\0${value}`).digest('hex');
  }

  private firstCandidate(entityType: string, value: string) {
    return pseudonymCandidate(this.tenantSecret, entityType, value, 0);
  }

  private context(pseudonym: string) {
    return { tenant_id: this.tenantId, pseudonym };
  }

  async findByValue(entityType: string, value: string): Promise<string | undefined> {
    return (await this.findManyByValue([{ entityType, value }]))[0];
  }

  async findManyByValue(items: readonly PseudonymItem[]): Promise<(string | undefined)[]> {
    const digests = items.map(({ entityType, value }) => this.digest(entityType, value));
    const firsts = items.map(({ entityType, value }) => `PSEUDO#${this.firstCandidate(entityType, value)}`);
    // Consistent: claimMany trusts these reads to know which first candidates are free.
    await this.readMany(firsts, true);
    const result = items.map((_, i) => {
      const first = this.known.get(firsts[i] as string);
      return first && first.digest === digests[i] ? (first.pseudonym as string) : undefined;
    });
    // A first candidate owned by another value: this value, if stored, was probed further.
    const collided = items.flatMap((_, i) => (result[i] === undefined && this.known.get(firsts[i] as string) ? [i] : []));
    if (collided.length) {
      await this.readMany(collided.map((i) => `VALUE#${digests[i]}`), false);
      for (const i of collided) result[i] = this.known.get(`VALUE#${digests[i]}`)?.pseudonym as string | undefined;
    }
    return result;
  }

  async claim(pseudonym: string, entityType: string, value: string): Promise<boolean> {
    return (await this.claimMany([{ pseudonym, entityType, value }]))[0] as boolean;
  }

  async claimMany(claims: readonly (PseudonymItem & { pseudonym: string })[]): Promise<boolean[]> {
    const digests = claims.map(({ entityType, value }) => this.digest(entityType, value));
    const sks = claims.map(({ pseudonym }) => `PSEUDO#${pseudonym}`);
    await this.readMany(sks.filter((sk) => !this.known.has(sk)), true);
    const answers = claims.map((_, i) => {
      const owner = this.known.get(sks[i] as string);
      return owner ? owner.digest === digests[i] : false;
    });
    const free = claims.flatMap((claim, i) => (this.known.get(sks[i] as string) ? [] : [{ ...claim, digest: digests[i] as string, i }]));
    const mappings = await Promise.all(free.map(async (c) => ({ c, items: await this.mappingItems(c.pseudonym, c.entityType, c.value, c.digest) })));
    const transactions: (typeof mappings)[] = [];
    let size = MAX_TRANSACTION_ITEMS;
    for (const mapping of mappings) {
      if (size + mapping.items.length > MAX_TRANSACTION_ITEMS) {
        transactions.push([]);
        size = 0;
      }
      transactions.at(-1)?.push(mapping);
      size += mapping.items.length;
    }
    await forEachLimited(transactions, WRITE_CONCURRENCY, async (transaction) => {
      try {
        await dynamo().send(new TransactWriteCommand({ TransactItems: transaction.flatMap((m) => m.items) }));
        for (const { c, items } of transaction) {
          answers[c.i] = true;
          for (const item of items) this.known.set(item.Put?.Item?.sk as string, item.Put?.Item as Item);
        }
      } catch (error) {
        if ((error as Error).name !== 'TransactionCanceledException') throw error;
        // Another request claimed one of these meanwhile: settle each on its own.
        for (const { c, items } of transaction) answers[c.i] = await this.claimOne(c.pseudonym, c.digest, items);
      }
    });
    return answers;
  }

  /** One mapping's transaction; on a lost race, it is ours only if the winner mapped this same value. */
  private async claimOne(pseudonym: string, digest: string, items: TransactItem[]): Promise<boolean> {
    try {
      await dynamo().send(new TransactWriteCommand({ TransactItems: items }));
      return true;
    } catch (error) {
      if ((error as Error).name !== 'TransactionCanceledException') throw error;
    }
    const existing = await dynamo().send(
      new GetCommand({ TableName: tableName('pseudonyms'), Key: { pk: tenantPk(this.tenantId), sk: `PSEUDO#${pseudonym}` }, ConsistentRead: true }),
    );
    if (existing.Item) this.known.set(`PSEUDO#${pseudonym}`, existing.Item);
    return existing.Item?.digest === digest;
  }

  /** Reads items of this tenant by sort key into `known`, 100 keys per call, retrying unprocessed keys. */
  private async readMany(sks: readonly string[], consistent: boolean): Promise<void> {
    const table = tableName('pseudonyms');
    const pk = tenantPk(this.tenantId);
    const unique = [...new Set(sks)];
    const chunks: string[][] = [];
    for (let at = 0; at < unique.length; at += MAX_BATCH_KEYS) chunks.push(unique.slice(at, at + MAX_BATCH_KEYS));
    await forEachLimited(chunks, READ_CONCURRENCY, async (chunk) => {
      for (const sk of chunk) this.known.set(sk, null);
      let keys: Item[] = chunk.map((sk) => ({ pk, sk }));
      for (let attempt = 0; keys.length > 0; attempt++) {
        if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 25 * 2 ** attempt)));
        const out = await dynamo().send(new BatchGetCommand({ RequestItems: { [table]: { Keys: keys, ConsistentRead: consistent } } }));
        for (const item of out.Responses?.[table] ?? []) this.known.set(item.sk as string, item);
        keys = (out.UnprocessedKeys?.[table]?.Keys ?? []) as Item[];
      }
    });
  }

  /** The conditional puts of one mapping: PSEUDO#, plus VALUE# unless it is the first candidate. */
  private async mappingItems(pseudonym: string, entityType: string, value: string, digest: string): Promise<TransactItem[]> {
    const table = tableName('pseudonyms');
    const pk = tenantPk(this.tenantId);
    const ciphertext = await valueCipher().encrypt(value, this.context(pseudonym));
    const created_at = new Date().toISOString();
    const items: TransactItem[] = [
      {
        Put: {
          TableName: table,
          Item: { pk, sk: `PSEUDO#${pseudonym}`, pseudonym, entity_type: entityType, digest, ciphertext, mode: this.mode, created_at },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    ];
    if (pseudonym !== this.firstCandidate(entityType, value)) {
      items.push({
        Put: { TableName: table, Item: { pk, sk: `VALUE#${digest}`, pseudonym, created_at }, ConditionExpression: 'attribute_not_exists(pk)' },
      });
    }
    return items;
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
