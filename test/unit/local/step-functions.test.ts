import { describe, expect, it } from 'vitest';
import type { CfnValue } from '../../../lib/local/asl-resolve.js';
import { runStateMachine, type HandlersByFunction } from '../../../lib/local/step-functions.js';

/**
 * A small document workflow in the shape `cdk synth` emits: the definition is a `Fn::Join` over
 * JSON pieces and `Fn::GetAtt [<logical id>, Arn]` references, lambda:invoke Tasks carry CDK's
 * default Lambda.* retry, and outputs are selected from `$.Payload`.
 */
function cdkDefinitionString(): CfnValue {
  const lambdaRetry = { ErrorEquals: ['Lambda.ClientExecutionTimeoutException', 'Lambda.ServiceException', 'Lambda.AWSLambdaException', 'Lambda.SdkClientException'], IntervalSeconds: 2, MaxAttempts: 6, BackoffRate: 2 };
  const asl = {
    StartAt: 'Extract',
    States: {
      Extract: {
        Type: 'Task', Resource: '@@INVOKE@@',
        Parameters: { FunctionName: '@@EXTRACT@@', 'Payload.$': '$' },
        OutputPath: '$.Payload',
        Retry: [lambdaRetry, { ErrorEquals: ['TransientError'], IntervalSeconds: 1, MaxAttempts: 2, BackoffRate: 2 }],
        Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'Failed' }],
        Next: 'IsSensitive',
      },
      IsSensitive: {
        Type: 'Choice',
        Choices: [{ Variable: '$.sensitive', BooleanEquals: true, Next: 'Redact' }],
        Default: 'Done',
      },
      Redact: {
        Type: 'Task', Resource: '@@INVOKE@@',
        Parameters: { FunctionName: '@@REDACT@@', 'Payload.$': '$' },
        ResultSelector: { 'text.$': '$.Payload.text' },
        ResultPath: '$.redacted',
        Retry: [lambdaRetry],
        Next: 'Done',
      },
      Failed: { Type: 'Fail', Error: 'DocumentFailed', CausePath: '$.error.Cause' },
      Done: { Type: 'Succeed' },
    },
  };
  const tokens: Record<string, CfnValue> = {
    '@@INVOKE@@': { 'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':states:::lambda:invoke']] },
    '@@EXTRACT@@': { 'Fn::GetAtt': ['ExtractStepFunction1A2B3C4D', 'Arn'] },
    '@@REDACT@@': { 'Fn::GetAtt': ['RedactStepFunction5E6F7A8B', 'Arn'] },
  };
  const parts: CfnValue[] = JSON.stringify(asl).split(/(@@[A-Z]+@@)/).map((piece) => tokens[piece] ?? piece);
  return { 'Fn::Join': ['', parts] };
}

class TransientError extends Error {
  override name = 'TransientError';
}

function handlers(): { map: HandlersByFunction; calls: { extract: number } } {
  const calls = { extract: 0 };
  const map: HandlersByFunction = {
    ExtractStepFunction1A2B3C4D: async (event: { case: string; text: string }) => {
      calls.extract++;
      if (event.case === 'flaky' && calls.extract < 3) throw new TransientError('storage busy');
      if (event.case === 'broken') throw new Error('cannot parse page 3');
      return { sensitive: event.text.includes('secret'), text: event.text };
    },
    // A module under functions/ (path relative to it), loaded lazily like real workflow steps.
    RedactStepFunction5E6F7A8B: '../test/unit/local/fixtures/redact-step',
  };
  return { map, calls };
}

describe('local Step Functions runner over the CDK-synthesized definition', () => {
  it('takes the Choice branch and passes Lambda payloads through Payload/ResultSelector', async () => {
    const { map } = handlers();
    const result = await runStateMachine(cdkDefinitionString(), { case: 'ok', text: 'a secret plan' }, map);
    expect(result).toMatchObject({
      status: 'SUCCEEDED',
      path: ['Extract', 'IsSensitive', 'Redact', 'Done'],
      output: { sensitive: true, text: 'a secret plan', redacted: { text: 'a [REDACTED] plan' } },
    });
  });

  it('takes the Choice default when nothing matches', async () => {
    const { map } = handlers();
    const result = await runStateMachine(cdkDefinitionString(), { case: 'ok', text: 'public' }, map);
    expect(result.path).toEqual(['Extract', 'IsSensitive', 'Done']);
    expect(result.invocations).toEqual({ Extract: 1 });
  });

  it('retries a TransientError by its Retry rule (intervals shortened) and then succeeds', async () => {
    const { map, calls } = handlers();
    const result = await runStateMachine(cdkDefinitionString(), { case: 'flaky', text: 'public' }, map, { retryIntervalMs: 5 });
    expect(result.status).toBe('SUCCEEDED');
    expect(calls.extract).toBe(3);
    expect(result.invocations.Extract).toBe(3);
  });

  it('routes a non-retryable error to the Catch, with a Lambda-style cause', async () => {
    const { map, calls } = handlers();
    const result = await runStateMachine(cdkDefinitionString(), { case: 'broken', text: 'x' }, map, { retryIntervalMs: 5 });
    expect(calls.extract).toBe(1);
    expect(result.status).toBe('FAILED');
    expect(result.path).toEqual(['Extract', 'Failed']);
    expect(result.error).toBe('DocumentFailed');
    expect(JSON.parse(result.cause!)).toMatchObject({ errorType: 'Error', errorMessage: 'cannot parse page 3' });
  });

  it('refuses a definition whose Task has no local handler', async () => {
    const { map } = handlers();
    delete map.RedactStepFunction5E6F7A8B;
    await expect(runStateMachine(cdkDefinitionString(), {}, map)).rejects.toThrow(/No local handler for Task state "Redact"/);
  });
});
