/** Parse: the upload into a canonical document (OCR where needed), metered once per job. */
import { DocumentError, parseDocument, type CanonicalDocument } from '../documents/index.js';
import { DocumentJobFailure } from './failures.js';
import { setProgress } from './job-repository.js';
import { meterJob } from './metering.js';
import { RETENTION_OF } from './model.js';
import { getPayload } from './payloads.js';
import { rawParseIsEphemeral, startProcessing, storeArtifact } from './step-support.js';
import type { DocumentWorkflowState } from './workflow-input.js';

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
