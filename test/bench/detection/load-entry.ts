/**
 * Entry of the production-form load measurement (perf.ts `bundledLoadTime`): esbuild bundles
 * this file the way the CDK bundles a Lambda handler, and a plain `node` process imports the
 * bundle and waits for `firstResult`, i.e. engine modules, lexicon data and a first analyze.
 */
import { getEngine } from '#shared/detection/engine.js';

export const firstResult = getEngine().analyze('Call John Smith at (415) 555-0132 or john.smith@example.com.', {
  language: 'en',
});
