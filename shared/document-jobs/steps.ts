/**
 * The document workflow steps (one Lambda each; the state machines in lib/aws/workflows/ order
 * them). Each step takes the execution state and returns it with what it added. Every write is
 * idempotent (derived artifact ids, conditional state moves), because Step Functions retries a
 * step that failed for the system's reasons.
 */
import {
  DocumentError,
  extractFields,
  parseDocument,
  renderChunks,
  renderMarkdown,
  sanitizeDocument,
  type CanonicalDocument,
} from '../documents/index.js';
import { recordAudit } from '../audit/audit-log.js';
import { blockRedactor } from './redact-blocks.js';
import { DocumentJobFailure, failureMessage, isInputFault } from './failures.js';
import { getArtifact, getJob, markArtifactPurged, markCompleted, markFailed, markProcessing, recordArtifact, setProgress } from './job-repository.js';
import { meterJob } from './metering.js';
import { artifactIdFor, expiresAt, RETENTION_OF, type ArtifactKind, type RetentionClass, type StoredArtifact } from './model.js';
import { artifactKeyFor, deletePayload, getJson, getPayload, putJson } from './payloads.js';
import type { DocumentWorkflowState } from './workflow-input.js';

async function startProcessing(state: DocumentWorkflowState, progress: number): Promise<void> {
  if (!(await markProcessing(state.job_id, progress))) {
    // A second execution of an ended job (or a job that was never recorded) must change nothing.
    throw new DocumentJobFailure('This document job has already ended.');
  }
}

