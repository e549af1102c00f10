/**
 * Document intelligence workflows: a function per workflow step of the route table (with exactly
 * its declared grants and memory: OCR runs in the parse step, sized for it) and the three
 * Standard state machines of lib/aws/workflows/document-workflows.ts, logged and traced.
 */
import { Stack, type StackProps } from 'aws-cdk-lib';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { DefinitionBody, LogLevel, StateMachine, StateMachineType } from 'aws-cdk-lib/aws-stepfunctions';
import type { Construct } from 'constructs';
import { workflowSteps as stepTable, type WorkflowStepSpec } from '../../../functions/routes.js';
import { WORKFLOWS, type WorkflowName } from '../../../shared/config/resources.js';
import type { StageConfig } from '../../config.js';
import { ServiceFunction } from '../constructs/service-function.js';
import { constructId } from '../naming.js';
import type { StatefulResources } from '../stateful-resources.js';
import { documentWorkflowDefinitions } from '../workflows/document-workflows.js';
import { workflowPhysicalName } from '../workflows/names.js';

export interface DocumentWorkflowStackProps extends StackProps {
  readonly config: StageConfig;
  readonly resources: StatefulResources;
  readonly steps?: readonly WorkflowStepSpec[];
}

export class DocumentWorkflowStack extends Stack {
  /** Step functions by operation (ParseDocumentStep, ...). */
  readonly steps: ReadonlyMap<string, { spec: WorkflowStepSpec; fn: IFunction }>;
  readonly stateMachines: Readonly<Record<WorkflowName, StateMachine>>;

  constructor(scope: Construct, id: string, props: DocumentWorkflowStackProps) {
    super(scope, id, props);
    const { config, resources } = props;
    const steps = new Map<string, { spec: WorkflowStepSpec; fn: IFunction }>();
    for (const spec of props.steps ?? stepTable) {
      const fn = new ServiceFunction(this, spec.operation, {
        config,
        handler: spec.handler,
        service: 'workflows',
        description: `${spec.operation}: document workflow step`,
        memoryMb: spec.memoryMb,
        timeoutSeconds: spec.timeoutSeconds,
        ...(spec.nodeModules ? { nodeModules: spec.nodeModules } : {}),
        access: spec,
        resources,
      }).fn;
      steps.set(spec.operation, { spec, fn });
    }
    this.steps = steps;
    const definitions = documentWorkflowDefinitions(this, new Map([...steps].map(([op, { fn }]) => [op, fn])));
    const machines = {} as Record<WorkflowName, StateMachine>;
    for (const name of Object.keys(WORKFLOWS) as WorkflowName[]) {
      machines[name] = new StateMachine(this, `${constructId(name)}StateMachine`, {
        stateMachineName: workflowPhysicalName(config, name),
        stateMachineType: StateMachineType.STANDARD,
        comment: WORKFLOWS[name].purpose,
        definitionBody: DefinitionBody.fromChainable(definitions[name]),
        tracingEnabled: true,
        logs: {
          destination: new LogGroup(this, `${constructId(name)}Logs`, { retention: config.logRetention, removalPolicy: config.removalPolicy }),
          level: LogLevel.ALL,
          // States carry ids and settings only, but execution data stays out of logs all the same.
          includeExecutionData: false,
        },
      });
    }
    this.stateMachines = machines;
  }
}
