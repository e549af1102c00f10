import { logger } from '../observability/logger.js';
import { HttpError } from './errors.js';
import { json, type HttpResult } from './response.js';

/**
 * Maps anything thrown to the contract's JSON error. Unknown errors are logged by name and stack
 * only (messages of SDK errors can echo values a caller sent) and answered as an opaque 500.
 */
export function errorResponse(error: unknown, operation: string): HttpResult {
  if (error instanceof HttpError) {
    return json(error.status, { detail: error.detail, ...error.extra }, error.headers);
  }
  const err = error instanceof Error ? error : new Error('non-error thrown');
  logger.error('Unhandled error', {
    operation,
    errorName: err.name,
    stack: err.stack?.split('\n').slice(1, 8).join('\n'),
  });
  return json(500, { detail: 'Internal server error.' });
}
