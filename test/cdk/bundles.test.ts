/**
 * Routes that do not detect must not carry the detection engine and its 1.7 MB lexicon in
 * their Lambda bundle (policies validate entity names against the catalog in entities.ts, not
 * the engine). Bundled as the CDK bundles them; `npm run bench:bundles` prints every size.
 */
import { describe, expect, it } from 'vitest';
import { routes } from '../../functions/routes.js';
import { bundleHandler, bundlesEngine } from '../bench/bundles/bundle-handler.js';

/** The only routes of these groups that may bundle the engine: the reference imports every handler. */
const MAY_DETECT = new Set(['GetOpenApi']);
const NON_DETECTING_GROUPS = new Set(['platform', 'keys', 'config', 'billing']);
const candidates = routes.filter(
  (r) => (NON_DETECTING_GROUPS.has(r.group) && !MAY_DETECT.has(r.operation)) || ['ListEntities', 'Depseudonymize'].includes(r.operation),
);
// One route per handler directory: the five handlers of a collection import the same modules
// (bench:bundles bundles every route).
const mustNotDetect = candidates.filter((r, i) => candidates.findIndex((o) => o.handler.split('/')[0] === r.handler.split('/')[0]) === i);

describe('Lambda bundles', () => {
  it.each(mustNotDetect.map((r) => [`${r.method} ${r.path}`, r] as const))('%s does not bundle the detection engine', async (_, route) => {
    const bundle = await bundleHandler(route.handler, route.nodeModules, false);
    expect(bundlesEngine(bundle), `${route.operation} bundles ${bundle.inputs.filter((i) => i.includes('detection/')).join(', ')}`).toBe(false);
  });

  it('the redaction route does bundle it (the check can fail)', async () => {
    const redact = routes.find((r) => r.operation === 'RedactText');
    expect(bundlesEngine(await bundleHandler(redact!.handler, [], false))).toBe(true);
  });

  it('keeps the liveness probe small (no SDK, no zod)', async () => {
    const health = await bundleHandler(routes.find((r) => r.operation === 'GetHealth')!.handler);
    expect(health.inputs.some((i) => i.includes('node_modules/zod/'))).toBe(false);
    expect(health.bytes).toBeLessThan(100 * 1024);
  });
});
