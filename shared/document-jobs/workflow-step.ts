/**
 * The Lambda side of a Step Functions Task: the execution state in, the new state out. Errors
 * propagate (Step Functions' Retry and Catch decide), logged here without any document content.
 */
import { logger } from '../observability/logger.js';
import type { DocumentWorkflowState } from './workflow-input.js';

export function workflowStep<R>(operation: string, step: (state: DocumentWorkflowState) => Promise<R>) {
  return async (event: DocumentWorkflowState): Promise<R> => {
    try {
      return await step(event);
    } catch (error) {
      const e = error as Error;
      logger.warn('Workflow step failed', { operation, job_id: event.job_id, error: e.name, ...(e.name === 'DocumentJobFailure' ? {} : { stack: e.stack }) });
      throw error;
    }
  };
}
