/**
 * The `RedactSegments` a job hands to the format library: the very pipeline of POST
 * /redact/text (tenant rules and allow/block lists of the job's mode, the optional LLM pass, the
 * operators, the tenant's pseudonym store), with the settings the job resolved when it was
 * created, so a job redacts exactly as text does.
 */
import { redact } from '../detection/operators/index.js';
import type { RedactedFinding } from '../detection/types.js';
import { DynamoPseudonymStore } from '../pseudonyms/dynamo-pseudonym-store.js';
import { detectWithOptionalLlm } from '../redaction/llm-pass.js';
import { getTenantSecret } from '../tenancy/tenant-repository.js';
import { tenantConfig } from '../tenant-config/tenant-config.js';
import type { RedactSegments } from '../formats/index.js';
import { DecisionOverlay, type Decision, type ReviewCollector } from '../reviews/review-plan.js';
import type { JobRecord } from './job.js';

/** The review passes (shared/reviews/review-plan.ts): collect what needs review, or apply decisions. */
export interface ReviewHooks {
  collector?: ReviewCollector;
  overlay?: Decision[];
}

export async function segmentRedactor(
  job: Pick<JobRecord, 'tenant_id' | 'mode' | 'settings'>,
  review?: ReviewHooks,
): Promise<RedactSegments> {
  const [config, secret] = await Promise.all([tenantConfig(job.tenant_id, job.mode), getTenantSecret(job.tenant_id)]);
  const settings = job.settings;
  const options = {
    language: settings.language,
    threshold: settings.confidence_threshold,
    tenant: config.rules,
    ...(settings.entities ? { entities: settings.entities } : {}),
  };
  const operator = {
    tenantSecret: secret,
    ...(settings.redaction_method === 'pseudonymize'
      ? { pseudonyms: new DynamoPseudonymStore(job.tenant_id, job.mode, secret) }
      : {}),
  };
  const redactAll = (segments: string[]): Promise<{ text: string; findings: RedactedFinding[] }[]> =>
    Promise.all(
      segments.map(async (text) => {
        if (text.trim() === '') return { text, findings: [] };
        const { spans } = await detectWithOptionalLlm(text, options, settings.llm_detection_enabled);
        // Most segments of a file (CSV cells, HTML text nodes) hold nothing to redact.
        if (spans.length === 0) return { text, findings: [] };
        const result = await redact(text, spans, settings.redaction_method, operator);
        return { text: result.redacted_text, findings: result.findings };
      }),
    );
  if (!review) return redactAll;
  // Reviews number spans in document order: batches run one after another, and each batch's
  // segments are observed (or rewritten) in their order once all of them are redacted.
  const { collector, overlay } = review;
  const replace = async (entityType: string, value: string) =>
    (await redact(value, [{ entity_type: entityType, start: 0, end: Array.from(value).length, score: 1 }], settings.redaction_method, operator))
      .redacted_text;
  const decided = overlay ? new DecisionOverlay(overlay, replace) : undefined;
  let previous: Promise<unknown> = Promise.resolve();
  return (segments) => {
    const run = previous.then(async () => {
      const results = await redactAll(segments);
      for (const [i, segment] of segments.entries()) {
        if (collector) collector.observe(segment, results[i]!.findings);
        if (decided) results[i] = await decided.apply(segment, results[i]!);
      }
      return results;
    });
    previous = run.catch(() => undefined);
    return run;
  };
}
