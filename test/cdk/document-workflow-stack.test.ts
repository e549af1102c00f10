/**
 * The document workflows on AWS: one function per workflow step of the route table (the parse
 * step sized for OCR), three Standard state machines whose Tasks invoke exactly those functions,
 * with the Retry/Catch policy of document-workflows.ts, logging and tracing; the submit routes may
 * start only their own state machine. cdk-nag finds nothing unacknowledged.
 */
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes, workflowSteps } from '../../functions/routes.js';
import { resolveDefinition, type CfnValue } from '../../lib/local/asl-resolve.js';
import { NON_RETRYABLE_ERRORS } from '../../lib/aws/workflows/document-workflows.js';
import { WORKFLOWS, workflowEnv, type WorkflowName } from '../../shared/config/resources.js';
import { buildTestService, nagViolations, templateOf, type BuiltService } from './support/service.js';
import { actionsWithPrefix, statementsOf } from './support/policies.js';

let built: BuiltService;
let template: Template;
type Asl = { StartAt: string; States: Record<string, Record<string, unknown>> };
const definitions = {} as Record<WorkflowName, Asl>;

beforeAll(() => {
  built = buildTestService('dev');
  const documents = built.stacks.documents;
  if (!documents) throw new Error('documents stack missing');
  template = templateOf(documents);
  for (const name of Object.keys(WORKFLOWS) as WorkflowName[]) {
    const logicalId = documents.getLogicalId(documents.stateMachines[name].node.defaultChild as never);
    const resource = template.toJSON().Resources[logicalId] as { Properties: { DefinitionString: CfnValue } };
    definitions[name] = resolveDefinition(resource.Properties.DefinitionString) as unknown as Asl;
  }
});

const stateNames = (asl: Asl) => Object.keys(asl.States).sort();

