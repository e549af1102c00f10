/**
 * The pure parts of the document service: the `config` field (400 on anything invalid), how
 * safe-parse combines policy and config, span replacement in code points, and which failure
 * messages reach the caller.
 */
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../shared/http/errors.js';
import { failureMessage, SYSTEM_FAILURE_MESSAGE } from '../../../shared/document-jobs/failures.js';
import { entityTypesFor, MASK, replaceSpans } from '../../../shared/document-jobs/redact-blocks.js';
import { parseDocumentConfig, resolveRedaction } from '../../../shared/document-jobs/safe-parse-settings.js';
import type { Policy } from '../../../shared/policies/policy.js';
import type { CompiledTenantRules } from '../../../shared/detection/types.js';

const status = (fn: () => unknown) => {
  try {
    fn();
    return 200;
  } catch (error) {
    return (error as HttpError).status;
  }
};

describe('parseDocumentConfig', () => {
  it('accepts the documented keys per workflow', () => {
    expect(parseDocumentConfig(undefined, 'parse')).toEqual({});
    expect(parseDocumentConfig('{"ocr":false}', 'parse')).toEqual({ ocr: false });
    expect(parseDocumentConfig('{"redaction_mode":"mask","pii_types":["PERSON"],"pii_categories":["PII","PII"]}', 'safe_parse')).toEqual({
      redaction_mode: 'mask', pii_types: ['PERSON'], pii_categories: ['PII'],
    });
  });

  it.each([
    ['{', 'parse'], ['"x"', 'parse'], ['null', 'parse'], ['{"redaction_mode":"mask"}', 'parse'],
    ['{"ocr":1}', 'safe_parse'], ['{"redaction_mode":"hash"}', 'safe_parse'], ['{"pii_types":"PERSON"}', 'safe_parse'],
    ['{"pii_types":["not a type"]}', 'safe_parse'], ['{"pii_categories":[]}', 'safe_parse'],
  ] as const)('rejects %s for %s with 400', (raw, kind) => {
    expect(status(() => parseDocumentConfig(raw, kind))).toBe(400);
  });
});

describe('resolveRedaction', () => {
  const policy = {
    id: 'pol_1', pii_types: ['EMAIL_ADDRESS'], language: 'es', confidence_threshold: 0.7,
    redaction_method: 'mask', llm_detection_enabled: true,
  } as unknown as Policy;

  it('uses the contract defaults without policy or config', () => {
    expect(resolveRedaction({}, undefined, undefined)).toEqual({
      policy_id: null, language: 'en', pii_types: null, pii_categories: ['PII', 'PCI', 'PHI'], mode: 'type_label', threshold: 0.5, llm: false,
    });
  });

  it('takes the policy where config is silent, and config where it speaks', () => {
    expect(resolveRedaction({}, policy, undefined)).toMatchObject({ policy_id: 'pol_1', language: 'es', pii_types: ['EMAIL_ADDRESS'], mode: 'mask', threshold: 0.7, llm: true });
    expect(resolveRedaction({ pii_types: ['all'], redaction_mode: 'type_label' }, policy, 'en')).toMatchObject({ language: 'en', pii_types: null, mode: 'type_label' });
  });

  it('renders type labels for hash and pseudonymize policies', () => {
    expect(resolveRedaction({}, { ...policy, redaction_method: 'pseudonymize' } as Policy, undefined).mode).toBe('type_label');
  });
});

describe('entityTypesFor', () => {
  const rules = { customEntityTypes: ['EMPLOYEE_ID'] } as unknown as CompiledTenantRules;
  const base = resolveRedaction({}, undefined, 'en');

  it('filters every supported type (and custom ones, as PII) by category', () => {
    const pci = entityTypesFor({ ...base, pii_categories: ['PCI'] }, rules);
    expect(pci).toContain('IBAN_CODE');
    expect(pci).not.toContain('PERSON');
    expect(pci).not.toContain('EMPLOYEE_ID');
    expect(entityTypesFor(base, rules)).toContain('EMPLOYEE_ID');
  });

  it('normalizes requested types (SSN is US_SSN)', () => {
    expect(entityTypesFor({ ...base, pii_types: ['ssn', 'PERSON'] }, rules)).toEqual(['US_SSN', 'PERSON']);
  });
});

describe('replaceSpans', () => {
  it('replaces code-point spans, dropping overlaps, with labels or a fixed-length mask', () => {
    const text = '😀 Jane Doe: 536-22-8714';
    const spans = [
      { entity_type: 'PERSON', start: 2, end: 10, score: 0.9 },
      { entity_type: 'US_SSN', start: 12, end: 23, score: 0.9 },
      { entity_type: 'LOCATION', start: 3, end: 6, score: 0.5 },
    ];
    expect(replaceSpans(text, spans, 'type_label')).toBe('😀 [PERSON]: [US_SSN]');
    expect(replaceSpans(text, spans, 'mask')).toBe(`😀 ${MASK}: ${MASK}`);
  });
});

describe('failureMessage', () => {
  const cause = (message: string) => JSON.stringify({ errorType: 'x', errorMessage: message });

  it('shows the input’s faults and hides system errors', () => {
    expect(failureMessage({ Error: 'DocumentError', Cause: cause('The document is password-protected.') })).toBe('The document is password-protected.');
    expect(failureMessage({ Error: 'DocumentJobFailure', Cause: cause('allowance used up') })).toBe('allowance used up');
    expect(failureMessage({ Error: 'TypeError', Cause: cause('x is undefined at /var/task/index.mjs') })).toBe(SYSTEM_FAILURE_MESSAGE);
    expect(failureMessage({ Error: 'States.Timeout' })).toBe(SYSTEM_FAILURE_MESSAGE);
    expect(failureMessage(undefined)).toBe(SYSTEM_FAILURE_MESSAGE);
  });
});
