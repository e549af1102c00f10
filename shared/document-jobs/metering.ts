/**
 * Token metering of document jobs: ceil(characters / 4) of the document text processed (block
 * and table-cell texts, counted in code points), once per job. The job item records that it was
 * metered with a conditional write first, so a retried step never charges twice (a crash between
 * that write and the counters would under-charge one job rather than double-charge it).
 */
import { tokensFor } from '../billing/billing-period.js';
import { admitTokens, recordDailyUsage, tokenAllowance } from '../billing/usage-meter.js';
import type { CanonicalDocument } from '../documents/index.js';
import { HttpError } from '../http/errors.js';
import { characterCount } from '../redaction/redact-text.js';
import type { KeyMode } from '../tenancy/key-material.js';
import { getTenant } from '../tenancy/tenant-repository.js';
import { claimMetering } from './job-repository.js';
import { DocumentJobFailure } from './failures.js';

export function documentCharacters(doc: CanonicalDocument): number {
  let characters = 0;
  for (const page of doc.pages) {
    for (const block of page.blocks) if (block.kind !== 'table') characters += characterCount(block.text);
    for (const table of page.tables) for (const row of table.rows) for (const cell of row.cells) characters += characterCount(cell.text);
  }
  return characters;
}

export async function meterJob(job: { job_id: string; tenant_id: string; mode: KeyMode }, doc: CanonicalDocument): Promise<number> {
  const tokens = tokensFor(documentCharacters(doc));
  if (!(await claimMetering(job.job_id, tokens))) return tokens;
  const tenant = await getTenant(job.tenant_id);
  if (!tenant) throw new DocumentJobFailure('The tenant of this job no longer exists.');
  const meter = { tenantId: job.tenant_id, allowance: tokenAllowance(tenant), mode: job.mode, tokens };
  try {
    await admitTokens(meter);
  } catch (error) {
    if (error instanceof HttpError && error.status === 402) throw new DocumentJobFailure(error.detail);
    throw error;
  }
  await recordDailyUsage(meter);
  return tokens;
}
