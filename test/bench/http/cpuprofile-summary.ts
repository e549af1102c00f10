/**
 * Aggregates a V8 .cpuprofile (node --cpu-prof) into where the time went: self time by
 * function and by module/area, and inclusive time by area (an area counts once per sample if
 * any frame of the stack is in it). Optionally only the samples inside a time window (the
 * profile's timestamps are CLOCK_MONOTONIC microseconds, the same clock as process.hrtime in
 * any process on the machine, so a parent can pass the window of its load run).
 *
 *   npx tsx test/bench/http/cpuprofile-summary.ts FILE.cpuprofile [--top 30]
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Which part of the request path a frame belongs to (first match wins). */
export function areaOf(frame: CallFrame): string {
  const { url, functionName } = frame;
  if (!url) {
    if (functionName === '(garbage collector)') return 'GC';
    if (functionName === '(idle)') return 'idle';
    if (functionName === '(program)') return 'program (V8/native, unattributed)';
    if (functionName === '(root)') return 'root';
    // Native frames include compiled regexes, named by their (long) source: keep it readable.
    const name = functionName || '(anonymous)';
    return `native ${name.length > 70 ? `${name.slice(0, 70)}…` : name}`;
  }
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) {
    const name = pkg[1]!;
    if (name.startsWith('@aws-sdk/') || name.startsWith('@smithy/') || name.startsWith('@aws-crypto/')) return 'AWS SDK (@aws-sdk, @smithy)';
    return name;
  }
  if (url.startsWith('node:internal/deps/undici')) return 'node: undici (fetch)';
  if (/^node:(_http|http|internal\/http|internal\/streams|stream|net|internal\/stream_base|internal\/net)/.test(url)) return 'node: http/net/streams';
  if (url.startsWith('node:')) return 'node: other internals';
  const repo = /\/(shared|functions|lib)\/(.+)$/.exec(url);
  if (repo) {
    const [, top, rest] = repo;
    if (top === 'shared' && rest!.startsWith('detection/')) return 'shared/detection (engine)';
    if (top === 'lib' && rest!.startsWith('local/')) return 'lib/local (local API front)';
    return `${top}/${rest!.split('/')[0]}`;
  }
  return url.replace(/^file:\/\//, '');
}

function shortUrl(url: string): string {
  return url.replace(/^file:\/\/.*?\/(node_modules|shared|functions|lib)\//, '$1/').replace(/^node_modules\//, '');
}

export interface Summary {
  windowMs: number;
  samples: number;
  /** % of samples (all, idle included) by area, self time. */
  selfByArea: [string, number][];
  /** % of non-idle samples with at least one frame of the area on the stack. */
  inclusiveByArea: [string, number][];
  /** % of all samples, self time. */
  selfByFunction: [string, number][];
  /** % of non-idle samples: project functions (shared/, functions/, lib/) on the stack. */
  inclusiveProjectFunctions: [string, number][];
  idlePct: number;
}

export function summarize(profile: CpuProfile, window?: { fromUs: number; toUs: number }, top = 30): Summary {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

  const selfArea = new Map<string, number>();
  const selfFn = new Map<string, number>();
  const inclArea = new Map<string, number>();
  const inclFn = new Map<string, number>();
  const add = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);

  let t = profile.startTime;
  let counted = 0;
  let idle = 0;
  let first = Infinity;
  let last = -Infinity;
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i] ?? 0;
    if (window && (t < window.fromUs || t > window.toUs)) return;
    first = Math.min(first, t);
    last = Math.max(last, t);
    counted++;
    const leaf = byId.get(id)!;
    const area = areaOf(leaf.callFrame);
    add(selfArea, area);
    const { functionName, url, lineNumber } = leaf.callFrame;
    add(selfFn, `${functionName || '(anonymous)'}  ${url ? `${shortUrl(url)}:${lineNumber + 1}` : ''}`.trim());
    if (area === 'idle') {
      idle++;
      return;
    }
    const areas = new Set<string>();
    const fns = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const frame = byId.get(cur)!.callFrame;
      areas.add(areaOf(frame));
      if (/\/(shared|functions|lib)\//.test(frame.url) && !frame.url.includes('node_modules')) {
        fns.add(`${frame.functionName || '(anonymous)'}  ${shortUrl(frame.url)}:${frame.lineNumber + 1}`);
      }
    }
    areas.forEach((a) => add(inclArea, a));
    fns.forEach((f) => add(inclFn, f));
  });

  const busy = Math.max(1, counted - idle);
  const sorted = (m: Map<string, number>, of: number, n = top): [string, number][] =>
    [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => [k, (v / of) * 100]);
  return {
    windowMs: counted ? (last - first) / 1000 : 0,
    samples: counted,
    idlePct: (idle / Math.max(1, counted)) * 100,
    selfByArea: sorted(selfArea, Math.max(1, counted), 100),
    inclusiveByArea: sorted(inclArea, busy, 100).filter(([k]) => k !== 'root'),
    selfByFunction: sorted(selfFn, Math.max(1, counted)),
    inclusiveProjectFunctions: sorted(inclFn, busy),
  };
}

export function printSummary(s: Summary): void {
  const rows = (xs: [string, number][], min = 0.3) =>
    xs.filter(([, p]) => p >= min).forEach(([k, p]) => console.log(`  ${p.toFixed(1).padStart(5)}%  ${k}`));
  console.log(`\n${s.samples} samples over ${(s.windowMs / 1000).toFixed(1)} s; idle ${s.idlePct.toFixed(1)}% of the main thread`);
  console.log('\n-- Self time by area (% of all samples, idle included)');
  rows(s.selfByArea);
  console.log('\n-- Inclusive time by area (% of busy samples with the area anywhere on the stack)');
  rows(s.inclusiveByArea, 1);
  console.log('\n-- Top functions, self time (% of all samples)');
  rows(s.selfByFunction);
  console.log('\n-- Project functions, inclusive (% of busy samples; async code counts per synchronous slice)');
  rows(s.inclusiveProjectFunctions, 1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { top: { type: 'string', default: '30' } } });
  if (!positionals[0]) {
    console.error('Usage: npx tsx test/bench/http/cpuprofile-summary.ts FILE.cpuprofile [--top 30]');
    process.exit(2);
  }
  printSummary(summarize(JSON.parse(readFileSync(positionals[0], 'utf8')) as CpuProfile, undefined, Number(values.top)));
}
