import { routes, type HttpMethod } from '../../functions/routes.js';

export const API_PREFIX = '/api/v1';

const compiled = routes.map((route) => ({
  route,
  pattern: new RegExp(`^${API_PREFIX}${route.path.replace(/\{[^}/]+\}/g, '[^/]+')}/?$`),
}));

/** The methods the route table has for a concrete path (empty: unknown endpoint). */
export function allowedMethods(path: string): HttpMethod[] {
  return [...new Set(compiled.filter((c) => c.pattern.test(path)).map((c) => c.route.method))];
}
