/**
 * Document jobs and their artifacts (contract: "Document job", "Artifact metadata"). A job is one
 * run of a document workflow; each artifact is a payload in the files bucket with its metadata
 * in the jobs table. Response schemas live here for the generated OpenAPI reference.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { MediaType } from '../documents/index.js';
import type { KeyMode } from '../tenancy/key-material.js';

export const WORKFLOW_KINDS = ['parse', 'extract', 'safe_parse'] as const;
export type WorkflowKind = (typeof WORKFLOW_KINDS)[number];

export const DOCUMENT_JOB_STATUSES = ['queued', 'processing', 'completed', 'failed'] as const;
export type DocumentJobStatus = (typeof DOCUMENT_JOB_STATUSES)[number];

export const ARTIFACT_KINDS = [
  'canonical_document', 'markdown_render', 'chunks_v1', 'extract_result',
  'sanitized_canonical_document', 'sanitized_markdown_render', 'sanitized_chunks_v1',
] as const;
export type ArtifactKind = (typeof ARTIFACT_KINDS)[number];

/**
 * `short_ttl`: expires with its job after the retention period (JOB_RETENTION_DAYS, default 30).
 * `persistent`: kept until deleted (safe-parse output, free of PII by construction).
 */
export type RetentionClass = 'short_ttl' | 'persistent';

export const artifactMetadataSchema = z.object({
  id: z.string(),
  artifact_kind: z.enum(ARTIFACT_KINDS),
  page_count: z.number().int().optional().describe('Canonical documents only'),
  retention_class: z.enum(['short_ttl', 'persistent']),
  payload_purged: z.boolean(),
  created_at: z.string(),
});
export type ArtifactMetadata = z.infer<typeof artifactMetadataSchema>;

/** The 202 answer of the three submit endpoints. */
export const documentJobSchema = z.object({
  id: z.string(),
  status: z.enum(DOCUMENT_JOB_STATUSES),
  workflow_kind: z.enum(WORKFLOW_KINDS),
  media_type: z.enum(['pdf', 'docx']),
  progress_pct: z.number().min(0).max(100),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DocumentJobView = z.infer<typeof documentJobSchema>;

/** GET /documents/jobs/{job_id}. */
export const documentJobDetailSchema = documentJobSchema.extend({
  error_message: z.string().optional().describe('Only when status is failed'),
  artifacts: z.array(artifactMetadataSchema),
});
export type DocumentJobDetail = z.infer<typeof documentJobDetailSchema>;

/** The stored job: the public view plus what the service needs to run and wall it off. */
export interface DocumentJob extends DocumentJobView {
  tenant_id: string;
  mode: KeyMode;
  error_message?: string;
  /** Listed artifacts, in the order they were made. */
  artifact_ids: string[];
  /** The uploaded file, deleted when the job ends. */
  upload_key?: string;
  /** Set once the job's tokens were metered (exactly-once metering on retried steps). */
  tokens_metered?: number;
}

export interface StoredArtifact extends ArtifactMetadata {
  tenant_id: string;
  mode: KeyMode;
  job_id: string;
  /** The format of the document it came from. */
  media_type: MediaType;
  payload_key: string;
  /** Ephemeral artifacts (safe-parse's and extract's raw parse) are never listed. */
  listed: boolean;
  /** Epoch seconds; short_ttl artifacts only. */
  expires_at?: number;
}


/**
 * Artifact ids are derived from the job and the kind, so a retried step writes the same artifact
 * (conditional put) instead of a second one.
 */
export function artifactIdFor(jobId: string, kind: ArtifactKind): string {
  return `art_${createHash('sha256').update(`${jobId}:${kind}`).digest('base64url').slice(0, 24)}`;
}

export const RETENTION_OF: Record<WorkflowKind, RetentionClass> = {
  parse: 'short_ttl',
  extract: 'short_ttl',
  safe_parse: 'persistent',
};

/** Days before jobs and short_ttl artifacts expire (DynamoDB TTL and the bucket's lifecycle rule). */
export function retentionDays(): number {
  const days = Number(process.env.JOB_RETENTION_DAYS ?? 30);
  return Number.isFinite(days) && days > 0 ? days : 30;
}

export const expiresAt = (from: Date, days = retentionDays()) => Math.floor(from.getTime() / 1000) + days * 86_400;

/** A short_ttl artifact past its expiry reads as purged, even before DynamoDB TTL removes it. */
export function isPurged(artifact: StoredArtifact, now = new Date()): boolean {
  return artifact.payload_purged || (artifact.expires_at !== undefined && artifact.expires_at <= now.getTime() / 1000);
}

export function publicArtifact(artifact: StoredArtifact, now = new Date()): ArtifactMetadata {
  return {
    id: artifact.id,
    artifact_kind: artifact.artifact_kind,
    ...(artifact.page_count !== undefined ? { page_count: artifact.page_count } : {}),
    retention_class: artifact.retention_class,
    payload_purged: isPurged(artifact, now),
    created_at: artifact.created_at,
  };
}

export function publicJob(job: DocumentJob): DocumentJobView {
  return {
    id: job.id,
    status: job.status,
    workflow_kind: job.workflow_kind,
    media_type: job.media_type,
    progress_pct: job.progress_pct,
    created_at: job.created_at,
    updated_at: job.updated_at,
  };
}

// Artifact content (GET /documents/{artifact_id}/content): the contract's shapes. Inner objects
// (blocks, tables, chunks, fields) carry this service's optional extras, so they are open.
const open = z.looseObject({});

export const canonicalDocumentContentSchema = z.looseObject({
  document_id: z.string(),
  page_count: z.number().int(),
  block_count: z.number().int(),
  parse_route: z.enum(['text_native', 'hybrid_default', 'hybrid_verified']),
  parse_duration_ms: z.number(),
  pages: z.array(z.looseObject({ page_number: z.number().int(), blocks: z.array(open), tables: z.array(open) })),
});

export const chunksContentSchema = z.looseObject({
  document_id: z.string(),
  source_artifact_id: z.string(),
  chunks: z.array(z.looseObject({ chunk_id: z.string(), text: z.string(), page_number: z.number(), block_ids: z.array(z.string()), token_count: z.number() })),
});

/** Markdown renders are served as JSON too (the API's bodies are JSON): the text is `markdown`. */
export const markdownContentSchema = z.strictObject({ document_id: z.string(), source_artifact_id: z.string(), markdown: z.string() });

export const extractResultContentSchema = z.looseObject({
  document_id: z.string(),
  source_artifact_id: z.string(),
  template_id: z.string(),
  schema_used: open,
  fields: z.array(z.looseObject({ field_name: z.string(), value: z.unknown(), confidence: z.number(), citations: z.array(open) })),
  raw_output: open,
  validation_errors: z.array(z.string()),
  extraction_duration_ms: z.number(),
  model_versions: open,
});

export const artifactContentSchema = z.union([
  canonicalDocumentContentSchema,
  chunksContentSchema,
  markdownContentSchema,
  extractResultContentSchema,
]);
