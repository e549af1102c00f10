import type { RouteSpec } from '../../functions/routes.js';

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

/**
 * Exact method + path matching over the route table, under /api/v1. Anything else (unknown
 * path, known path with another method, outside the prefix) is left to the caller, which sends
 * it to the unknown-route handler as API Gateway sends it to the `$default` route.
 */
export function createRouter(routes: readonly RouteSpec[]) {
  const compiled = routes.map(compile).sort((a, b) => b.literals - a.literals);
  return (method: string, rawPath: string): RouteMatch | undefined => {
    if (!rawPath.startsWith(`${API_PREFIX}/`)) return undefined;
    const path = rawPath.slice(API_PREFIX.length);
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
  };
}
