import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  test: {
    root,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['test/unit/**/*.test.ts'], testTimeout: 20_000 },
      },
      {
        extends: true,
        test: { name: 'cdk', include: ['test/cdk/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 120_000 },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          // One local stack (DynamoDB Local, fauxqs, s3rver, HTTP front) for the whole run.
          globalSetup: ['test/integration/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Files share the stack but use their own tenants; run them one at a time so rate-limit
          // and timing assertions are not disturbed by a neighbour on this 2-core machine.
          fileParallelism: false,
        },
      },
    ],
  },
});
