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
      // Webhook receivers in tests are plain-http servers on loopback (honoured only locally),
      // and the ~24 h retry schedule is scaled down to about two seconds.
      ALLOW_INSECURE_WEBHOOKS: '1',
      WEBHOOK_RETRY_SCALE: '0.00002',
    },
    // Short long-polls keep teardown quick; stop() aborts them anyway.
    pollWaitSeconds: 2,
    // Every answer is checked against the schemas the API reference is built from.
    checkResponses: true,
  });
  project.provide('baseUrl', stack.baseUrl);
  project.provide('adminKey', stack.bootstrap?.dev.key ?? TEST_ADMIN_KEY);
  project.provide('operatorKey', stack.bootstrap?.operator.key ?? TEST_OPERATOR_KEY);
  // Resource names and emulator endpoints (no secrets), for tests that call a use case or inspect storage directly.
  project.provide('stackEnv', { ...stack.env });
  return () => stack.stop();
}
