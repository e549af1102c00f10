import { describe, expect, it } from 'vitest';
import { GroupCommit, groupIndexes, type Outcome } from '../../../shared/adapters/aws/group-commit.js';

/** A flush that records its batches and answers each item doubled, after a short delay. */
function recordingFlush(delayMs = 5) {
  const batches: number[][] = [];
  const flush = async (items: readonly number[]): Promise<Outcome<number>[]> => {
    batches.push([...items]);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    return items.map((n) => (n < 0 ? { ok: false, error: new Error(`negative ${n}`) } : { ok: true, value: n * 2 }));
  };
  return { batches, flush };
}

describe('GroupCommit', () => {
  it('sends what is submitted in one turn of the event loop as one batch', async () => {
    const { batches, flush } = recordingFlush();
    const commit = new GroupCommit(flush);
    expect(await Promise.all([1, 2, 3].map((n) => commit.submit(n)))).toEqual([2, 4, 6]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('queues submissions made while a flush is in flight for the next one, never before it ends', async () => {
    const { batches, flush } = recordingFlush(20);
    const commit = new GroupCommit(flush);
    const first = commit.submit(1);
    await new Promise((resolve) => setTimeout(resolve, 5)); // the first flush is now in flight
    const later = [2, 3, 4].map((n) => commit.submit(n));
    expect(batches).toEqual([[1]]);
    expect(await first).toBe(2);
    expect(await Promise.all(later)).toEqual([4, 6, 8]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it('fails only the items whose outcome failed, and every item when the flush throws', async () => {
    const { flush } = recordingFlush();
    const commit = new GroupCommit(flush);
    const results = await Promise.allSettled([commit.submit(1), commit.submit(-1), commit.submit(2)]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);

    const broken = new GroupCommit<number, number>(async () => {
      throw new Error('connection reset');
    });
    const failed = await Promise.allSettled([broken.submit(1), broken.submit(2)]);
    expect(failed.every((r) => r.status === 'rejected' && (r.reason as Error).message === 'connection reset')).toBe(true);
    // It keeps working after a failed flush.
    const healthy = new GroupCommit(recordingFlush().flush);
    await expect(healthy.submit(5)).resolves.toBe(10);
  });

  it('keeps flushing under a steady stream without losing or reordering results', async () => {
    const { batches, flush } = recordingFlush(2);
    const commit = new GroupCommit(flush);
    const pending: Promise<number>[] = [];
    for (let i = 0; i < 200; i++) {
      pending.push(commit.submit(i));
      if (i % 10 === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    }
    expect(await Promise.all(pending)).toEqual(Array.from({ length: 200 }, (_, i) => i * 2));
    expect(batches.flat()).toEqual(Array.from({ length: 200 }, (_, i) => i));
    expect(batches.length).toBeLessThan(200);
  });
});

describe('groupIndexes', () => {
  it('groups indexes by key in first-seen order', () => {
    expect([...groupIndexes(['a', 'b', 'a', 'c', 'b'], (s) => s)]).toEqual([
      ['a', [0, 2]],
      ['b', [1, 4]],
      ['c', [3]],
    ]);
  });
});
