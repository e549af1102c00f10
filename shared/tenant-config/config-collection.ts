import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../adapters/aws/clients.js';
import { tableName } from '../config/env.js';
import { conflict } from '../http/errors.js';
import { newId, type KeyMode } from '../tenancy/key-material.js';
import { assertNotOwnedElsewhere, deleteOwner, putOwner } from '../tenancy/ownership.js';
import { tenantPk } from '../tenancy/tenant-repository.js';
import { VERSION_SK } from './config-version.js';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** Fields every tenant-config record carries besides its own. */
export interface ConfigRecord {
  id: string;
  mode: KeyMode;
  created_at: string;
  updated_at: string;
  deleted_at?: string;
}

export interface CollectionSpec<T> {
  /** Sort-key kind: POLICY, RECOGNIZER, LIST. */
  kind: string;
  idPrefix: string;
  /** Two active records of a tenant and mode may not share this key (names, identical entries). */
  uniqueKey(record: T): string;
  /** Soft-deleted records stay (for audit) but are never used or listed again. */
  softDelete: boolean;
  conflictDetail: string;
  /**
   * Items of other tables or partitions that must change in the same transaction as a record
   * (a connector's entry in the schedule index): written on create and update, deleted on remove.
   */
  sideItems?(tenantId: string, record: T): { put?: TransactItem; remove: TransactItem };
}

/**
 * One kind of tenant configuration in the `config` table. Every write is a transaction that
 * also bumps the tenant's config version, so caches of compiled tenant rules (read per request)
 * see a change on the very next request; uniqueness is held by guard items in the same
 * transaction, so two concurrent creates of one name cannot both succeed.
 */
export class ConfigCollection<T extends ConfigRecord> {
  constructor(private readonly spec: CollectionSpec<T>) {}

  private sk(id: string) {
    return `${this.spec.kind}#${id}`;
  }

  private guard(tenantId: string, record: T) {
    return { pk: tenantPk(tenantId), sk: `UNIQUE#${this.spec.kind}#${record.mode}#${this.spec.uniqueKey(record)}` };
  }

  private bumpVersion(tenantId: string): TransactItem {
    return {
      Update: {
        TableName: tableName('config'),
        Key: { pk: tenantPk(tenantId), sk: VERSION_SK },
        UpdateExpression: 'ADD #v :one',
        ExpressionAttributeNames: { '#v': 'version' },
        ExpressionAttributeValues: { ':one': 1 },
      },
    };
  }

  private async write(items: TransactItem[], guardIndexes: number[]): Promise<void> {
    try {
      await dynamo().send(new TransactWriteCommand({ TransactItems: items }));
    } catch (error) {
      const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
      if ((error as Error).name === 'TransactionCanceledException' && reasons) {
        if (guardIndexes.some((i) => reasons[i]?.Code === 'ConditionalCheckFailed')) throw conflict(this.spec.conflictDetail);
        if (reasons.some((r) => r.Code === 'ConditionalCheckFailed' || r.Code === 'TransactionConflict')) {
          throw conflict('The resource was changed by another request; retry.');
        }
      }
      throw error;
    }
  }

