/**
 * The service on AWS for one stage: four top-level stacks wired together. `lib/app.ts` calls it
 * for the real tables; tests call it with synthetic route, worker and schedule tables.
 */
import { Tags, type App } from 'aws-cdk-lib';
import {
  schedules as scheduleTable,
  workers as workerTable,
  workflowSteps as workflowStepTable,
  type RouteSpec,
  type ScheduleSpec,
  type WorkerSpec,
  type WorkflowStepSpec,
} from '../../functions/routes.js';
import type { StageConfig } from '../config.js';
import type { WorkflowName } from '../../shared/config/resources.js';
import { applyNagSuppressions } from './nag-suppressions.js';
import { ApiStack } from './stacks/api-stack.js';
import { DocumentWorkflowStack } from './stacks/document-workflow-stack.js';
import { ObservabilityStack } from './stacks/observability-stack.js';
import { StatefulStack } from './stacks/stateful-stack.js';
import { WorkersStack } from './stacks/workers-stack.js';

export interface ServiceStacks {
  readonly stateful: StatefulStack;
  readonly api: ApiStack;
  /** Absent while the worker and schedule tables are empty: CloudFormation rejects empty stacks. */
  readonly workers?: WorkersStack;
  /** The document state machines and their step functions (absent while no steps are listed). */
  readonly documents?: DocumentWorkflowStack;
  readonly observability: ObservabilityStack;
}

export interface ServiceTables {
  readonly routes?: readonly RouteSpec[];
  readonly workers?: readonly WorkerSpec[];
  readonly schedules?: readonly ScheduleSpec[];
  readonly workflowSteps?: readonly WorkflowStepSpec[];
}

export function buildService(app: App, config: StageConfig, tables: ServiceTables = {}): ServiceStacks {
  const name = (suffix: string) => `${config.stackPrefix}-${suffix}`;
  // No `env`: the stacks are environment-agnostic so synth needs no account, credentials or lookups.
  const stateful = new StatefulStack(app, name('Stateful'), {
    config,
    description: `${config.resourcePrefix}: tables, files, queues, KMS key`,
    terminationProtection: config.deletionProtection,
  });
  const { resources } = stateful;
  // Tables and buckets are referenced by name, so the deploy order is stated, not inferred.
  const api = new ApiStack(app, name('Api'), {
    config,
    resources,
    description: `${config.resourcePrefix}: HTTP API, one function per route`,
    ...(tables.routes ? { routes: tables.routes } : {}),
  });
  const workerSpecs = tables.workers ?? workerTable;
  const scheduleSpecs = tables.schedules ?? scheduleTable;
  const workers =
    workerSpecs.length + scheduleSpecs.length > 0
      ? new WorkersStack(app, name('Workers'), {
          config,
          resources,
          description: `${config.resourcePrefix}: SQS workers and scheduled handlers`,
          workers: workerSpecs,
          schedules: scheduleSpecs,
        })
      : undefined;
  const stepSpecs = tables.workflowSteps ?? workflowStepTable;
  const documents =
    stepSpecs.length > 0
      ? new DocumentWorkflowStack(app, name('Documents'), {
          config,
          resources,
          steps: stepSpecs,
          description: `${config.resourcePrefix}: document workflows (parse, extract, safe-parse state machines and steps)`,
        })
      : undefined;
  api.addStackDependency(stateful);
  workers?.addStackDependency(stateful);
  documents?.addStackDependency(stateful);
  // Routes start the state machines by name: deploy them first.
  if (documents) api.addStackDependency(documents);
  const observability = new ObservabilityStack(app, name('Observability'), {
    config,
    httpApi: api.httpApi,
    deadLetterQueues: Object.fromEntries(
      Object.entries(resources.queues).map(([queue, { deadLetterQueue }]) => [queue, deadLetterQueue]),
    ),
    consumedDeadLetters: workerSpecs.filter((w) => w.deadLetters).map((w) => w.queue),
    ...(documents
      ? { stateMachines: Object.fromEntries(Object.keys(documents.stateMachines).map((name) => [name, resources.workflowArn(name as WorkflowName)])) }
      : {}),
    description: `${config.resourcePrefix}: alarms and the alarm topic`,
  });
  const stacks: ServiceStacks = { stateful, api, observability, ...(workers ? { workers } : {}), ...(documents ? { documents } : {}) };
  for (const stack of [stateful, api, workers, documents, observability]) {
    if (!stack) continue;
    Tags.of(stack).add('service', 'pii-redaction');
    Tags.of(stack).add('stage', config.stage);
  }
  applyNagSuppressions(stacks, config);
  return stacks;
}
