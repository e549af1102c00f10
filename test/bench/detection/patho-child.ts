/**
 * Child process for pathological inputs: the parent can kill it when an input runs away
 * (super-linear regex), which an in-process measurement could not survive.
 * argv: <lang> <name>...; per input it warms up on 16 KB, then times 256 KB and 1 MB, and prints
 * one JSON line (so the 1 MB / 256 KB ratio compares two warm runs).
 */
import type { Language } from '#shared/detection/types.js';
import { MB, PATHOLOGICAL } from './pathological.js';

const [langArg, ...names] = process.argv.slice(2);
const language = langArg as Language;
const { getEngine } = await import('#shared/detection/engine.js');
const engine = getEngine();

function time(text: string): { ms: number; findings: number } {
  const t0 = performance.now();
  const spans = engine.analyze(text, { language });
  return { ms: performance.now() - t0, findings: spans.length };
}

for (const name of names) {
  const build = PATHOLOGICAL[name];
  if (!build) throw new Error(`unknown input ${name}`);
  time(build(16 * 1024));
  const quarter = time(build(MB / 4));
  const text = build(MB);
  const full = time(text);
  process.stdout.write(JSON.stringify({ name, ms: full.ms, quarterMs: quarter.ms, chars: text.length, findings: full.findings }) + '\n');
}
