/**
 * Every route of the table with the documentation its handler carries. The handler modules are
 * imported by path from the route table itself (esbuild bundles every file the pattern can
 * match), so a new entry in functions/routes.ts is in the reference without another list.
 */
import { routes } from '../../functions/routes.js';
import type { DocumentedHandler } from '../http/route-doc.js';
import type { DocumentedRoute } from './document.js';

/** `group/name`: two one-level variables, the form both esbuild and vite can expand. */
function loadModule(handler: string): Promise<{ handler?: Partial<DocumentedHandler> }> {
  const [dir, name, ...rest] = handler.split('/');
  if (!dir || !name || rest.length) throw new Error(`functions/${handler}.ts: handlers live at functions/<group>/<name>.ts`);
  return import(`../../functions/${dir}/${name}.ts`);
}

export async function documentedRoutes(): Promise<DocumentedRoute[]> {
  return Promise.all(
    routes.map(async (route) => {
      const { handler } = await loadModule(route.handler);
      const spec = handler?.spec;
      if (!spec) throw new Error(`functions/${route.handler}.ts: its handler is not built by apiHandler or publicHandler`);
      return { route, spec };
    }),
  );
}
