/**
 * One delivery of a job message. At least once in, exactly once out:
 * - the job is claimed with a conditional write (queued|processing → processing), so a message
 *   for a finished or deleted job does nothing;
 * - the output key is fixed per job, so a second delivery overwrites, never adds, an object;
 * - usage, the batch counter and the `job.completed`/`job.failed` audit event are written in the
 *   same transaction as the move to a terminal status, which only one delivery can win;
 * - the webhook event id is derived from the job and status, so a repeat cannot send twice.
 * The input's fault ends as `failed` at once; our own faults are retried by the queue, and the
 * last allowed delivery writes `error` before the message goes to the dead-letter queue.
 */
import { Readable } from 'node:stream';
import { tokensFor } from '../billing/billing-period.js';
import { bucketName } from '../config/env.js';
import { logger } from '../observability/logger.js';
import { PLAN_LIMITS } from '../tenancy/plans.js';
import { getTenant } from '../tenancy/tenant-repository.js';
import { refusal } from './https-source.js';
import { InputError } from './input-error.js';
import { INLINE_FINDINGS, isTerminal, type JobFinding, type JobRecord } from './job.js';
import { announce, finish } from './job-ending.js';
import { openOutput, putJson } from './job-output.js';
import { claimJob, getJob, setProgress, type Termination } from './job-repository.js';
import { connectorOutputKey, connectorStorage } from '../connectors/connector-job-storage.js';
import { awaitReviews, decisionsFor, reviewCriteria } from '../reviews/job-reviews.js';
import { ReviewCollector } from '../reviews/review-plan.js';
import { segmentRedactor, type ReviewHooks } from './segment-redactor.js';
import { openSource } from './sources.js';
import { findingsKey, outputKey, requestedOutputTarget } from './storage-uri.js';
import { detectFormat, formatInfo, FormatError, redactFile } from '../formats/index.js';

/** What the worker should tell the queue: delete the message, or let it come back. */
export type Outcome = 'done' | 'retry';

/** Findings kept in the S3 findings file (the count stays exact beyond it). */
const MAX_STORED_FINDINGS = 10_000;
const HEAD_BYTES = 64 * 1024;

export async function runJob(jobId: string, delivery: { attempt: number; maxAttempts: number }): Promise<Outcome> {
  const job = await getJob(jobId);
  if (!job) return 'done';
  // Finished by an earlier delivery, which may have died before publishing: publish (once per
  // event id, whoever calls) and acknowledge.
  if (isTerminal(job.status)) return announce(job).then(() => 'done');
  // Waiting for reviewers: a redelivered first-pass message has nothing to do.
  if (job.review_state === 'awaiting') return 'done';
  if (!(await claimJob(jobId, delivery.attempt))) {
    const now = await getJob(jobId);
    if (now && isTerminal(now.status)) await announce(now);
    return 'done';
  }
  const started = Date.now();
  try {
    const criteria = reviewCriteria(job.settings);
    if (criteria && job.review_state === undefined) {
      // First pass: redact as usual, but keep the output back while reviews are open.
      const collector = new ReviewCollector(criteria);
      const end = await redactJob(job, { collector });
      if (collector.candidates.length > 0 && end.status === 'completed') {
        await awaitReviews(job, collector, end.allFindings ?? []);
        return 'done';
      }
      await finish(job, end, started);
      return 'done';
    }
    const decisions = job.review_state === 'resolved' ? await decisionsFor(job) : undefined;
    const end = await redactJob(job, decisions ? { overlay: decisions } : undefined);
    await finish(job, end, started);
    return 'done';
  } catch (error) {
    const fault = inputFault(error);
    if (fault) {
      await finish(job, { status: 'failed', error_message: fault }, started);
      return 'done';
    }
    logger.error('job attempt failed', { jobId, attempt: delivery.attempt, error: (error as Error)?.name });
    if (delivery.attempt >= delivery.maxAttempts) {
      await finish(job, {
        status: 'error',
        error_message: `An internal error stopped this job after ${delivery.attempt} attempts. It will not be retried; submit it again.`,
      }, started);
    }
    // Retried by the queue; after the last attempt the message moves to the dead-letter queue.
    return 'retry';
  }
}

/** The input's fault, as the sentence shown in `error_message`; undefined for our own faults. */
function inputFault(error: unknown): string | undefined {
  if (error instanceof InputError || error instanceof FormatError) return error.message;
  return refusal(error, 0)?.message;
}

