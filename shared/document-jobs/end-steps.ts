/** The last states: Complete, and MarkFailed (the Catch target of every step). */
import { recordAudit } from '../audit/audit-log.js';
import { failureMessage, isInputFault } from './failures.js';
import { getJob, markCompleted, markFailed } from './job-repository.js';
import { cleanUp } from './step-support.js';
import type { DocumentWorkflowState } from './workflow-input.js';

export interface StepResult {
  job_id: string;
  status: 'completed' | 'failed';
  /** Failed by its input (not the system): the execution then ends without a Fail state. */
  input_fault?: boolean;
}

export async function completeStep(state: DocumentWorkflowState): Promise<StepResult> {
  await cleanUp(state);
  if (await markCompleted(state.job_id)) {
    const job = await getJob(state.job_id);
    await recordAudit({
      event_type: 'job.completed',
      resource_type: 'job',
      resource_id: state.job_id,
      actor: state.actor,
      tenant_id: state.tenant_id,
      metadata: {
        workflow_kind: state.workflow_kind,
        artifact_count: job?.artifact_ids.length ?? 0,
        duration_ms: job ? Date.now() - Date.parse(job.created_at) : 0,
      },
    });
  }
  return { job_id: state.job_id, status: 'completed' };
}

export async function failStep(state: DocumentWorkflowState): Promise<StepResult> {
  await cleanUp(state);
  const message = failureMessage(state.error);
  if (await markFailed(state.job_id, message)) {
    await recordAudit({
      event_type: 'job.failed',
      resource_type: 'job',
      resource_id: state.job_id,
      actor: state.actor,
      tenant_id: state.tenant_id,
      metadata: { workflow_kind: state.workflow_kind, error: state.error?.Error ?? 'unknown' },
    });
  }
  return { job_id: state.job_id, status: 'failed', input_fault: isInputFault(state.error) };
}
