/**
 * The stateful resources of the service, described once. The CDK stateful stack creates them
 * on AWS, the local runtime creates them in the emulators at start, and handlers find them
 * through the environment variables named here. Keep this file free of imports: handlers load it.
 */

export interface TableSpec {
  /** Partition and sort key attribute names (both strings). */
  readonly pk: 'pk';
  readonly sk: 'sk';
  readonly gsis: readonly { readonly name: string; readonly pk: string; readonly sk: string }[];
  /** Attribute holding an epoch-seconds expiry, when items expire (DynamoDB TTL). */
  readonly ttl?: string;
  readonly purpose: string;
}

const byTenantIndex = { name: 'gsi1', pk: 'gsi1pk', sk: 'gsi1sk' } as const;

export const TABLES = {
  tenants: { pk: 'pk', sk: 'sk', gsis: [byTenantIndex], purpose: 'Tenants, their plan and secrets.' },
  apiKeys: {
    pk: 'pk',
    sk: 'sk',
    gsis: [byTenantIndex],
    purpose: 'API keys by SHA-256 hash; gsi1 lists a tenant’s keys.',
  },
  jobs: {
    pk: 'pk',
    sk: 'sk',
    gsis: [byTenantIndex],
    ttl: 'expires_at',
    purpose: 'Redaction jobs, batches, document jobs, artifact metadata, reviews.',
  },
  config: {
    pk: 'pk',
    sk: 'sk',
    gsis: [],
    purpose: 'Policies, recognizers, allow/block entries, webhooks, connectors, feature flags.',
  },
  audit: { pk: 'pk', sk: 'sk', gsis: [], purpose: 'Append-only audit events per tenant.' },
  counters: {
    pk: 'pk',
    sk: 'sk',
    gsis: [],
    ttl: 'expires_at',
    purpose: 'Rate-limit windows, usage per day and per billing period.',
  },
  pseudonyms: { pk: 'pk', sk: 'sk', gsis: [], purpose: 'Pseudonym ↔ encrypted original, per tenant.' },
  idempotency: {
    pk: 'pk',
    sk: 'sk',
    gsis: [],
    ttl: 'expires_at',
    purpose: 'Idempotency-Key records (24 h).',
  },
} as const satisfies Record<string, TableSpec>;

export type TableName = keyof typeof TABLES;

export interface BucketSpec {
  /** Days after which objects under `expiringPrefix` are deleted (retention). */
  readonly expiringPrefix?: string;
  /** More prefixes that expire after the same retention (redaction jobs' outputs and inputs). */
  readonly jobPrefixes?: readonly string[];
  readonly purpose: string;
}

export const BUCKETS = {
  files: {
    expiringPrefix: 'tmp/',
    // Job outputs and findings (jobs/<tenant>/<job>/), presigned uploads (uploads/<tenant>/) and
    // objects dropped into the S3 trigger's inbox (inbox/<tenant>/) expire with the jobs.
    jobPrefixes: ['jobs/', 'uploads/', 'inbox/'],
    purpose: 'Uploads, job outputs, the S3 inbox and document artifacts, under per-tenant prefixes.',
  },
} as const satisfies Record<string, BucketSpec>;

export type BucketName = keyof typeof BUCKETS;

export interface QueueSpec {
  readonly visibilityTimeoutSeconds: number;
  /** Receives before a message moves to the queue's dead-letter queue. */
  readonly maxReceiveCount: number;
  readonly purpose: string;
}

export const QUEUES = {
  jobs: { visibilityTimeoutSeconds: 120, maxReceiveCount: 3, purpose: 'Redaction job items.' },
  webhooks: { visibilityTimeoutSeconds: 30, maxReceiveCount: 8, purpose: 'Webhook deliveries.' },
  inbox: {
    visibilityTimeoutSeconds: 30,
    maxReceiveCount: 5,
    purpose: 'S3 notifications of objects put under inbox/<tenant>/ (each becomes a job).',
  },
  // A sync may list and submit for up to its worker's 15 minutes (Lambda's most); a redelivery is harmless.
  syncs: { visibilityTimeoutSeconds: 900, maxReceiveCount: 3, purpose: 'Connector syncs.' },
} as const satisfies Record<string, QueueSpec>;

export type QueueName = keyof typeof QUEUES;

/**
 * Every dead-letter queue's visibility timeout, and so the time limit of a worker fed by one
 * (`deadLetters` in the route table): Lambda requires the function's timeout to fit in it.
 */
export const DEAD_LETTER_VISIBILITY_SECONDS = 60;

// Document workflows (issue 10): Step Functions state machines. Their definitions are written
// once in CDK (lib/aws/workflows/); locally `npm start` runs the same synthesized definitions.
export interface WorkflowSpec {
  readonly purpose: string;
}

export const WORKFLOWS = {
  parseDocument: { purpose: 'POST /parse: parse, then render markdown and chunks.' },
  extractDocument: { purpose: 'POST /extract: parse an upload (ephemeral) if given one, then extract fields.' },
  safeParse: { purpose: 'POST /workflows/safe-parse: parse, redact, render; the raw parse is deleted.' },
} as const satisfies Record<string, WorkflowSpec>;

export type WorkflowName = keyof typeof WORKFLOWS;

/** Environment variable naming: TABLE_API_KEYS, BUCKET_FILES, QUEUE_JOBS_URL, WORKFLOW_SAFE_PARSE_ARN. */
const snake = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase();
export const tableEnv = (name: TableName) => `TABLE_${snake(name)}`;
export const bucketEnv = (name: BucketName) => `BUCKET_${snake(name)}`;
export const queueEnv = (name: QueueName) => `QUEUE_${snake(name)}_URL`;
export const workflowEnv = (name: WorkflowName) => `WORKFLOW_${snake(name)}_ARN`;

/** Physical names: `<prefix>-<kebab name>`; the prefix is `pii-<stage>` (local: `pii-local`). */
const kebab = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
export const physicalName = (prefix: string, name: string) => `${prefix}-${kebab(name)}`;
