/** Extract: fields by the invoice template or the caller's schema; an ephemeral parse is deleted after. */
import { extractFields } from '../documents/extract/extract.js';
import { setProgress } from './job-repository.js';
import { meterJob } from './metering.js';
import { RETENTION_OF } from './model.js';
import { loadDocument, purgeArtifact, startProcessing, storeArtifact } from './step-support.js';
import type { DocumentWorkflowState } from './workflow-input.js';

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
