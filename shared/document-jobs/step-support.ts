/**
 * What the document workflow steps share: state moves, artifact storage (payload first, then the
 * metadata, under ids derived from job and kind so a retried step rewrites the same artifact),
 * loading a canonical document, and purging ephemeral ones. Each step lives in its own module so
 * its Lambda bundles only the document code it runs (the parsers are large).
 */
import type { CanonicalDocument } from '../documents/types.js';
import { DocumentJobFailure } from './failures.js';
import { getArtifact, markArtifactPurged, markProcessing, recordArtifact } from './job-repository.js';
import { artifactIdFor, expiresAt, type ArtifactKind, type RetentionClass, type StoredArtifact } from './model.js';
import { artifactKeyFor, deletePayload, getJson, putJson } from './payloads.js';
import type { DocumentWorkflowState } from './workflow-input.js';

export async function startProcessing(state: DocumentWorkflowState, progress: number): Promise<void> {
  if (!(await markProcessing(state.job_id, progress))) {
    // A second execution of an ended job (or a job that was never recorded) must change nothing.
    throw new DocumentJobFailure('This document job has already ended.');
  }
}

export async function storeArtifact(
  state: DocumentWorkflowState,
  kind: ArtifactKind,
  content: unknown,
  options: { listed: boolean; retention: RetentionClass; pageCount?: number },
): Promise<string> {
  const id = artifactIdFor(state.job_id, kind);
  const now = new Date();
  const payloadKey = artifactKeyFor(state.tenant_id, state.job_id, id, options.retention);
  await putJson(payloadKey, content);
  const artifact: StoredArtifact = {
    id,
    artifact_kind: kind,
    retention_class: options.retention,
    payload_purged: false,
    created_at: now.toISOString(),
    tenant_id: state.tenant_id,
    mode: state.mode,
    job_id: state.job_id,
    media_type: state.media_type,
    payload_key: payloadKey,
    listed: options.listed,
    ...(options.pageCount !== undefined ? { page_count: options.pageCount } : {}),
    ...(options.retention === 'short_ttl' ? { expires_at: expiresAt(now) } : {}),
  };
  await recordArtifact(artifact);
  return id;
}

export async function loadDocument(artifactId: string): Promise<CanonicalDocument> {
  const artifact = await getArtifact(artifactId);
  const doc = artifact && !artifact.payload_purged ? await getJson<CanonicalDocument>(artifact.payload_key) : undefined;
  if (!doc) throw new DocumentJobFailure('The parsed document is no longer available (its payload was purged); parse the document again.');
  return doc;
}

/** Deletes an ephemeral canonical document: payload first, then the metadata says so. */
export async function purgeArtifact(artifactId: string): Promise<void> {
  const artifact = await getArtifact(artifactId);
  if (!artifact) return;
  await deletePayload(artifact.payload_key);
  await markArtifactPurged(artifactId);
}

/** The raw parse is ephemeral unless the job is a parse: never listed, deleted before the end. */
export const rawParseIsEphemeral = (state: DocumentWorkflowState) => state.workflow_kind !== 'parse';

/** Removes what must not outlive the job: the upload, and the raw parse where it is ephemeral. */
export async function cleanUp(state: DocumentWorkflowState): Promise<void> {
  // The id is derived, so a parse that stored its output and then failed is cleaned up too.
  if (rawParseIsEphemeral(state)) await purgeArtifact(artifactIdFor(state.job_id, 'canonical_document'));
  if (state.upload_key) await deletePayload(state.upload_key);
}
