import { notFound, HttpError } from '#shared/http/errors.js';
import { publicHandler } from '#shared/http/public-handler.js';
import { allowedMethods } from '#shared/http/route-match.js';

/**
 * API Gateway's `$default` route (and the local front's fallback): a known path with another
 * method is 405 with `Allow`; anything else, including paths outside /api/v1, is 404.
 */
export const handler = publicHandler({
  operation: 'UnknownRoute',
  handle: async (event) => {
    const allowed = allowedMethods(event.rawPath ?? '');
    if (allowed.length === 0) throw notFound('Unknown endpoint');
    throw new HttpError(405, `Method ${event.requestContext.http.method} is not allowed on this endpoint.`, {
      allow: allowed.join(', '),
    });
  },
});
