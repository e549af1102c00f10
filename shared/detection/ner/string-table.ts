/**
 * A read-only hash set over the lines of one big string, built without creating a string per
 * line: each entry is (start, end) into the source, found by an FNV-1a hash of its char codes
 * with open addressing. Loading 150,000 words this way costs a few milliseconds, where a
 * Map<string, …> needs a substring and a rehash per word (tens of milliseconds).
 */
export class StringTable {
  private readonly starts: Int32Array;
  private readonly ends: Int32Array;
  /** Open-addressing slots holding entry index + 1 (0 = empty). */
  private readonly slots: Int32Array;
  private readonly mask: number;
  readonly size: number;

  /** Indexes every '\n'-separated line of `source`; entry i is the i-th line. */
  constructor(private readonly source: string) {
    let lines = source.length > 0 ? 1 : 0;
    for (let i = 0; i < source.length; i++) if (source.charCodeAt(i) === 10) lines++;
    this.size = lines;
    this.starts = new Int32Array(lines);
    this.ends = new Int32Array(lines);
    let capacity = 1;
    while (capacity < lines * 2) capacity <<= 1;
    this.slots = new Int32Array(capacity);
    this.mask = capacity - 1;

    let entry = 0;
    let start = 0;
    let h = 0x811c9dc5;
    for (let i = 0; i <= source.length; i++) {
      const c = i < source.length ? source.charCodeAt(i) : 10;
      if (c !== 10) {
        h = Math.imul(h ^ c, 0x01000193);
        continue;
      }
      this.starts[entry] = start;
      this.ends[entry] = i;
      let slot = h & this.mask;
      while (this.slots[slot] !== 0) slot = (slot + 1) & this.mask;
      this.slots[slot] = entry + 1;
      entry++;
      start = i + 1;
      h = 0x811c9dc5;
    }
  }

  /** Index of the line equal to `key`, or -1. */
  indexOf(key: string): number {
    let h = 0x811c9dc5;
    for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
    let slot = h & this.mask;
    for (;;) {
      const e = this.slots[slot]!;
      if (e === 0) return -1;
      const s = this.starts[e - 1]!;
      if (this.ends[e - 1]! - s === key.length && this.equals(s, key)) return e - 1;
      slot = (slot + 1) & this.mask;
    }
  }

  private equals(start: number, key: string): boolean {
    const src = this.source;
    for (let i = 0; i < key.length; i++) if (src.charCodeAt(start + i) !== key.charCodeAt(i)) return false;
    return true;
  }
}
