/**
 * A local Step Functions endpoint (the AWS JSON 1.0 protocol the SDK speaks), so handlers call
 * StartExecution exactly as on AWS: `AWS_ENDPOINT_URL_SFN` points here. Executions run in this
 * process on the ASL runner (step-functions.ts) over the definitions CDK synthesizes
 * (workflows.ts). StartExecution answers at once, as on AWS; the execution runs after it.
 * Also answers DescribeExecution (status, output, error) for debugging and tests.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { physicalName, WORKFLOWS, type WorkflowName } from '../../shared/config/resources.js';
import { runStateMachine, type ExecutionResult } from './step-functions.js';
import type { LocalWorkflow } from './workflows.js';

const ACCOUNT = '000000000000';
const REGION = 'us-east-1';

export const localStateMachineArn = (prefix: string, name: WorkflowName) =>
  `arn:aws:states:${REGION}:${ACCOUNT}:stateMachine:${physicalName(prefix, name)}`;

interface Execution {
  arn: string;
  stateMachineArn: string;
  input: string;
  startDate: number;
  result?: ExecutionResult;
  done: Promise<void>;
}

export interface StepFunctionsEndpoint {
  readonly endpoint: string;
  /** Workflow name → state machine ARN (for the WORKFLOW_*_ARN variables). */
  readonly arns: Readonly<Record<WorkflowName, string>>;
  /** Waits for running executions (bounded), then closes. */
  stop(): Promise<void>;
}

export interface EndpointOptions {
  host: string;
  prefix: string;
  workflows: () => Promise<Record<WorkflowName, LocalWorkflow>>;
  log: (line: string) => void;
}

class SfnError extends Error {
  constructor(readonly type: string, message: string) {
    super(message);
  }
}

export async function startStepFunctionsEndpoint(options: EndpointOptions): Promise<StepFunctionsEndpoint> {
  const arns = Object.fromEntries(
    (Object.keys(WORKFLOWS) as WorkflowName[]).map((name) => [name, localStateMachineArn(options.prefix, name)]),
  ) as Record<WorkflowName, string>;
  const byArn = new Map(Object.entries(arns).map(([name, arn]) => [arn, name as WorkflowName]));
  const executions = new Map<string, Execution>();

  const startExecution = (request: { stateMachineArn?: string; name?: string; input?: string }) => {
    const workflow = request.stateMachineArn ? byArn.get(request.stateMachineArn) : undefined;
    if (!workflow) throw new SfnError('StateMachineDoesNotExist', `State Machine Does Not Exist: '${request.stateMachineArn}'`);
    const name = request.name ?? crypto.randomUUID();
    const arn = `${request.stateMachineArn!.replace(':stateMachine:', ':execution:')}:${name}`;
    const input = request.input ?? '{}';
    const existing = executions.get(arn);
    if (existing) {
      // As on AWS: the same name and input is the same execution; another input is an error.
      if (existing.input !== input) throw new SfnError('ExecutionAlreadyExists', `Execution Already Exists: '${arn}'`);
      return { executionArn: arn, startDate: existing.startDate };
    }
    const execution: Execution = { arn, stateMachineArn: request.stateMachineArn!, input, startDate: Date.now() / 1000, done: Promise.resolve() };
    execution.done = (async () => {
      // As on AWS, StartExecution answers before the execution begins.
      await new Promise((resolve) => setImmediate(resolve));
      try {
        const { definition, handlers } = (await options.workflows())[workflow];
        execution.result = await runStateMachine(definition, JSON.parse(input), handlers);
        if (execution.result.status === 'FAILED') options.log(`[sfn] ${workflow} execution ${name} failed: ${execution.result.error}`);
      } catch (error) {
        execution.result = { status: 'FAILED', error: 'States.Runtime', cause: (error as Error).message, path: [], invocations: {} };
        options.log(`[sfn] ${workflow} execution ${name} could not run: ${(error as Error).message}`);
      }
    })();
    executions.set(arn, execution);
    return { executionArn: arn, startDate: execution.startDate };
  };

  const describeExecution = (request: { executionArn?: string }) => {
    const execution = request.executionArn ? executions.get(request.executionArn) : undefined;
    if (!execution) throw new SfnError('ExecutionDoesNotExist', `Execution Does Not Exist: '${request.executionArn}'`);
    const result = execution.result;
    return {
      executionArn: execution.arn,
      stateMachineArn: execution.stateMachineArn,
      status: result ? (result.status === 'SUCCEEDED' ? 'SUCCEEDED' : 'FAILED') : 'RUNNING',
      startDate: execution.startDate,
      input: execution.input,
      ...(result?.output !== undefined ? { output: JSON.stringify(result.output) } : {}),
      ...(result?.error ? { error: result.error, cause: result.cause } : {}),
    };
  };

  const operations: Record<string, (request: never) => unknown> = {
    StartExecution: startExecution,
    DescribeExecution: describeExecution,
  };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const target = String(req.headers['x-amz-target'] ?? '');
      const operation = operations[target.replace(/^AWSStepFunctions\./, '')];
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/x-amz-json-1.0' });
        res.end(JSON.stringify(body));
      };
      try {
        if (!operation) throw new SfnError('UnknownOperationException', `Operation not supported locally: ${target}`);
        reply(200, operation(JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as never));
      } catch (error) {
        const type = error instanceof SfnError ? error.type : 'InvalidParameterValueException';
        reply(400, { __type: type, message: (error as Error).message });
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, options.host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://${options.host}:${port}`,
    arns,
    stop: async () => {
      // Executions touch the emulators; let them finish (or give up after 10 s) before those stop.
      const running = Promise.all([...executions.values()].map((e) => e.done));
      await Promise.race([running, new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
