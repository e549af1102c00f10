/**
 * The per-request DynamoDB traffic of the hot path (API key and config-version reads, counters),
 * group-committed (group-commit.ts): concurrent requests in one process share round trips, with
 * the same results and guarantees as one call per request.
 *
 * - consistentGet: strongly consistent reads; one batch is one GetItem, or one BatchGetItem for
 *   up to 100 distinct items (duplicates are read once).
 * - addToItem: unconditional ADDs to counters; one UpdateItem per distinct item per batch, with
 *   the amounts summed.
 * - addBelowLimit: "admit if the counter is still below the limit, then add" (rate limits,
 *   allowances); exact however many race. A batch of n on one counter is decided as one by one
 *   in arrival order, usually with one conditional UpdateItem (see limitedGroup).
 */
import { BatchGetCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './clients.js';
import { GroupCommit, groupIndexes, type Outcome } from './group-commit.js';

export type ItemKey = Record<string, string | number>;
type Item = Record<string, unknown>;

const MAX_BATCH_GET = 100;
const UNPROCESSED_RETRIES = 5;

const itemId = (table: string, key: ItemKey) =>
  `${table}\u0000${Object.keys(key)
    .sort()
    .map((name) => `${name}\u0001${String(key[name])}`)
    .join('\u0000')}`;

const isConditionFailure = (error: unknown) => (error as Error)?.name === 'ConditionalCheckFailedException';

const settle = async <R>(work: Promise<R>): Promise<Outcome<R>> =>
  work.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );

// ---------------------------------------------------------------- reads

interface ReadRequest {
  table: string;
  key: ItemKey;
}

async function readBatch(requests: readonly ReadRequest[]): Promise<Outcome<Item | undefined>[]> {
  const groups = groupIndexes(requests, (r) => itemId(r.table, r.key));
  const distinct = [...groups.values()].map((indexes) => requests[indexes[0]!]!);
  const found = new Map<string, Outcome<Item | undefined>>();
  if (distinct.length === 1) {
    const { table, key } = distinct[0]!;
    const outcome = await settle(
      dynamo()
        .send(new GetCommand({ TableName: table, Key: key, ConsistentRead: true }))
        .then((out) => out.Item),
    );
    found.set(itemId(table, key), outcome);
  } else {
    for (let at = 0; at < distinct.length; at += MAX_BATCH_GET) {
      const chunk = distinct.slice(at, at + MAX_BATCH_GET);
      const outcome = await settle(batchGet(chunk));
      for (const r of chunk) {
        const id = itemId(r.table, r.key);
        found.set(id, outcome.ok ? { ok: true, value: outcome.value.get(id) } : outcome);
      }
    }
  }
  return requests.map((r) => found.get(itemId(r.table, r.key))!);
}

/** One BatchGetItem (ConsistentRead per table), retrying whatever DynamoDB left unprocessed. */
async function batchGet(requests: readonly ReadRequest[]): Promise<Map<string, Item>> {
  const keyNames = new Map(requests.map((r) => [r.table, Object.keys(r.key)]));
  let pending: Record<string, { Keys: ItemKey[]; ConsistentRead: true }> = {};
  for (const { table, key } of requests) (pending[table] ??= { Keys: [], ConsistentRead: true }).Keys.push(key);
  const items = new Map<string, Item>();
  for (let attempt = 0; Object.keys(pending).length > 0; attempt++) {
    if (attempt > UNPROCESSED_RETRIES) throw new Error('DynamoDB left reads unprocessed after several retries');
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** attempt));
    const out = await dynamo().send(new BatchGetCommand({ RequestItems: pending }));
    for (const [table, tableItems] of Object.entries(out.Responses ?? {})) {
      const names = keyNames.get(table) ?? [];
      for (const item of tableItems) {
        items.set(itemId(table, Object.fromEntries(names.map((n) => [n, item[n] as string | number]))), item);
      }
    }
    pending = {};
    for (const [table, left] of Object.entries(out.UnprocessedKeys ?? {})) {
      if (left.Keys?.length) pending[table] = { Keys: left.Keys as ItemKey[], ConsistentRead: true };
    }
  }
  return items;
}

