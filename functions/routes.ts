/**
 * The route table: the single source for the CDK API stacks (one Lambda per entry, with exactly
 * these grants), the local HTTP front (which mounts the same handler modules) and the tests
 * (every handler file is listed here and every entry has a file). Paths are relative to /api/v1.
 */
import type { BucketName, QueueName, TableName, WorkflowName } from '../shared/config/resources.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Access = 'r' | 'rw';

export interface ResourceAccess {
  tables?: Partial<Record<TableName, Access>>;
  buckets?: Partial<Record<BucketName, Access>>;
  queues?: Partial<Record<QueueName, 'send'>>;
  /** Starts executions of these state machines (StartExecution). */
  workflows?: Partial<Record<WorkflowName, 'start'>>;
  /** Uses the KMS key (pseudonym originals, connector credentials). */
  kms?: boolean;
  /**
   * Reads and writes callers' own S3 buckets (s3:// job inputs, output_uri): objects of any
   * bucket whose bucket policy lets this service's role in.
   */
  externalBuckets?: boolean;
  /**
   * Talks to the payment provider: gets the stage's Stripe settings (price ids, the name of the
   * Secrets Manager secret with the keys) and may read that secret.
   */
  billingProvider?: boolean;
  /** Assumes roles in tenants' accounts (connectors with `role_arn`, guarded by their external id). */
  assumesTenantRoles?: boolean;
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
  /** No API key: the health probes and the billing webhook (authenticated by its signature). */
  public?: boolean;
  memoryMb?: number;
  timeoutSeconds?: number;
  /** Packages installed beside the bundle instead of bundled (files the handler reads at run time). */
  nodeModules?: string[];
}