  async create(tenantId: string, mode: KeyMode, fields: Omit<T, keyof ConfigRecord>): Promise<T> {
    const now = new Date().toISOString();
    const record = { ...fields, id: newId(this.spec.idPrefix), mode, created_at: now, updated_at: now } as T;
    const table = tableName('config');
    await this.write(
      [
        {
          Put: {
            TableName: table,
            Item: { pk: tenantPk(tenantId), sk: this.sk(record.id), ...record },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        { Put: { TableName: table, Item: this.guard(tenantId, record), ConditionExpression: 'attribute_not_exists(pk)' } },
        this.bumpVersion(tenantId),
        putOwner(table, record.id, tenantId, mode),
        ...this.side(tenantId, record),
      ],
      [1],
    );
    return record;
  }

  /** The active record, or undefined (also for soft-deleted ones). */
  async get(tenantId: string, id: string): Promise<T | undefined> {
    const out = await dynamo().send(
      new GetCommand({ TableName: tableName('config'), Key: { pk: tenantPk(tenantId), sk: this.sk(id) }, ConsistentRead: true }),
    );
    if (!out.Item || out.Item.deleted_at) return undefined;
    return strip<T>(out.Item);
  }

  /**
   * The active record of this tenant; 403 when the id is another tenant's (see ownership.ts);
   * undefined when it exists nowhere, or is this tenant's but soft-deleted.
   */
  async find(tenantId: string, id: string, noun: string): Promise<T | undefined> {
    const record = await this.get(tenantId, id);
    if (!record) await assertNotOwnedElsewhere(tableName('config'), id, tenantId, noun);
    return record;
  }

  async update(tenantId: string, current: T, patch: Partial<Omit<T, keyof ConfigRecord>>): Promise<T> {
    const next = { ...current, ...patch, updated_at: new Date().toISOString() } as T;
    const table = tableName('config');
    const items: TransactItem[] = [
      {
        Put: {
          TableName: table,
          Item: { pk: tenantPk(tenantId), sk: this.sk(current.id), ...next },
          // Optimistic lock: nobody changed or deleted it since it was read.
          ConditionExpression: 'updated_at = :seen AND attribute_not_exists(deleted_at)',
          ExpressionAttributeValues: { ':seen': current.updated_at },
        },
      },
      this.bumpVersion(tenantId),
      ...this.side(tenantId, next),
    ];
    const guardIndexes: number[] = [];
    if (this.spec.uniqueKey(next) !== this.spec.uniqueKey(current)) {
      items.push({ Delete: { TableName: table, Key: this.guard(tenantId, current) } });
      guardIndexes.push(items.length);
      items.push({ Put: { TableName: table, Item: this.guard(tenantId, next), ConditionExpression: 'attribute_not_exists(pk)' } });
    }
    await this.write(items, guardIndexes);
    return next;
  }

  async remove(tenantId: string, current: T): Promise<void> {
    const table = tableName('config');
    const key = { pk: tenantPk(tenantId), sk: this.sk(current.id) };
    const removal: TransactItem = this.spec.softDelete
      ? {
          Update: {
            TableName: table,
            Key: key,
            UpdateExpression: 'SET deleted_at = :now',
            ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deleted_at)',
            ExpressionAttributeValues: { ':now': new Date().toISOString() },
          },
        }
      : { Delete: { TableName: table, Key: key, ConditionExpression: 'attribute_exists(pk)' } };
    const items = [removal, { Delete: { TableName: table, Key: this.guard(tenantId, current) } }, this.bumpVersion(tenantId)];
    // A soft-deleted record is still this tenant's; a hard-deleted one exists nowhere.
    if (!this.spec.softDelete) items.push(deleteOwner(table, current.id));
    const side = this.spec.sideItems?.(tenantId, current).remove;
    if (side) items.push(side);
    await this.write(items, []);
  }

  private side(tenantId: string, record: T): TransactItem[] {
    const items = this.spec.sideItems?.(tenantId, record);
    if (!items) return [];
    return [items.put ?? items.remove];
  }

  /** Active records of this kind among a tenant's raw config items (see loadTenantConfig). */
  pick(items: readonly Record<string, unknown>[], mode?: KeyMode): T[] {
    const prefix = `${this.spec.kind}#`;
    return items
      .filter((i) => typeof i.sk === 'string' && i.sk.startsWith(prefix) && !i.deleted_at && (!mode || i.mode === mode))
      .map((i) => strip<T>(i))
      .sort((a, b) => a.created_at.localeCompare(b.created_at));
  }
}

function strip<T>(item: Record<string, unknown>): T {
  const { pk: _pk, sk: _sk, ...record } = item;
  return record as T;
}
