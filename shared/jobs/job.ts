/**
 * The redaction job: what is stored, what the API shows, and the zod schemas of the response
 * bodies (job, job list, batch, upload). Jobs are keyed by their id alone (`JOB#<id>`) and carry
 * their tenant and mode, so a lookup can tell "another tenant's" (403) from "missing" (404).
 */
import { z } from 'zod';
import type { Language, RedactionMethod } from '../detection/types.js';
import type { KeyMode } from '../tenancy/key-material.js';

export const JOB_STATUSES = ['queued', 'processing', 'completed', 'failed', 'error'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const TERMINAL_STATUSES: readonly JobStatus[] = ['completed', 'failed', 'error'];
export const isTerminal = (status: JobStatus) => TERMINAL_STATUSES.includes(status);

/**
 * Findings kept on the job item (and so in GET /jobs responses). A large file can have far more
 * than fit a DynamoDB item (400 KB); all of them are in S3 next to the output, served by
 * GET /jobs/{id}/download?content=findings.
 */
export const INLINE_FINDINGS = 100;

/** Settings resolved when the job is created: request fields over the policy over the defaults. */
export interface JobSettings {
  language: Language;
  redaction_method: RedactionMethod;
  confidence_threshold: number;
  /** Entity types asked for; absent means every type the language supports. */
  entities?: string[];
  policy_id: string | null;
  llm_detection_enabled: boolean;
  /** The policy's review settings, kept with the job (absent: no review). */
  review_required?: boolean;
  review_threshold?: number | null;
}

/** Where the input is read from: a URI, an upload, or an object of the service's inbox. */
export type JobSource =
  | { kind: 'uri'; uri: string }
  | { kind: 'upload'; upload_id: string; key: string; filename: string | null }
  | { kind: 'inbox'; key: string }
  /** An object a connector's sync found; read and written back with the connector's credentials. */
  | { kind: 'connector'; connector_id: string; bucket: string; key: string; etag: string; output_prefix: string };

export interface JobFinding {
  entity_type: string;
  start: number;
  end: number;
  score: number;
}

export interface JobRecord {
  id: string;
  tenant_id: string;
  mode: KeyMode;
  status: JobStatus;
  input_uri: string;
  source: JobSource;
  settings: JobSettings;
  /** The caller's `output_uri` (s3://), when given; else the output goes to the tenant's prefix. */
  requested_output_uri: string | null;
  output_uri: string | null;
  /** Where the output was written (bucket and key), for download and delete. */
  output_bucket?: string;
  output_key?: string;
  output_content_type?: string;
  output_bytes?: number;
  findings_key?: string;
  progress_pct: number;
  findings: JobFinding[];
  entity_count: number;
  tokens_used: number;
  error_message: string | null;
  batch_id: string | null;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
  /** Epoch seconds: DynamoDB TTL removes the job after JOB_RETENTION_DAYS. */
  expires_at: number;
  /** Receive count of the delivery that last claimed the job (diagnostics). */
  attempt?: number;
  /** The key prefix that created it (audit actor). */
  actor: string;
  /**
   * Reviews (shared/reviews): `awaiting` once the first pass created them (the job waits at 90%),
   * `resolved` once the last was resolved (the second pass renders the output from them).
   */
  review_state?: 'awaiting' | 'resolved';
  reviews_pending?: number;
  review_sequences?: number[];
}

const findingSchema = z.object({
  entity_type: z.string(),
  start: z.number(),
  end: z.number(),
  score: z.number(),
});

export const jobSchema = z.object({
  id: z.string(),
  status: z.enum(JOB_STATUSES),
  input_uri: z.string(),
  output_uri: z.string().nullable(),
  progress_pct: z.number().min(0).max(100),
  findings: z.array(findingSchema),
  /** Every finding of the job; `findings` holds at most INLINE_FINDINGS of them. */
  entity_count: z.number(),
  findings_truncated: z.boolean(),
  tokens_used: z.number(),
  error_message: z.string().nullable(),
  policy_id: z.string().nullable(),
  batch_id: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  completed_at: z.string().nullable(),
});
export type JobView = z.infer<typeof jobSchema>;
export const jobListSchema = z.array(jobSchema);

export const batchSchema = z.object({
  batch_id: z.string(),
  job_ids: z.array(z.string()),
  total: z.number(),
  completed: z.number(),
  failed: z.number(),
  created_at: z.string(),
});
export type BatchView = z.infer<typeof batchSchema>;

export const uploadSchema = z.object({
  upload_id: z.string(),
  upload_url: z.string(),
  method: z.literal('PUT'),
  /** Headers the PUT must carry exactly (they are part of the signature). */
  headers: z.record(z.string(), z.string()),
  size_bytes: z.number(),
  expires_at: z.string(),
});
export type UploadView = z.infer<typeof uploadSchema>;

export const deletedSchema = z.object({ detail: z.string() });

export function toJobView(job: JobRecord): JobView {
  return {
    id: job.id,
    status: job.status,
    input_uri: job.input_uri,
    output_uri: job.output_uri,
    progress_pct: job.progress_pct,
    findings: job.findings,
    entity_count: job.entity_count,
    findings_truncated: job.entity_count > job.findings.length,
    tokens_used: job.tokens_used,
    error_message: job.error_message,
    policy_id: job.settings.policy_id,
    batch_id: job.batch_id,
    created_at: job.created_at,
    updated_at: job.updated_at,
    completed_at: job.completed_at,
  };
}

/** DynamoDB TTL stamp: now plus JOB_RETENTION_DAYS (default 30, as the contract says). */
export function expiresAt(now = new Date()): number {
  const days = Number(process.env.JOB_RETENTION_DAYS ?? 30) || 30;
  return Math.floor(now.getTime() / 1000) + days * 86_400;
}

export const toBatchView = (batch: {
  id: string; job_ids: string[]; total: number; completed: number; failed: number; created_at: string;
}): BatchView => ({
  batch_id: batch.id,
  job_ids: batch.job_ids,
  total: batch.total,
  completed: batch.completed,
  failed: batch.failed,
  created_at: batch.created_at,
});
