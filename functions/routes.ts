/**
 * The route table: the single source for the CDK API stacks (one Lambda per entry, with exactly
 * these grants), the local HTTP front (which mounts the same handler modules) and the tests
 * (every handler file is listed here and every entry has a file). Paths are relative to /api/v1.
 */
import type { BucketName, QueueName, TableName } from '../shared/config/resources.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Access = 'r' | 'rw';

export interface ResourceAccess {
  tables?: Partial<Record<TableName, Access>>;
  buckets?: Partial<Record<BucketName, Access>>;
  queues?: Partial<Record<QueueName, 'send'>>;
  /** Uses the KMS key (pseudonym originals, connector credentials). */
  kms?: boolean;
  /**
   * Reads and writes callers' own S3 buckets (s3:// job inputs, output_uri): objects of any
   * bucket whose bucket policy lets this service's role in.
   */
  externalBuckets?: boolean;
}

export interface RouteSpec extends ResourceAccess {
  method: HttpMethod;
  /** Path template under /api/v1, with `{param}` segments. */
  path: string;
  /** Handler module under functions/, without extension; it exports `handler`. */
  handler: string;
  /** PascalCase operation name, used for logs, metrics and CDK construct ids. */
  operation: string;
  /** API-group the route belongs to; each group is one nested stack on AWS. */
  group: RouteGroup;
  /** Health probes are the only unauthenticated routes. */
  public?: boolean;
  memoryMb?: number;
  timeoutSeconds?: number;
}

export type RouteGroup = 'platform' | 'keys' | 'redaction' | 'config' | 'billing' | 'jobs';

/** Every authenticated route reads keys and tenants and counts requests for rate limits. */
const authenticated = { apiKeys: 'rw', tenants: 'r', counters: 'rw' } as const;

/** The five routes of a tenant-config collection; writes bump the config version and audit. */
function configRoutes(
  base: string, idParam: string, dir: string, singular: string, plural: string, noun: string, nouns: string,
): RouteSpec[] {
  const write = { tables: { ...authenticated, config: 'rw', audit: 'rw', idempotency: 'rw' } } as const;
  const read = { tables: { ...authenticated, config: 'r' } } as const;
  const item = `${base}/{${idParam}}`;
  return [
    { method: 'POST', path: base, handler: `${dir}/create-${singular}`, operation: `Create${noun}`, group: 'config', ...write },
    { method: 'GET', path: base, handler: `${dir}/list-${plural}`, operation: `List${nouns}`, group: 'config', ...read },
    { method: 'GET', path: item, handler: `${dir}/get-${singular}`, operation: `Get${noun}`, group: 'config', ...read },
    { method: 'PUT', path: item, handler: `${dir}/update-${singular}`, operation: `Update${noun}`, group: 'config', ...write },
    { method: 'DELETE', path: item, handler: `${dir}/delete-${singular}`, operation: `Delete${noun}`, group: 'config', ...write },
  ];
}

/** The job routes: creating ones resolve settings (tenant config, engine) and enqueue. */
function jobRoutes(): RouteSpec[] {
  const create = {
    group: 'jobs', memoryMb: 1024,
    tables: { ...authenticated, jobs: 'rw', config: 'r', audit: 'rw', idempotency: 'rw' }, queues: { jobs: 'send' },
  } as const;
  const read = { group: 'jobs', tables: { ...authenticated, jobs: 'r' } } as const;
  return [
    { method: 'POST', path: '/redact/uri', handler: 'jobs/redact-uri', operation: 'RedactUri', ...create },
    {
      method: 'POST', path: '/redact/file', handler: 'jobs/redact-file', operation: 'RedactFile',
      ...create, buckets: { files: 'rw' },
    },
    {
      method: 'POST', path: '/uploads', handler: 'jobs/create-upload', operation: 'CreateUpload', group: 'jobs',
      tables: { ...authenticated, jobs: 'rw', idempotency: 'rw' }, buckets: { files: 'rw' },
    },
    { method: 'POST', path: '/batch/redact', handler: 'batch/create-batch', operation: 'CreateBatch', ...create },
    { method: 'GET', path: '/batch/{batch_id}', handler: 'batch/get-batch', operation: 'GetBatch', ...read },
    { method: 'GET', path: '/jobs', handler: 'jobs/list-jobs', operation: 'ListJobs', ...read },
    { method: 'GET', path: '/jobs/{job_id}', handler: 'jobs/get-job', operation: 'GetJob', ...read },
    {
      method: 'GET', path: '/jobs/{job_id}/download', handler: 'jobs/download-job', operation: 'DownloadJob',
      ...read, buckets: { files: 'r' },
    },
    {
      method: 'DELETE', path: '/jobs/{job_id}', handler: 'jobs/delete-job', operation: 'DeleteJob',
      group: 'jobs', tables: { ...authenticated, jobs: 'rw' }, buckets: { files: 'rw' },
    },
  ];
}

