import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { enableDesForS3rver } from './legacy-des.js';

export interface S3Local {
  readonly endpoint: string;
  /** s3rver emits S3-event-shaped records (`ObjectCreated:Put`, ...) for local notifications. */
  readonly server: S3rver;
  stop(): Promise<void>;
}

/**
 * s3rver in-process, backed by `directory` (persistent) or by a temp directory removed on stop.
 * It only accepts the credentials S3RVER/S3RVER; the runtime sets them for the whole process.
 */
export async function startS3Local(options: { directory?: string; host?: string } = {}): Promise<S3Local> {
  enableDesForS3rver();
  const host = options.host ?? '127.0.0.1';
  const directory = options.directory ?? mkdtempSync(join(tmpdir(), 'pii-s3-'));
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({ address: host, port: 0, directory, silent: true });
  const { port } = await server.run();
  let stopping: Promise<void> | undefined;
  return {
    endpoint: `http://${host}:${port}`,
    server,
    stop: () =>
      (stopping ??= (async () => {
        await server.close();
        if (!options.directory) rmSync(directory, { recursive: true, force: true });
      })()),
  };
}
