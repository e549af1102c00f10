/**
 * The three submit endpoints: POST /parse, POST /extract, POST /workflows/safe-parse. Each checks
 * its feature flag (403), the inputs (400 as the contract's error table says; 404/403/410 for a
 * parse_artifact_id), the token allowance (402), stores the upload under the tenant's prefix,
 * records the job as `queued` and starts its state machine. The execution is named after the
 * job, so a retried start cannot run the job twice.
 */
import { StartExecutionCommand } from '@aws-sdk/client-sfn';
import { sfn } from '../adapters/aws/sfn.js';
import { recordAudit } from '../audit/audit-log.js';
import { periodTokensUsed, tokenAllowance } from '../billing/usage-meter.js';
import { billingPeriod } from '../billing/billing-period.js';
import { workflowArn } from '../config/env.js';
import type { WorkflowName } from '../config/resources.js';
// detect.js alone: the submit routes must not bundle the parsers, renderers or tokenizer.
import { detectMediaType } from '../documents/detect.js';
import type { JsonSchemaObject, MediaType } from '../documents/index.js';
import { isFlagEnabled } from '../features/feature-flags.js';
import { badRequest, forbidden, gone, notFound, paymentRequired } from '../http/errors.js';
import type { UploadedFile } from '../http/multipart.js';
import { isBuiltinEntity, normalizeEntityType } from '../detection/entities.js';
import type { Language } from '../detection/types.js';
import { policies } from '../policies/policy.js';
import { tenantConfig } from '../tenant-config/tenant-config.js';
import { newId } from '../tenancy/key-material.js';
import { assertSameMode, type Principal } from '../tenancy/principal.js';
import type { Tenant } from '../tenancy/tenant-repository.js';
import { getArtifact, markArtifactPurged, markFailed, putJob } from './job-repository.js';
import { isPurged, publicJob, type DocumentJob, type DocumentJobView, type WorkflowKind } from './model.js';
import { payloadExists, putPayload, uploadKey } from './payloads.js';
import { parseDocumentConfig, resolveRedaction } from './safe-parse-settings.js';
import type { DocumentWorkflowInput } from './workflow-input.js';

const FLAG_OF: Record<WorkflowKind, string> = {
  parse: 'document_parse_api',
  extract: 'document_extract_api',
  safe_parse: 'document_safe_parse_workflow',
};

const WORKFLOW_OF: Record<WorkflowKind, WorkflowName> = {
  parse: 'parseDocument',
  extract: 'extractDocument',
  safe_parse: 'safeParse',
};

const UNSUPPORTED = 'Unsupported file type: send a PDF or a DOCX file.';
/** Schemas travel in the execution input (Step Functions allows 256 KB in all). */
const MAX_SCHEMA_BYTES = 64 * 1024;

export interface SubmitContext {
  principal: Principal;
  tenant: Tenant;
  file?: UploadedFile;
}

export interface SubmitFields {
  language?: Language;
  config?: string;
}

export async function submitParse(ctx: SubmitContext, fields: SubmitFields): Promise<DocumentJobView> {
  await requireFlag(ctx.tenant, 'parse');
  const config = parseDocumentConfig(fields.config, 'parse');
  const file = requireDocument(ctx.file);
  return startJob(ctx, 'parse', file, { language: fields.language ?? 'en', ...(config.ocr !== undefined ? { ocr: config.ocr } : {}) });
}

export interface SafeParseFields extends SubmitFields {
  policy_id?: string;
}

export async function submitSafeParse(ctx: SubmitContext, fields: SafeParseFields): Promise<DocumentJobView> {
  await requireFlag(ctx.tenant, 'safe_parse');
  const config = parseDocumentConfig(fields.config, 'safe_parse');
  const file = requireDocument(ctx.file);
  const tenantSettings = await tenantConfig(ctx.tenant.id, ctx.principal.mode);
  let policy;
  if (fields.policy_id) {
    const live = tenantSettings.policy(fields.policy_id);
    if (!live) {
      const other = await policies.get(ctx.tenant.id, fields.policy_id);
      if (other) assertSameMode(ctx.principal, other);
      throw notFound('Policy not found.');
    }
    policy = live;
  }
  const redaction = resolveRedaction(config, policy, fields.language);
  const unknown = (config.pii_types ?? []).filter(
    (type) =>
      type.toLowerCase() !== 'all' &&
      !isBuiltinEntity(normalizeEntityType(type), redaction.language) &&
      !tenantSettings.rules.customEntityTypes.includes(normalizeEntityType(type)),
  );
  if (unknown.length) throw badRequest(`Invalid config: unknown entity type in "pii_types" for language '${redaction.language}': ${unknown[0]!.slice(0, 64)}.`);
  return startJob(ctx, 'safe_parse', file, {
    language: redaction.language,
    redaction,
    ...(config.ocr !== undefined ? { ocr: config.ocr } : {}),
  });
}

export interface ExtractFields extends SubmitFields {
  parse_artifact_id?: string;
  template_id?: string;
  extraction_schema?: string;
}

