/**
 * AWS SDK clients, created once per process on first use (cold start pays only for the clients
 * a function touches). On AWS they use the default endpoints; locally the runtime sets
 * AWS_ENDPOINT_URL_<SERVICE> and the quirks of the emulators are handled here, and only here.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

let documentClient: DynamoDBDocumentClient | undefined;

export function dynamo(): DynamoDBDocumentClient {
  // Timeouts, so a call that hangs fails (and is retried) instead of holding every request
  // queued behind it in a group commit (coalesced-items.ts) for ever.
  const requestHandler = { connectionTimeout: 1_000, requestTimeout: 5_000, throwOnRequestTimeout: true };
  documentClient ??= DynamoDBDocumentClient.from(new DynamoDBClient({ maxAttempts: 3, requestHandler }), {
    marshallOptions: { removeUndefinedValues: true },
  });
  return documentClient;
}

/** Tests and the local runtime swap endpoints between runs; this forgets cached clients. */
export function resetDynamoClient(): void {
  documentClient?.destroy();
  documentClient = undefined;
}
