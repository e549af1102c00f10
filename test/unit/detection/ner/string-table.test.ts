import { describe, expect, it } from 'vitest';
import { BUCKETS, packTable, PackedStringTable } from '#shared/detection/ner/string-table.js';
import { getLexicon } from '#shared/detection/ner/lexicon.js';

describe('packed string tables', () => {
  const pairs: Array<[string, number]> = [];
  for (let i = 0; i < 5000; i++) pairs.push([`word${i}`, (i * 37) % 900]);
  pairs.push(['new york', 1 << 20], ['a', 0], ["o'brien", 123_456]);

  it('round-trips every key and value, and misses unknown keys', () => {
    const packed = packTable(pairs);
    expect(packed.chars).toHaveLength(BUCKETS + 1);
    expect(packed.index).toMatch(/^[0-9A-V]*$/);
    const table = new PackedStringTable(JSON.parse(JSON.stringify(packed)));
    expect(table.size).toBe(pairs.length);
    for (const [k, v] of pairs) expect(table.get(k)).toBe(v);
    for (const k of ['', 'word', 'word5000', 'new', 'new york ', 'A', 'word12x']) expect(table.get(k)).toBe(-1);
    table.buildAll();
    expect(table.get('word4999')).toBe((4999 * 37) % 900);
  });

  it('handles an empty table and refuses what it cannot store', () => {
    const empty = new PackedStringTable(packTable([]));
    expect(empty.get('x')).toBe(-1);
    expect(() => packTable([['a\nb', 1]])).toThrow(/line break/);
    expect(() => packTable(Array.from({ length: 1025 }, (_, i) => [`k${i}`, i] as const))).toThrow(/distinct/);
  });

  it('serves the shipped lexicon', () => {
    const lex = getLexicon();
    expect(lex.flags('smith')).not.toBe(0);
    expect(lex.flags('zzqxv')).toBe(0);
    expect(lex.place('new york')?.words).toBe(2);
    expect(lex.maxPlaceWords('new')).toBeGreaterThanOrEqual(2);
  });
});