export async function submitExtract(ctx: SubmitContext, fields: ExtractFields): Promise<DocumentJobView> {
  await requireFlag(ctx.tenant, 'extract');
  const config = parseDocumentConfig(fields.config, 'extract');
  const hasFile = ctx.file !== undefined;
  const hasArtifact = Boolean(fields.parse_artifact_id);
  if (hasFile === hasArtifact) throw badRequest('Send exactly one of file or parse_artifact_id.');
  const hasTemplate = Boolean(fields.template_id);
  const hasSchema = Boolean(fields.extraction_schema);
  if (hasTemplate === hasSchema) throw badRequest('Send exactly one of template_id or extraction_schema.');
  const target = hasTemplate ? { template_id: builtInTemplate(fields.template_id!) } : { extraction_schema: parseSchema(fields.extraction_schema!) };
  const common = { language: fields.language ?? ('en' as Language), ...target, ...(config.ocr !== undefined ? { ocr: config.ocr } : {}) };
  if (hasFile) return startJob(ctx, 'extract', requireDocument(ctx.file), common);

  const artifact = await getArtifact(fields.parse_artifact_id!);
  if (!artifact || !artifact.listed) throw notFound('Parse artifact not found.');
  if (artifact.tenant_id !== ctx.tenant.id) throw forbidden('This artifact belongs to another tenant.');
  assertSameMode(ctx.principal, artifact);
  if (artifact.artifact_kind !== 'canonical_document' && artifact.artifact_kind !== 'sanitized_canonical_document') {
    throw badRequest('parse_artifact_id must name a canonical_document artifact.');
  }
  if (isPurged(artifact) || !(await payloadExists(artifact.payload_key))) {
    if (!artifact.payload_purged) await markArtifactPurged(artifact.id);
    throw gone('The payload of this parse artifact was purged; parse the document again.');
  }
  return startJob(ctx, 'extract', { mediaType: artifact.media_type }, { ...common, parse_artifact_id: artifact.id });
}

function builtInTemplate(id: string): 'invoice' {
  if (id !== 'invoice') throw badRequest('Unknown template_id: the built-in template is "invoice".');
  return id;
}

function parseSchema(raw: string): JsonSchemaObject {
  if (Buffer.byteLength(raw) > MAX_SCHEMA_BYTES) throw badRequest('extraction_schema is larger than 64 KB.');
  let schema: unknown;
  try {
    schema = JSON.parse(raw);
  } catch {
    throw badRequest('extraction_schema is not valid JSON.');
  }
  const props = (schema as { properties?: unknown } | null)?.properties;
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema) || typeof props !== 'object' || props === null || Array.isArray(props) || Object.keys(props).length === 0) {
    throw badRequest('extraction_schema must be a JSON Schema object with "properties".');
  }
  const type = (schema as { type?: unknown }).type;
  if (type !== undefined && type !== 'object') throw badRequest('extraction_schema must describe an object ("type": "object").');
  const required = (schema as { required?: unknown }).required;
  if (required !== undefined && (!Array.isArray(required) || !required.every((r) => typeof r === 'string'))) {
    throw badRequest('extraction_schema "required" must be a list of property names.');
  }
  return schema as JsonSchemaObject;
}

async function requireFlag(tenant: Tenant, kind: WorkflowKind): Promise<void> {
  const flag = FLAG_OF[kind];
  if (!(await isFlagEnabled(tenant.id, flag))) {
    throw forbidden(`This beta endpoint needs the ${flag} feature flag, which is not enabled for this tenant.`);
  }
}

interface Document {
  mediaType: MediaType;
  bytes?: Buffer;
}

function requireDocument(file: UploadedFile | undefined): Document {
  if (!file) throw badRequest('A file is required (multipart field "file").');
  if (file.bytes.length === 0) throw badRequest('The file is empty.');
  const mediaType = detectMediaType(file.bytes);
  if (!mediaType) throw badRequest(UNSUPPORTED);
  return { mediaType, bytes: file.bytes };
}

/** A live tenant with no allowance left is refused before any work (test mode is never limited). */
async function requireAllowance(ctx: SubmitContext): Promise<void> {
  if (ctx.principal.mode !== 'live') return;
  if ((await periodTokensUsed(ctx.tenant.id)) >= tokenAllowance(ctx.tenant)) {
    throw paymentRequired(`The token allowance of this billing period is used up; it renews on ${billingPeriod().end}.`);
  }
}

type JobOptions = Omit<DocumentWorkflowInput, 'job_id' | 'tenant_id' | 'mode' | 'workflow_kind' | 'actor' | 'media_type' | 'upload_key'>;

async function startJob(ctx: SubmitContext, kind: WorkflowKind, document: Document, options: JobOptions): Promise<DocumentJobView> {
  await requireAllowance(ctx);
  const now = new Date().toISOString();
  const id = newId('djob');
  const key = document.bytes ? uploadKey(ctx.tenant.id, id) : undefined;
  if (key) await putPayload(key, document.bytes!, document.mediaType === 'pdf' ? 'application/pdf' : 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  const job: DocumentJob = {
    id,
    status: 'queued',
    workflow_kind: kind,
    media_type: document.mediaType,
    progress_pct: 0,
    created_at: now,
    updated_at: now,
    tenant_id: ctx.tenant.id,
    mode: ctx.principal.mode,
    artifact_ids: [],
    ...(key ? { upload_key: key } : {}),
  };
  await putJob(job);
  const input: DocumentWorkflowInput = {
    job_id: id,
    tenant_id: ctx.tenant.id,
    mode: ctx.principal.mode,
    workflow_kind: kind,
    actor: ctx.principal.prefix,
    media_type: document.mediaType,
    ...(key ? { upload_key: key } : {}),
    ...options,
  };
  try {
    await sfn().send(new StartExecutionCommand({ stateMachineArn: workflowArn(WORKFLOW_OF[kind]), name: id, input: JSON.stringify(input) }));
  } catch (error) {
    await markFailed(id, 'The document workflow could not be started; submit the document again.');
    throw error;
  }
  await recordAudit({
    event_type: 'job.created',
    resource_type: 'job',
    resource_id: id,
    actor: ctx.principal.prefix,
    tenant_id: ctx.tenant.id,
    metadata: { workflow_kind: kind, media_type: document.mediaType },
  });
  return publicJob(job);
}