export const routes: readonly RouteSpec[] = [
  // Health (no API key)
  { method: 'GET', path: '/health', handler: 'health/get-health', operation: 'GetHealth', group: 'platform', public: true },
  {
    method: 'GET', path: '/health/ready', handler: 'health/get-readiness', operation: 'GetReadiness', group: 'platform',
    public: true, tables: { tenants: 'r', counters: 'r' }, buckets: { files: 'r' }, queues: { jobs: 'send' },
  },

  // Tenants (platform operator only)
  {
    method: 'POST', path: '/tenants', handler: 'tenants/create-tenant', operation: 'CreateTenant', group: 'platform',
    tables: { ...authenticated, tenants: 'rw', audit: 'rw', idempotency: 'rw', config: 'rw' },
  },
  {
    method: 'GET', path: '/tenants', handler: 'tenants/list-tenants', operation: 'ListTenants', group: 'platform',
    tables: { ...authenticated },
  },

  // API keys
  {
    method: 'POST', path: '/api-keys', handler: 'api-keys/create-api-key', operation: 'CreateApiKey', group: 'keys',
    tables: { ...authenticated, audit: 'rw', idempotency: 'rw' },
  },
  {
    method: 'GET', path: '/api-keys', handler: 'api-keys/list-api-keys', operation: 'ListApiKeys', group: 'keys',
    tables: { ...authenticated },
  },
  {
    method: 'DELETE', path: '/api-keys/{key_id}', handler: 'api-keys/revoke-api-key', operation: 'RevokeApiKey',
    group: 'keys', tables: { ...authenticated, audit: 'rw' },
  },

  // Audit
  {
    method: 'GET', path: '/audit', handler: 'audit/list-audit-events', operation: 'ListAuditEvents', group: 'platform',
    tables: { ...authenticated, audit: 'r' },
  },

  // Feature flags
  {
    method: 'GET', path: '/features', handler: 'features/list-features', operation: 'ListFeatures', group: 'platform',
    tables: { ...authenticated, config: 'r' },
  },
  {
    method: 'GET', path: '/features/{flag_name}', handler: 'features/get-feature', operation: 'GetFeature',
    group: 'platform', tables: { ...authenticated, config: 'r' },
  },
  {
    method: 'PUT', path: '/features/{flag_name}', handler: 'features/update-feature', operation: 'UpdateFeature',
    group: 'platform', tables: { ...authenticated, config: 'rw', audit: 'rw' },
  },

  // Redaction
  {
    method: 'POST', path: '/redact/text', handler: 'redaction/redact-text', operation: 'RedactText', group: 'redaction',
    tables: { ...authenticated, config: 'r', pseudonyms: 'rw' }, kms: true, memoryMb: 1024,
  },
  {
    method: 'GET', path: '/entities', handler: 'redaction/list-entities', operation: 'ListEntities', group: 'redaction',
    tables: { ...authenticated },
  },
  {
    method: 'POST', path: '/depseudonymize', handler: 'pseudonyms/depseudonymize', operation: 'Depseudonymize',
    group: 'redaction', tables: { ...authenticated, pseudonyms: 'r', audit: 'rw' }, kms: true,
  },

  // Policies, custom recognizers, allow/block lists
  ...configRoutes('/policies', 'policy_id', 'policies', 'policy', 'policies', 'Policy', 'Policies'),
  ...configRoutes('/config/recognizers', 'recognizer_id', 'recognizers', 'recognizer', 'recognizers', 'Recognizer', 'Recognizers'),
  ...configRoutes('/config/allowlist', 'entry_id', 'allowlist', 'list-entry', 'list-entries', 'ListEntry', 'ListEntries'),

  // Jobs: asynchronous redaction of URIs, files and batches (the worker is in `workers` below)
  ...jobRoutes(),

  // Billing
  {
    method: 'GET', path: '/billing/balance', handler: 'billing/get-balance', operation: 'GetBalance', group: 'billing',
    tables: { ...authenticated },
  },
  {
    method: 'GET', path: '/billing/usage', handler: 'billing/get-usage', operation: 'GetUsage', group: 'billing',
    tables: { ...authenticated },
  },
];

/** SQS-fed workers: handler module under functions/, the queue that feeds it. */
export interface WorkerSpec extends ResourceAccess {
  handler: string;
  operation: string;
  queue: QueueName;
  batchSize: number;
  memoryMb?: number;
}

export const workers: readonly WorkerSpec[] = [
  // Jobs: redacts one job per message (sources, formats, outputs, metering, batch counts, audit)
  {
    handler: 'workers/redaction-jobs', operation: 'RedactionJobs', queue: 'jobs', batchSize: 4,
    tables: { jobs: 'rw', tenants: 'r', config: 'r', pseudonyms: 'rw', counters: 'rw', audit: 'rw' },
    buckets: { files: 'rw' }, kms: true, memoryMb: 2048, externalBuckets: true,
    // Its own queue's URL, to shorten a retry's visibility timeout (exponential backoff).
    queues: { jobs: 'send' },
  },
  // Jobs: the S3 trigger (objects put under inbox/<tenant>/ become jobs)
  {
    handler: 'workers/inbox-trigger', operation: 'InboxTrigger', queue: 'inbox', batchSize: 10,
    tables: { jobs: 'rw', tenants: 'r', config: 'r', counters: 'r', audit: 'rw' }, buckets: { files: 'r' },
    queues: { jobs: 'send' }, memoryMb: 1024,
  },
];

/** Scheduled handlers: EventBridge rules on AWS, the in-process cron locally. */
export interface ScheduleSpec extends ResourceAccess {
  handler: string;
  operation: string;
  /** Five-field cron in UTC (minute hour day month weekday). */
  cron: string;
}

export const schedules: readonly ScheduleSpec[] = [];
