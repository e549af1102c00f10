import { completeStep } from '#shared/document-jobs/end-steps.js';
import { workflowStep } from '#shared/document-jobs/workflow-step.js';

/** CompleteDocumentJobStep: a Task of the document state machines (lib/aws/workflows/document-workflows.ts). */
export const handler = workflowStep('CompleteDocumentJobStep', completeStep);
