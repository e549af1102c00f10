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
import { badRequest, unsupportedMediaType } from './errors.js';
import { PLAN_LIMITS } from '../tenancy/plans.js';
import { formFingerprint, parseMultipart, type UploadedFile } from './multipart.js';
import type { HttpResult } from './response.js';
import { compose, requestIdOf, toResult, type LambdaHandler, type Reply } from './compose.js';
import { parseJsonBody, parseWith } from './validation.js';

export type { Reply } from './compose.js';

type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;

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
  handle(request: ApiRequest<BodyOf<B, F>, Infer<Q>, Infer<P>>): Promise<Reply>;
}

export function apiHandler<
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
  F extends z.ZodType | undefined = undefined,
>(spec: ApiHandlerSpec<B, Q, P, F>): LambdaHandler {
  return compose(spec.operation, async (event) => {
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
      if (!spec.idempotent || !idempotencyKey) return withHeaders(toResult(await spec.handle(request)), rateHeaders);
      if (!IDEMPOTENCY_KEY.test(idempotencyKey)) {
        throw badRequest('Idempotency-Key must be 1 to 255 printable ASCII characters.');
      }

      const claim = await claimIdempotencyKey({
        tenantId: tenant.id, mode: principal.mode, key: idempotencyKey, operation: spec.operation, body: rawBody,
      });
      if (claim.replay) return withHeaders(claim.replay, rateHeaders);
      let result: HttpResult;
      try {
        result = toResult(await spec.handle(request));
      } catch (error) {
        result = errorResponse(error, spec.operation);
      }
      // Server faults release the key so a retry can succeed; anything else is the answer.
      await claim.settle(result.statusCode >= 500 ? undefined : result);
      return withHeaders(result, rateHeaders);
    } catch (error) {
      return withHeaders(errorResponse(error, spec.operation), rateHeaders);
    }
  });
}

function withHeaders(result: HttpResult, headers: Record<string, string>): HttpResult {
  return { ...result, headers: { ...result.headers, ...headers } };
}
