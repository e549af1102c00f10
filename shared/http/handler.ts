/**
 * The factory every HTTP handler goes through: the one place where the order of cross-cutting
 * steps is decided. Authentication, then the rate limit (only authenticated requests count),
 * then the tenant override, then body/query/path validation, then Idempotency-Key, then the
 * use case. Errors anywhere become `{"detail": ...}` responses; every response carries
 * X-Request-Id.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { z } from 'zod';
import { claimIdempotencyKey } from '../idempotency/idempotency-store.js';
import { consumeRateLimit } from '../ratelimit/rate-limiter.js';
import { readConfigVersion } from '../tenant-config/config-version.js';
import { rememberedTenantOfKey } from '../tenancy/api-key-repository.js';
import { authenticate } from '../tenancy/authenticate.js';
import { resolveTenant, type Principal } from '../tenancy/principal.js';
import type { Tenant } from '../tenancy/tenant-repository.js';
import { errorResponse } from './error-response.js';
import { badRequest, HttpError, unsupportedMediaType } from './errors.js';
import { PLAN_LIMITS } from '../tenancy/plans.js';
import { formFingerprint, parseMultipart, type UploadedFile } from './multipart.js';
import type { HttpResult } from './response.js';
import { compose, requestIdOf, toResult, type LambdaHandler, type Reply } from './compose.js';
import { documented, type DocumentedHandler } from './route-doc.js';
import { parseJsonBody, parseWith } from './validation.js';

export type { Reply } from './compose.js';

type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;

/**
 * The answer goes out this long before the function's time limit, so a request that would run
 * out of time gets a clear 503 instead of the platform's bare timeout (a 500/504 to the caller).
 */
const DEADLINE_MARGIN_MS = 1_500;

/** Without a Lambda context (direct calls in tests), the default API route timeout. */
const DEFAULT_BUDGET_MS = 29_000;

/** Keys are stored in a DynamoDB sort key (at most 1 KB), so their size is bounded up front. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

export interface ApiRequest<B, Q, P> {
  /** The JSON body, or for a multipart request the parsed text fields (see `form`). */
  body: B;
  /** The uploaded file of a multipart request, when the spec's `form.file` names its field. */
  file?: UploadedFile;
  query: Q;
  params: P;
  principal: Principal;
  /** The tenant acted on: the key's own, or `tenant_id` for operator keys. */
  tenant: Tenant;
  requestId: string;
  headers: Record<string, string | undefined>;
  event: APIGatewayProxyEventV2;
  /** The tenant's config version, read for this request (read ahead with `readsTenantConfig`). */
  configVersion(tenantId: string): Promise<number>;
}

/** The body a use case sees: the JSON body's type, the form fields' type, or either. */
type BodyOf<B, F> = B extends z.ZodType ? (F extends z.ZodType ? z.infer<B> | z.infer<F> : z.infer<B>) : Infer<F>;

export interface ApiHandlerSpec<
  B extends z.ZodType | undefined,
  Q extends z.ZodType | undefined,
  P extends z.ZodType | undefined,
  F extends z.ZodType | undefined = undefined,
> {
  operation: string;
  body?: B;
  query?: Q;
  params?: P;
  /**
   * Accept multipart/form-data: `fields` validates the text fields (strings; use the form
   * helpers of validation.ts for JSON and list values) and `file` names the one field that may
   * carry a file, bounded by the tenant's plan upload limit (413). Without `body` the route takes
   * only multipart; with both it takes either, and `body` and `fields` should agree.
   */
  form?: { fields: F & z.ZodType; file?: string };
  /** Honour the Idempotency-Key header (every POST that creates something). */
  idempotent?: boolean;
  /**
   * The use case reads the tenant's config version: read it in the same round trip as the API
   * key (for a key this process has seen) instead of after authentication.
   */
  readsTenantConfig?: boolean;
  /** One line for the API reference. */
  summary?: string;
  /**
   * The success body's schema (exported next to the use case): the OpenAPI document is built
   * from it and the integration tests check every real response against it. `null`: no body.
   */
  response?: z.ZodType | null;
  /** The success status when it is not 200 (201 for creates, 202 for accepted work). */
  status?: number;
  /** Error statuses of this route beyond the ones every authenticated route has (401, 403, 429...). */
  errors?: number[];
  /** Other statuses whose body is not the `{detail}` error shape, with their schemas. */
  responses?: Record<number, z.ZodType>;
  handle(request: ApiRequest<BodyOf<B, F>, Infer<Q>, Infer<P>>): Promise<Reply>;
}

export function apiHandler<
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
  F extends z.ZodType | undefined = undefined,
