/** Redact (safe-parse): a sanitized copy of the canonical document; the raw parse is deleted at once. */
import { sanitizeDocument } from '../documents/sanitize.js';
import { setProgress } from './job-repository.js';
import { blockRedactor } from './redact-blocks.js';
import { loadDocument, purgeArtifact, startProcessing, storeArtifact } from './step-support.js';
import type { DocumentWorkflowState } from './workflow-input.js';

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
