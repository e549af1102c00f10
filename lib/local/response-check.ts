/**
 * Checks real responses against what their handler documents (`handler.spec`, the source of
 * the OpenAPI document): the success body against `response`, an error against the `{detail}`
 * shape (422 also `errors[]`), a status the handler lists in `responses` against its schema.
 * The integration tests run the local front with it, so a handler whose answers drift from its
 * documentation fails the test that called it.
 */
import { z } from 'zod';
import type { ResponseSchema, RouteDoc } from '../../shared/http/route-doc.js';
import type { HttpAnswer } from './apigw-event.js';

const errorBody = z.object({ detail: z.string() });
const validationBody = z.object({
  detail: z.string(),
  errors: z.array(z.strictObject({ loc: z.array(z.union([z.string(), z.number()])), msg: z.string(), type: z.string() })).min(1),
});

/** A sentence naming what does not match, or undefined when the answer is as documented. */
export function responseMismatch(spec: RouteDoc | undefined, answer: HttpAnswer): string | undefined {
  if (!spec) return 'its handler carries no documentation (not built by apiHandler or publicHandler)';
  const status = answer.statusCode;
  // A route whose handler documents no response yet: test/unit/http/openapi-document.test.ts
  // names it; its errors are still checked.
  if (spec.response === undefined && status < 400) return undefined;
  let schema: ResponseSchema | null | undefined;
  if (spec.responses?.[status]) schema = spec.responses[status];
  else if (status === spec.status) {
    schema = spec.response;
  } else if (status >= 400) schema = status === 422 ? validationBody : errorBody;
  else return `status ${status} is not documented (success is ${spec.status})`;
  if (schema === null) return undefined;
  // A documented redirect carries its answer in Location, not in a body.
  if (status >= 300 && status < 400 && answer.body.length === 0) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(answer.body.toString('utf8'));
  } catch {
    return `status ${status} body is not JSON`;
  }
  const zod = 'jsonSchema' in schema ? z.fromJSONSchema(schema.jsonSchema) : schema;
  const result = zod.safeParse(body);
  if (result.success) return undefined;
  const issues = result.error.issues.slice(0, 3).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
  return `status ${status} body does not match its documented schema (${issues.join('; ')})`;
}
