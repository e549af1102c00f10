/**
 * The OpenAPI 3.1 document, built from the route table and the schemas each handler carries
 * (`handler.spec`, see shared/http/route-doc.ts): the zod schemas that validate requests become
 * the request body, query and path parameters (zod 4 emits JSON Schema), the response schema
 * the success body, and the error shapes of shared/http/errors.ts the error responses.
 */
import { z } from 'zod';
import type { RouteSpec } from '../../functions/routes.js';
import type { ResponseSchema, RouteDoc } from '../http/route-doc.js';
import { API_PREFIX } from '../http/route-match.js';

export interface DocumentedRoute {
  route: Pick<RouteSpec, 'method' | 'path' | 'operation' | 'group' | 'public'>;
  spec: RouteDoc;
}

type JsonSchema = Record<string, unknown>;

const STATUS_TEXT: Record<number, string> = {
  400: 'Malformed request (body is not JSON, bad header).',
  401: 'Missing, unknown or revoked API key.',
  402: 'Token allowance of the billing period used up (live keys).',
  403: 'The key may not do this, or the resource belongs to another tenant or mode.',
  404: 'Not found.',
  405: 'Method not allowed on this path.',
  409: 'Conflict (duplicate, concurrent change, or Idempotency-Key reuse).',
  410: 'Gone.',
  413: 'Payload too large.',
  415: 'Unsupported media type.',
  422: 'Validation failed: `errors` lists each problem with its location.',
  429: 'Rate limit exceeded (see Retry-After).',
  500: 'Internal error (opaque).',
  503: 'Temporarily unavailable, or the request did not finish within the time limit.',
};

/** Statuses every authenticated route may answer, whatever it does. */
const AUTHENTICATED_ERRORS = [401, 403, 429, 500];

function toSchema(schema: ResponseSchema, io: 'input' | 'output'): JsonSchema {
  if ('jsonSchema' in schema) return schema.jsonSchema;
  const out = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
  delete out.$schema;
  return out;
}

/** A z.object's properties as OpenAPI parameters (`in: query` or `in: path`). */
function parameters(schema: ResponseSchema | undefined, where: 'query' | 'path'): JsonSchema[] {
  if (!schema) return [];
  const json = toSchema(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: where,
      required: where === 'path' || required.has(name),
      ...(description ? { description } : {}),
      schema: rest,
    };
  });
}

function errorStatuses(spec: RouteDoc): number[] {
  const statuses = new Set<number>(spec.public ? [500] : AUTHENTICATED_ERRORS);
  if (!spec.public && (spec.body || spec.query || spec.params)) statuses.add(422);
  if (spec.body) {
    statuses.add(400);
    statuses.add(415);
  }
  if (spec.idempotent) {
    statuses.add(400);
    statuses.add(409);
  }
  for (const status of spec.errors) statuses.add(status);
  return [...statuses].sort((a, b) => a - b);
}

function errorResponse(status: number): JsonSchema {
  return {
    description: STATUS_TEXT[status] ?? 'Error.',
    content: {
      'application/json': {
        schema: { $ref: status === 422 ? '#/components/schemas/ValidationError' : '#/components/schemas/Error' },
      },
    },
  };
}

function operation({ route, spec }: DocumentedRoute): JsonSchema {
  const success: JsonSchema =
    spec.response === null
      ? { description: 'Success.', ...(spec.responseType ? { content: { [spec.responseType]: {} } } : {}) }
      : { description: 'Success.', content: { 'application/json': { schema: toSchema(spec.response, 'output') } } };
  const params = [...parameters(spec.params, 'path'), ...parameters(spec.query, 'query')];
  if (!spec.public) {
    params.push({
      name: 'tenant_id',
      in: 'query',
      required: false,
      description: 'Platform operator keys only: act on this tenant instead of the key\'s own.',
      schema: { type: 'string' },
    });
  }
  if (spec.idempotent) {
    params.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description: 'A retry with the same key and body within 24 h gets the first response.',
      schema: { type: 'string', minLength: 1, maxLength: 255 },
    });
  }
  const responses: Record<string, JsonSchema> = { [String(spec.status)]: success };
  for (const status of errorStatuses(spec)) responses[String(status)] = errorResponse(status);
  for (const [status, schema] of Object.entries(spec.responses ?? {})) {
    responses[status] = {
      description: STATUS_TEXT[Number(status)] ?? 'See schema.',
      content: { 'application/json': { schema: toSchema(schema, 'output') } },
    };
  }
  return {
    operationId: spec.operation,
    tags: [route.group],
    ...(spec.summary ? { summary: spec.summary } : {}),
    ...(params.length ? { parameters: params } : {}),
    ...(spec.body
      ? {
          requestBody: {
            required: true,
            content: { [spec.form ? 'multipart/form-data' : 'application/json']: { schema: toSchema(spec.body, 'input') } },
          },
        }
      : {}),
    responses,
    security: spec.public ? [] : [{ apiKey: [] }],
  };
}

/** Routes whose handler documents no success body: the reference test lists them. */
export function undocumented(routes: readonly DocumentedRoute[]): string[] {
  return routes
    .filter(({ spec }) => spec.response === undefined)
    .map(({ route }) => `${route.method} ${route.path} (${route.operation}): its handler spec has no \`response\` schema`);
}

export function openApiDocument(routes: readonly DocumentedRoute[], info: { version: string }): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const entry of routes) {
    if (entry.spec.response === undefined) continue;
    const path = `${API_PREFIX}${entry.route.path}`;
    (paths[path] ??= {})[entry.route.method.toLowerCase()] = operation(entry);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'PII detection and redaction API',
      version: info.version,
      description:
        'Finds personal data in English and Spanish text and returns it redacted, masked, hashed or pseudonymized. ' +
        'Authenticate with an API key in the X-API-Key header. Errors are `{"detail": "..."}`; 422 adds `errors`.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' } },
      schemas: {
        Error: {
          type: 'object',
          properties: { detail: { type: 'string' } },
          required: ['detail'],
        },
        ValidationError: {
          type: 'object',
          properties: {
            detail: { type: 'string' },
            errors: {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  loc: { type: 'array', items: { anyOf: [{ type: 'string' }, { type: 'integer' }] } },
                  msg: { type: 'string' },
                  type: { type: 'string' },
                },
                required: ['loc', 'msg', 'type'],
              },
            },
          },
          required: ['detail', 'errors'],
        },
      },
    },
  };
}
