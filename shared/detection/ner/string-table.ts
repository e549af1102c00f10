/**
 * Read-only string → number tables over one big string, in the packed form the lexicon build
 * writes (`packTable`) and the recognizers read (`PackedStringTable`).
 *
 * Keys are '\n'-separated lines grouped into 256 buckets by the top bits of their FNV-1a hash;
 * each bucket gets a small open-addressing index (entry positions in typed arrays, no string
 * per key) the first time a lookup lands in it. Start-up pays nothing: a first analyze of a
 * short text builds the few buckets its words fall in, and a long text builds all of them for
 * the cost the whole table used to take at load (one hash pass over the keys).
 *
 * Values: each distinct value is stored once in `values`; every entry holds its value's index
 * as two base-32 ASCII digits, so the JSON is plain ASCII (no escapes to parse, a one-byte
 * string in V8).
 */

export const BUCKET_BITS = 8;
export const BUCKETS = 1 << BUCKET_BITS;
const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUV';
const MAX_VALUES = DIGITS.length * DIGITS.length;
/** Entries kept by a table's get() memo before it starts over (a few MB at most). */
const MEMO_LIMIT = 65_536;

/** The serialized table (a plain JSON object). */
export interface PackedTable {
  /** Keys, one per line, grouped by bucket. */
  keys: string;
  /** BUCKETS + 1 char offsets into `keys`: bucket b is keys.slice(chars[b], chars[b + 1]) (minus a trailing '\n'). */
  chars: number[];
  /** BUCKETS + 1 entry indices: bucket b holds entries entries[b] .. entries[b + 1] - 1. */
  entries: number[];
  /** Distinct values. */
  values: number[];
  /** Two base-32 digits per entry: index into `values`. */
  index: string;
}

/** FNV-1a over the UTF-16 units (signed 32-bit result). */
export function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h;
}

/** Packs key → value pairs (keys without '\n'; values any numbers, at most 1,024 distinct). */
export function packTable(pairs: Iterable<readonly [string, number]>): PackedTable {
  const byBucket: Array<Array<readonly [string, number]>> = Array.from({ length: BUCKETS }, () => []);
  for (const p of pairs) {
    if (p[0].includes('\n')) throw new Error(`key with a line break: ${JSON.stringify(p[0])}`);
    byBucket[fnv1a(p[0]) >>> (32 - BUCKET_BITS)]!.push(p);
  }
  const values: number[] = [];
  const valueIndex = new Map<number, number>();
  const lines: string[] = [];
  const index: string[] = [];
  const chars: number[] = [0];
  const entries: number[] = [0];
  let charCount = 0;
  for (const bucket of byBucket) {
    for (const [k, v] of bucket) {
      let vi = valueIndex.get(v);
      if (vi === undefined) {
        vi = values.length;
        if (vi >= MAX_VALUES) throw new Error(`more than ${MAX_VALUES} distinct values`);
        values.push(v);
        valueIndex.set(v, vi);
      }
      lines.push(k);
      index.push(DIGITS[vi >>> 5]! + DIGITS[vi & 31]!);
      charCount += k.length + 1;
    }
    chars.push(charCount);
    entries.push(lines.length);
  }
  return { keys: lines.join('\n'), chars, entries, values, index: index.join('') };
}

function digit(c: number): number {
  return c < 65 ? c - 48 : c - 55;
}

interface BucketIndex {
  /** Entry index of the bucket's first key. */
  first: number;
  /** start, end of each key (pairs). */
  pos: Int32Array;
  /** Open-addressing slots holding local entry + 1 (0 = empty). */
  slots: Int32Array;
  mask: number;
}

export class PackedStringTable {
  private readonly buckets: Array<BucketIndex | undefined> = new Array<BucketIndex | undefined>(BUCKETS).fill(undefined);
  readonly size: number;

  constructor(private readonly t: PackedTable) {
    if (t.chars.length !== BUCKETS + 1 || t.entries.length !== BUCKETS + 1) throw new Error('bad packed table');
    this.size = t.entries[BUCKETS]!;
  }