describe('document workflow stack', () => {
  it('has a function per workflow step, with its memory', () => {
    const functions = Object.values(template.findResources('AWS::Lambda::Function')) as { Properties: { MemorySize: number; Description: string } }[];
    for (const step of workflowSteps) {
      const fn = functions.find((f) => f.Properties.Description.startsWith(`${step.operation}:`));
      expect(fn, step.operation).toBeDefined();
      expect(fn!.Properties.MemorySize).toBe(step.memoryMb ?? 512);
    }
    expect(workflowSteps.find((s) => s.operation === 'ParseDocumentStep')!.memoryMb).toBeGreaterThanOrEqual(2048);
  });

  it('synthesizes the three Standard state machines, logged and traced', () => {
    template.resourceCountIs('AWS::StepFunctions::StateMachine', 3);
    for (const machine of Object.values(template.findResources('AWS::StepFunctions::StateMachine')) as { Properties: Record<string, any> }[]) {
      expect(machine.Properties.StateMachineType).toBe('STANDARD');
      expect(machine.Properties.TracingConfiguration).toEqual({ Enabled: true });
      expect(machine.Properties.LoggingConfiguration.Level).toBe('ALL');
      expect(machine.Properties.LoggingConfiguration.IncludeExecutionData).toBe(false);
    }
  });

  it('runs safe-parse as parse → redact → render → complete, with a failure path', () => {
    const asl = definitions.safeParse;
    expect(asl.StartAt).toBe('Parse');
    expect(asl.States.Parse!.Next).toBe('Redact');
    expect(asl.States.Redact!.Next).toBe('Render');
    expect(asl.States.Render!.Next).toBe('Complete');
    expect(asl.States.Complete!.Next).toBe('Done');
    expect(asl.States.MarkFailed!.Next).toBe('ByInputFault');
    // A job failed by its input ends the execution without a Fail state; a system failure fails it.
    expect(asl.States.ByInputFault!.Choices).toEqual([{ Variable: '$.input_fault', BooleanEquals: true, Next: 'InputRejected' }]);
    expect(asl.States.ByInputFault!.Default).toBe('JobFailed');
    expect(asl.States.InputRejected!.Type).toBe('Succeed');
    expect(asl.States.JobFailed!.Type).toBe('Fail');
    expect(stateNames(asl)).toEqual(['ByInputFault', 'Complete', 'Done', 'InputRejected', 'JobFailed', 'MarkFailed', 'Parse', 'Redact', 'Render']);
  });

  it('parses only uploads in the extract workflow and renders in the parse workflow', () => {
    expect(definitions.extractDocument.StartAt).toBe('HasUpload');
    expect(definitions.extractDocument.States.HasUpload!.Default).toBe('Extract');
    expect(stateNames(definitions.parseDocument)).toEqual(['ByInputFault', 'Complete', 'Done', 'InputRejected', 'JobFailed', 'MarkFailed', 'Parse', 'Render']);
  });

  it('retries system errors but not the input’s faults, and catches everything into MarkFailed', () => {
    for (const asl of Object.values(definitions)) {
      for (const [name, state] of Object.entries(asl.States)) {
        if (state.Type !== 'Task' || name === 'MarkFailed') continue;
        const retry = state.Retry as { ErrorEquals: string[]; MaxAttempts?: number }[];
        const noRetry = retry.find((r) => r.ErrorEquals.includes('DocumentJobFailure'));
        expect(noRetry?.ErrorEquals, name).toEqual(NON_RETRYABLE_ERRORS);
        expect(noRetry?.MaxAttempts).toBe(0);
        expect(retry.at(-1)!.ErrorEquals).toEqual(['States.ALL']);
        expect(state.Catch).toEqual([{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'MarkFailed' }]);
      }
    }
  });

  it('lets each submit route start only its own state machine', () => {
    const group = built.stacks.api.groups.get('documents')!;
    const groupTemplate = templateOf(group);
    for (const route of routes.filter((r) => r.group === 'documents')) {
      const statements = statementsOf(groupTemplate, route.operation);
      const starts = statements.filter((s) => actionsWithPrefix([s], 'states:').length > 0);
      const expected = Object.keys(route.workflows ?? {}) as WorkflowName[];
      expect(starts.length, route.operation).toBe(expected.length);
      for (const [i, name] of expected.entries()) {
        expect(JSON.stringify(starts[i]!.Resource)).toContain(`:stateMachine:pii-dev-${name.replace(/([A-Z])/g, '-$1').toLowerCase()}`);
        const fn = Object.values(groupTemplate.findResources('AWS::Lambda::Function')).find((f) =>
          (f as { Properties: { Description: string } }).Properties.Description.startsWith(`${route.operation}:`),
        ) as { Properties: { Environment: { Variables: Record<string, unknown> } } };
        expect(Object.keys(fn.Properties.Environment.Variables)).toContain(workflowEnv(name));
      }
    }
  });

  it('alarms on failed, timed-out or aborted executions of each state machine', () => {
    const alarms = Object.values(templateOf(built.stacks.observability).findResources('AWS::CloudWatch::Alarm')) as { Properties: { AlarmName: string; Metrics?: { Id: string; MetricStat?: { Metric: { Namespace: string; MetricName: string } } }[] } }[];
    for (const name of Object.keys(WORKFLOWS)) {
      const alarm = alarms.find((a) => a.Properties.AlarmName === `pii-dev-${name.charAt(0).toUpperCase()}${name.slice(1)}WorkflowFailures`);
      expect(alarm, name).toBeDefined();
      const metrics = alarm!.Properties.Metrics!.flatMap((m) => (m.MetricStat ? [m.MetricStat.Metric.MetricName] : []));
      expect(metrics.sort()).toEqual(['ExecutionsAborted', 'ExecutionsFailed', 'ExecutionsTimedOut']);
    }
  });

  it('passes cdk-nag (prod)', () => {
    const violations = nagViolations(buildTestService('prod'));
    expect(violations.map((v) => `${v.ruleName} @ ${v.violatingResources.map((r) => r.constructPath).join(', ')}`)).toEqual([]);
  });
});