export type RouteGroup = 'platform' | 'keys' | 'redaction' | 'config' | 'billing' | 'documents' | 'jobs' | 'connectors';

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
      // A connector job's output is read with the connector's (decrypted) credentials.
      ...read, tables: { ...read.tables, config: 'r' }, buckets: { files: 'r' }, kms: true, assumesTenantRoles: true,
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

  // API reference (no API key): generated from this table and the schemas of the handlers
  {
    method: 'GET', path: '/openapi.json', handler: 'platform/get-openapi', operation: 'GetOpenApi', group: 'platform',
    public: true, memoryMb: 1024,
  },
  { method: 'GET', path: '/docs', handler: 'platform/get-docs', operation: 'GetDocs', group: 'platform', public: true },
  {
    method: 'GET', path: '/docs/{asset}', handler: 'platform/get-docs-asset', operation: 'GetDocsAsset', group: 'platform',
    public: true, nodeModules: ['swagger-ui-dist'],
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

  // Webhooks: /config/webhooks CRUD and delivery history (shared/webhooks/)
  {
    method: 'POST', path: '/config/webhooks', handler: 'webhooks/create-webhook', operation: 'CreateWebhook',
    group: 'config', tables: { ...authenticated, config: 'rw', audit: 'rw', idempotency: 'rw' }, kms: true,
  },
  {
    method: 'GET', path: '/config/webhooks', handler: 'webhooks/list-webhooks', operation: 'ListWebhooks',
    group: 'config', tables: { ...authenticated, config: 'r' },
  },
  {
    method: 'GET', path: '/config/webhooks/{webhook_id}', handler: 'webhooks/get-webhook', operation: 'GetWebhook',
    group: 'config', tables: { ...authenticated, config: 'r' },
  },
  {
    method: 'PUT', path: '/config/webhooks/{webhook_id}', handler: 'webhooks/update-webhook', operation: 'UpdateWebhook',
    group: 'config', tables: { ...authenticated, config: 'rw', audit: 'rw' },
  },
  {
    method: 'DELETE', path: '/config/webhooks/{webhook_id}', handler: 'webhooks/delete-webhook', operation: 'DeleteWebhook',
    group: 'config', tables: { ...authenticated, config: 'rw', audit: 'rw' },
  },
  {
    method: 'GET', path: '/config/webhooks/{webhook_id}/deliveries', handler: 'webhooks/list-webhook-deliveries',
    operation: 'ListWebhookDeliveries', group: 'config', tables: { ...authenticated, config: 'r', jobs: 'r' },
  },

  // Reviews: findings held for a person's decision before a job's output is written (shared/reviews/)
  {
    method: 'GET', path: '/reviews', handler: 'reviews/list-reviews', operation: 'ListReviews', group: 'jobs',
    tables: { ...authenticated, jobs: 'r' },
  },
  {
    method: 'GET', path: '/reviews/{review_id}', handler: 'reviews/get-review', operation: 'GetReview', group: 'jobs',
    tables: { ...authenticated, jobs: 'r' },
  },
  ...(['approve', 'reject', 'modify'] as const).map((verb): RouteSpec => ({
    method: 'POST', path: `/reviews/{review_id}/${verb}`, handler: `reviews/${verb}-review`,
    operation: `${verb.charAt(0).toUpperCase()}${verb.slice(1)}Review`, group: 'jobs',
    tables: { ...authenticated, jobs: 'rw', audit: 'rw' }, queues: { jobs: 'send' },
  })),

  // Connectors: storage buckets synced into redaction jobs (shared/connectors/)
  {
    method: 'POST', path: '/connectors', handler: 'connectors/create-connector', operation: 'CreateConnector',
    group: 'connectors', tables: { ...authenticated, config: 'rw', audit: 'rw', idempotency: 'rw' }, kms: true,
  },
  {
    method: 'GET', path: '/connectors', handler: 'connectors/list-connectors', operation: 'ListConnectors',
    group: 'connectors', tables: { ...authenticated, config: 'r' },
  },
  {
    method: 'GET', path: '/connectors/{connector_id}', handler: 'connectors/get-connector', operation: 'GetConnector',
    group: 'connectors', tables: { ...authenticated, config: 'r' },
  },
  {
    method: 'PUT', path: '/connectors/{connector_id}', handler: 'connectors/update-connector', operation: 'UpdateConnector',
    group: 'connectors', tables: { ...authenticated, config: 'rw', audit: 'rw' }, kms: true,
  },
  {
    method: 'DELETE', path: '/connectors/{connector_id}', handler: 'connectors/delete-connector', operation: 'DeleteConnector',
    group: 'connectors', tables: { ...authenticated, config: 'rw', audit: 'rw' },
  },
  {
    method: 'POST', path: '/connectors/{connector_id}/test', handler: 'connectors/test-connector', operation: 'TestConnector',
    group: 'connectors', tables: { ...authenticated, config: 'r' }, kms: true, assumesTenantRoles: true, timeoutSeconds: 29,
  },
  {
    method: 'POST', path: '/connectors/{connector_id}/sync', handler: 'connectors/sync-connector', operation: 'SyncConnector',
    group: 'connectors', tables: { ...authenticated, config: 'r', audit: 'rw' }, queues: { syncs: 'send' },
  },
  {
    method: 'GET', path: '/connectors/{connector_id}/syncs', handler: 'connectors/list-connector-syncs',
    operation: 'ListConnectorSyncs', group: 'connectors', tables: { ...authenticated, config: 'r', jobs: 'r' },
  },

  // Billing
  {
    method: 'GET', path: '/billing/balance', handler: 'billing/get-balance', operation: 'GetBalance', group: 'billing',
    tables: { ...authenticated },
  },
  {
    method: 'GET', path: '/billing/usage', handler: 'billing/get-usage', operation: 'GetUsage', group: 'billing',
    tables: { ...authenticated },
  },

  // Billing: checkout, portal, cancel, provider webhook (plan changes)
  {
    method: 'POST', path: '/billing/checkout', handler: 'billing/create-checkout', operation: 'CreateCheckout',
    group: 'billing', tables: { ...authenticated, tenants: 'rw', idempotency: 'rw' }, billingProvider: true,
  },
  {
    method: 'POST', path: '/billing/portal', handler: 'billing/create-portal-session', operation: 'CreatePortalSession',
    group: 'billing', tables: { ...authenticated, tenants: 'rw' }, billingProvider: true,
  },
  {
    method: 'POST', path: '/billing/cancel', handler: 'billing/cancel-subscription', operation: 'CancelSubscription',
    group: 'billing', tables: { ...authenticated, tenants: 'rw', audit: 'rw' }, billingProvider: true,
  },
  {
    method: 'POST', path: '/billing/webhook', handler: 'billing/receive-webhook', operation: 'ReceiveBillingWebhook',
    group: 'billing', public: true, tables: { tenants: 'rw', audit: 'rw', idempotency: 'rw' }, billingProvider: true,
  },

  // Document intelligence (beta, each submit route gated by its feature flag). Submissions store
  // the upload and start a state machine; the steps are `workflowSteps` below.
  {
    method: 'POST', path: '/parse', handler: 'documents/submit-parse', operation: 'SubmitParse', group: 'documents',
    tables: { ...authenticated, config: 'r', jobs: 'rw', idempotency: 'rw', audit: 'rw' }, buckets: { files: 'rw' },
    workflows: { parseDocument: 'start' },
  },
  {
    method: 'POST', path: '/extract', handler: 'documents/submit-extract', operation: 'SubmitExtract', group: 'documents',
    tables: { ...authenticated, config: 'r', jobs: 'rw', idempotency: 'rw', audit: 'rw' }, buckets: { files: 'rw' },
    workflows: { extractDocument: 'start' },
  },
  {
    method: 'POST', path: '/workflows/safe-parse', handler: 'documents/submit-safe-parse', operation: 'SubmitSafeParse',
    group: 'documents', tables: { ...authenticated, config: 'r', jobs: 'rw', idempotency: 'rw', audit: 'rw' },
    buckets: { files: 'rw' }, workflows: { safeParse: 'start' },
  },
  {
    method: 'GET', path: '/documents/jobs/{job_id}', handler: 'documents/get-document-job', operation: 'GetDocumentJob',
    group: 'documents', tables: { ...authenticated, jobs: 'r' },
  },
  {
    method: 'GET', path: '/documents/{artifact_id}/content', handler: 'documents/get-artifact-content',
    operation: 'GetArtifactContent', group: 'documents', tables: { ...authenticated, jobs: 'rw' }, buckets: { files: 'r' },
  },
];

