import { SQSClient } from '@aws-sdk/client-sqs';

let client: SQSClient | undefined;

/**
 * fauxqs (the local SQS) hands out queue URLs on hosts like sqs.us-east-1.localhost that do not
 * resolve here; with an endpoint override the client must not use the queue URL as endpoint.
 */
export function sqs(): SQSClient {
  const local = Boolean(process.env.AWS_ENDPOINT_URL_SQS);
  client ??= new SQSClient(local ? { useQueueUrlAsEndpoint: false } : {});
  return client;
}

export function resetSqsClient(): void {
  client?.destroy();
  client = undefined;
}
