import { pathToFileURL } from 'node:url';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { Context } from 'aws-lambda';

/** Any Lambda handler: the runtime passes an event and a context and awaits the result. */
export type LambdaHandler = (event: never, context: Context) => Promise<unknown> | unknown;

const functionsDir = fileURLToPath(new URL('../../functions/', import.meta.url));
const loaded = new Map<string, Promise<LambdaHandler>>();

/**
 * Imports `functions/<handler>.ts` on first use and keeps it, like a warm Lambda container:
 * module-scope clients and caches live as long as the process. A failed import is not cached,
 * so fixing the file and retrying works without a restart.
 */
export function loadHandler(handler: string): Promise<LambdaHandler> {
  let pending = loaded.get(handler);
  if (!pending) {
    pending = importHandler(handler);
    loaded.set(handler, pending);
    pending.catch(() => loaded.delete(handler));
  }
  return pending;
}

async function importHandler(handler: string): Promise<LambdaHandler> {
  const url = pathToFileURL(join(functionsDir, `${handler}.ts`)).href;
  const mod = (await import(url)) as { handler?: unknown };
  if (typeof mod.handler !== 'function') throw new Error(`functions/${handler}.ts does not export a handler function`);
  return mod.handler as LambdaHandler;
}