/** SQS-fed workers: handler module under functions/, the queue that feeds it. */
export interface WorkerSpec extends ResourceAccess {
  handler: string;
  operation: string;
  queue: QueueName;
  /** Fed by the queue's dead-letter queue instead: what every retry failed to finish. */
  deadLetters?: true;
  batchSize: number;
  memoryMb?: number;
}

export const workers: readonly WorkerSpec[] = [
  // Connector syncs: list a connector's prefix and submit one job per new or changed object
  {
    handler: 'workers/sync-connectors', operation: 'SyncConnectors', queue: 'syncs', batchSize: 1,
    tables: { config: 'rw', jobs: 'rw', tenants: 'r', counters: 'r', audit: 'rw' }, queues: { jobs: 'send' },
    kms: true, assumesTenantRoles: true,
  },
  // Webhook deliveries: one attempt per message; retries are re-queued messages (shared/webhooks/deliver.ts)
  {
    handler: 'workers/deliver-webhook', operation: 'DeliverWebhook', queue: 'webhooks', batchSize: 5,
    tables: { config: 'r', jobs: 'rw' }, queues: { webhooks: 'send' }, kms: true,
  },
  // Jobs: redacts one job per message (sources, formats, outputs, metering, batch counts, audit)
  {
    handler: 'workers/redaction-jobs', operation: 'RedactionJobs', queue: 'jobs', batchSize: 4,
    tables: { jobs: 'rw', tenants: 'r', config: 'r', pseudonyms: 'rw', counters: 'rw', audit: 'rw' },
    buckets: { files: 'rw' }, kms: true, memoryMb: 2048, externalBuckets: true, assumesTenantRoles: true,
    // Its own queue's URL, to shorten a retry's visibility timeout (exponential backoff), and
    // the webhooks queue, for job.completed / job.failed.
    queues: { jobs: 'send', webhooks: 'send' },
  },
  // Jobs: a job whose every delivery died (timeout, memory) ends as `error` instead of staying `processing`
  {
    handler: 'workers/dead-letter-jobs', operation: 'DeadLetterJobs', queue: 'jobs', deadLetters: true, batchSize: 10,
    tables: { jobs: 'rw', config: 'r', audit: 'rw' }, queues: { webhooks: 'send' },
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

export const schedules: readonly ScheduleSpec[] = [
  // Connector schedules: queue a sync for every connector whose schedule_cron is due
  {
    handler: 'scheduled/sweep-connector-schedules', operation: 'SweepConnectorSchedules', cron: '* * * * *',
    tables: { config: 'rw' }, queues: { syncs: 'send' },
  },
  // Billing: cancelled plans revert to free once their period has ended
  {
    handler: 'scheduled/revert-due-plans', operation: 'RevertDuePlans', cron: '* * * * *',
    tables: { tenants: 'rw', audit: 'rw' },
  },
];

/**
 * Step Functions task steps: one Lambda each on AWS, a local handler module under `npm start`.
 * The state machines that use them (WORKFLOWS in shared/config/resources.ts) are defined once in
 * CDK (lib/aws/workflows/document-workflows.ts) and refer to the steps by `operation`.
 */
export interface WorkflowStepSpec extends ResourceAccess {
  handler: string;
  operation: string;
  memoryMb?: number;
  timeoutSeconds?: number;
  /** Packages installed beside the bundle instead of bundled (native code, files read at run time). */
  nodeModules?: string[];
}

// Document workflow steps (issue 10)
const documentStep = { tables: { jobs: 'rw' }, buckets: { files: 'rw' } } as const;
export const workflowSteps: readonly WorkflowStepSpec[] = [
  // OCR of scanned pages (tesseract.js) needs memory and CPU: a function of its own size.
  {
    handler: 'workflow/parse-document', operation: 'ParseDocumentStep', memoryMb: 3008, timeoutSeconds: 300,
    nodeModules: ['@napi-rs/canvas', 'tesseract.js', '@tesseract.js-data/eng', '@tesseract.js-data/spa'],
    tables: { jobs: 'rw', tenants: 'r', counters: 'rw' }, buckets: { files: 'rw' },
  },
  {
    handler: 'workflow/redact-document', operation: 'RedactDocumentStep', memoryMb: 1024, timeoutSeconds: 300,
    tables: { jobs: 'rw', tenants: 'r', config: 'r' }, buckets: { files: 'rw' },
  },
  { handler: 'workflow/render-document', operation: 'RenderDocumentStep', timeoutSeconds: 120, ...documentStep },
  {
    handler: 'workflow/extract-fields', operation: 'ExtractFieldsStep', timeoutSeconds: 120,
    tables: { jobs: 'rw', tenants: 'r', counters: 'rw' }, buckets: { files: 'rw' },
  },
  {
    handler: 'workflow/complete-document-job', operation: 'CompleteDocumentJobStep', timeoutSeconds: 30,
    tables: { jobs: 'rw', audit: 'rw' }, buckets: { files: 'rw' },
  },
  {
    handler: 'workflow/fail-document-job', operation: 'FailDocumentJobStep', timeoutSeconds: 30,
    tables: { jobs: 'rw', audit: 'rw' }, buckets: { files: 'rw' },
  },
];