  /**
   * Answers of recent get() calls. Text repeats its words and phrases, and a hit here is one
   * hash-map probe on a string whose hash V8 has already cached, instead of a hash pass and a
   * few cache misses in the packed table. Cleared when full, so memory stays bounded.
   */
  private readonly memo = new Map<string, number>();

  /** The value stored for `key`, or -1 when absent. */
  get(key: string): number {
    let v = this.memo.get(key);
    if (v === undefined) {
      v = this.lookup(key);
      if (this.memo.size >= MEMO_LIMIT) this.memo.clear();
      this.memo.set(key, v);
    }
    return v;
  }

  private lookup(key: string): number {
    const h = fnv1a(key);
    const b = this.buckets[h >>> (32 - BUCKET_BITS)] ?? this.build(h >>> (32 - BUCKET_BITS));
    const pos = b.pos;
    const src = this.t.keys;
    const n = key.length;
    let slot = h & b.mask;
    for (;;) {
      const e = b.slots[slot]!;
      if (e === 0) return -1;
      const s = pos[2 * e - 2]!;
      if (pos[2 * e - 1]! - s === n) {
        let i = 0;
        while (i < n && src.charCodeAt(s + i) === key.charCodeAt(i)) i++;
        if (i === n) return this.value(b.first + e - 1);
      }
      slot = (slot + 1) & b.mask;
    }
  }

  /**
   * `get(src.slice(start, end).toLowerCase())` without making either string, for ASCII text.
   * Returns -2 when the range holds a non-ASCII character (the caller normalizes it instead).
   */
  getLowerAscii(src: string, start: number, end: number): number {
    let h = 0x811c9dc5;
    for (let i = start; i < end; i++) {
      let c = src.charCodeAt(i);
      if (c > 127) return -2;
      if (c >= 65 && c <= 90) c += 32;
      h = Math.imul(h ^ c, 0x01000193);
    }
    const b = this.buckets[h >>> (32 - BUCKET_BITS)] ?? this.build(h >>> (32 - BUCKET_BITS));
    const pos = b.pos;
    const keys = this.t.keys;
    const n = end - start;
    let slot = h & b.mask;
    for (;;) {
      const e = b.slots[slot]!;
      if (e === 0) return -1;
      const s = pos[2 * e - 2]!;
      if (pos[2 * e - 1]! - s === n) {
        let i = 0;
        for (; i < n; i++) {
          let c = src.charCodeAt(start + i);
          if (c >= 65 && c <= 90) c += 32;
          if (keys.charCodeAt(s + i) !== c) break;
        }
        if (i === n) return this.value(b.first + e - 1);
      }
      slot = (slot + 1) & b.mask;
    }
  }

  /** Builds every bucket now (for warm-up and tests). */
  buildAll(): void {
    for (let b = 0; b < BUCKETS; b++) if (!this.buckets[b]) this.build(b);
  }

  private value(entry: number): number {
    const idx = this.t.index;
    return this.t.values[(digit(idx.charCodeAt(2 * entry)) << 5) | digit(idx.charCodeAt(2 * entry + 1))]!;
  }

  private build(bucket: number): BucketIndex {
    const first = this.t.entries[bucket]!;
    const count = this.t.entries[bucket + 1]! - first;
    const src = this.t.keys;
    const pos = new Int32Array(2 * count);
    let capacity = 4;
    while (capacity < count * 2) capacity <<= 1;
    const slots = new Int32Array(capacity);
    const mask = capacity - 1;
    let i = this.t.chars[bucket]!;
    for (let e = 0; e < count; e++) {
      const start = i;
      let h = 0x811c9dc5;
      for (let c = src.charCodeAt(i); i < src.length && c !== 10; c = src.charCodeAt(++i)) h = Math.imul(h ^ c, 0x01000193);
      pos[2 * e] = start;
      pos[2 * e + 1] = i;
      i++; // the '\n'
      let slot = h & mask;
      while (slots[slot] !== 0) slot = (slot + 1) & mask;
      slots[slot] = e + 1;
    }
    const b: BucketIndex = { first, pos, slots, mask };
    this.buckets[bucket] = b;
    return b;
  }
}
