/**
 * What a document workflow execution carries from state to state: ids and settings only (the
 * documents themselves stay in S3, well under Step Functions' 256 KB payload limit). Every step
 * returns its input plus what it added, so the Catch state sees everything made so far.
 */
import type { JsonSchemaObject, MediaType } from '../documents/index.js';
import type { Language } from '../detection/types.js';
import type { KeyMode } from '../tenancy/key-material.js';
import type { WorkflowKind } from './model.js';
import type { RedactionSettings } from './safe-parse-settings.js';

export interface DocumentWorkflowInput {
  job_id: string;
  tenant_id: string;
  mode: KeyMode;
  workflow_kind: WorkflowKind;
  /** Who submitted it (abbreviated key), for the audit events of the job's end. */
  actor: string;
  media_type: MediaType;
  language: Language;
  /** The uploaded file (absent for an extract from an existing parse). */
  upload_key?: string;
  /** `true`: OCR every page and verify it; `false`: never OCR; unset: pages without text only. */
  ocr?: boolean;
  /** Extract: an existing canonical_document artifact instead of an upload. */
  parse_artifact_id?: string;
  /** Extract: the built-in template or the caller's schema. */
  template_id?: 'invoice';
  extraction_schema?: JsonSchemaObject;
  /** Safe-parse: what to redact and how, resolved from policy_id and config at submission. */
  redaction?: RedactionSettings;
}

export interface DocumentWorkflowState extends DocumentWorkflowInput {
  /** The canonical document the later steps read (ephemeral for safe-parse and extract-with-file). */
  canonical_artifact_id?: string;
  /** Safe-parse: the sanitized canonical document. */
  sanitized_artifact_id?: string;
  /** Set by Catch: the failed state's error, as Step Functions reports it. */
  error?: { Error?: string; Cause?: string };
}
