/**
 * The one table of HTTP errors. Domain and adapter code throw these (or plain Errors, which
 * become an opaque 500); the error middleware turns them into `{"detail": "..."}` bodies.
 * Messages are written for the caller and must never contain PII or internal names.
 */

export interface ValidationIssue {
  loc: (string | number)[];
  msg: string;
  type: string;
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
    readonly extra: Record<string, unknown> = {},
  ) {
    super(detail);
    this.name = 'HttpError';
  }
}

export const badRequest = (detail: string) => new HttpError(400, detail);
export const unauthorized = (detail: string) => new HttpError(401, detail);
export const paymentRequired = (detail: string) => new HttpError(402, detail);
export const forbidden = (detail: string) => new HttpError(403, detail);
export const notFound = (detail: string) => new HttpError(404, detail);
export const conflict = (detail: string) => new HttpError(409, detail);
export const gone = (detail: string) => new HttpError(410, detail);
export const payloadTooLarge = (detail: string) => new HttpError(413, detail);
export const unsupportedMediaType = (detail: string) => new HttpError(415, detail);

export function unprocessable(errors: ValidationIssue[], detail?: string): HttpError {
  const first = errors[0];
  const summary = detail ?? (first ? `Invalid ${first.loc.join('.')}: ${first.msg}` : 'Request validation failed.');
  return new HttpError(422, summary, {}, { errors });
}

export function tooManyRequests(retryAfterSeconds: number, headers: Record<string, string>): HttpError {
  return new HttpError(429, `Rate limit exceeded. Retry in ${retryAfterSeconds} seconds.`, {
    ...headers,
    'retry-after': String(retryAfterSeconds),
  });
}
