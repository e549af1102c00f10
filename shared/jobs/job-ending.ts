/**
 * How a job ends, whoever ends it (the worker, or the dead-letter worker for a job whose every
 * delivery died): the move to a terminal status with its exactly-once companions (usage, batch
 * counter, audit event in one transaction) and the webhook, whose event id is fixed per job and
 * status. Kept apart from run-job.ts so the dead-letter worker does not bundle the engine.
 */
import { auditPut } from '../audit/audit-log.js';
import { usageUpdates } from '../billing/usage-meter.js';
import { bucketName } from '../config/env.js';
import { publishJobEvent } from '../webhooks/publish.js';
import { isTerminal, toJobView, type JobRecord } from './job.js';
import { deleteObjects } from './job-output.js';
import { claimJob, finishJob, getJob, type Termination } from './job-repository.js';

/** The move to a terminal status with its exactly-once companions; cleans up if the job went away. */
export async function finish(job: JobRecord, end: Termination, started: number): Promise<void> {
  const completed = end.status === 'completed';
  const audit = auditPut({
    tenant_id: job.tenant_id,
    event_type: completed ? 'job.completed' : 'job.failed',
    resource_type: 'job',
    resource_id: job.id,
    actor: job.actor,
    metadata: {
      input_uri: job.input_uri,
      entity_count: completed ? end.completion.entity_count : 0,
      duration_ms: Date.now() - started,
      ...(completed ? { tokens_used: end.completion.tokens_used } : { status: end.status }),
    },
  });
  const usage = completed
    ? usageUpdates({ tenantId: job.tenant_id, mode: job.mode, tokens: end.completion.tokens_used, allowance: 0 })
    : [];
  const finished = await finishJob(job, end, [{ Put: audit.put }, ...usage]);
  if (finished) return announce(finished);
  // Lost the race: another delivery finished it (same output key, nothing to undo), or the job
  // was deleted while this one ran, in which case what this delivery wrote must not linger.
  const now = await getJob(job.id);
  if (!now && completed && end.completion.output_bucket === bucketName('files')) {
    await deleteObjects(end.completion.output_bucket, [end.completion.output_key, end.completion.findings_key!]);
  }
}

/**
 * `job.completed` or `job.failed` (for `failed` and `error` alike) to the tenant's webhooks. The
 * event id is fixed per job and outcome, so a second call sends nothing new.
 */
export async function announce(job: JobRecord): Promise<void> {
  await publishJobEvent({
    tenantId: job.tenant_id,
    mode: job.mode,
    type: job.status === 'completed' ? 'job.completed' : 'job.failed',
    eventId: `evt_${job.id}_${job.status}`,
    job: toJobView(job),
  });
}

/**
 * A job whose message reached the dead-letter queue: every delivery died (a timeout, the process
 * killed) before it could write `error` itself. The job ends as `error`, with the same audit
 * event and webhook as any other end; a job that did end, or waits for reviewers, is left alone.
 */
export async function abandonJob(jobId: string, deliveries: number): Promise<void> {
  const job = await getJob(jobId);
  if (!job) return;
  if (isTerminal(job.status)) return announce(job);
  if (job.review_state === 'awaiting') return;
  // finishJob moves only a processing job; a job never claimed is claimed here first.
  if (!(await claimJob(jobId, deliveries))) return;
  await finish({ ...job, status: 'processing' }, {
    status: 'error',
    error_message: `This job stopped ${deliveries} times before it could finish (a time or memory limit). It will not be retried; submit it again, or split the file.`,
  }, Date.now());
}
