/**
 * `npm start` must run the state machines CDK deploys, not a look-alike: the definitions the
 * local runtime synthesizes (lib/local/workflows.ts) are the ones in the Documents stack's
 * template, and every Task of them resolves to a workflow step module of the route table.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { workflowSteps } from '../../functions/routes.js';
import { resolveDefinition, type CfnValue } from '../../lib/local/asl-resolve.js';
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
