/**
 * The API reference is built from the handlers' own schemas: every route of the table must carry
 * them, and the document must describe every route, parameter and error shape.
 */
import { describe, expect, it } from 'vitest';
import { routes } from '../../../functions/routes.js';
import { openApiDocument, undocumented, type DocumentedRoute } from '../../../shared/openapi/document.js';
import { documentedRoutes } from '../../../shared/openapi/route-handlers.js';

const documented: DocumentedRoute[] = await documentedRoutes();
const doc = openApiDocument(documented, { version: '1' }) as {
  openapi: string;
  paths: Record<string, Record<string, { parameters?: { name: string; in: string }[]; responses: Record<string, unknown>; requestBody?: unknown; security: unknown[] }>>;
};

describe('OpenAPI document', () => {
  it('has a response schema for every route of the table (the message names the route)', () => {
    expect(undocumented(documented)).toEqual([]);
  });

  it.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))('documents %s', (_, route) => {
    const spec = documented.find((d) => d.route === route)?.spec;
    expect(spec?.response, `${route.method} ${route.path} (${route.operation}): its handler spec has no \`response\` schema`).not.toBeUndefined();
    const op = doc.paths[`/api/v1${route.path}`]?.[route.method.toLowerCase()];
    expect(op, `${route.method} ${route.path} (${route.operation}) is missing from the document`).toBeDefined();
    // Every {param} of the path is a documented path parameter.
    const pathParams = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    const documentedParams = (op?.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
    expect(documentedParams.sort(), `${route.operation}: path parameters`).toEqual(pathParams.sort());
    if (route.public) expect(op?.security).toEqual([]);
    else expect(Object.keys(op?.responses ?? {})).toEqual(expect.arrayContaining(['401', '403', '429']));
    if (route.method === 'POST' || route.method === 'PUT') {
      expect(op?.requestBody, `${route.operation}: request body`).toBeDefined();
      // Public POSTs (the signed billing webhook) verify before parsing: they answer 400, not 422.
      if (!route.public) expect(op?.responses['422']).toEqual({
        description: expect.any(String),
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ValidationError' } } },
      });
    }
  });

  it('names every handler\'s operation as the route table does (logs and idempotency scopes use it)', () => {
    const differing = documented
      .filter(({ route, spec }) => route.operation !== spec.operation)
      .map(({ route, spec }) => `${route.method} ${route.path}: table ${route.operation}, handler ${spec.operation}`);
    expect(differing).toEqual([]);
  });

  it('is OpenAPI 3.1 and names a route that lacks a schema', () => {
    expect(doc.openapi).toBe('3.1.0');
    const [first] = documented;
    const stripped = { ...first!, spec: { ...first!.spec, response: undefined as never } };
    expect(undocumented([stripped])).toEqual([
      `${first!.route.method} ${first!.route.path} (${first!.route.operation}): its handler spec has no \`response\` schema`,
    ]);
  });
});
