import { HttpError } from '../http/errors.js';
import { logger } from '../observability/logger.js';

/** A plan that cannot be bought on this deployment (no price configured). */
export const serviceUnavailable = (detail: string) => new HttpError(503, detail);

/**
 * Runs one call to the payment provider. Our own HttpErrors pass; anything the provider throws
 * (network, its 4xx/5xx) becomes a 502 naming no internals, logged by type and code only.
 */
export async function callProvider<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const { type, code, statusCode } = error as { type?: string; code?: string; statusCode?: number };
    logger.error('payment provider call failed', { what, type, code, statusCode });
    throw new HttpError(502, 'The payment provider could not complete the request; try again shortly.');
  }
}
