import { getEngine } from '../../../shared/detection/engine.js';
import { redact } from '../../../shared/detection/operators/index.js';
import type { RedactionMethod } from '../../../shared/detection/types.js';
import type { RedactSegments } from '../../../shared/formats/index.js';

/**
 * A RedactSegments built on the project's real detection engine and operators (what the jobs
 * worker does, minus tenant rules and the DynamoDB pseudonym store). `calls` records the batch
 * sizes so tests can check batching.
 */
export function realRedactor(method: RedactionMethod = 'type_label', language: 'en' | 'es' = 'en') {
  const engine = getEngine();
  const calls: number[] = [];
  const fn: RedactSegments = async (segments) => {
    calls.push(segments.length);
    return Promise.all(
      segments.map(async (text) => {
        const spans = engine.analyze(text, { language });
        const result = await redact(text, spans, method, { tenantSecret: 'test-secret' });
        return { text: result.redacted_text, findings: result.findings };
      }),
    );
  };
  return Object.assign(fn, { calls });
}
