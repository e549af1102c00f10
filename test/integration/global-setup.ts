/**
 * One local stack (DynamoDB Local, fauxqs, s3rver, HTTP front) for the whole integration run,
 * in memory and on a free port, so it can run beside a `npm start` dev server. The bootstrap
 * keys are pinned, so tests know them without reading the startup banner.
 */
import type { TestProject } from 'vitest/node';
import { startLocalStack } from '../../lib/local/stack.js';

/** Test-only keys (pk_test_ + 40 base62); they exist only inside this throwaway stack. */
export const TEST_ADMIN_KEY = 'pk_test_IntegrationDevAdmin0000000000000000000001';
export const TEST_OPERATOR_KEY = 'pk_test_IntegrationOperator00000000000000000000001';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const stack = await startLocalStack({
    inMemory: true,
    port: 0,
    env: {
      BOOTSTRAP_ADMIN_KEY: TEST_ADMIN_KEY,
      BOOTSTRAP_OPERATOR_KEY: TEST_OPERATOR_KEY,
      // https:// job sources may reach the tests' own local servers (never outside local/tests).
      SSRF_ALLOW_LOOPBACK: '1',
      // gs:// sources go to the local S3 emulator through the same XML-API client as on GCS.
      GCS_HMAC_ACCESS_KEY_ID: 'S3RVER',
      GCS_HMAC_SECRET: 'S3RVER',
      // Retried jobs come back after 1 s, 4 s instead of 10 s, 40 s.
      JOB_RETRY_BASE_SECONDS: '1',
      // Webhook receivers in tests are plain-http servers on loopback (honoured only locally),
      // and the ~24 h retry schedule is scaled down to about two seconds.
      ALLOW_INSECURE_WEBHOOKS: '1',
      WEBHOOK_RETRY_SCALE: '0.00002',
    },
    // Lets the jobs tests stop and restart the SQS pollers mid-job (POST /_local/workers/stop).
    controlRoutes: true,
    // Short long-polls keep teardown quick; stop() aborts them anyway.
    pollWaitSeconds: 2,
    // Every answer is checked against the schemas the API reference is built from.
    checkResponses: true,
  });
  process.env.GCS_ENDPOINT = stack.endpoints.s3;
  project.provide('baseUrl', stack.baseUrl);
  project.provide('s3Endpoint', stack.endpoints.s3);
  project.provide('filesBucket', stack.env.BUCKET_FILES!);
  project.provide('dynamoEndpoint', stack.endpoints.dynamodb);
  project.provide('jobsTable', stack.env.TABLE_JOBS!);
  project.provide('adminKey', stack.bootstrap?.dev.key ?? TEST_ADMIN_KEY);
  project.provide('operatorKey', stack.bootstrap?.operator.key ?? TEST_OPERATOR_KEY);
  // Resource names and emulator endpoints (no secrets), for tests that call a use case or inspect storage directly.
  project.provide('stackEnv', { ...stack.env });
  // This throwaway stack's local stand-in for KMS, for tests that seal or open connector
  // credentials in their own process as another function of the service would.
  project.provide('localEncryptionKey', process.env.LOCAL_ENCRYPTION_KEY!);
  return () => stack.stop();
}
