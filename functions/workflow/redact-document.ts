import { redactStep } from '#shared/document-jobs/redact-step.js';
import { workflowStep } from '#shared/document-jobs/workflow-step.js';

/** RedactDocumentStep: a Task of the document state machines (lib/aws/workflows/document-workflows.ts). */
export const handler = workflowStep('RedactDocumentStep', redactStep);
