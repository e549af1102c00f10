import { checkReadiness, readinessResponse } from '#shared/health/readiness.js';
import { publicHandler } from '#shared/http/public-handler.js';

export const handler = publicHandler({
  operation: 'GetReadiness',
  summary: 'Readiness: every dependency answers (503 with the failing checks otherwise).',
  response: readinessResponse,
  responses: { 503: readinessResponse },
  handle: async () => {
    const checks = await checkReadiness();
    const ok = Object.values(checks).every((status) => status === 'ok');
    return { status: ok ? 200 : 503, body: { status: ok ? 'ok' : 'degraded', checks } };
  },
});
