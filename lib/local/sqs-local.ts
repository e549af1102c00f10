import { startFauxqs, type FauxqsServer } from 'fauxqs';

export interface SqsLocal {
  readonly endpoint: string;
  readonly server: FauxqsServer;
  stop(): Promise<void>;
}

/**
 * fauxqs in-process (in-memory: queues are recreated at every start). Queue URLs it hands out
 * use the request host (127.0.0.1:port), and the SQS client factory disables
 * useQueueUrlAsEndpoint anyway, so no DNS tricks are needed.
 */
export async function startSqsLocal(options: { host?: string } = {}): Promise<SqsLocal> {
  const host = options.host ?? '127.0.0.1';
  const server = await startFauxqs({ port: 0, logger: false, defaultRegion: 'us-east-1' });
  let stopping: Promise<void> | undefined;
  return {
    endpoint: `http://${host}:${server.port}`,
    server,
    stop: () => (stopping ??= server.stop()),
  };
}
