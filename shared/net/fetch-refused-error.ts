/**
 * Why an outbound fetch was refused or cut short. Callers map reasons to their own outcome
 * (a job `failed` for the input's fault, a webhook attempt recorded as failed); the message is
 * a sentence safe to show a tenant: it names the reason, never the resolved address.
 */
export type FetchRefusalReason = 'blocked_address' | 'scheme' | 'too_large' | 'timeout' | 'redirects' | 'dns' | 'invalid_url';

export class FetchRefusedError extends Error {
  override readonly name = 'FetchRefusedError';
  constructor(
    readonly reason: FetchRefusalReason,
    message: string,
  ) {
    super(message);
  }
}

export const isFetchRefused = (error: unknown): error is FetchRefusedError => error instanceof FetchRefusedError;