async function storeArtifact(
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

async function loadDocument(artifactId: string): Promise<CanonicalDocument> {
  const artifact = await getArtifact(artifactId);
  const doc = artifact && !artifact.payload_purged ? await getJson<CanonicalDocument>(artifact.payload_key) : undefined;
  if (!doc) throw new DocumentJobFailure('The parsed document is no longer available (its payload was purged); parse the document again.');
  return doc;
}

/** Deletes an ephemeral canonical document: payload first, then the metadata says so. */
async function purgeArtifact(artifactId: string): Promise<void> {
  const artifact = await getArtifact(artifactId);
  if (!artifact) return;
  await deletePayload(artifact.payload_key);
  await markArtifactPurged(artifactId);
}

/** The raw parse is ephemeral unless the job is a parse: never listed, deleted before the end. */
const rawParseIsEphemeral = (state: DocumentWorkflowState) => state.workflow_kind !== 'parse';

export async function parseStep(state: DocumentWorkflowState): Promise<DocumentWorkflowState> {
  await startProcessing(state, 10);
  const bytes = state.upload_key ? await getPayload(state.upload_key) : undefined;
  if (!bytes) throw new DocumentJobFailure('The uploaded file is no longer available; submit it again.');
  let doc: CanonicalDocument;
  try {
    doc = await parseDocument(bytes, state.media_type, {
      language: state.language,
      documentId: state.job_id,
      ...(state.ocr !== undefined ? { ocr: state.ocr } : {}),
    });
  } catch (error) {
    if (error instanceof DocumentError) throw new DocumentJobFailure(error.message);
    throw error;
  }
  await meterJob(state, doc);
  const ephemeral = rawParseIsEphemeral(state);
  const id = await storeArtifact(state, 'canonical_document', doc, {
    listed: !ephemeral,
    retention: ephemeral ? 'short_ttl' : RETENTION_OF[state.workflow_kind],
    pageCount: doc.page_count,
  });
  await setProgress(state.job_id, 40);
  return { ...state, canonical_artifact_id: id };
}

export async function redactStep(state: DocumentWorkflowState): Promise<DocumentWorkflowState> {
  await startProcessing(state, 40);
  if (!state.canonical_artifact_id || !state.redaction) throw new Error('redactStep needs a parsed document and redaction settings');
  const doc = await loadDocument(state.canonical_artifact_id);
  const redactor = await blockRedactor(state.tenant_id, state.mode, state.redaction);
  const sanitized = await sanitizeDocument(doc, (texts) => redactor.redactTexts(texts));
  const id = await storeArtifact(state, 'sanitized_canonical_document', sanitized, {
    listed: true,
    retention: 'persistent',
    pageCount: sanitized.page_count,
  });
  // The raw parse goes as soon as its sanitized copy is stored.
  await purgeArtifact(state.canonical_artifact_id);
  await setProgress(state.job_id, 70);
  return { ...state, sanitized_artifact_id: id };
}

export async function renderStep(state: DocumentWorkflowState): Promise<DocumentWorkflowState> {
  await startProcessing(state, 70);
  const sanitized = state.workflow_kind === 'safe_parse';
  const sourceId = sanitized ? state.sanitized_artifact_id : state.canonical_artifact_id;
  if (!sourceId) throw new Error('renderStep needs a canonical document');
  const doc = await loadDocument(sourceId);
  const retention = RETENTION_OF[state.workflow_kind];
  const markdown = { document_id: doc.document_id, source_artifact_id: sourceId, markdown: renderMarkdown(doc) };
  await storeArtifact(state, sanitized ? 'sanitized_markdown_render' : 'markdown_render', markdown, { listed: true, retention });
  await storeArtifact(state, sanitized ? 'sanitized_chunks_v1' : 'chunks_v1', renderChunks(doc, sourceId), { listed: true, retention });
  await setProgress(state.job_id, 90);
  return state;
}

export async function extractStep(state: DocumentWorkflowState): Promise<DocumentWorkflowState> {
  await startProcessing(state, 40);
  const sourceId = state.canonical_artifact_id ?? state.parse_artifact_id;
  if (!sourceId) throw new Error('extractStep needs a canonical document');
  const doc = await loadDocument(sourceId);
  // An upload was metered when it was parsed; an existing parse is metered here, as processed.
  if (!state.canonical_artifact_id) await meterJob(state, doc);
  const spec = state.template_id ? { templateId: state.template_id } : { schema: state.extraction_schema! };
  const result = extractFields(doc, spec, sourceId);
  await storeArtifact(state, 'extract_result', result, { listed: true, retention: RETENTION_OF.extract });
  // Extract with a file: its canonical document was only a means to this end.
  if (state.canonical_artifact_id) await purgeArtifact(state.canonical_artifact_id);
  await setProgress(state.job_id, 90);
  return state;
}

/** Removes what must not outlive the job: the upload, and the raw parse where it is ephemeral. */
async function cleanUp(state: DocumentWorkflowState): Promise<void> {
  // The id is derived, so a parse that stored its output and then failed is cleaned up too.
  if (rawParseIsEphemeral(state)) await purgeArtifact(artifactIdFor(state.job_id, 'canonical_document'));
  if (state.upload_key) await deletePayload(state.upload_key);
}

export interface StepResult {
  job_id: string;
  status: 'completed' | 'failed';
  /** Failed by its input (not the system): the execution then ends without a Fail state. */
  input_fault?: boolean;
}

export async function completeStep(state: DocumentWorkflowState): Promise<StepResult> {
  await cleanUp(state);
  if (await markCompleted(state.job_id)) {
    const job = await getJob(state.job_id);
    await recordAudit({
      event_type: 'job.completed',
      resource_type: 'job',
      resource_id: state.job_id,
      actor: state.actor,
      tenant_id: state.tenant_id,
      metadata: {
        workflow_kind: state.workflow_kind,
        artifact_count: job?.artifact_ids.length ?? 0,
        duration_ms: job ? Date.now() - Date.parse(job.created_at) : 0,
      },
    });
  }
  return { job_id: state.job_id, status: 'completed' };
}

export async function failStep(state: DocumentWorkflowState): Promise<StepResult> {
  await cleanUp(state);
  const message = failureMessage(state.error);
  if (await markFailed(state.job_id, message)) {
    await recordAudit({
      event_type: 'job.failed',
      resource_type: 'job',
      resource_id: state.job_id,
      actor: state.actor,
      tenant_id: state.tenant_id,
      metadata: { workflow_kind: state.workflow_kind, error: state.error?.Error ?? 'unknown' },
    });
  }
  return { job_id: state.job_id, status: 'failed', input_fault: isInputFault(state.error) };
}
