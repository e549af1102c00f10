import { parseStep } from '#shared/document-jobs/parse-step.js';
import { workflowStep } from '#shared/document-jobs/workflow-step.js';

/** ParseDocumentStep: a Task of the document state machines (lib/aws/workflows/document-workflows.ts). */
export const handler = workflowStep('ParseDocumentStep', parseStep);
