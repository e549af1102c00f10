/** Plain-text tables for stdout. */
import { BENCH_TYPES } from './dataset.js';
import { micro, prf, ratio, type ScoreSummary } from './score.js';

const f2 = (x: number) => (Number.isFinite(x) ? x.toFixed(3) : '  -  ');
const pad = (s: string, n: number) => (s.length >= n ? s : s + ' '.repeat(n - s.length));
const lpad = (s: string, n: number) => (s.length >= n ? s : ' '.repeat(n - s.length) + s);

/** Per-type and micro P/R/F1 (exact and overlap), support and redaction coverage. */
export function typeTable(title: string, s: ScoreSummary, supported: ReadonlySet<string>): string {
  const lines: string[] = [];
  lines.push(`\n== ${title} ==`);
  lines.push(`${pad('type', 22)}${lpad('support', 8)} | ${lpad('exact P', 7)} ${lpad('R', 5)} ${lpad('F1', 5)} | ${lpad('overlap P', 9)} ${lpad('R', 5)} ${lpad('F1', 5)} | ${lpad('cover', 5)}  fp/fn(ov)`);
  const types = [...new Set<string>([...BENCH_TYPES, ...s.overlap.keys()])].filter((t) => s.overlap.has(t) || s.exact.has(t));
  for (const t of types) {
    const e = prf(s.exact.get(t) ?? { tp: 0, fp: 0, fn: 0 });
    const o = prf(s.overlap.get(t) ?? { tp: 0, fp: 0, fn: 0 });
    const cov = s.coverageByType.get(t);
    const note = supported.has(t) ? '' : '  (not supported)';
    lines.push(`${pad(t, 22)}${lpad(String(o.support), 8)} | ${lpad(f2(e.precision), 7)} ${f2(e.recall)} ${f2(e.f1)} | ${lpad(f2(o.precision), 9)} ${f2(o.recall)} ${f2(o.f1)} | ${cov ? f2(ratio(cov)) : '  -  '}  ${o.fp}/${o.fn}${note}`);
  }
  const e = micro(s.exact);
  const o = micro(s.overlap);
  lines.push('-'.repeat(100));
  lines.push(`${pad('MICRO', 22)}${lpad(String(o.support), 8)} | ${lpad(f2(e.precision), 7)} ${f2(e.recall)} ${f2(e.f1)} | ${lpad(f2(o.precision), 9)} ${f2(o.recall)} ${f2(o.f1)} | ${f2(ratio(s.coverage))}  ${o.fp}/${o.fn}`);
  return lines.join('\n');
}

export interface TargetRow {
  name: string;
  value: string;
  target: string;
  pass: boolean | undefined;
}

export function targetTable(rows: readonly TargetRow[]): string {
  const lines = ['\n== Targets ==', `${pad('metric', 56)}${lpad('value', 12)}   ${pad('target', 18)}result`];
  for (const r of rows) {
    lines.push(`${pad(r.name, 56)}${lpad(r.value, 12)}   ${pad(r.target, 18)}${r.pass === undefined ? 'n/a' : r.pass ? 'PASS' : 'FAIL'}`);
  }
  return lines.join('\n');
}
