import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    stackEnv: Record<string, string>;
    localEncryptionKey: string;
  }
}

/**
 * Points this test process at the shared local stack (table names, queue URLs, emulator
 * endpoints), for tests that drive a use case directly, as another function of the service would.
 */
export function useStackEnv(): void {
  Object.assign(process.env, inject('stackEnv'));
}

/**
 * Also shares the stack's local encryption key (the local stand-in for KMS), for tests that
 * seal or open stored credentials in this process and let the stack's workers use them.
 */
export function useStackEnvWithEncryption(): void {
  useStackEnv();
  process.env.LOCAL_ENCRYPTION_KEY = inject('localEncryptionKey');
}
