import { extractStep } from '#shared/document-jobs/extract-step.js';
import { workflowStep } from '#shared/document-jobs/workflow-step.js';

/** ExtractFieldsStep: a Task of the document state machines (lib/aws/workflows/document-workflows.ts). */
export const handler = workflowStep('ExtractFieldsStep', extractStep);
