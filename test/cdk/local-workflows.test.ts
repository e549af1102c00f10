/**
 * `npm start` must run the state machines CDK deploys, not a look-alike: the definitions the
 * local runtime synthesizes (lib/local/workflows.ts) are the ones in the Documents stack's
 * template, and every Task of them resolves to a workflow step module of the route table.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { workflowSteps } from '../../functions/routes.js';
import { resolveDefinition, type CfnValue } from '../../lib/local/asl-resolve.js';
import { runStateMachine, type HandlersByFunction } from '../../lib/local/step-functions.js';
import { localWorkflows, type LocalWorkflow } from '../../lib/local/workflows.js';
import { WORKFLOWS, type WorkflowName } from '../../shared/config/resources.js';
import { buildTestService, templateOf } from './support/service.js';

type Asl = { States: Record<string, { Type: string; Resource?: string; Branches?: unknown }> };

let local: Record<WorkflowName, LocalWorkflow>;
const deployed = {} as Record<WorkflowName, CfnValue>;

beforeAll(async () => {
  local = await localWorkflows();
  const built = buildTestService('dev');
  const documents = built.stacks.documents!;
  const resources = templateOf(documents).toJSON().Resources as Record<string, { Properties: { DefinitionString: CfnValue } }>;
  for (const name of Object.keys(WORKFLOWS) as WorkflowName[]) {
    deployed[name] = resources[documents.getLogicalId(documents.stateMachines[name].node.defaultChild as never)]!.Properties.DefinitionString;
  }
});

describe('local state machines', () => {
  it.each(Object.keys(WORKFLOWS))('%s runs exactly the deployed definition', (name) => {
    expect(local[name as WorkflowName].definition).toEqual(deployed[name as WorkflowName]);
  });

  it.each(Object.keys(WORKFLOWS))('%s maps every Task to a workflow step of the route table', (name) => {
    const { definition, handlers } = local[name as WorkflowName];
    const asl = resolveDefinition(definition) as unknown as Asl;
    const tasks = Object.values(asl.States).filter((s) => s.Type === 'Task');
    expect(tasks.length).toBeGreaterThan(0);
    const stepHandlers = workflowSteps.map((s) => s.handler);
    for (const task of tasks) {
      const logicalId = /:function:([^:]+)$/.exec(task.Resource ?? '')?.[1];
      expect(logicalId, task.Resource).toBeDefined();
      expect(stepHandlers).toContain(handlers[logicalId!]);
    }
  });
});

/**
 * The synthesized safe-parse definition on the local runner, with stand-in step functions (the
 * real steps need the whole stack; the integration tests run those): system errors are retried
 * and then fail the execution through MarkFailed; the input's faults are not retried and end it
 * in InputRejected.
 */
describe('safe-parse Retry and Catch on the local runner', () => {
  class NamedError extends Error {
    constructor(name: string) {
      super(`${name} in a step`);
      this.name = name;
    }
  }

  function stepsThatFailIn(failing: string, errorName: string, calls: Record<string, number>): HandlersByFunction {
    const { handlers } = local.safeParse;
    return Object.fromEntries(
      Object.entries(handlers).map(([logicalId, module]) => [
        logicalId,
        async (state: Record<string, unknown>) => {
          calls[module as string] = (calls[module as string] ?? 0) + 1;
          if (module === failing) throw new NamedError(errorName);
          if (module === 'workflow/fail-document-job') return { job_id: 'j', status: 'failed', input_fault: ['DocumentError', 'DocumentJobFailure'].includes((state.error as { Error: string }).Error) };
          return state;
        },
      ]),
    );
  }

  it('runs parse → redact → render → complete when every step succeeds', async () => {
    const calls: Record<string, number> = {};
    const result = await runStateMachine(local.safeParse.definition, { job_id: 'j' }, stepsThatFailIn('none', 'x', calls));
    expect(result.status).toBe('SUCCEEDED');
    expect(result.path).toEqual(['Parse', 'Redact', 'Render', 'Complete', 'Done']);
  });

  it('retries a system error twice, then records the failure and fails the execution', async () => {
    const calls: Record<string, number> = {};
    const result = await runStateMachine(local.safeParse.definition, { job_id: 'j' }, stepsThatFailIn('workflow/redact-document', 'TypeError', calls), { retryIntervalMs: 5 });
    expect(result).toMatchObject({ status: 'FAILED', error: 'DocumentJobFailed' });
    expect(calls['workflow/redact-document']).toBe(3);
    expect(calls['workflow/fail-document-job']).toBe(1);
    expect(calls['workflow/render-document']).toBeUndefined();
  });

  it('does not retry the input’s fault, and ends in InputRejected', async () => {
    const calls: Record<string, number> = {};
    const result = await runStateMachine(local.safeParse.definition, { job_id: 'j' }, stepsThatFailIn('workflow/parse-document', 'DocumentError', calls), { retryIntervalMs: 5 });
    expect(result.status).toBe('SUCCEEDED');
    expect(result.path).toEqual(['Parse', 'MarkFailed', 'ByInputFault', 'InputRejected']);
    expect(calls['workflow/parse-document']).toBe(1);
  });
});
