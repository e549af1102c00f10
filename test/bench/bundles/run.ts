/**
 * `npm run bench:bundles`: the size of every Lambda bundle (route, worker, schedule), as the
 * CDK builds it, and whether it carries the detection engine. Routes that do not detect must not.
 */
import { routes, schedules, workers } from '../../../functions/routes.js';
import { bundleHandler, bundlesEngine } from './bundle-handler.js';

const entries = [
  ...routes.map((r) => ({ label: `${r.method} ${r.path}`, handler: r.handler, nodeModules: r.nodeModules ?? [] })),
  ...workers.map((w) => ({ label: `worker ${w.operation}`, handler: w.handler, nodeModules: [] })),
  ...schedules.map((s) => ({ label: `schedule ${s.operation}`, handler: s.handler, nodeModules: [] })),
];

console.log('Lambda bundle sizes (esbuild, minified ESM, AWS SDK included; as the CDK bundles them)\n');
console.log(`${'route'.padEnd(52)} ${'size'.padStart(9)}  engine`);
let total = 0;
for (const entry of entries) {
  const bundle = await bundleHandler(entry.handler, entry.nodeModules);
  total += bundle.bytes;
  console.log(`${entry.label.padEnd(52)} ${`${(bundle.bytes / 1024).toFixed(0)} KB`.padStart(9)}  ${bundlesEngine(bundle) ? 'yes' : '-'}`);
}
console.log(`\n${entries.length} bundles, ${(total / 1024 / 1024).toFixed(1)} MB in all`);
