/**
 * Speed measurements: throughput on mixed English text, engine load time in a fresh process,
 * and pathological inputs in a killable child process.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type BuildOptions } from 'esbuild';
import type { Language } from '#shared/detection/types.js';
import type { BenchDoc } from './dataset.js';
import type { Detector } from './detector.js';
import { MB, PATHOLOGICAL } from './pathological.js';

export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
}

export interface Throughput {
  chars: number;
  /** Wall-clock time per run. */
  runsMs: number[];
  /** CPU time (user + system) per run: what "one core" means, and robust to a busy machine. */
  cpuMs: number[];
  /** chars / median CPU time — the figure compared with the target. */
  charsPerSec: number;
  /** chars / median wall time, for reference. */
  wallCharsPerSec: number;
}

/** English test documents concatenated (repeated as needed) to at least `minChars`. */
export function mixedEnglish(docs: readonly BenchDoc[], minChars = 5 * MB): string {
  const en = docs.filter((d) => d.lang === 'en').map((d) => d.text);
  const parts: string[] = [];
  let n = 0;
  for (let i = 0; n < minChars; i = (i + 1) % en.length) {
    const t = en[i] as string;
    parts.push(t);
    n += t.length + 2;
  }
  return parts.join('\n\n');
}

/** Median of `reps` analyses of the whole text with every English recognizer. */
export function throughput(det: Detector, text: string, reps = 3): Throughput {
  const entities = det.types('en');
  det.detect(text.slice(0, 200_000), 'en', entities); // warm-up: JIT and lazy lexicons
  const runsMs: number[] = [];
  const cpuMs: number[] = [];
  for (let i = 0; i < reps; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    det.detect(text, 'en', entities);
    runsMs.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpuMs.push((c.user + c.system) / 1000);
    if (runsMs[0]! > 30_000) break; // far too slow already; keep the run short
  }
  return {
    chars: text.length,
    runsMs,
    cpuMs,
    charsPerSec: text.length / (median(cpuMs) / 1000),
    wallCharsPerSec: text.length / (median(runsMs) / 1000),
  };
}

const here = (f: string) => fileURLToPath(new URL(f, import.meta.url));

interface ChildResult {
  lines: string[];
  timedOut: boolean;
  stderr: string;
}

/** Runs `node --import tsx <script> args`; kills it when no line arrives for `idleMs`. */
function runChild(script: string, args: string[], idleMs: number, onLine?: (l: string) => void): Promise<ChildResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', here(script), ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    const lines: string[] = [];
    let buf = '';
    let stderr = '';
    let timedOut = false;
    let timer = setTimeout(kill, idleMs);
    function kill() {
      timedOut = true;
      child.kill('SIGKILL');
    }
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      buf += d;
      let i: number;
      while ((i = buf.indexOf('\n')) >= 0) {
        const l = buf.slice(0, i);
        buf = buf.slice(i + 1);
        lines.push(l);
        onLine?.(l);
        clearTimeout(timer);
        timer = setTimeout(kill, idleMs);
      }
    });
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('close', () => {
      clearTimeout(timer);
      resolve({ lines, timedOut, stderr });
    });
  });
}

export interface LoadTime {
  runsMs: number[];
  medianMs: number;
  /** Size of the bundle (bundled measurement only). */
  bundleBytes?: number;
  error?: string;
}

/** Engine load: one unmeasured run (fills tsx's transform cache), then `reps` measured ones. */
export async function loadTime(reps = 5): Promise<LoadTime> {
  const runsMs: number[] = [];
  for (let i = 0; i <= reps; i++) {
    const r = await runChild('./load-child.ts', [], 60_000);
    const line = r.lines.find((l) => l.startsWith('{'));
    if (!line) return { runsMs, medianMs: NaN, error: (r.timedOut ? 'timeout ' : '') + r.stderr.slice(0, 500) };
    if (i > 0) runsMs.push((JSON.parse(line) as { ms: number }).ms);
  }
  return { runsMs, medianMs: median(runsMs) };
}

