/**
 * Bundles one handler module the way the CDK does for its Lambda (lib/aws/constructs/
 * service-function.ts: esbuild, ESM, minified, node22, AWS SDK included), in memory, and reports
 * its size and what went into it (esbuild's metafile).
 */
import { build } from 'esbuild';
import path from 'node:path';
import { handlerEntry, PROJECT_ROOT } from '../../../lib/aws/project-paths.js';

export interface HandlerBundle {
  handler: string;
  bytes: number;
  /** Input files, relative to the project root. */
  inputs: string[];
}

/** The detection engine's own module and its lexicon data: only routes that detect need them. */
export const ENGINE_MODULES = ['shared/detection/engine.ts', 'shared/detection/data/lexicons.json'];

export async function bundleHandler(
  handler: string,
  nodeModules: readonly string[] = [],
  /** Off when only the inputs matter (tests): faster, same metafile inputs. */
  minify = true,
): Promise<HandlerBundle> {
  const out = await build({
    entryPoints: [handlerEntry(handler)],
    absWorkingDir: PROJECT_ROOT,
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    mainFields: ['module', 'main'],
    minify,
    external: [...nodeModules],
    banner: { js: "import { createRequire as __r } from 'node:module';const require = __r(import.meta.url);" },
    logLevel: 'silent',
  });
  const bytes = out.outputFiles.reduce((sum, file) => sum + file.contents.length, 0);
  const inputs = Object.keys(out.metafile.inputs).map((input) => path.normalize(input).split(path.sep).join('/'));
  return { handler, bytes, inputs };
}

export const bundlesEngine = (bundle: HandlerBundle) => bundle.inputs.some((input) => ENGINE_MODULES.some((m) => input.endsWith(m)));