async function redactJob(job: JobRecord, review?: ReviewHooks): Promise<Termination & { allFindings?: JobFinding[] }> {
  const tenant = await getTenant(job.tenant_id);
  if (!tenant) throw new InputError('The tenant of this job no longer exists.');
  const maxBytes = PLAN_LIMITS[tenant.plan].uploadBytes;
  const { source: jobSource } = job;
  // A connector's bucket is read and written with one client (one config read, one decryption).
  const client = jobSource.kind === 'connector' ? await connectorStorage(job.tenant_id, jobSource.connector_id) : undefined;
  const source = await openSource(job, maxBytes, client);
  const { head, body } = await peek(source.body, HEAD_BYTES);
  const format = detectFormat(head, { filename: source.name, ...(source.contentType ? { contentType: source.contentType } : {}) });
  if (!format) {
    body.destroy();
    throw new InputError('The file is not in a supported format (text, Markdown, CSV, JSON, HTML, DOCX or PDF).');
  }
  const info = formatInfo(format);

  const files = bucketName('files');
  const target =
    jobSource.kind === 'connector'
      ? { bucket: jobSource.bucket, key: connectorOutputKey(jobSource.output_prefix, jobSource.key, info.outputExtension) }
      : job.requested_output_uri
        ? requestedOutputTarget(job.requested_output_uri, job.id, info.outputExtension)
        : { bucket: files, key: outputKey(job.tenant_id, job.id, info.outputExtension) };
  const external = Boolean(job.requested_output_uri) || jobSource.kind === 'connector';
  const output = openOutput(target.bucket, target.key, info.outputContentType, external, client);
  const progress = progressReporter(job.id);
  let result;
  try {
    const redactSegments = await segmentRedactor(job, review);
    [result] = await Promise.all([
      redactFile(format, body, output.stream, redactSegments, {
        onProgress: progress.report,
        ...(source.size !== undefined ? { totalBytes: source.size } : {}),
        maxFindings: MAX_STORED_FINDINGS,
        language: job.settings.language,
      }).finally(() => {
        if (!output.stream.writableEnded) output.stream.end();
      }),
      output.done,
    ]);
  } catch (error) {
    body.destroy();
    output.stream.destroy();
    await output.abort();
    throw error;
  }
  const bytes = await output.done;
  await progress.settled();
  const findings = result.findings.map(({ entity_type, start, end, score }) => ({ entity_type, start, end, score }));
  const fKey = findingsKey(job.tenant_id, job.id);
  await putJson(files, fKey, { job_id: job.id, entity_count: result.entityCount, findings });
  return {
    status: 'completed',
    allFindings: findings,
    completion: {
      output_uri: `s3://${target.bucket}/${target.key}`,
      output_bucket: target.bucket,
      output_key: target.key,
      output_content_type: result.outputContentType,
      output_bytes: bytes,
      findings: findings.slice(0, INLINE_FINDINGS),
      findings_key: fKey,
      entity_count: result.entityCount,
      tokens_used: tokensFor(result.characters),
    },
  };
}

/** progress_pct: 5 when claimed, 10..90 while redacting (in steps of 10), 100 when completed. */
function progressReporter(jobId: string) {
  let reported = 5;
  let chain: Promise<void> = Promise.resolve();
  return {
    report(fraction: number) {
      const pct = Math.min(90, 10 + Math.floor((Math.max(0, Math.min(1, fraction)) * 80) / 10) * 10);
      if (pct <= reported) return;
      reported = pct;
      chain = chain.then(() => setProgress(jobId, pct)).catch(() => undefined);
    },
    settled: () => chain,
  };
}

/** The first bytes (format detection), and a stream that still yields everything from the start. */
async function peek(stream: Readable, bytes: number): Promise<{ head: Buffer; body: Readable }> {
  const chunks: Buffer[] = [];
  let size = 0;
  const iterator = stream[Symbol.asyncIterator]();
  while (size < bytes) {
    const next = await iterator.next();
    if (next.done) break;
    const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value as Uint8Array);
    chunks.push(chunk);
    size += chunk.length;
  }
  async function* replay() {
    for (const chunk of chunks) yield chunk;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value as Uint8Array);
    }
  }
  const body = Readable.from(replay(), { objectMode: false });
  body.once('close', () => stream.destroy());
  return { head: Buffer.concat(chunks).subarray(0, bytes), body };
}