>(spec: ApiHandlerSpec<B, Q, P, F>): DocumentedHandler {
  const handler = compose(spec.operation, async (event, context) => {
    const budgetMs = context?.getRemainingTimeInMillis?.() ?? DEFAULT_BUDGET_MS;
    const deadline = Date.now() + budgetMs - DEADLINE_MARGIN_MS;
    const headers = event.headers ?? {};
    const apiKey = headers['x-api-key'];
    // Issued in the same turn as the key read, so both share one BatchGetItem (coalesced-items).
    const aheadTenant = spec.readsTenantConfig && apiKey ? rememberedTenantOfKey(apiKey) : undefined;
    const versionAhead = aheadTenant ? readConfigVersion(aheadTenant) : undefined;
    versionAhead?.catch(() => undefined); // unused if authentication fails; never unhandled
    const principal = await authenticate(apiKey);
    const rateHeaders = await consumeRateLimit(principal);
    try {
      const query = { ...(event.queryStringParameters ?? {}) };
      const tenant = await resolveTenant(principal, query.tenant_id);
      delete query.tenant_id;

      const contentType = headers['content-type'] ?? '';
      let body: unknown;
      let file: UploadedFile | undefined;
      // What an Idempotency-Key retry must repeat (the raw JSON, or the form's canonical form).
      let rawBody: string | undefined;
      if (contentType.toLowerCase().startsWith('multipart/')) {
        if (!spec.form) throw unsupportedMediaType('This endpoint takes a JSON body (Content-Type: application/json).');
        const bytes = Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8');
        const form = await parseMultipart(bytes, contentType, {
          fileField: spec.form.file,
          maxFileBytes: PLAN_LIMITS[tenant.plan].uploadBytes,
        });
        body = parseWith(spec.form.fields, form.fields, 'body');
        file = form.file;
        rawBody = formFingerprint(form);
      } else {
        if (spec.form && !spec.body) {
          throw unsupportedMediaType('This endpoint takes multipart/form-data with the file in the "file" field.');
        }
        rawBody = event.body && event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
        // No body at all reads as {} so the caller hears about the missing fields; `null` stays null.
        const sent = rawBody === undefined || rawBody === '' ? {} : parseJsonBody(rawBody);
        body = spec.body ? parseWith(spec.body, sent, 'body') : undefined;
      }
      const parsedQuery = spec.query ? parseWith(spec.query, query, 'query') : undefined;
      const params = spec.params ? parseWith(spec.params, event.pathParameters ?? {}, 'path') : undefined;

      const request = {
        body, file, query: parsedQuery, params, principal, tenant, requestId: requestIdOf(event), headers, event,
        configVersion: (tenantId: string) =>
          versionAhead && tenantId === aheadTenant ? versionAhead : readConfigVersion(tenantId),
      } as ApiRequest<BodyOf<B, F>, Infer<Q>, Infer<P>>;

      const idempotencyKey = headers['idempotency-key'];
      if (!spec.idempotent || !idempotencyKey) return withHeaders(toResult(await withinDeadline(spec.handle(request), deadline, budgetMs)), rateHeaders);
      if (!IDEMPOTENCY_KEY.test(idempotencyKey)) {
        throw badRequest('Idempotency-Key must be 1 to 255 printable ASCII characters.');
      }

      const claim = await claimIdempotencyKey({
        tenantId: tenant.id, mode: principal.mode, key: idempotencyKey, operation: spec.operation, body: rawBody,
        // A first attempt that dies (crash, time limit) holds the key only until just after
        // this function's own time limit, so a retry then runs instead of a day of 409s.
        inProgressSeconds: Math.ceil(budgetMs / 1000) + IN_PROGRESS_MARGIN_SECONDS,
      });
      if (claim.replay) return withHeaders(claim.replay, rateHeaders);
      let result: HttpResult;
      try {
        result = toResult(await withinDeadline(spec.handle(request), deadline, budgetMs));
      } catch (error) {
        // Out of time: the work may still be running (or frozen half-way on Lambda), so the key
        // stays in progress until it expires rather than letting a retry run beside it.
        if (error instanceof DeadlineError) return withHeaders(errorResponse(error, spec.operation), rateHeaders);
        result = errorResponse(error, spec.operation);
      }
      // Server faults release the key so a retry can succeed; anything else is the answer.
      await claim.settle(result.statusCode >= 500 ? undefined : result);
      return withHeaders(result, rateHeaders);
    } catch (error) {
      return withHeaders(errorResponse(error, spec.operation), rateHeaders);
    }
  });
  return documented(handler, {
    operation: spec.operation,
    summary: spec.summary,
    public: false,
    // A multipart-only route documents its form fields as the (multipart) body.
    body: spec.body ?? spec.form?.fields,
    ...(spec.form && !spec.body ? { form: true } : {}),
    query: spec.query,
    params: spec.params,
    // Left undefined when a handler documents nothing, so the route-table test can name it.
    response: spec.response as z.ZodType | null,
    status: spec.status ?? 200,
    errors: spec.errors ?? [],
    ...(spec.responses ? { responses: spec.responses } : {}),
    idempotent: spec.idempotent ?? false,
  });
}

const IN_PROGRESS_MARGIN_SECONDS = 2;

class DeadlineError extends HttpError {
  constructor(timeLimitMs: number) {
    super(
      503,
      `The request did not finish within this endpoint's time limit of ${Math.round(timeLimitMs / 1000)} s; send a smaller request (less text, fewer distinct values).`,
      { 'retry-after': '1' },
    );
  }
}

/** The use case's answer, or a 503 DeadlineError once `deadline` (epoch ms) has passed. */
async function withinDeadline<T>(work: Promise<T>, deadline: number, timeLimitMs: number): Promise<T> {
  const budget = deadline - Date.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineError(timeLimitMs)), Math.max(0, budget));
  });
  work.catch(() => undefined); // if the deadline wins, a later failure is not unhandled
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function withHeaders(result: HttpResult, headers: Record<string, string>): HttpResult {
  return { ...result, headers: { ...result.headers, ...headers } };
}
