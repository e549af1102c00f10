/**
 * The local Step Functions: aws-local-stepfunctions interprets the very ASL that CDK synthesizes,
 * and every Lambda Task is routed to the local handler module instead of the Lambda API.
 */
import { StateMachine, type StateMachineDefinition } from 'aws-local-stepfunctions';
import { localLambdaArn, resolveDefinition, type CfnValue, type ResolveOptions } from './asl-resolve.js';
import { loadHandler, type LambdaHandler } from './handler-modules.js';
import { lambdaContext } from './lambda-context.js';

// aws-local-stepfunctions calls Promise.withResolvers (Node 22+). Without it every Task throws a
// TypeError that `States.ALL` catchers swallow, so machines "work" but always take the Catch.
const promiseCtor = Promise as unknown as { withResolvers?: unknown };
if (typeof promiseCtor.withResolvers !== 'function') {
  promiseCtor.withResolvers = function withResolvers<T>() {
    let resolve!: (value: T | PromiseLike<T>) => void;
    let reject!: (reason?: unknown) => void;
    const promise = new Promise<T>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  };
}

const LAMBDA_INVOKE = 'arn:aws:states:::lambda:invoke';
type JSONValue = Parameters<StateMachine['run']>[0];

/** Function name (CDK logical id or plain name) or ARN → a handler or a module under functions/. */
export type HandlersByFunction = Record<string, LambdaHandler | string>;

export interface RunOptions extends ResolveOptions {
  /** Replaces every Retry interval (ms), so tests of retry paths do not sleep for seconds. */
  retryIntervalMs?: number;
  /** Replaces every Wait state's duration (ms). */
  waitTimeMs?: number;
  timeoutSeconds?: number;
}

export interface ExecutionResult {
  status: 'SUCCEEDED' | 'FAILED';
  output?: unknown;
  /** Error name and cause of the failure, as DescribeExecution reports them. */
  error?: string;
  cause?: string;
  /** Names of the states entered, in order (retries enter a state once). */
  path: string[];
  /** How many times each Task state invoked its function, counting retries. */
  invocations: Record<string, number>;
}

interface TaskState {
  Type: string;
  Resource?: string;
  Parameters?: Record<string, unknown>;
}
type States = Record<string, TaskState & { Branches?: { States: States }[]; Iterator?: { States: States }; ItemProcessor?: { States: States } }>;

function* taskStates(states: States): Generator<[string, TaskState]> {
  for (const [name, state] of Object.entries(states)) {
    if (state.Type === 'Task') yield [name, state];
    for (const branch of state.Branches ?? []) yield* taskStates(branch.States);
    for (const inner of [state.Iterator, state.ItemProcessor]) if (inner) yield* taskStates(inner.States);
  }
}

function findHandler(handlers: HandlersByFunction, functionRef: string): LambdaHandler | string | undefined {
  const name = /:function:([^:]+)/.exec(functionRef)?.[1];
  return handlers[functionRef] ?? (name ? handlers[name] ?? handlers[localLambdaArn(name)] : undefined);
}

/** Errors reach Retry/Catch as Lambda reports them: Error = errorType, Cause = the JSON payload. */
function asLambdaError(error: unknown): Error {
  const e = error instanceof Error ? error : new Error(String(error));
  const wrapped = new Error(JSON.stringify({ errorType: e.name, errorMessage: e.message, trace: e.stack?.split('\n') ?? [] }));
  wrapped.name = e.name;
  return wrapped;
}

function localTasks(definition: { States: States }, handlers: HandlersByFunction, invocations: Record<string, number>) {
  const overrides: Record<string, (input: JSONValue) => Promise<JSONValue>> = {};
  for (const [stateName, state] of taskStates(definition.States)) {
    const viaInvoke = state.Resource === LAMBDA_INVOKE;
    const functionRef = viaInvoke ? String(state.Parameters?.FunctionName ?? '') : state.Resource ?? '';
    const target = findHandler(handlers, functionRef);
    if (!target) throw new Error(`No local handler for Task state "${stateName}" (function ${functionRef || 'unknown'})`);
    const operation = /:function:([^:]+)/.exec(functionRef)?.[1] ?? functionRef;
    overrides[stateName] = async (input) => {
      invocations[stateName] = (invocations[stateName] ?? 0) + 1;
      const handler = typeof target === 'string' ? await loadHandler(target) : target;
      // lambda:invoke Tasks receive {FunctionName, Payload}; the function sees only Payload.
      const event = viaInvoke ? ((input as { Payload?: JSONValue } | null)?.Payload ?? {}) : input;
      let result: unknown;
      try {
        result = await handler(event as never, lambdaContext({ operation, timeoutSeconds: 900 }));
      } catch (error) {
        throw asLambdaError(error);
      }
      const payload = (result ?? null) as JSONValue;
      return viaInvoke ? { ExecutedVersion: '$LATEST', StatusCode: 200, Payload: payload } : payload;
    };
  }
  return overrides;
}

function retryOverrides(states: States, ms: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [name, state] of Object.entries(states)) {
    if ('Retry' in state) out[name] = ms;
    for (const branch of state.Branches ?? []) Object.assign(out, retryOverrides(branch.States, ms));
    for (const inner of [state.Iterator, state.ItemProcessor]) if (inner) Object.assign(out, retryOverrides(inner.States, ms));
  }
  return out;
}

const validated = new Set<string>();

export async function runStateMachine(
  definition: CfnValue | object,
  input: unknown,
  handlersByFunction: HandlersByFunction,
  options: RunOptions = {},
): Promise<ExecutionResult> {
  const asl = resolveDefinition(definition, options) as unknown as StateMachineDefinition & { States: States };
  if (options.timeoutSeconds) asl.TimeoutSeconds = options.timeoutSeconds;
  const invocations: Record<string, number> = {};
  const taskResourceLocalHandlers = localTasks(asl, handlersByFunction, invocations);
  const waitTimeOverrides: Record<string, number> = {};
  if (options.waitTimeMs !== undefined) {
    for (const [name, state] of Object.entries(asl.States)) if (state.Type === 'Wait') waitTimeOverrides[name] = options.waitTimeMs;
  }
  // Validating a definition compiles the ASL schema (1-2 s of CPU here): once per definition.
  const key = JSON.stringify(asl);
  const machine = new StateMachine(asl, { validationOptions: { checkArn: false, noValidate: validated.has(key) } });
  validated.add(key);
  const execution = machine.run(input as JSONValue, {
    overrides: {
      taskResourceLocalHandlers,
      waitTimeOverrides,
      ...(options.retryIntervalMs !== undefined ? { retryIntervalOverrides: retryOverrides(asl.States, options.retryIntervalMs) } : {}),
    },
  });
  const path: string[] = [];
  const collecting = (async () => {
    for await (const event of execution.eventLogs) if (event.type === 'StateEntered') path.push(event.state.name);
  })();
  try {
    const output = await execution.result;
    await collecting;
    return { status: 'SUCCEEDED', output, path, invocations };
  } catch (error) {
    await collecting.catch(() => undefined);
    const cause = (error as { cause?: { name?: string; message?: string } }).cause;
    return { status: 'FAILED', error: cause?.name ?? (error as Error).name, cause: cause?.message ?? String(error), path, invocations };
  }
}
