/**
 * The document state machines as `npm start` runs them: synthesized in-process from the same CDK
 * code that deploys them (lib/aws/stacks/document-workflow-stack.ts), with bundling skipped, and
 * each Task's function (by CloudFormation logical id) mapped to its handler module from the
 * route table's `workflowSteps`. Nothing here is hand-written ASL.
 */
import { readFileSync } from 'node:fs';
import type { CfnValue } from './asl-resolve.js';
import type { WorkflowName } from '../../shared/config/resources.js';
import type { HandlersByFunction } from './step-functions.js';

export interface LocalWorkflow {
  /** The CloudFormation `DefinitionString` value, exactly as synthesized. */
  definition: CfnValue;
  /** Task function logical id → handler module under functions/. */
  handlers: HandlersByFunction;
}

/** The stage whose synthesized definitions run locally (definitions do not differ by stage). */
export const LOCAL_SYNTH_STAGE = 'dev';

let synthesized: Promise<Record<WorkflowName, LocalWorkflow>> | undefined;

/** Synthesized once per process, on first use (aws-cdk-lib loads in about a second). */
export function localWorkflows(): Promise<Record<WorkflowName, LocalWorkflow>> {
  synthesized ??= synthesize();
  synthesized.catch(() => (synthesized = undefined));
  return synthesized;
}

async function synthesize(): Promise<Record<WorkflowName, LocalWorkflow>> {
  const [{ App, Stack }, { stageConfig }, { StatefulStack }, { DocumentWorkflowStack }, { WORKFLOWS }] = await Promise.all([
    import('aws-cdk-lib'),
    import('../config.js'),
    import('../aws/stacks/stateful-stack.js'),
    import('../aws/stacks/document-workflow-stack.js'),
    import('../../shared/config/resources.js'),
  ]);
  const cdkJson = JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8')) as { context: Record<string, unknown> };
  const app = new App({ context: { ...cdkJson.context, 'aws:cdk:bundling-stacks': [] } });
  const config = stageConfig(LOCAL_SYNTH_STAGE);
  const stateful = new StatefulStack(app, 'Stateful', { config });
  const documents = new DocumentWorkflowStack(app, 'Documents', { config, resources: stateful.resources });
  const handlers: HandlersByFunction = {};
  for (const { spec, fn } of documents.steps.values()) {
    handlers[documents.getLogicalId(fn.node.defaultChild as never)] = spec.handler;
  }
  const out = {} as Record<WorkflowName, LocalWorkflow>;
  for (const name of Object.keys(WORKFLOWS) as WorkflowName[]) {
    const cfn = documents.stateMachines[name].node.defaultChild as { definitionString?: unknown };
    out[name] = { definition: Stack.of(documents).resolve(cfn.definitionString) as CfnValue, handlers };
  }
  return out;
}
