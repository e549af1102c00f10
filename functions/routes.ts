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

export type RouteGroup = 'platform' | 'keys' | 'redaction' | 'config' | 'billing';

/** Every authenticated route reads keys and tenants and counts requests for rate limits. */
const authenticated = { apiKeys: 'rw', tenants: 'r', counters: 'rw' } as const;

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
];

/** SQS-fed workers: handler module under functions/, the queue that feeds it. */
export interface WorkerSpec extends ResourceAccess {
  handler: string;
  operation: string;
  queue: QueueName;
  batchSize: number;
}

export const workers: readonly WorkerSpec[] = [];

/** Scheduled handlers: EventBridge rules on AWS, the in-process cron locally. */
export interface ScheduleSpec extends ResourceAccess {
  handler: string;
  operation: string;
  /** Five-field cron in UTC (minute hour day month weekday). */
  cron: string;
}

export const schedules: readonly ScheduleSpec[] = [];
