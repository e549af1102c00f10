/**
 * Entry of the throughput measurement in production form (perf.ts `bundledThroughput`): esbuild
 * bundles this file like the CDK bundles a Lambda handler, and a plain `node` child runs every
 * detector over the same PII-dense documents on one thread. (Under tsx, every imported binding
 * is read through a getter, a cost of the dev loader that a Lambda bundle does not have.)
 */
import { getEngine } from '#shared/detection/engine.js';
import { compromiseDetector, redactPiiDetector, sanitizePiiDetector } from './peers.js';

export interface SpeedRow {
  detector: string;
  docs: number;
  chars: number;
  cpuMs: number[];
  charsPerSec: number;
  /** The warm-up pass: every document once, straight after load (cold JIT), for information. */
  firstPassCharsPerSec: number;
}

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
}

/**
 * Steady-state throughput: one whole pass over the documents first (a Lambda that serves traffic
 * runs warm; a detector as large as the engine needs a few MB of text before V8 has optimised its
 * hot functions, and 50 documents left the judged figure half-cold), then the median of `reps`.
 * The first pass is reported too, so the cold cost stays visible.
 */
function measure(name: string, run: (t: string) => unknown, docs: readonly string[], reps: number): SpeedRow {
  const chars = docs.reduce((s, d) => s + d.length, 0);
  const f0 = process.cpuUsage();
  for (const d of docs) run(d);
  const f = process.cpuUsage(f0);
  const firstPassCharsPerSec = chars / ((f.user + f.system) / 1e6);
  const cpuMs: number[] = [];
  for (let r = 0; r < reps; r++) {
    const c0 = process.cpuUsage();
    for (const d of docs) run(d);
    const c = process.cpuUsage(c0);
    cpuMs.push((c.user + c.system) / 1000);
  }
  return { detector: name, docs: docs.length, chars, cpuMs, charsPerSec: chars / (median(cpuMs) / 1000), firstPassCharsPerSec };
}

export async function measureAll(docs: readonly string[], withCompromise: boolean): Promise<SpeedRow[]> {
  const engine = getEngine();
  const sanitize = await sanitizePiiDetector();
  const redactPii = redactPiiDetector();
  const rows = [
    measure('engine', (t) => engine.analyze(t, { language: 'en' }), docs, 5),
    measure('sanitize-pii', (t) => sanitize.redactOnly!(t, 'en'), docs, 5),
    measure('redact-pii', (t) => redactPii.redactOnly!(t, 'en'), docs, 5),
  ];
  if (withCompromise) {
    const compromise = await compromiseDetector();
    // Tens of kB/s: a hundred documents keep the run short.
    rows.push(measure('compromise', (t) => compromise.detect(t, 'en', []), docs.slice(0, 100), 1));
  }
  return rows;
}
