import { z } from 'zod';
import { tokensFor } from '../billing/billing-period.js';
import { admitTokens, recordDailyUsage, tokenAllowance } from '../billing/usage-meter.js';
import { getEngine } from '../detection/engine.js';
import { normalizeEntityType } from '../detection/entities.js';
import { detectLanguage } from '../detection/language.js';
import { redact } from '../detection/operators/index.js';
import type { CompiledTenantRules, Language, RedactedFinding, RedactionMethod } from '../detection/types.js';
import { forbidden, notFound, payloadTooLarge, unprocessable, type ValidationIssue } from '../http/errors.js';
import { DynamoPseudonymStore } from '../pseudonyms/dynamo-pseudonym-store.js';
import type { Principal } from '../tenancy/principal.js';
import { policies } from '../policies/policy.js';
import { getTenantSecret, type Tenant } from '../tenancy/tenant-repository.js';
import { tenantConfig } from '../tenant-config/tenant-config.js';
import { detectWithOptionalLlm } from './llm-pass.js';

export const MAX_TEXT_CHARACTERS = 1_000_000;

export interface RedactTextInput {
  text: string;
  /** `auto`: English or Spanish, identified from the text (detection/language.ts). */
  language?: Language | 'auto';
  entities?: string[];
  policy_id?: string;
  redaction_method?: RedactionMethod;
  confidence_threshold?: number;
  llm_detection_enabled?: boolean;
}

export const redactTextResponse = z.object({
  redacted_text: z.string(),
  findings: z.array(
    z.object({
      entity_type: z.string(),
      start: z.number().int().describe('Offset in Unicode code points into the original text'),
      end: z.number().int(),
      score: z.number(),
      replacement: z.string(),
    }),
  ),
  entity_count: z.number().int(),
  language: z.enum(['en', 'es']),
  tokens_used: z.number().int(),
  policy_id: z.string().nullable(),
  processing_ms: z.number(),
  warnings: z.array(z.string()).optional(),
});

export interface RedactTextOutput {
  redacted_text: string;
  findings: RedactedFinding[];
  entity_count: number;
  language: Language;
  tokens_used: number;
  policy_id: string | null;
  processing_ms: number;
  warnings?: string[];
}

/** Code points, counted without allocating (the 413 limit and metering use characters). */
export function characterCount(text: string): number {
  let surrogatePairs = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) surrogatePairs++;
  }
  return text.length - surrogatePairs;
}

/**
 * POST /redact/text: settings come from the request, then the policy, then the defaults of the
 * contract. Tokens are metered (and the allowance checked) before any detection work is done,
 * against the allowance of the tenant acted on (for an operator's `tenant_id` override, that
 * tenant's, not the operator's).
 */
export async function redactText(
  principal: Principal,
  /** The tenant acted on: the key's own, or an operator's `tenant_id` override. */
  tenant: Tenant,
  input: RedactTextInput,
  /** The config version read this request started, if any (see apiHandler's readsTenantConfig). */
  configVersion?: Promise<number>,
): Promise<RedactTextOutput> {
  const started = performance.now();
  const tenantId = tenant.id;
  // Limits and tokens count characters as code points, like the offsets.
  const characters = characterCount(input.text);
  if (characters > MAX_TEXT_CHARACTERS) {
    throw payloadTooLarge(
      `text is longer than ${MAX_TEXT_CHARACTERS.toLocaleString('en-US')} characters; send it in parts of at most that size, or as a file to POST /redact/file.`,
    );
  }

  const config = await tenantConfig(tenantId, principal.mode, configVersion);
  const policy = input.policy_id ? config.policy(input.policy_id) : undefined;
  if (input.policy_id && !policy) {
    // A policy of the other mode is 403 (the contract's mode rule); an unknown one is 404.
    throw (await policyOfOtherMode(tenantId, principal, input.policy_id)) ?? notFound('Policy not found.');
  }

  const requestedLanguage = input.language ?? policy?.language ?? 'en';
  const language: Language = requestedLanguage === 'auto' ? detectLanguage(input.text).language : requestedLanguage;
  const method: RedactionMethod = input.redaction_method ?? policy?.redaction_method ?? 'type_label';
  const threshold = input.confidence_threshold ?? policy?.confidence_threshold ?? 0.5;
  const requested = input.entities ?? policy?.pii_types;
  const entities = requested ? validateEntities(requested, language, config.rules, input.entities ? 'entities' : 'policy') : undefined;

  const tokens = tokensFor(characters);
  const meter = { tenantId, allowance: tokenAllowance(tenant), mode: principal.mode, tokens };
  await admitTokens(meter);
  // The day's usage record is written while detection runs; the response waits for both.
  const recorded = recordDailyUsage(meter);

  const useLlm = input.llm_detection_enabled ?? policy?.llm_detection_enabled ?? false;
  const secret = await getTenantSecret(tenantId);
  const redaction = detectWithOptionalLlm(input.text, { language, entities, threshold, tenant: config.rules }, useLlm).then(
    async ({ spans, warnings }) => ({
      warnings,
      result: await redact(input.text, spans, method, {
        tenantSecret: secret,
        pseudonyms: method === 'pseudonymize' ? new DynamoPseudonymStore(tenantId, principal.mode, secret) : undefined,
      }),
    }),
  );
  const [{ result, warnings }] = await Promise.all([redaction, recorded]);
  return {
    redacted_text: result.redacted_text,
    findings: result.findings,
    entity_count: result.findings.length,
    language,
    tokens_used: tokens,
    policy_id: policy?.id ?? null,
    processing_ms: Math.round((performance.now() - started) * 100) / 100,
    ...(warnings.length ? { warnings } : {}),
  };
}

export function validateEntities(
  requested: readonly string[],
  language: Language,
  rules: CompiledTenantRules,
  source: 'entities' | 'policy',
): string[] {
  const engine = getEngine();
  const issues: ValidationIssue[] = [];
  const normalized = requested.map((name, i) => {
    const type = normalizeEntityType(name);
    if (!engine.supports(type, language, rules)) {
      issues.push({
        loc: source === 'entities' ? ['body', 'entities', i] : ['body', 'policy_id'],
        msg: `Unknown entity type for language '${language}': ${name.slice(0, 64)}`,
        type: 'unknown_entity_type',
      });
    }
    return type;
  });
  if (issues.length) throw unprocessable(issues);
  return [...new Set(normalized)];
}

/**
 * A policy id that exists only in the other mode's world, or in another tenant's, is 403 (the
 * contract's permission and mode rules); `find` throws the latter (see tenancy/ownership.ts).
 */
export async function policyOfOtherMode(tenantId: string, principal: Principal, policyId: string): Promise<Error | undefined> {
  const stored = await policies.find(tenantId, policyId, 'policy');
  if (!stored) return undefined;
  return forbidden(`This policy belongs to ${stored.mode} mode; a ${principal.mode} key cannot use it.`);
}
