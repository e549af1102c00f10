/**
 * Output snapshot for refactors that must not change behaviour (a restructured NER, a faster
 * scan): `npm run bench:detect:snapshot -- --out before.json`, change the code, then
 * `npm run bench:detect:snapshot -- --compare before.json`. Every finding of every document of
 * the sets (type, span, score rounded to 4 places) is recorded; --compare prints how many
 * documents differ per set, and the differing dev/generated documents (never one of holdout or
 * holdout2, holdout3: their individual errors stay unseen). Exit code 1 when anything differs.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { LANGUAGES } from '#shared/detection/types.js';
import { engineDetector } from './detector.js';
import { FROZEN_SETS, loadSet, SET_NAMES } from './sets.js';

const { values: opts } = parseArgs({ options: { out: { type: 'string' }, compare: { type: 'string' }, show: { type: 'string', default: '10' } } });
if (!opts.out && !opts.compare) throw new Error('give --out FILE or --compare FILE');

const engine = await engineDetector();
type Snapshot = Record<string, Record<string, string>>;
const now: Snapshot = {};
for (const set of SET_NAMES) {
  const docs = loadSet(set, LANGUAGES, 800);
  const bySet: Record<string, string> = {};
  for (const d of docs) {
    const found = engine.detect(d.text, d.lang, engine.types(d.lang));
    bySet[d.id] = found.map((f) => `${f.entity_type}@${f.start}-${f.end}:${f.score.toFixed(4)}`).join(' ');
  }
  now[set] = bySet;
}
if (opts.out) {
  writeFileSync(opts.out, JSON.stringify(now));
  console.log(`snapshot of ${Object.values(now).reduce((n, s) => n + Object.keys(s).length, 0)} documents written to ${opts.out}`);
}
if (opts.compare) {
  const was = JSON.parse(readFileSync(opts.compare, 'utf8')) as Snapshot;
  let differing = 0;
  const show = Number(opts.show);
  for (const set of SET_NAMES) {
    const ids = Object.keys(now[set] ?? {});
    const diff = ids.filter((id) => was[set]?.[id] !== now[set]?.[id]);
    differing += diff.length;
    console.log(`${set}: ${diff.length} of ${ids.length} documents differ`);
    if (FROZEN_SETS.includes(set)) continue;
    for (const id of diff.slice(0, show)) console.log(`  ${id}\n    was ${was[set]?.[id]}\n    now ${now[set]?.[id]}`);
  }
  process.exitCode = differing ? 1 : 0;
}
