import { Logger } from '@aws-lambda-powertools/logger';

/**
 * One structured logger per process. Log keys are ids, operations, statuses and durations only:
 * never request bodies, texts, API keys or anything a caller sent (it may be PII).
 */
export const logger = new Logger({
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'pii-service',
  logLevel: (process.env.LOG_LEVEL as 'INFO' | undefined) ?? (process.env.STAGE === 'local' ? 'WARN' : 'INFO'),
});
