import { SFNClient } from '@aws-sdk/client-sfn';

let client: SFNClient | undefined;

/**
 * Step Functions. On AWS the default endpoint; locally AWS_ENDPOINT_URL_SFN points at the local
 * runtime's StartExecution endpoint (lib/local/step-functions-endpoint.ts), so the same call runs
 * the synthesized state machine on the ASL runner.
 */
export function sfn(): SFNClient {
  client ??= new SFNClient({});
  return client;
}

export function resetSfnClient(): void {
  client?.destroy();
  client = undefined;
}
