import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { dynamo } from '../../../shared/adapters/aws/clients.js';
import { addBelowLimit, addToItem, consistentGet } from '../../../shared/adapters/aws/coalesced-items.js';
import { tableName } from '../../../shared/config/env.js';
import { recordDynamoCalls } from '../helpers/dynamo-calls.js';

/**
 * The group-committed reads and counters against DynamoDB Local (the global setup's stack):
 * concurrent callers get exactly the answers one call each would have given, with fewer calls.
 * Calls are counted on the wire (node's http client diagnostics channel), not by mocking.
 */
const calls = recordDynamoCalls();

const run = `coalesce_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
const counters = () => tableName('counters');
const key = (name: string) => ({ pk: `TEST#${run}`, sk: name });

describe('consistentGet', () => {
  it('answers each concurrent reader with its own item, reading each distinct item once', async () => {
    await Promise.all(
      ['a', 'b', 'c'].map((name, i) => dynamo().send(new PutCommand({ TableName: counters(), Item: { ...key(name), value: i } }))),
    );
    calls.length = 0;
    const names = Array.from({ length: 40 }, (_, i) => ['a', 'b', 'c', 'missing'][i % 4]!);
    const items = await Promise.all(names.map((name) => consistentGet(counters(), key(name))));
    items.forEach((item, i) => {
      const name = names[i]!;
      if (name === 'missing') expect(item).toBeUndefined();
      else expect(item).toMatchObject({ sk: name, value: ['a', 'b', 'c'].indexOf(name) });
    });
    expect(calls).toEqual(['BatchGetItem']);
  });

  it('sees a write that completed before the read was asked for', async () => {
    await dynamo().send(new PutCommand({ TableName: counters(), Item: { ...key('fresh'), value: 1 } }));
    const before = consistentGet(counters(), key('fresh'));
    expect((await before)?.value).toBe(1);
    await dynamo().send(new PutCommand({ TableName: counters(), Item: { ...key('fresh'), value: 2 } }));
    expect((await consistentGet(counters(), key('fresh')))?.value).toBe(2);
    // One distinct item per batch is a plain GetItem.
    expect(calls.filter((c) => c !== 'PutItem')).toEqual(['GetItem', 'GetItem']);
  });
});

describe('addToItem', () => {
  it('sums concurrent adds into one update per item', async () => {
    await Promise.all(
      Array.from({ length: 30 }, (_, i) => addToItem(counters(), key(i % 2 ? 'odd' : 'even'), { tokens: i, requests: 1 })),
    );
    const [even, odd] = await Promise.all([consistentGet(counters(), key('even')), consistentGet(counters(), key('odd'))]);
    expect(even).toMatchObject({ tokens: 210, requests: 15 }); // 0 + 2 + ... + 28
    expect(odd).toMatchObject({ tokens: 225, requests: 15 }); // 1 + 3 + ... + 29
    expect(calls.filter((c) => c === 'UpdateItem').length).toBe(2);
  });

  it('sets attributes only when they are missing', async () => {
    await addToItem(counters(), key('ttl'), { n: 1 }, { expires_at: 100 });
    await addToItem(counters(), key('ttl'), { n: 1 }, { expires_at: 200 });
    expect(await consistentGet(counters(), key('ttl'))).toMatchObject({ n: 2, expires_at: 100 });
  });
});

describe('addBelowLimit', () => {
  it('admits exactly the limit when many more race for it, each with its own count', async () => {
    const results = await Promise.all(Array.from({ length: 150 }, () => addBelowLimit(counters(), key('rate'), 'count', 1, 100)));
    const admitted = results.filter((r): r is number => r !== undefined);
    expect(admitted).toHaveLength(100);
    expect([...admitted].sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect((await consistentGet(counters(), key('rate')))?.count).toBe(100);
    // Nothing more gets in afterwards.
    expect(await addBelowLimit(counters(), key('rate'), 'count', 1, 100)).toBeUndefined();
  });

  it('admits a request while the counter is below the limit, as one-by-one calls would', async () => {
    // 40 requests of 30 tokens against 1,000: the 34th starts at 990 and passes (ending at
    // 1,020); the 35th would start at 1,020 and is refused.
    const results = await Promise.all(Array.from({ length: 40 }, () => addBelowLimit(counters(), key('tokens'), 'used', 30, 1000)));
    expect(results.filter((r) => r !== undefined)).toHaveLength(34);
    expect((await consistentGet(counters(), key('tokens')))?.used).toBe(1020);
  });

  it('shares one conditional update while everyone fits', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => addBelowLimit(counters(), key('roomy'), 'count', 1, 1000)));
    expect(results.every((r) => r !== undefined)).toBe(true);
    expect(calls.filter((c) => c === 'UpdateItem').length).toBeLessThanOrEqual(2);
    expect((await consistentGet(counters(), key('roomy')))?.count).toBe(20);
  });

  it('decides a batch near the limit from the counter the failed condition returns: two calls', async () => {
    await Promise.all(Array.from({ length: 95 }, () => addBelowLimit(counters(), key('near'), 'count', 1, 100)));
    calls.length = 0;
    const results = await Promise.all(Array.from({ length: 20 }, () => addBelowLimit(counters(), key('near'), 'count', 1, 100)));
    expect(results.filter((r) => r !== undefined)).toEqual([96, 97, 98, 99, 100]);
    expect(calls.filter((c) => c === 'UpdateItem')).toHaveLength(2);
  });

  it('refuses a whole batch over the limit with one call', async () => {
    await addBelowLimit(counters(), key('full'), 'count', 10, 10);
    calls.length = 0;
    const results = await Promise.all(Array.from({ length: 30 }, () => addBelowLimit(counters(), key('full'), 'count', 1, 10)));
    expect(results.every((r) => r === undefined)).toBe(true);
    expect(calls.filter((c) => c === 'UpdateItem')).toHaveLength(1);
    expect((await consistentGet(counters(), key('full')))?.count).toBe(10);
  });

  it('keeps counters with different limits or items apart', async () => {
    const [a, b] = await Promise.all([
      addBelowLimit(counters(), key('apart-a'), 'count', 5, 3),
      addBelowLimit(counters(), key('apart-b'), 'count', 1, 1),
    ]);
    expect([a, b]).toEqual([5, 1]);
    expect(await addBelowLimit(counters(), key('apart-a'), 'count', 1, 3)).toBeUndefined();
  });
});
