/**
 * GET /documents/jobs/{job_id} and GET /documents/{artifact_id}/content. Another tenant's job or
 * artifact is 403, one of the other mode 403, a missing one 404; ephemeral artifacts (the raw
 * parse of safe-parse and of extract-with-file) are never listed nor served. A payload that is
 * gone (expired short_ttl artifact, or deleted) is 410, and its metadata then says so.
 */
import { gone, forbidden, notFound } from '../http/errors.js';
import { assertSameMode, type Principal } from '../tenancy/principal.js';
import type { Tenant } from '../tenancy/tenant-repository.js';
import { getArtifact, getArtifacts, getJob, markArtifactPurged } from './job-repository.js';
import { isPurged, publicArtifact, publicJob, type DocumentJobDetail } from './model.js';
import { getJson } from './payloads.js';

export async function getDocumentJob(principal: Principal, tenant: Tenant, jobId: string): Promise<DocumentJobDetail> {
  const job = await getJob(jobId);
  if (!job) throw notFound('Document job not found.');
  if (job.tenant_id !== tenant.id) throw forbidden('This document job belongs to another tenant.');
  assertSameMode(principal, job);
  const artifacts = await getArtifacts(job.artifact_ids);
  const now = new Date();
  return {
    ...publicJob(job),
    ...(job.status === 'failed' && job.error_message ? { error_message: job.error_message } : {}),
    artifacts: artifacts.filter((a) => a.listed).map((a) => publicArtifact(a, now)),
  };
}

export async function getArtifactContent(principal: Principal, tenant: Tenant, artifactId: string): Promise<unknown> {
  const artifact = await getArtifact(artifactId);
  if (!artifact || !artifact.listed) throw notFound('Artifact not found.');
  if (artifact.tenant_id !== tenant.id) throw forbidden('This artifact belongs to another tenant.');
  assertSameMode(principal, artifact);
  const purgedMessage = 'The payload of this artifact was purged (retention expired or deleted).';
  if (isPurged(artifact)) throw gone(purgedMessage);
  const content = await getJson<unknown>(artifact.payload_key);
  if (content === undefined) {
    await markArtifactPurged(artifact.id);
    throw gone(purgedMessage);
  }
  return content;
}
