import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { compose, toResult, type LambdaHandler, type Reply } from './compose.js';

/** Handlers without an API key (health probes, unknown routes). */
export function publicHandler(spec: { operation: string; handle(event: APIGatewayProxyEventV2): Promise<Reply> }): LambdaHandler {
  return compose(spec.operation, async (event) => toResult(await spec.handle(event)));
}

