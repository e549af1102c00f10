import { renderStep } from '#shared/document-jobs/render-step.js';
import { workflowStep } from '#shared/document-jobs/workflow-step.js';

/** RenderDocumentStep: a Task of the document state machines (lib/aws/workflows/document-workflows.ts). */
export const handler = workflowStep('RenderDocumentStep', renderStep);
