/**
 * Matching of concrete paths against the route table, as API Gateway does it: the local front
 * dispatches with it, and the `$default` handler uses it to tell 405 (known path, other
 * method) from 404 (unknown endpoint). Both therefore agree by construction.
 */
import { routes as routeTable, type HttpMethod, type RouteSpec } from '../../functions/routes.js';

export const API_PREFIX = '/api/v1';

export interface RouteMatch {
  route: RouteSpec;
  routeKey: string;
  pathParameters?: Record<string, string>;
}

interface CompiledRoute {
  route: RouteSpec;
  pattern: RegExp;
  names: string[];
  /** API Gateway prefers the most specific route: more literal segments win over parameters. */
  literals: number;
}

function compile(route: RouteSpec): CompiledRoute {
  const names: string[] = [];
  let literals = 0;
  const source = route.path
    .split('/')
    .map((segment) => {
      const param = /^\{(\w+)(\+)?\}$/.exec(segment);
      if (!param) {
        literals++;
        return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      }
      names.push(param[1]!);
      return param[2] ? '(.+)' : '([^/]+)';
    })
    .join('/');
  return { route, pattern: new RegExp(`^${source}$`), names, literals };
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export interface Router {
  /** The route for this exact method and path under /api/v1, if any. */
  match(method: string, rawPath: string): RouteMatch | undefined;
  /** The methods the table has for this path (empty: unknown endpoint). */
  allowedMethods(rawPath: string): HttpMethod[];
}

export function createRouter(routes: readonly RouteSpec[]): Router {
  const compiled = routes.map(compile).sort((a, b) => b.literals - a.literals);
  const relative = (rawPath: string) => (rawPath.startsWith(`${API_PREFIX}/`) ? rawPath.slice(API_PREFIX.length) : undefined);
  return {
    match(method, rawPath) {
      const path = relative(rawPath);
      if (path === undefined) return undefined;
      for (const candidate of compiled) {
        if (candidate.route.method !== method) continue;
        const found = candidate.pattern.exec(path);
        if (!found) continue;
        const pathParameters = Object.fromEntries(candidate.names.map((name, i) => [name, decode(found[i + 1]!)]));
        return {
          route: candidate.route,
          routeKey: `${method} ${API_PREFIX}${candidate.route.path}`,
          ...(candidate.names.length > 0 ? { pathParameters } : {}),
        };
      }
      return undefined;
    },
    allowedMethods(rawPath) {
      const path = relative(rawPath);
      if (path === undefined) return [];
      return [...new Set(compiled.filter((c) => c.pattern.test(path)).map((c) => c.route.method))];
    },
  };
}

let tableRouter: Router | undefined;

/** Allowed methods against the service's own route table. */
export function allowedMethods(rawPath: string): HttpMethod[] {
  tableRouter ??= createRouter(routeTable);
  return tableRouter.allowedMethods(rawPath);
}
