/**
 * Safe-parse's redaction: the block and cell texts of a canonical document go through the same
 * detection pipeline as POST /redact/text (engine, tenant recognizers and allow/block lists of
 * the job's mode, the optional LLM pass), with the settings resolved at submission.
 */
import { entitiesFor, entityInfo, normalizeEntityType } from '../detection/entities.js';
import type { CompiledTenantRules, Span } from '../detection/types.js';
import { detectWithOptionalLlm } from '../redaction/llm-pass.js';
import { tenantConfig } from '../tenant-config/tenant-config.js';
import type { KeyMode } from '../tenancy/key-material.js';
import type { RedactionSettings } from './safe-parse-settings.js';

/** `mask` mode: a fixed-length run of block characters, so the length of a value is not revealed. */
export const MASK = '\u2588'.repeat(8);

/** Custom (tenant) entity types carry no category; they count as PII. */
const categoryOf = (type: string) => entityInfo(type)?.category ?? 'PII';

/** The entity types to look for: the requested (or all) types, filtered by category. */
export function entityTypesFor(settings: RedactionSettings, rules: CompiledTenantRules): string[] {
  const candidates = settings.pii_types
    ? settings.pii_types.map(normalizeEntityType)
    : [...entitiesFor(settings.language).map((e) => e.name), ...rules.customEntityTypes];
  return [...new Set(candidates)].filter((type) => settings.pii_categories.includes(categoryOf(type)));
}

/** Replaces spans (code points, half-open) in `text`; overlapping spans after the first are dropped. */
export function replaceSpans(text: string, spans: readonly Span[], mode: RedactionSettings['mode']): string {
  const points = Array.from(text);
  const ordered = [...spans].sort((a, b) => a.start - b.start || b.end - a.end);
  let out = '';
  let at = 0;
  for (const span of ordered) {
    if (span.start < at || span.end <= span.start) continue;
    out += points.slice(at, span.start).join('') + (mode === 'mask' ? MASK : `[${span.entity_type}]`);
    at = span.end;
  }
  return out + points.slice(at).join('');
}

export interface BlockRedactor {
  redactTexts(texts: string[]): Promise<string[]>;
  /** Findings redacted so far (counts only; never the values). */
  readonly entityCount: number;
  readonly warnings: string[];
}

export async function blockRedactor(tenantId: string, mode: KeyMode, settings: RedactionSettings): Promise<BlockRedactor> {
  const config = await tenantConfig(tenantId, mode);
  const entities = entityTypesFor(settings, config.rules);
  const warnings = new Set<string>();
  let entityCount = 0;
  const redactOne = async (text: string): Promise<string> => {
    if (!text.trim() || entities.length === 0) return text;
    const detection = await detectWithOptionalLlm(
      text,
      { language: settings.language, entities, threshold: settings.threshold, tenant: config.rules },
      settings.llm,
    );
    for (const w of detection.warnings) warnings.add(w);
    entityCount += detection.spans.length;
    return replaceSpans(text, detection.spans, settings.mode);
  };
  return {
    async redactTexts(texts) {
      const out: string[] = [];
      for (const text of texts) out.push(await redactOne(text));
      return out;
    },
    get entityCount() {
      return entityCount;
    },
    get warnings() {
      return [...warnings];
    },
  };
}
