/**
 * The `config` form field of the document endpoints, and how safe-parse decides what to redact.
 *
 * `config` is a JSON object; anything else (bad JSON, another type, an unknown key, a wrong
 * value) is a 400, as the contract's error table says. Keys:
 *   all endpoints   `ocr`: true (OCR and verify every page) | false (never) | absent (pages
 *                   without a text layer only)
 *   safe-parse      `redaction_mode` (`type_label` | `mask`), `pii_types` (list, `all` = every
 *                   supported type), `pii_categories` (subset of PII, PCI, PHI)
 *
 * Precedence (the contract leaves it open): a key given in `config` wins; otherwise the policy
 * named by `policy_id` decides (its `pii_types`, `language`, `confidence_threshold`,
 * `llm_detection_enabled`, and its `redaction_method` when that is `mask`); otherwise the
 * contract's defaults. `pii_categories` always filters the resulting types. Sanitized output is
 * meant to be shared, so policies with `hash` or `pseudonymize` render type labels here.
 */
import { badRequest } from '../http/errors.js';
import type { Policy } from '../policies/policy.js';
import type { EntityCategory, Language } from '../detection/types.js';
import type { WorkflowKind } from './model.js';

export const PII_CATEGORIES: readonly EntityCategory[] = ['PII', 'PCI', 'PHI'];

export interface DocumentConfig {
  ocr?: boolean;
  redaction_mode?: 'type_label' | 'mask';
  pii_types?: string[];
  pii_categories?: EntityCategory[];
}

export interface RedactionSettings {
  policy_id: string | null;
  language: Language;
  /** Entity types to redact; null means every type the language supports (and custom types). */
  pii_types: string[] | null;
  pii_categories: EntityCategory[];
  mode: 'type_label' | 'mask';
  threshold: number;
  llm: boolean;
}

const ENTITY_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
const invalid = (why: string) => badRequest(`Invalid config: ${why}`);

export function parseDocumentConfig(raw: string | undefined, kind: WorkflowKind): DocumentConfig {
  if (raw === undefined || raw.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw badRequest('Invalid config: it must be a JSON object.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw badRequest('Invalid config: it must be a JSON object.');
  const allowed = kind === 'safe_parse' ? ['ocr', 'redaction_mode', 'pii_types', 'pii_categories'] : ['ocr'];
  const config: DocumentConfig = {};
  for (const [key, v] of Object.entries(value)) {
    if (!allowed.includes(key)) throw invalid(`unknown key "${key.slice(0, 40)}" (allowed: ${allowed.join(', ')}).`);
    if (key === 'ocr') {
      if (typeof v !== 'boolean') throw invalid('"ocr" must be true or false.');
      config.ocr = v;
    } else if (key === 'redaction_mode') {
      if (v !== 'type_label' && v !== 'mask') throw invalid('"redaction_mode" must be "type_label" or "mask".');
      config.redaction_mode = v;
    } else if (key === 'pii_types') {
      if (!Array.isArray(v) || v.length === 0 || v.length > 100 || !v.every((t) => typeof t === 'string' && ENTITY_NAME.test(t))) {
        throw invalid('"pii_types" must be a non-empty list of entity type names (or ["all"]).');
      }
      config.pii_types = v as string[];
    } else if (key === 'pii_categories') {
      if (!Array.isArray(v) || v.length === 0 || !v.every((c) => (PII_CATEGORIES as unknown[]).includes(c))) {
        throw invalid('"pii_categories" must be a non-empty list of PII, PCI, PHI.');
      }
      config.pii_categories = [...new Set(v as EntityCategory[])];
    }
  }
  return config;
}

export function resolveRedaction(config: DocumentConfig, policy: Policy | undefined, language: Language | undefined): RedactionSettings {
  const requested = config.pii_types ?? policy?.pii_types;
  const all = !requested || requested.some((t) => t.toLowerCase() === 'all');
  return {
    policy_id: policy?.id ?? null,
    language: language ?? (policy?.language as Language | undefined) ?? 'en',
    pii_types: all ? null : [...new Set(requested)],
    pii_categories: config.pii_categories ?? [...PII_CATEGORIES],
    mode: config.redaction_mode ?? (policy?.redaction_method === 'mask' ? 'mask' : 'type_label'),
    threshold: policy?.confidence_threshold ?? 0.5,
    llm: policy?.llm_detection_enabled ?? false,
  };
}
