/**
 * The document state machines, written once: CDK deploys them, and the local runtime runs the
 * very definitions synthesized from here (lib/local/workflows.ts). Steps are the route table's
 * `workflowSteps`, referred to by operation.
 *
 *   parseDocument    Parse → Render → Complete
 *   extractDocument  (upload? Parse) → Extract → Complete
 *   safeParse        Parse → Redact → Render → Complete
 *
 * Every Task retries system errors (twice, with backoff) but not the input's faults
 * (DocumentJobFailure, DocumentError); anything that still fails is caught into MarkFailed,
 * which records the job as failed and cleans up. A job failed by its input (a corrupt file) ends
 * the execution in InputRejected (succeeded: the service did its job); a system failure ends it
 * in the JobFailed Fail state, which the ExecutionsFailed alarms count.
 */
import { Duration } from 'aws-cdk-lib';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Choice, Condition, Fail, Succeed, type IChainable, type INextable, type State } from 'aws-cdk-lib/aws-stepfunctions';
import { LambdaInvoke } from 'aws-cdk-lib/aws-stepfunctions-tasks';
import { Construct } from 'constructs';
import type { WorkflowName } from '../../../shared/config/resources.js';

/** Errors that are the input's fault: retrying cannot help. */
export const NON_RETRYABLE_ERRORS = ['DocumentJobFailure', 'DocumentError'];

export type StepFunctions = ReadonlyMap<string, IFunction>;

class WorkflowBuilder {
  private failed?: State;

  constructor(
    readonly scope: Construct,
    private readonly steps: StepFunctions,
  ) {}

  private invoke(id: string, operation: string, comment: string): LambdaInvoke {
    const fn = this.steps.get(operation);
    if (!fn) throw new Error(`No workflow step ${operation} in the route table`);
    return new LambdaInvoke(this.scope, id, {
      lambdaFunction: fn,
      // The step's return value is the next state's input (no Lambda invoke envelope).
      payloadResponseOnly: true,
      comment,
    });
  }

  /** A step with the service's retry policy and the catch into MarkFailed. */
  step(id: string, operation: string, comment: string): LambdaInvoke {
    const task = this.invoke(id, operation, comment);
    task.addRetry({ errors: NON_RETRYABLE_ERRORS, maxAttempts: 0 });
    task.addRetry({ errors: ['States.ALL'], interval: Duration.seconds(2), maxAttempts: 2, backoffRate: 2 });
    task.addCatch(this.failureHandler(), { resultPath: '$.error' });
    return task;
  }

  private failureHandler(): State {
    if (!this.failed) {
      const mark = this.invoke('MarkFailed', 'FailDocumentJobStep', 'Records the job as failed; deletes the upload and any raw parse');
      mark.addRetry({ errors: ['States.ALL'], interval: Duration.seconds(2), maxAttempts: 3, backoffRate: 2 });
      mark.next(
        new Choice(this.scope, 'ByInputFault', { comment: 'Input faults are answers, not outages' })
          .when(Condition.booleanEquals('$.input_fault', true), new Succeed(this.scope, 'InputRejected'))
          .otherwise(new Fail(this.scope, 'JobFailed', { error: 'DocumentJobFailed', cause: 'See the job error_message' })),
      );
      this.failed = mark;
    }
    return this.failed;
  }

  complete(): IChainable & INextable {
    const complete = this.step('Complete', 'CompleteDocumentJobStep', 'Marks the job completed; deletes the upload and any raw parse');
    complete.next(new Succeed(this.scope, 'Done'));
    return complete;
  }
}

/** The definition of each workflow, in its own scope (state ids are unique per state machine). */
export function documentWorkflowDefinitions(scope: Construct, steps: StepFunctions): Record<WorkflowName, IChainable> {
  const parse = (b: WorkflowBuilder) => b.step('Parse', 'ParseDocumentStep', 'Parses the upload into a canonical document');
  const builder = (name: string) => new WorkflowBuilder(new Construct(scope, `${name}States`), steps);

  const p = builder('ParseDocument');
  const parseDocument = parse(p).next(p.step('Render', 'RenderDocumentStep', 'Renders markdown and chunks_v1')).next(p.complete());

  const e = builder('ExtractDocument');
  const extract = e.step('Extract', 'ExtractFieldsStep', 'Extracts fields; deletes an ephemeral parse');
  extract.next(e.complete());
  const extractDocument = new Choice(e.scope, 'HasUpload', { comment: 'An upload is parsed first; a parse_artifact_id is used as is' })
    .when(Condition.isPresent('$.upload_key'), parse(e).next(extract))
    .otherwise(extract);

  const s = builder('SafeParse');
  const safeParse = parse(s)
    .next(s.step('Redact', 'RedactDocumentStep', 'Redacts every block and cell; deletes the raw parse'))
    .next(s.step('Render', 'RenderDocumentStep', 'Renders sanitized markdown and chunks'))
    .next(s.complete());

  return { parseDocument, extractDocument, safeParse };
}
