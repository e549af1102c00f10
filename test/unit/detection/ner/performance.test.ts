import { describe, expect, it } from 'vitest';
import { nerRecognizers, warmUpNer } from '#shared/detection/ner/index.js';

const ALL = new Set(['PERSON', 'ORGANIZATION', 'LOCATION', 'ADDRESS']);

function runAll(text: string): number {
  let n = 0;
  for (const r of nerRecognizers()) n += r.analyze(text, { language: 'en', entities: ALL }).length;
  return n;
}

/** The fastest of two runs over `unit` repeated to `size` characters, in ms. */
function fastest(unit: string, size: number): number {
  const text = unit.repeat(Math.ceil(size / unit.length));
  let best = Infinity;
  for (let run = 0; run < 2; run++) {
    const t0 = performance.now();
    runAll(text);
    best = Math.min(best, performance.now() - t0);
  }
  return best;
}

// Load time and throughput are measured by `npm run bench:detect`, not here: a wall-clock bound
// in a test either misses regressions or fails on a busy machine. These tests only catch
// super-linear blow-ups, by comparing 8x the input with the time it takes (512 KB is enough to
// show a quadratic blow-up as ~64x). A dense run of capitalised words ("Ab Ab …") takes ~2 s per
// 512 KB pass on this 2-core machine, so the cases get their own generous timeout: the ratio is the
// test, not the wall clock.
const LINEARITY_TIMEOUT_MS = 60_000;
describe('NER performance', () => {
  it('loads its data', () => {
    expect(() => warmUpNer()).not.toThrow();
    expect(runAll('Dear Mr. Smith,')).toBe(1);
  });

  it.each(['a', 'A', '.', '1', ' ', 'é', 'Ab ', 'Mr. ', '1 Main St '])('%j repeated grows linearly (512 KB vs 64 KB)', (unit) => {
    const small = fastest(unit, 64_000);
    const large = fastest(unit, 512_000);
    // Linear: about 8x; quadratic: about 64x. The slack absorbs timer noise on tiny inputs.
    expect(large).toBeLessThan(24 * small + 250);
  }, LINEARITY_TIMEOUT_MS);

  it('finds every name in a long document (no state leaks between spans)', () => {
    const text = 'Dear Mr. Smith, please call John Williams. '.repeat(2000);
    expect(runAll(text)).toBe(4000);
  });
});
