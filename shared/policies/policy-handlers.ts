import { isSupportedEntity, normalizeEntityType } from '../detection/entities.js';
import { unprocessable, type ValidationIssue } from '../http/errors.js';
import { crudHandlers } from '../tenant-config/crud-handlers.js';
import { tenantConfig } from '../tenant-config/tenant-config.js';
import { policies, policyFields, policyResponse, toPolicyResponse } from './policy.js';

export const policyHandlers = crudHandlers({
  collection: policies,
  fields: policyFields,
  present: toPolicyResponse,
  response: policyResponse,
  operationNoun: 'Policy',
  operationNouns: 'Policies',
  resource: 'policy',
  event: 'policy',
  idParam: 'policy_id',
  noun: 'policy',
  // pii_types must be types the policy's language detects, or the tenant's own custom labels.
  check: async (fields, { tenantId, principal }) => {
    const { rules } = await tenantConfig(tenantId, principal.mode);
    const issues: ValidationIssue[] = [];
    fields.pii_types = fields.pii_types.map((name, i) => {
      const type = normalizeEntityType(name);
      if (!isSupportedEntity(type, fields.language, rules)) {
        issues.push({ loc: ['body', 'pii_types', i], msg: `Unknown entity type for language '${fields.language}': ${name.slice(0, 64)}`, type: 'unknown_entity_type' });
      }
      return type;
    });
    if (issues.length) throw unprocessable(issues);
  },
});
