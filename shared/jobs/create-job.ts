/**
 * Creating jobs (POST /redact/uri, /redact/file, /batch/redact and the S3 inbox): settings are
 * resolved and validated once, here (request fields over the policy over the contract's
 * defaults), and kept on the job as a snapshot, so a policy changed or deleted later does not
 * change a job already accepted. Tokens are admitted here and metered when the job completes
 * (see run-job.ts): a live tenant whose allowance is spent gets 402 and no job.
 */
import { z } from 'zod';
import { auditPut } from '../audit/audit-log.js';
import { assertAllowanceLeft } from '../billing/usage-meter.js';
import type { Language, RedactionMethod } from '../detection/types.js';
import { HttpError, notFound, unprocessable } from '../http/errors.js';
import { REDACTION_METHODS } from '../policies/policy.js';
import { policyOfOtherMode, validateEntities } from '../redaction/redact-text.js';
import { newId, type KeyMode } from '../tenancy/key-material.js';
import type { Principal } from '../tenancy/principal.js';
import type { Tenant } from '../tenancy/tenant-repository.js';
import { tenantConfig } from '../tenant-config/tenant-config.js';
import { gcsConfigured } from './gcs-client.js';
import { expiresAt, type JobRecord, type JobSettings, type JobSource } from './job.js';
import { enqueueJobs } from './job-queue.js';
import { batchPut, jobPut, transact, type BatchRecord } from './job-repository.js';
import { parseBucketUri, schemeOf } from './storage-uri.js';

/** The optional settings every job-creating endpoint takes (strict bodies add their own fields). */
export const jobSettingsFields = {
  policy_id: z.string().min(1).max(100).optional(),
  entities: z.array(z.string().min(1).max(64)).min(1).max(100).optional(),
  language: z.enum(['en', 'es']).optional(),
  redaction_method: z.enum(REDACTION_METHODS).optional(),
  confidence_threshold: z.number().min(0).max(1).optional(),
  llm_detection_enabled: z.boolean().optional(),
  output_uri: z
    .string()
    .max(1100)
    .refine((v) => parseBucketUri(v)?.scheme === 's3', { message: 'output_uri must be an s3:// URI (s3://bucket/key or s3://bucket/prefix/)' })
    .optional(),
};

export const inputUri = z
  .string()
  .min(1)
  .max(2048)
  .refine((v) => schemeOf(v) !== undefined, { message: 'URI scheme must be s3://, gs:// or https://' })
  .refine((v) => schemeOf(v) === 'https' || Boolean(parseBucketUri(v)?.key), {
    message: 'must name an object: s3://bucket/key or gs://bucket/key',
  })
  .refine((v) => schemeOf(v) !== 'https' || URL.canParse(v), { message: 'is not a valid https:// URL' });


export interface JobSettingsInput {
  policy_id?: string | undefined;
  entities?: string[] | undefined;
  language?: Language | undefined;
  redaction_method?: RedactionMethod | undefined;
  confidence_threshold?: number | undefined;
  llm_detection_enabled?: boolean | undefined;
}

export interface Caller {
  tenant: Tenant;
  mode: KeyMode;
  /** Key prefix (audit actor); `s3-inbox` for jobs the S3 trigger creates. */
  actor: string;
  principal?: Principal;
}

/** Request fields over the policy over the defaults; 403/404 for a policy, 422 for entities. */
export async function resolveSettings(caller: Caller, input: JobSettingsInput, policyId = input.policy_id): Promise<JobSettings> {
  const config = await tenantConfig(caller.tenant.id, caller.mode);
  const policy = policyId ? config.policy(policyId) : undefined;
  if (policyId && !policy) {
    const otherMode = caller.principal ? await policyOfOtherMode(caller.tenant.id, caller.principal, policyId) : undefined;
    throw otherMode ?? notFound('Policy not found.');
  }
  const language: Language = input.language ?? policy?.language ?? 'en';
  const requested = input.entities ?? policy?.pii_types;
  const entities = requested
    ? validateEntities(requested, language, config.rules, input.entities ? 'entities' : 'policy')
    : undefined;
  return {
    language,
    redaction_method: input.redaction_method ?? policy?.redaction_method ?? 'type_label',
    confidence_threshold: input.confidence_threshold ?? policy?.confidence_threshold ?? 0.5,
    ...(entities ? { entities } : {}),
    policy_id: policy?.id ?? null,
    llm_detection_enabled: input.llm_detection_enabled ?? policy?.llm_detection_enabled ?? false,
    ...(policy && (policy.review_required || (policy.review_threshold ?? null) !== null)
      ? { review_required: Boolean(policy.review_required), review_threshold: policy.review_threshold ?? null }
      : {}),
  };
}

