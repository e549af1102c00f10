/**
 * The whole AWS side of the service in one process: DynamoDB Local (java child), fauxqs (SQS),
 * s3rver (S3), the provisioned catalog, SQS pollers for the workers, the cron for schedules and
 * the HTTP front over the route table. `npm start` and the integration tests both use this.
 *
 * Handlers find everything through process.env (as on Lambda), so there is one stack per process.
 */
import { randomBytes } from 'node:crypto';
import { resolve, join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { routes as allRoutes, schedules as allSchedules, workers as allWorkers } from '../../functions/routes.js';
import type { RouteSpec, ScheduleSpec, WorkerSpec } from '../../functions/routes.js';
import { resetDynamoClient } from '../../shared/adapters/aws/clients.js';
import { resetS3Client } from '../../shared/adapters/aws/s3.js';
import { resetSqsClient } from '../../shared/adapters/aws/sqs.js';
import { resetSfnClient } from '../../shared/adapters/aws/sfn.js';
import { BUCKETS, DEAD_LETTER_VISIBILITY_SECONDS, QUEUES, TABLES, bucketEnv, physicalName, queueEnv, tableEnv, workflowEnv, type QueueName, type WorkflowName } from '../../shared/config/resources.js';
import { ensureBootstrap, type BootstrapResult } from '../../shared/tenancy/bootstrap.js';
import { startCron, type CronRunner } from './cron.js';
import { localEncryptionKey } from './encryption-key.js';
import { startDynamoDbLocal, type DynamoDbLocal } from './dynamodb-local.js';
import { assertPortFree } from './free-port.js';
import { loadHandler } from './handler-modules.js';
import { BILLING_PAGES_PREFIX, startHttpFront, type HttpFront } from './http-front.js';
import { LOCAL_PREFIX, provisionBuckets, provisionQueues, provisionTables, type ProvisionedQueue } from './provision.js';
import { startS3Local, type S3Local } from './s3-local.js';
import { startPoller, type Poller } from './sqs-poller.js';
import { startStepFunctionsEndpoint, type StepFunctionsEndpoint } from './step-functions-endpoint.js';
import { localWorkflows } from './workflows.js';
import { startSqsLocal, type SqsLocal } from './sqs-local.js';
import { API_PREFIX } from '../../shared/http/route-match.js';

/** s3rver accepts only this key pair; DynamoDB Local (-sharedDb) and fauxqs accept any. */
const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const REGION = 'us-east-1';

export type StackComponent = 'dynamodb' | 's3' | 'sqs';

export interface LocalStackOptions {
  /** HTTP port; 0 picks a free one. Default 3000. */
  port?: number;
  host?: string;
  /** Where DynamoDB and S3 data persist (`<dir>/dynamodb`, `<dir>/s3`). Default `.data`. */
  dataDir?: string;
  /** Throwaway run: DynamoDB in memory, S3 in a temp directory removed on stop. */
  inMemory?: boolean;
  /** A DynamoDB Local already starting (main.ts launches java before loading the rest). */
  dynamodb?: Promise<DynamoDbLocal>;
  /** Extra environment for handlers (e.g. BOOTSTRAP_* keys), set before anything loads. */
  env?: Record<string, string>;
  /** Defaults: the route table's routes, workers and schedules. */
  routes?: readonly RouteSpec[];
  workers?: readonly WorkerSpec[];
  schedules?: readonly ScheduleSpec[];
  /** Create the operator and dev tenants (default true). */
  bootstrap?: boolean;
  /** Long-poll wait of the SQS pollers, seconds (default 10; stop aborts the wait). */
  pollWaitSeconds?: number;
  /** Check every HTTP answer against its handler's documented schemas (integration tests). */
  checkResponses?: boolean;
  /** Diagnostics (worker failures, handler crashes). Default: stderr. */
  log?: (line: string) => void;
  /**
   * Test-only control routes on the HTTP front (`POST /_local/workers/stop|start`), so tests in
   * another process can stop the SQS pollers mid-job and start them again. Off by default.
   */
  controlRoutes?: boolean;
}

export interface LocalStack {
  /** `http://host:port`; the API lives under `${baseUrl}/api/v1`. */
  readonly baseUrl: string;
  readonly apiUrl: string;
  /** The variables set on process.env for handlers (names and endpoints; no secrets). */
  readonly env: Readonly<Record<string, string>>;
  readonly endpoints: Readonly<Record<StackComponent, string>>;
  readonly queues: Readonly<Record<QueueName, ProvisionedQueue>>;
  /** Null when started with `bootstrap: false`. */
  readonly bootstrap: BootstrapResult | null;
  /** Milliseconds startLocalStack took; phasesMs: when each part was ready, from the call. */
  readonly startMs: number;
  readonly phasesMs: Readonly<Record<string, number>>;
  /** Stops everything; safe to call twice. */
  stop(): Promise<void>;
  /** Stops one emulator and leaves the rest running (readiness and failure-path tests). */
  stopComponent(component: StackComponent): Promise<void>;
  /**
   * Stops the SQS pollers as a crash would (messages in flight are released, not deleted) and
   * starts new ones: redelivery tests. The abandoned invocations finish in the background.
   */
  stopWorkers(): Promise<void>;
  startWorkers(): void;
}

/** Provisions through a short-lived client; on failure the emulator is stopped. */
async function withClient<C extends { destroy(): void }, E extends { stop(): Promise<void> }>(
  client: C,
  emulator: E,
  provision: (client: C) => Promise<void>,
): Promise<E> {
  try {
    await provision(client);
    return emulator;
  } catch (error) {
    await emulator.stop();
    throw error;
  } finally {
    client.destroy();
  }
}

/** Waits for all; if any failed, stops those that started and rethrows the first failure. */
async function settleAll<T extends readonly { stop(): Promise<void> }[]>(
  pending: { [K in keyof T]: Promise<T[K]> },
): Promise<T> {
  const results = await Promise.allSettled(pending);
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) {
    await Promise.all(results.map((r) => (r.status === 'fulfilled' ? r.value.stop() : undefined)));
    throw failed.reason;
  }
  return results.map((r) => (r as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  const started = performance.now();
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const host = options.host ?? '127.0.0.1';
  const dataDir = options.inMemory ? undefined : resolve(options.dataDir ?? '.data');
  // Node 20 is supported by the SDK versions we pin; its end-of-support notice is noise here.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

  const clientConfig = (endpoint: string) => ({ region: REGION, endpoint, credentials: LOCAL_CREDENTIALS });
  const phasesMs: Record<string, number> = {};
  const timed = <T>(name: string, work: Promise<T>) =>
    work.then((value) => ((phasesMs[name] = Math.round(performance.now() - started)), value));

  // Each emulator is provisioned as soon as it is up; java is the slowest (~1.5-2.5 s), so S3
  // and SQS are ready long before it. main.ts even starts java before importing this module.
  await assertPortFree(options.port ?? 3000, host).catch(async (error: unknown) => {
    await options.dynamodb?.then((db) => db.stop(), () => undefined);
    throw error;
  });
  const dynamodbStart =
    options.dynamodb ?? startDynamoDbLocal({ host, ...(dataDir ? { dbPath: join(dataDir, 'dynamodb') } : {}) });
  let queues: Record<string, ProvisionedQueue> = {};
  const [dynamodb, s3, sqs] = await settleAll<[DynamoDbLocal, S3Local, SqsLocal]>([
    timed('dynamodb', dynamodbStart.then((db) => withClient(new DynamoDBClient(clientConfig(db.endpoint)), db, provisionTables))),
    timed('s3', startS3Local({ host, ...(dataDir ? { directory: join(dataDir, 's3') } : {}) }).then((store) => {
      const client = new S3Client({ ...clientConfig(store.endpoint), forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED' });
      return withClient(client, store, provisionBuckets);
    })),
    timed('sqs', startSqsLocal({ host }).then((broker) => {
      const client = new SQSClient({ ...clientConfig(broker.endpoint), useQueueUrlAsEndpoint: false });
      return withClient(client, broker, async (c) => void (queues = await provisionQueues(c)));
    })),
  ]);
  // Step Functions: StartExecution runs the CDK-synthesized state machines in this process.
  let stepFunctions: StepFunctionsEndpoint;
  try {
    stepFunctions = await startStepFunctionsEndpoint({ host, prefix: LOCAL_PREFIX, workflows: localWorkflows, log });
  } catch (error) {
    await Promise.all([dynamodb, s3, sqs].map((c) => c.stop()));
    throw error;
  }
  const emulators = { dynamodb, s3, sqs };
  // Executions still running use the other emulators: they finish first.
  const stopEmulators = () =>
    stepFunctions.stop().then(() => Promise.all(Object.values(emulators).map((c) => c.stop()))).then(() => undefined);
  const sqsClient = new SQSClient({ ...clientConfig(sqs.endpoint), useQueueUrlAsEndpoint: false });

  const env: Record<string, string> = {
    AWS_REGION: REGION,
    AWS_DEFAULT_REGION: REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: dynamodb.endpoint,
    AWS_ENDPOINT_URL_S3: s3.endpoint,
    AWS_ENDPOINT_URL_SQS: sqs.endpoint,
    AWS_ENDPOINT_URL_SFN: stepFunctions.endpoint,
    STAGE: 'local',
  };
  for (const [name, arn] of Object.entries(stepFunctions.arns)) env[workflowEnv(name as WorkflowName)] = arn;
  for (const name of Object.keys(TABLES) as (keyof typeof TABLES)[]) env[tableEnv(name)] = physicalName(LOCAL_PREFIX, name);
  for (const name of Object.keys(BUCKETS) as (keyof typeof BUCKETS)[]) env[bucketEnv(name)] = physicalName(LOCAL_PREFIX, name);
  for (const name of Object.keys(QUEUES) as QueueName[]) env[queueEnv(name)] = queues[name]!.url;
  Object.assign(process.env, env, options.env ?? {});
  // The local KMS stand-in; kept out of `env`, which is written to runtime.json.
  process.env.LOCAL_ENCRYPTION_KEY = localEncryptionKey(dataDir);
  // Signs the local payment provider's sessions and webhook events (pin it to sign test events).
  process.env.BILLING_WEBHOOK_SECRET ||= `whsec_local_${randomBytes(24).toString('base64url')}`;
  delete process.env.AWS_SESSION_TOKEN;
  delete process.env.AWS_PROFILE;
  // Handlers cache SDK clients per process; a previous stack's endpoints must not linger.
  resetDynamoClient();
  resetS3Client();
  resetSqsClient();
  resetSfnClient();

  let controlWorkers: (action: string) => Promise<boolean> = async () => false;
  let bootstrap: BootstrapResult | null = null;
  let http: HttpFront | undefined;
  try {
    // An empty BOOTSTRAP_* variable (e.g. `BOOTSTRAP_ADMIN_KEY= npm start`) means "not pinned".
    const bootstrapEnv = Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== ''));
    if (options.bootstrap !== false) bootstrap = await timed('bootstrap', ensureBootstrap(bootstrapEnv));
    http = await startHttpFront(options.routes ?? allRoutes, {
      port: options.port ?? 3000, host, log, checkResponses: options.checkResponses ?? false,
      ...(options.controlRoutes ? { control: (action: string) => controlWorkers(action) } : {}),
    });
    // The local payment provider's checkout and portal pages, on this front (lib/local/billing-pages.ts).
    process.env.LOCAL_BILLING_URL = `${http.baseUrl}${BILLING_PAGES_PREFIX}`;
  } catch (error) {
    sqsClient.destroy();
    await stopEmulators();
    throw error;
  }

  const startPollers = (): Poller[] => (options.workers ?? allWorkers).map((worker) =>
    startPoller({
      client: sqsClient,
      queueUrl: worker.deadLetters ? queues[worker.queue]!.dlqUrl : queues[worker.queue]!.url,
      queueArn: worker.deadLetters ? queues[worker.queue]!.dlqArn : queues[worker.queue]!.arn,
      handler: () => loadHandler(worker.handler),
      operation: worker.operation,
      batchSize: worker.batchSize,
      timeoutSeconds: worker.deadLetters ? DEAD_LETTER_VISIBILITY_SECONDS : QUEUES[worker.queue].visibilityTimeoutSeconds,
      waitTimeSeconds: options.pollWaitSeconds ?? 10,
      log,
    }),
  );
  let pollers = startPollers();
  const abandonedPollers: Poller[] = [];
  const stopWorkers = async () => {
    const stopped = pollers;
    pollers = [];
    abandonedPollers.push(...stopped);
    await Promise.all(stopped.map((p) => p.stop({ release: true })));
  };
  const startWorkers = () => {
    if (pollers.length === 0) pollers = startPollers();
  };
  controlWorkers = async (action) => {
    if (action === 'stop') await stopWorkers();
    else if (action === 'start') startWorkers();
    else return false;
    return true;
  };
  // The S3 trigger: s3rver's event records go to the inbox queue, as S3 notifications do on AWS.
  const inboxQueue = queues.inbox;
  (s3.server as unknown as NodeJS.EventEmitter).on('event', (event: { Records: { eventName: string; s3: { object: { key: string } } }[] }) => {
    const records = event.Records.filter((r) => r.eventName.startsWith('ObjectCreated:') && r.s3.object.key.startsWith('inbox/'));
    if (records.length === 0 || !inboxQueue) return;
    // S3 notifications carry URL-encoded keys (spaces as '+'); s3rver's are raw.
    for (const r of records) r.s3.object.key = encodeURIComponent(r.s3.object.key).replace(/%2F/g, '/').replace(/%20/g, '+');
    sqsClient
      .send(new SendMessageCommand({ QueueUrl: inboxQueue.url, MessageBody: JSON.stringify({ Records: records }) }))
      .catch((error: unknown) => log(`[s3] inbox notification failed: ${(error as Error)?.message ?? error}`));
  });
  const cron: CronRunner = startCron(options.schedules ?? allSchedules, { load: loadHandler, log });
  phasesMs.ready = Math.round(performance.now() - started);

  let stopping: Promise<void> | undefined;
  const front = http;
  return {
    baseUrl: front.baseUrl,
    apiUrl: `${front.baseUrl}${API_PREFIX}`,
    env,
    endpoints: { dynamodb: dynamodb.endpoint, s3: s3.endpoint, sqs: sqs.endpoint },
    queues: queues as Record<QueueName, ProvisionedQueue>,
    bootstrap,
    startMs: Math.round(performance.now() - started),
    phasesMs,
    stop: () =>
      (stopping ??= (async () => {
        cron.stop();
        await Promise.all([...pollers, ...abandonedPollers].map((p) => p.stop()));
        sqsClient.destroy();
        await front.close();
        await stopEmulators();
      })()),
    stopComponent: (component) => emulators[component].stop(),
    stopWorkers,
    startWorkers,
  };
}
