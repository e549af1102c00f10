import { failStep } from '#shared/document-jobs/end-steps.js';
import { workflowStep } from '#shared/document-jobs/workflow-step.js';

/** FailDocumentJobStep: a Task of the document state machines (lib/aws/workflows/document-workflows.ts). */
export const handler = workflowStep('FailDocumentJobStep', failStep);
