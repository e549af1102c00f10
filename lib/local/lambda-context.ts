import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';

export interface ContextOptions {
  /** Operation name; the local function name is `pii-local-<Operation>`. */
  operation: string;
  timeoutSeconds: number;
  memoryMb?: number;
  requestId?: string;
}

/** A Lambda `Context` as the Node.js runtime passes it, with a real remaining-time clock. */
export function lambdaContext(options: ContextOptions): Context {
  const deadline = Date.now() + options.timeoutSeconds * 1000;
  const functionName = `pii-local-${options.operation}`;
  const unsupported = () => {
    throw new Error('Callback-style Lambda completion is not supported; return a promise.');
  };
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:us-east-1:000000000000:function:${functionName}`,
    memoryLimitInMB: String(options.memoryMb ?? 1024),
    awsRequestId: options.requestId ?? randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: unsupported,
    fail: unsupported,
    succeed: unsupported,
  };
}