/** gs:// needs the deployment's GCS HMAC key; without one the request cannot succeed. */
export function assertSourcesUsable(uris: readonly string[], loc: (i: number) => (string | number)[]): void {
  const issues = uris.flatMap((uri, i) =>
    schemeOf(uri) === 'gs' && !gcsConfigured()
      ? [{ loc: loc(i), msg: 'gs:// sources are not enabled on this deployment (no GCS HMAC key configured)', type: 'unsupported_scheme' }]
      : [],
  );
  if (issues.length) throw unprocessable(issues);
}

export interface NewJob {
  source: JobSource;
  input_uri: string;
  /** Fixed ids make a replayed creation (the S3 trigger's redelivered event) a no-op. */
  id?: string;
}

function newJobRecord(caller: Caller, settings: JobSettings, job: NewJob, outputUri: string | null, batchId: string | null): JobRecord {
  const now = new Date();
  return {
    id: job.id ?? newId('job'),
    tenant_id: caller.tenant.id,
    mode: caller.mode,
    status: 'queued',
    input_uri: job.input_uri,
    source: job.source,
    settings,
    requested_output_uri: outputUri,
    output_uri: null,
    progress_pct: 0,
    findings: [],
    entity_count: 0,
    tokens_used: 0,
    error_message: null,
    batch_id: batchId,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
    completed_at: null,
    expires_at: expiresAt(now),
    actor: caller.actor,
  };
}

/** The job item and its `job.created` audit event, written together (or, when replayed, neither). */
async function persist(job: JobRecord): Promise<boolean> {
  const audit = auditPut({
    tenant_id: job.tenant_id,
    event_type: 'job.created',
    resource_type: 'job',
    resource_id: job.id,
    actor: job.actor,
    metadata: { input_uri: job.input_uri, mode: job.mode, ...(job.batch_id ? { batch_id: job.batch_id } : {}) },
  });
  return transact([jobPut(job), { Put: audit.put }]);
}

export async function createJob(
  caller: Caller,
  settings: JobSettings,
  job: NewJob,
  outputUri: string | null = null,
  /** An API caller hears 402; a job nobody is waiting on (the S3 trigger) is recorded as failed. */
  whenAllowanceSpent: 'refuse' | 'fail' = 'refuse',
): Promise<{ job: JobRecord; created: boolean }> {
  const record = newJobRecord(caller, settings, job, outputUri, null);
  try {
    await assertAllowanceLeft(caller.tenant, caller.mode);
  } catch (error) {
    if (whenAllowanceSpent === 'refuse' || !(error instanceof HttpError) || error.status !== 402) throw error;
    const failed: JobRecord = { ...record, status: 'failed', error_message: error.detail, completed_at: record.created_at };
    return { job: failed, created: await persist(failed) };
  }
  const created = await persist(record);
  if (created) await enqueueJobs([record.id]);
  return { job: record, created };
}

export async function createBatch(
  caller: Caller,
  settings: JobSettings,
  uris: readonly string[],
  outputUri: string | null,
): Promise<BatchRecord> {
  await assertAllowanceLeft(caller.tenant, caller.mode);
  const batchId = newId('bat');
  const jobs = uris.map((uri) => newJobRecord(caller, settings, { source: { kind: 'uri', uri }, input_uri: uri }, outputUri, batchId));
  const now = new Date();
  const batch: BatchRecord = {
    id: batchId,
    tenant_id: caller.tenant.id,
    mode: caller.mode,
    job_ids: jobs.map((j) => j.id),
    total: jobs.length,
    completed: 0,
    failed: 0,
    created_at: now.toISOString(),
    expires_at: expiresAt(now),
  };
  // The batch exists before any of its jobs can finish (their counters update it).
  await transact([batchPut(batch)]);
  for (let i = 0; i < jobs.length; i += 10) await Promise.all(jobs.slice(i, i + 10).map(persist));
  await enqueueJobs(jobs.map((j) => j.id));
  return batch;
}