const reads = new GroupCommit(readBatch);

/** A strongly consistent read of one item (undefined when it does not exist). */
export function consistentGet(table: string, key: ItemKey): Promise<Item | undefined> {
  return reads.submit({ table, key });
}

// ---------------------------------------------------------------- unconditional counters

interface AddRequest {
  table: string;
  key: ItemKey;
  add: Record<string, number>;
  setIfMissing?: Record<string, unknown>;
}

function addExpression(add: Record<string, number>, setIfMissing: Record<string, unknown> = {}) {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const adds = Object.entries(add).map(([name, amount], i) => {
    names[`#a${i}`] = name;
    values[`:a${i}`] = amount;
    return `#a${i} :a${i}`;
  });
  const sets = Object.entries(setIfMissing).map(([name, value], i) => {
    names[`#s${i}`] = name;
    values[`:s${i}`] = value;
    return `#s${i} = if_not_exists(#s${i}, :s${i})`;
  });
  return {
    UpdateExpression: `ADD ${adds.join(', ')}${sets.length ? ` SET ${sets.join(', ')}` : ''}`,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
}

async function addBatch(requests: readonly AddRequest[]): Promise<Outcome<void>[]> {
  const outcomes: Outcome<void>[] = new Array(requests.length);
  const groups = groupIndexes(requests, (r) => itemId(r.table, r.key));
  await Promise.all(
    [...groups.values()].map(async (indexes) => {
      const total: Record<string, number> = {};
      for (const i of indexes) for (const [name, amount] of Object.entries(requests[i]!.add)) total[name] = (total[name] ?? 0) + amount;
      const { table, key, setIfMissing } = requests[indexes[0]!]!;
      const outcome = await settle(
        dynamo()
          .send(new UpdateCommand({ TableName: table, Key: key, ...addExpression(total, setIfMissing) }))
          .then(() => undefined),
      );
      for (const i of indexes) outcomes[i] = outcome;
    }),
  );
  return outcomes;
}

const adds = new GroupCommit(addBatch);

/** Adds amounts to numeric attributes of one item (creating it), and sets others if missing. */
export function addToItem(table: string, key: ItemKey, add: Record<string, number>, setIfMissing?: Record<string, unknown>): Promise<void> {
  return adds.submit({ table, key, add, ...(setIfMissing ? { setIfMissing } : {}) });
}

// ---------------------------------------------------------------- counters with a limit

interface LimitedAddRequest {
  table: string;
  key: ItemKey;
  attribute: string;
  amount: number;
  limit: number;
  setIfMissing?: Record<string, unknown>;
}

/** The counter after the add, or undefined when it was not below the limit (nothing added). */
type LimitedAddResult = number | undefined;

/** A condition that failed, with the counter's value it saw (DynamoDB returns the old item). */
class CounterMoved extends Error {
  constructor(readonly value: number) {
    super('counter moved');
  }
}

/**
 * Adds `amount` when the condition on the counter holds; the counter after the add. A failed
 * condition throws CounterMoved with the counter's current value, so the caller can decide
 * again without reading it.
 */
async function conditionalAdd(r: LimitedAddRequest, amount: number, condition: { below: number } | { equals: number }): Promise<number> {
  const expression = addExpression({ [r.attribute]: amount }, r.setIfMissing);
  const absentOk = 'below' in condition ? condition.below > 0 : condition.equals === 0;
  const test = 'below' in condition ? '#a0 < :c' : '#a0 = :c';
  try {
    const out = await dynamo().send(
      new UpdateCommand({
        TableName: r.table,
        Key: r.key,
        ...expression,
        ConditionExpression: absentOk ? `attribute_not_exists(#a0) OR ${test}` : test,
        ExpressionAttributeValues: { ...expression.ExpressionAttributeValues, ':c': 'below' in condition ? condition.below : condition.equals },
        ReturnValues: 'UPDATED_NEW',
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return Number(out.Attributes?.[r.attribute] ?? amount);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // The old item comes back as raw attribute values (the document client does not convert it).
    const old = (error as { Item?: Record<string, { N?: string }> }).Item;
    throw new CounterMoved(Number(old?.[r.attribute]?.N ?? 0));
  }
}

/** How many of `requests`, in order, are admitted one by one starting from `counter`, and their sum. */
function admittedFrom(counter: number, requests: readonly LimitedAddRequest[]): { count: number; sum: number } {
  let sum = 0;
  let count = 0;
  while (count < requests.length && counter + sum < requests[count]!.limit) sum += requests[count++]!.amount;
  return { count, sum };
}

const MAX_GROUP_ATTEMPTS = 4;

/**
 * n requests on one counter, decided exactly as one by one in arrival order, usually with one
 * conditional ADD: first assuming the counter leaves room for all that would fit from zero
 * (condition: below the threshold that admits them all); if it does not, DynamoDB returns the
 * counter's value, the admitted prefix is worked out from it, and that prefix is added on the
 * condition that the counter still holds that value. Over the limit this costs one failed
 * condition and no further calls. If other writers keep moving the counter, the rest goes one
 * by one.
 */
async function limitedGroup(requests: readonly LimitedAddRequest[]): Promise<Outcome<LimitedAddResult>[]> {
  let known: number | undefined;
  for (let attempt = 0; attempt < MAX_GROUP_ATTEMPTS; attempt++) {
    const { count, sum } = admittedFrom(known ?? 0, requests);
    const rejected = (from: number) => requests.slice(from).map(() => ({ ok: true as const, value: undefined }));
    // From zero nothing fits (a limit of 0), or the counter already stands at or above the limit.
    if (count === 0) return rejected(0);
    const last = requests[count - 1]!;
    try {
      const after = await conditionalAdd(
        requests[0]!,
        sum,
        known === undefined ? { below: last.limit - (sum - last.amount) } : { equals: known },
      );
      let running = after - sum;
      return [...requests.slice(0, count).map((r) => ({ ok: true as const, value: (running += r.amount) })), ...rejected(count)];
    } catch (error) {
      if (!(error instanceof CounterMoved)) return requests.map(() => ({ ok: false as const, error }));
      known = error.value;
    }
  }
  return oneByOne(requests);
}

async function oneByOne(requests: readonly LimitedAddRequest[]): Promise<Outcome<LimitedAddResult>[]> {
  const outcomes: Outcome<LimitedAddResult>[] = [];
  for (const r of requests) {
    outcomes.push(
      await settle(
        conditionalAdd(r, r.amount, { below: r.limit }).catch((error: unknown) => {
          if (error instanceof CounterMoved) return undefined;
          throw error;
        }),
      ),
    );
  }
  return outcomes;
}

async function limitedBatch(requests: readonly LimitedAddRequest[]): Promise<Outcome<LimitedAddResult>[]> {
  const outcomes: Outcome<LimitedAddResult>[] = new Array(requests.length);
  const groups = groupIndexes(requests, (r) => `${itemId(r.table, r.key)}\u0002${r.attribute}\u0002${r.limit}`);
  await Promise.all(
    [...groups.values()].map(async (indexes) => {
      const results = await limitedGroup(indexes.map((i) => requests[i]!));
      indexes.forEach((i, at) => (outcomes[i] = results[at]!));
    }),
  );
  return outcomes;
}

const limitedAdds = new GroupCommit(limitedBatch);

/**
 * Adds `amount` to a counter if it is below `limit` before the add (absent counts as 0): the
 * counter after the add, or undefined when the limit was already reached (nothing added).
 */
export function addBelowLimit(
  table: string,
  key: ItemKey,
  attribute: string,
  amount: number,
  limit: number,
  setIfMissing?: Record<string, unknown>,
): Promise<LimitedAddResult> {
  return limitedAdds.submit({ table, key, attribute, amount, limit, ...(setIfMissing ? { setIfMissing } : {}) });
}
