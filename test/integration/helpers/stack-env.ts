import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    stackEnv: Record<string, string>;
  }
}

/**
 * Points this test process at the shared local stack (table names, queue URLs, emulator
 * endpoints), for tests that drive a use case directly, as another function of the service would.
 */
export function useStackEnv(): void {
  Object.assign(process.env, inject('stackEnv'));
}
