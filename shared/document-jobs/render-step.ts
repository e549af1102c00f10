/** Render: markdown and chunks_v1 of the canonical document (sanitized ones for safe-parse). */
import { renderChunks } from '../documents/chunks.js';
import { renderMarkdown } from '../documents/markdown.js';
import { setProgress } from './job-repository.js';
import { RETENTION_OF } from './model.js';
import { loadDocument, startProcessing, storeArtifact } from './step-support.js';
import type { DocumentWorkflowState } from './workflow-input.js';

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
