/**
 * What a handler documents about itself: the same zod schemas that validate its requests, the
 * schema of its success body and the statuses it may answer. `apiHandler` and `publicHandler`
 * attach it to the handler they return (`handler.spec`), so the OpenAPI document is built from
 * the code that runs and cannot drift from it. Type-only zod import: the public probes stay small.
 */
import type { z } from 'zod';
import type { LambdaHandler } from './compose.js';

/**
 * A response schema written as JSON Schema, for handlers that must stay tiny (the liveness
 * probe does not load zod); the reference uses it as it is and the response check converts it.
 */
export interface JsonSchemaDoc {
  jsonSchema: Record<string, unknown>;
}

export type ResponseSchema = z.ZodType | JsonSchemaDoc;

export interface RouteDoc {
  operation: string;
  /** One line for the reference page. */
  summary?: string;
  /** Needs no API key. */
  public: boolean;
  body?: z.ZodType;
  /** The body is multipart/form-data instead of JSON. */
  form?: boolean;
  query?: z.ZodType;
  params?: z.ZodType | JsonSchemaDoc;
  /** The success body; `null` documents a success with no JSON body (e.g. a page or a file). */
  response: ResponseSchema | null;
  /** Media type of the success body when it is not JSON (`text/html`). */
  responseType?: string;
  /** The success status (200, 201 for creates, 202 for accepted work). */
  status: number;
  /** Error statuses this route may answer besides the ones every route of its kind has. */
  errors: number[];
  /** Other statuses whose body is not the error shape (e.g. readiness' 503), with their schemas. */
  responses?: Record<number, z.ZodType>;
  idempotent: boolean;
}

export type DocumentedHandler = LambdaHandler & { readonly spec: RouteDoc };

/** Attaches the documentation to a handler (a plain property: middy's handler is a function). */
export function documented(handler: LambdaHandler, spec: RouteDoc): DocumentedHandler {
  return Object.assign(handler, { spec });
}
