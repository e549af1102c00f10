/**
 * Group commit: work submitted while a flush is in flight waits and goes out together in the
 * next flush, so a process serving many requests at once pays one round trip per batch instead
 * of one per request, and a Lambda serving one request at a time sends exactly what it always
 * did (a batch of one). Every submission is flushed after it was submitted, so a read in a batch
 * still sees every write that completed before it was asked for.
 *
 * The first flush waits one turn of the event loop (setImmediate), so everything that became
 * ready in the same turn (requests parsed together, a Promise.all) shares it.
 */
export type Outcome<R> = { ok: true; value: R } | { ok: false; error: unknown };

interface Waiting<T, R> {
  item: T;
  resolve(value: R): void;
  reject(error: unknown): void;
}

export class GroupCommit<T, R> {
  private waiting: Waiting<T, R>[] = [];
  private busy = false;

  /** `flush` answers one outcome per item, in order; if it throws, every item fails with it. */
  constructor(private readonly flush: (items: readonly T[]) => Promise<Outcome<R>[]>) {}

  submit(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      if (!this.busy) {
        this.busy = true;
        setImmediate(() => this.next());
      }
    });
  }

  private next(): void {
    const batch = this.waiting;
    this.waiting = [];
    if (batch.length === 0) {
      this.busy = false;
      return;
    }
    this.flush(batch.map((w) => w.item))
      .then(
        (outcomes) =>
          batch.forEach((w, i) => {
            const outcome = outcomes[i];
            if (outcome?.ok) w.resolve(outcome.value);
            else w.reject(outcome ? outcome.error : new Error('group commit: no outcome for an item'));
          }),
        (error: unknown) => batch.forEach((w) => w.reject(error)),
      )
      .finally(() => this.next());
  }
}

/** Indexes of `items` grouped by `keyOf`, in first-seen order (arrival order within a group). */
export function groupIndexes<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, number[]> {
  const groups = new Map<string, number[]>();
  items.forEach((item, i) => {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(i);
    else groups.set(key, [i]);
  });
  return groups;
}
