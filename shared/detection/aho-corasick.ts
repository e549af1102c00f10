/**
 * Multi-phrase matcher (Aho–Corasick) for tenant phrase lists and exact block entries:
 * one pass over the text whatever the number of phrases. Case-insensitive by folding each
 * UTF-16 unit on its own, which keeps indices aligned with the original text (String
 * toLowerCase can change lengths, e.g. "İ"). Matches must sit on word boundaries.
 */

export interface PhraseMatch<T> {
  start: number;
  end: number;
  value: T;
}

const foldCache = new Map<number, number>();

/** Lower-cases one UTF-16 unit; units whose lower case is not one unit stay as they are. */
export function foldUnit(c: number): number {
  if (c < 128) return c >= 65 && c <= 90 ? c + 32 : c;
  let f = foldCache.get(c);
  if (f === undefined) {
    const lower = String.fromCharCode(c).toLowerCase();
    f = lower.length === 1 ? lower.charCodeAt(0) : c;
    foldCache.set(c, f);
  }
  return f;
}

const WORD = /[\p{L}\p{N}\p{M}_]/u;

function isWordUnit(text: string, i: number): boolean {
  if (i < 0 || i >= text.length) return false;
  const c = text.charCodeAt(i);
  if (c < 128) return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
  return WORD.test(text[i] as string);
}

export class AhoCorasick<T> {
  private readonly next: Map<number, number>[] = [new Map()];
  private readonly fail: number[] = [0];
  /** Patterns ending at a node: [length, value], including those reached by suffix links. */
  private readonly out: [number, T][][] = [[]];

  constructor(phrases: Iterable<[string, T]>) {
    for (const [phrase, value] of phrases) this.add(phrase, value);
    this.build();
  }

  private add(phrase: string, value: T): void {
    const trimmed = phrase.trim();
    if (trimmed.length === 0) return;
    let node = 0;
    for (let i = 0; i < trimmed.length; i++) {
      const c = foldUnit(trimmed.charCodeAt(i));
      const map = this.next[node] as Map<number, number>;
      let child = map.get(c);
      if (child === undefined) {
        child = this.next.length;
        this.next.push(new Map());
        this.fail.push(0);
        this.out.push([]);
        map.set(c, child);
      }
      node = child;
    }
    (this.out[node] as [number, T][]).push([trimmed.length, value]);
  }

  private build(): void {
    const queue: number[] = [];
    for (const child of (this.next[0] as Map<number, number>).values()) queue.push(child);
    for (let q = 0; q < queue.length; q++) {
      const node = queue[q] as number;
      for (const [c, child] of this.next[node] as Map<number, number>) {
        let f = this.fail[node] as number;
        while (f !== 0 && !(this.next[f] as Map<number, number>).has(c)) f = this.fail[f] as number;
        const target = (this.next[f] as Map<number, number>).get(c);
        this.fail[child] = target !== undefined && target !== child ? target : 0;
        (this.out[child] as [number, T][]).push(...(this.out[this.fail[child] as number] as [number, T][]));
        queue.push(child);
      }
    }
  }

  get size(): number {
    return this.next.length - 1;
  }

  /** Every whole-word occurrence of every phrase (overlaps included). */
  findAll(text: string): PhraseMatch<T>[] {
    const found: PhraseMatch<T>[] = [];
    if (this.next.length === 1) return found;
    let node = 0;
    for (let i = 0; i < text.length; i++) {
      const c = foldUnit(text.charCodeAt(i));
      let n = (this.next[node] as Map<number, number>).get(c);
      while (n === undefined && node !== 0) {
        node = this.fail[node] as number;
        n = (this.next[node] as Map<number, number>).get(c);
      }
      node = n ?? 0;
      const outs = this.out[node] as [number, T][];
      if (outs.length === 0) continue;
      for (const [len, value] of outs) {
        const start = i + 1 - len;
        // A phrase that itself starts/ends with a non-word char needs no boundary on that side.
        const needLeft = isWordUnit(text, start);
        const needRight = isWordUnit(text, i);
        if (needLeft && isWordUnit(text, start - 1)) continue;
        if (needRight && isWordUnit(text, i + 1)) continue;
        found.push({ start, end: i + 1, value });
      }
    }
    return found;
  }
}
