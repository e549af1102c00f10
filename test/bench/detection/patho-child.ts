/**
 * Child process for pathological inputs: the parent can kill it when an input runs away
 * (super-linear regex), which an in-process measurement could not survive.
 * argv: <size> <lang> <name>...; prints one JSON line per finished input.
 */
import type { Language } from '#shared/detection/types.js';
import { PATHOLOGICAL } from './pathological.js';

const [sizeArg, langArg, ...names] = process.argv.slice(2);
const size = Number(sizeArg);
const language = langArg as Language;
const { getEngine } = await import('#shared/detection/engine.js');
const engine = getEngine();
engine.analyze('warm up John Smith 555-123-4567', { language });
for (const name of names) {
  const build = PATHOLOGICAL[name];
  if (!build) throw new Error(`unknown input ${name}`);
  const text = build(size);
  const t0 = performance.now();
  const spans = engine.analyze(text, { language });
  const ms = performance.now() - t0;
  process.stdout.write(JSON.stringify({ name, ms, chars: text.length, findings: spans.length }) + '\n');
}
