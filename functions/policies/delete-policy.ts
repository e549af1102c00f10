import { policyHandlers } from '#shared/policies/policy-handlers.js';

export const handler = policyHandlers.remove;
