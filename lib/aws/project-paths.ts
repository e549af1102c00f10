/** Absolute paths the CDK code needs: handlers are bundled from functions/ with the root lock file. */
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const FUNCTIONS_DIR = path.join(PROJECT_ROOT, 'functions');
export const LOCK_FILE = path.join(PROJECT_ROOT, 'package-lock.json');

/** `functions/<handler>.ts` for a handler module named in the route, worker or schedule table. */
export const handlerEntry = (handler: string): string => path.join(FUNCTIONS_DIR, `${handler}.ts`);