/** Bundles a bench entry of this folder as the CDK bundles a Lambda handler (minified ESM for this node). */
function nodeBundle(entry: string, outfile: string, extra: BuildOptions = {}): Promise<unknown> {
  return build({
    entryPoints: [here(entry)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: `node${process.versions.node.split('.')[0]}`,
    minify: true,
    logLevel: 'error',
    ...extra,
  });
}

/**
 * Engine load in its production form: `load-entry.ts` bundled by esbuild with the options the
 * CDK uses for Lambda handlers (lib/aws/constructs/service-function.ts: ESM, minified, source
 * map without sources content), then imported by a tiny unbundled script under plain `node
 * --enable-source-maps` (the Lambda's NODE_OPTIONS). The time runs from that import to the first
 * analyze result, so it counts reading, parsing and evaluating the bundle (lexicon data
 * included) and the first analyze, like the tsx figure, but without tsx's per-module transform
 * hooks. One unmeasured run first (file cache), then `reps` measured ones.
 */
export async function bundledLoadTime(reps = 5): Promise<LoadTime> {
  const dir = mkdtempSync(join(tmpdir(), 'detect-load-'));
  try {
    const bundle = join(dir, 'engine.mjs');
    await nodeBundle('./load-entry.ts', bundle, { sourcemap: true, sourcesContent: false });
    const runner = join(dir, 'run.mjs');
    writeFileSync(
      runner,
      "const t0 = performance.now();\nconst m = await import('./engine.mjs');\n" +
        'process.stdout.write(JSON.stringify({ ms: performance.now() - t0, spans: m.firstResult.length }) + "\\n");\n',
    );
    const runsMs: number[] = [];
    for (let i = 0; i <= reps; i++) {
      const r = spawnSync(process.execPath, ['--enable-source-maps', runner], { encoding: 'utf8', timeout: 60_000 });
      const line = r.stdout.split('\n').find((l) => l.startsWith('{'));
      if (r.status !== 0 || !line) return { runsMs, medianMs: NaN, error: `${r.error?.message ?? ''} ${r.stderr.slice(0, 500)}` };
      if (i > 0) runsMs.push((JSON.parse(line) as { ms: number }).ms);
    }
    return { runsMs, medianMs: median(runsMs), bundleBytes: statSync(bundle).size };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface PathoResult {
  name: string;
  lang: Language;
  chars: number;
  ms: number;
  /** Time at a quarter of the size: 1 MB / 256 KB ≈ 4 when linear. */
  quarterMs?: number;
  findings?: number;
  timedOut?: boolean;
}

/** Runs every pathological input; an input that stalls for `limitMs` is killed and marked. */
export async function pathological(langs: readonly Language[], limitMs = 20_000): Promise<PathoResult[]> {
  const out: PathoResult[] = [];
  for (const lang of langs) {
    let pending = Object.keys(PATHOLOGICAL);
    while (pending.length > 0) {
      const r = await runChild('./patho-child.ts', [lang, ...pending], limitMs, (l) => {
        const x = JSON.parse(l) as { name: string; ms: number; quarterMs: number; chars: number; findings: number };
        out.push({ lang, ...x });
        pending = pending.filter((p) => p !== x.name);
      });
      if (r.timedOut && pending.length > 0) {
        // The first pending input is the one that stalled: record it and carry on without it.
        out.push({ name: pending[0] as string, lang, chars: MB, ms: limitMs, timedOut: true });
        pending = pending.slice(1);
      } else if (pending.length > 0) {
        throw new Error(`pathological child failed: ${r.stderr.slice(0, 800)}`);
      }
    }
  }
  return out;
}

/**
 * PII-dense documents like support tickets: English DEV snippets that contain personal data,
 * joined into ~1 KB documents (about ten findings each), repeated to `totalChars`. DEV text, so
 * timing work never looks at the hold-out.
 */
export function denseTickets(docs: readonly BenchDoc[], totalChars = 2_000_000, docChars = 1024): string[] {
  const pool = docs.filter((d) => d.lang === 'en' && d.entities.length > 0 && d.text.length < docChars).map((d) => d.text);
  const out: string[] = [];
  let cur = '';
  let n = 0;
  for (let i = 0; n < totalChars; i = (i + 1) % pool.length) {
    cur += (cur ? '\n\n' : '') + (pool[i] as string);
    if (cur.length >= docChars) {
      out.push(cur);
      n += cur.length;
      cur = '';
    }
  }
  return out;
}

export interface DenseThroughput {
  detector: string;
  docs: number;
  chars: number;
  cpuMs: number[];
  charsPerSec: number;
  /** The first pass over the documents, cold (bundled child only; speed-entry.ts). */
  firstPassCharsPerSec?: number;
}

/**
 * Characters per CPU-second of analysing each ~1 KB document on its own (per-call costs count,
 * as they do for a request). Median of `reps`; `limitDocs` keeps slow peers short.
 */
export function denseThroughput(name: string, run: (text: string) => unknown, docs: readonly string[], reps = 3, limitDocs = docs.length): DenseThroughput {
  const use = docs.slice(0, limitDocs);
  const chars = use.reduce((s, d) => s + d.length, 0);
  for (const d of use.slice(0, 50)) run(d); // warm-up: JIT and lazy tables
  const cpuMs: number[] = [];
  for (let r = 0; r < reps; r++) {
    const c0 = process.cpuUsage();
    for (const d of use) run(d);
    const c = process.cpuUsage(c0);
    cpuMs.push((c.user + c.system) / 1000);
  }
  return { detector: name, docs: use.length, chars, cpuMs, charsPerSec: chars / (median(cpuMs) / 1000) };
}

/**
 * Dense-document throughput of the engine and the peers in one plain `node` child running an
 * esbuild bundle of speed-entry.ts (the form a Lambda runs), same documents, same process.
 */
export async function bundledThroughput(docs: readonly string[], withCompromise: boolean): Promise<{ rows: DenseThroughput[]; error?: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'detect-speed-'));
  try {
    const bundle = join(dir, 'speed.mjs');
    await nodeBundle('./speed-entry.ts', bundle, {
      // CommonJS peers (redact-pii, lodash) call require(); give the ESM bundle one.
      banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    });
    const input = join(dir, 'docs.json');
    writeFileSync(input, JSON.stringify(docs));
    const runner = join(dir, 'run.mjs');
    writeFileSync(
      runner,
      "import { readFileSync } from 'node:fs';\nconst m = await import('./speed.mjs');\n" +
        `const rows = await m.measureAll(JSON.parse(readFileSync(${JSON.stringify(input)}, 'utf8')), ${withCompromise});\n` +
        'process.stdout.write(JSON.stringify(rows) + "\\n");\n',
    );
    const r = spawnSync(process.execPath, [runner], { encoding: 'utf8', timeout: 600_000, maxBuffer: 1 << 24 });
    const line = r.stdout.split('\n').find((l) => l.startsWith('['));
    if (r.status !== 0 || !line) return { rows: [], error: `${r.error?.message ?? ''} ${r.stderr.slice(0, 500)}` };
    return { rows: JSON.parse(line) as DenseThroughput[] };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
